// The conference variant of the order screen through the API: a checker working a group
// without scanner takes its longest-waiting order and the conference opens for them; orders of
// other groups, cancelled, not waiting or already in someone's conference are passed over; a
// retry returns the same; an empty group says so; groups with a scanner are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { ensureGroup, makePickedOrder, makeProduct } from '../../../../tests/support/conference-fixtures';
import { finishConference, recoverConference, startConference, takeNextConference } from '../../../shared/contract/conference';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { orders, separationGroups } from '../../db/schema';

const NOW = new Date('2026-11-23T13:00:00Z');
let t: TestApp;
let checker: string;
let otherChecker: string;
let pickerId: number;
let picker: string;
let sku: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await ensureGroup(db(), 4, true);
  await ensureGroup(db(), 5, true);
  await ensureGroup(db(), 6, false);
  await db().insert(separationGroups).values({ separationGroup: 7, marketNumber: 1, hasConference: true, camScanner: true });
  await t.createUser('conferente', ['SeparationCheck']);
  await t.createUser('conferente2', ['SeparationCheck']);
  pickerId = (await t.createUser('separador')).id;
  checker = await t.tokenFor('conferente');
  otherChecker = await t.tokenFor('conferente2');
  picker = await t.tokenFor('separador');
  sku = await makeProduct(db(), PORTION_TYPE.unit);
});
afterAll(() => t?.close());

/** A picked order of `group` whose picking ended `minutesAgo` before now. */
const pickedOrder = (group: number, minutesAgo: number, checkingStatus: number = CHECKING_STATUS.conference) =>
  makePickedOrder(db(), {
    separatorId: pickerId,
    group,
    begin: new Date(NOW.getTime() - minutesAgo * 60_000 - 300_000),
    secs: 300,
    checkingStatus,
    items: [{ sku, quantity: 2, confirmed: 2 }],
  }).then(({ order }) => order);

const next = (token: string, separationGroup: number) => t.call(takeNextConference, { body: { separationGroup } }, token);

describe("a group's next order for conference", () => {
  it('opens the longest-waiting order of the group, passing over the others, and a retry returns it', async () => {
    const otherGroup = await pickedOrder(6, 90);
    const notWaiting = await pickedOrder(4, 80, CHECKING_STATUS.separated);
    const cancelled = await pickedOrder(4, 70);
    await db().update(orders).set({ permissionToSeparate: 'recused' }).where(eq(orders.id, cancelled.id));
    const inConference = await pickedOrder(4, 60);
    expect((await t.call(startConference, { body: { orderId: inConference.orderId } }, otherChecker)).statusCode).toBe(200);
    const oldest = await pickedOrder(4, 50);
    const newer = await pickedOrder(4, 40);

    const taken = await next(checker, 4);
    expect(taken.statusCode, taken.raw.body).toBe(200);
    expect(taken.data).toEqual({ message: 'Pending conference found', data: { order: { order_id: oldest.orderId } } });
    // The conference is open for the checker: the sign-in recovery finds it.
    expect((await t.call(recoverConference, {}, checker)).data.data).toEqual({ order: { order_id: oldest.orderId } });
    // Asked again before finishing it: the same order, no second conference.
    expect((await next(checker, 4)).data.data).toEqual({ order: { order_id: oldest.orderId } });

    // Finished, the next one is the newer order; then the group is empty: the order not
    // waiting, the cancelled one and the one in another checker's conference never come.
    await t.call(finishConference, { body: { orderId: oldest.orderId, boxesQuantity: 2, items: [] } }, checker);
    expect((await next(checker, 4)).data.data).toEqual({ order: { order_id: newer.orderId } });
    await t.call(finishConference, { body: { orderId: newer.orderId, boxesQuantity: 2, items: [] } }, checker);
    const empty = await next(checker, 4);
    expect(empty.data).toEqual({ message: 'Orders not found', data: null });
    expect(notWaiting.checkingStatus).toBe(CHECKING_STATUS.separated);
    // The other group's order was there all along, for that group.
    expect((await next(checker, 6)).data.data).toEqual({ order: { order_id: otherGroup.orderId } });
    await t.call(finishConference, { body: { orderId: otherGroup.orderId, boxesQuantity: 2, items: [] } }, checker);
    await t.call(finishConference, { body: { orderId: inConference.orderId, boxesQuantity: 2, items: [] } }, otherChecker);
  });

  it('gives two checkers asking at once two different orders', async () => {
    const first = await pickedOrder(5, 30);
    const second = await pickedOrder(5, 20);
    const [a, b] = await Promise.all([next(checker, 5), next(otherChecker, 5)]);
    expect([a.data.data?.order.order_id, b.data.data?.order.order_id].sort()).toEqual([first.orderId, second.orderId].sort());
    await t.call(finishConference, { body: { orderId: a.data.data!.order.order_id, boxesQuantity: 2, items: [] } }, checker);
    await t.call(finishConference, { body: { orderId: b.data.data!.order.order_id, boxesQuantity: 2, items: [] } }, otherChecker);
  });

  it('refuses groups with a scanner, unknown groups, non-checkers and a group that is no number', async () => {
    const scanner = await next(checker, 7);
    expect(scanner.statusCode).toBe(400);
    expect(scanner.error.message).toBe('O grupo 7 separa com leitor: a conferência por grupo é só para grupos sem leitor.');
    const unknown = await next(checker, 99);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.message).toBe('Grupo de separação 99 não encontrado.');
    expect((await next(picker, 4)).statusCode).toBe(403);
    const invalid = await t.call(takeNextConference, { body: { separationGroup: 0 } }, checker);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.error.fields).toEqual([{ field: 'body.separationGroup', message: 'Informe o grupo de separação' }]);
  });
});

// The operator conference through the API: the order as the checker sees it, start (one open
// conference per user, only orders waiting for it), finish with the item-not-in-box mark and
// the box count (the order moves on; a retry changes nothing), and the recovery after sign-in.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { boxCountChanges, breaks, orderConferenceItems, orders } from '../../db/schema';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { ensureGroup, makePickedOrder, makeProduct } from '../../../../tests/support/conference-fixtures';

const NOW = new Date('2026-11-23T13:00:00Z'); // 10:00 in São Paulo
let t: TestApp;
let checker: string;
let otherChecker: string;
let picker: { id: number; token: string };
let stranger: string;
let weightSku: number;
let unitSku: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await ensureGroup(db(), 4, true);
  await t.createUser('conferente', ['SeparationCheck']);
  await t.createUser('conferente2', ['SeparationCheck']);
  const pickerUser = await t.createUser('separador');
  await t.createUser('outro');
  checker = await t.tokenFor('conferente');
  otherChecker = await t.tokenFor('conferente2');
  picker = { id: pickerUser.id, token: await t.tokenFor('separador') };
  stranger = await t.tokenFor('outro');
  weightSku = await makeProduct(db(), PORTION_TYPE.weight, 'Tomate');
  unitSku = await makeProduct(db(), PORTION_TYPE.unit, 'Alface');
});
afterAll(() => t?.close());

const pickedOrder = (overrides: { scheduledDate?: string; checkingStatus?: number } = {}) =>
  makePickedOrder(db(), {
    separatorId: picker.id,
    group: 4,
    begin: new Date(NOW.getTime() - 600_000),
    secs: 300,
    boxes: 3,
    scheduledDate: '2026-11-23',
    items: [
      { sku: weightSku, portionType: PORTION_TYPE.weight, step: 1, quantity: 1500, confirmed: 1234 },
      { sku: unitSku, step: 2, quantity: 4, confirmed: 4 },
      { sku: unitSku, step: 2, quantity: 3, confirmed: 0 },
    ],
    ...overrides,
  });

const read = (token: string, orderId: string) => t.as(token, { method: 'GET', url: `/api/carambola/order-conference/order?orderId=${orderId}` });
const start = (token: string, orderId: unknown) =>
  t.as(token, { method: 'POST', url: '/api/carambola/order-conference/start-conference', payload: { orderId } });
const finish = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/carambola/order-conference/finish-conference', payload });
const recovery = (token: string) => t.as(token, { method: 'GET', url: '/api/carambola/order-conference/recovery' });

describe('the order as the checker sees it', () => {
  it('gives the header, the picker with items and boxes, and the items per step', async () => {
    const { order } = await pickedOrder({ scheduledDate: '2026-11-24' });
    const reply = await read(checker, order.orderId);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.order).toMatchObject({ order_id: order.orderId, scheduled_date: '2026-11-24', scheduled_for_another_day: true, checking_status: 2 });
    expect(body.separations).toEqual([{ separator: 'separador', total_items: 3, boxes: 3 }]);
    expect(body.steps.map((step: { step: number; items: unknown[] }) => [step.step, step.items.length])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(body.steps[0].items[0]).toMatchObject({ name: 'Tomate', quantity: 1500, confirmed_quantity: 1234, unity_product_base: 'peso' });
    expect(body.conference).toBeNull();
    expect((await read(checker, 'nao-existe')).statusCode).toBe(404);
  });

  it("is today's order for a date equal to the centre's today", async () => {
    const { order } = await pickedOrder();
    expect((await read(checker, order.orderId)).json().order.scheduled_for_another_day).toBe(false);
  });

  it('is refused to a user who neither checks orders nor picked this one', async () => {
    const { order } = await pickedOrder();
    expect((await read(stranger, order.orderId)).statusCode).toBe(403);
    expect((await start(stranger, order.orderId)).statusCode).toBe(403);
    expect((await read(picker.token, order.orderId)).statusCode).toBe(200);
  });
});

describe('orders waiting for conference', () => {
  it('lists them to checkers, longest waiting first, with who is conferring', async () => {
    const { order } = await pickedOrder();
    await start(otherChecker, order.orderId);
    const reply = await t.as(checker, { method: 'GET', url: '/api/carambola/order-conference/orders' });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = reply.json().results as { order_id: string; separator: string; checking_by: string | null; client_name: string }[];
    const mine = rows.find((row) => row.order_id === order.orderId);
    expect(mine).toMatchObject({ separator: 'separador', checking_by: 'conferente2', client_name: order.clientName });
    expect((await t.as(picker.token, { method: 'GET', url: '/api/carambola/order-conference/orders' })).statusCode).toBe(403);
    await finish(otherChecker, { orderId: order.orderId, boxesQuantity: 3 });
    const after = (await t.as(checker, { method: 'GET', url: '/api/carambola/order-conference/orders' })).json().results;
    expect(after.some((row: { order_id: string }) => row.order_id === order.orderId)).toBe(false);
  });
});

describe('conference start, finish and recovery', () => {
  it('confers an order: one item marked as not put in the box, the boxes confirmed, the order separated', async () => {
    const { order, items } = await pickedOrder();
    expect((await recovery(checker)).json()).toEqual({ message: 'Nenhuma conferência pendente', data: null });

    const started = await start(checker, order.orderId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ order_id: order.orderId, checked_by: 'conferente', finished_at: null });
    // Asking again (a retry, or the screen reopened) gives the same conference.
    expect((await start(checker, order.orderId)).json().id).toBe(started.json().id);
    expect((await recovery(checker)).json()).toEqual({ message: 'Pending conference found', data: { order: { order_id: order.orderId } } });
    // Another checker cannot take it meanwhile.
    const taken = await start(otherChecker, order.orderId);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Pedido #${order.orderId} já está em conferência por conferente.`);

    const payload = { orderId: order.orderId, items: [{ itemId: items[1]!.id, separated: false }], boxesQuantity: 4 };
    const done = await finish(checker, payload);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Conference finished', data: { order_id: order.orderId, checking_status: CHECKING_STATUS.separated, boxes_quantity: 4 } });

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ checkingStatus: CHECKING_STATUS.separated, conferenceBoxesNumber: 4, boxesNumber: 3 });
    const ofOrder = () => db().select().from(orderConferenceItems).where(inArray(orderConferenceItems.itemId, items.map((item) => item.id)));
    const marks = (await ofOrder()).sort((a, b) => a.itemId - b.itemId);
    // The two confirmed items get a mark; the total break has nothing to put in a box.
    expect(marks.map((mark) => [mark.itemId, mark.separated])).toEqual([
      [items[0]!.id, true],
      [items[1]!.id, false],
    ]);
    expect(await db().select().from(boxCountChanges).where(eq(boxCountChanges.orderId, order.id))).toEqual([
      expect.objectContaining({ field: 'conference_boxes_number', oldValue: null, newValue: 4, source: 'conference' }),
    ]);
    const seen = (await read(checker, order.orderId)).json();
    expect(seen.not_in_box).toEqual([items[1]!.id]);
    expect(seen.conference).toMatchObject({ adjusted_boxes_number: 4, checked_by: 'conferente' });
    expect((await recovery(checker)).json().data).toBeNull();

    // The same finish sent again (its reply was lost) changes nothing.
    const again = await finish(checker, { ...payload, boxesQuantity: 9 });
    expect(again.json().data).toEqual({ order_id: order.orderId, checking_status: CHECKING_STATUS.separated, boxes_quantity: 4 });
    expect(await ofOrder()).toHaveLength(2);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.conferenceBoxesNumber).toBe(4);
    // ... and the order cannot be conferred twice.
    expect((await start(otherChecker, order.orderId)).statusCode).toBe(409);
  });

  it('leaves an order with unreleased breaks waiting for reposition', async () => {
    const { order, items } = await pickedOrder();
    await db().insert(breaks).values({ itemId: items[2]!.id, orderId: order.id, type: 3, brokenQuantity: 3 });
    await start(checker, order.orderId);
    const done = await finish(checker, { orderId: order.orderId, boxesQuantity: 3 });
    expect(done.json().data.checking_status).toBe(CHECKING_STATUS.waitingReposition);
    const marks = await db().select().from(orderConferenceItems).where(eq(orderConferenceItems.separated, false));
    expect(marks.filter((mark) => items.some((item) => item.id === mark.itemId))).toEqual([]);
  });

  it('lets the picker of a conference group confer their own order', async () => {
    const { order } = await pickedOrder();
    expect((await start(picker.token, order.orderId)).statusCode).toBe(200);
    expect((await finish(picker.token, { orderId: order.orderId, boxesQuantity: 3 })).statusCode).toBe(200);
  });

  it('refuses what would break the rules, writing nothing', async () => {
    const { order, items } = await pickedOrder();
    const inPicking = await pickedOrder({ checkingStatus: CHECKING_STATUS.inSeparation });
    expect((await start(otherChecker, inPicking.order.orderId)).json().message).toBe(`Pedido #${inPicking.order.orderId} não está aguardando conferência.`);
    expect((await finish(otherChecker, { orderId: order.orderId, boxesQuantity: 2 })).statusCode).toBe(409);

    await start(otherChecker, order.orderId);
    const other = await pickedOrder();
    const second = await start(otherChecker, other.order.orderId);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(`Finalize a conferência do pedido #${order.orderId} antes de iniciar outra.`);

    const zero = await finish(otherChecker, { orderId: order.orderId, boxesQuantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual([expect.objectContaining({ message: 'Número de caixas não pode ser menor ou igual a 0.' })]);
    const foreign = await finish(otherChecker, { orderId: order.orderId, items: [{ itemId: other.items[0]!.id, separated: false }], boxesQuantity: 2 });
    expect(foreign.statusCode).toBe(400);
    const broken = await finish(otherChecker, { orderId: order.orderId, items: [{ itemId: items[2]!.id, separated: false }], boxesQuantity: 2 });
    expect(broken.statusCode).toBe(400);
    expect((await start(otherChecker, '')).statusCode).toBe(400);

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ checkingStatus: CHECKING_STATUS.conference, conferenceBoxesNumber: null });
    const written = await db().select().from(orderConferenceItems).where(and(eq(orderConferenceItems.itemId, items[0]!.id)));
    expect(written).toEqual([]);
    expect((await recovery(otherChecker)).json().data).toEqual({ order: { order_id: order.orderId } });
  });
});

// The revision work flow through the API (spec/operator.md §4 'Session', §6
// SeparationCriticalOrBeginner): finishing an order of a conference group leaves its picker
// owing the order's conference (a 'revision' work) until someone confers it; the recovery
// says so and no new order is handed out meanwhile; a beginner's own conference does not move
// the order on, a checker reviews it and the order is marked reviewed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { ensureGroup, makePickedOrder, makeProduct } from '../../../../tests/support/conference-fixtures';
import { conferenceEndpoints } from '../../../shared/contract/conference';
import { getOrder } from '../../../shared/contract/orders';
import { pickingEndpoints } from '../../../shared/contract/picking';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { orderConferences, orders, works } from '../../db/schema';

const NOW = new Date('2026-11-23T13:00:00Z'); // 10:00 in São Paulo
let clock = NOW;
let t: TestApp;
let sku: number;
const db = () => t.database.db;
let checker: { id: number; token: string };
let tech: string;
let people = 0;

/** A new user each time: every test starts with a picker who owes nothing. */
async function someone(groups: string[] = []): Promise<{ id: number; token: string }> {
  people += 1;
  const user = await t.createUser(`revisao${people}`, groups);
  return { id: user.id, token: await t.tokenFor(user.username) };
}
const beginner = () => someone(['SeparationCriticalOrBeginner']);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await ensureGroup(db(), 4, true);
  checker = await someone(['SeparationCheck']);
  tech = (await someone(['Tech'])).token;
  sku = await makeProduct(db(), PORTION_TYPE.unit, 'Alface');
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = NOW;
});

/** An order of the conference group the user is picking, every item picked: only the finish is left. */
async function heldOrder(separatorId: number, group = 4) {
  const { order, work } = await makePickedOrder(db(), {
    separatorId,
    group,
    begin: new Date(NOW.getTime() - 600_000),
    secs: 0,
    open: true,
    items: [{ sku, quantity: 4, confirmed: 4 }],
  });
  return { orderId: order.orderId, orderPk: order.id, workId: work.id };
}

const finishOrder = (token: string, held: { orderId: string; workId: number }) =>
  t.call(pickingEndpoints.finishOrder, { params: { orderId: held.orderId }, body: { workId: held.workId, boxesNumber: 3 } }, token);
const recover = (token: string) => t.call(pickingEndpoints.recoverWork, {}, token);
const newOrder = (token: string) => t.call(pickingEndpoints.getNewOrder, { query: { separationGroup: 4, step: 1 } }, token);
const startConference = (token: string, orderId: string) => t.call(conferenceEndpoints.startConference, { body: { orderId } }, token);
const finishConference = (token: string, orderId: string) =>
  t.call(conferenceEndpoints.finishConference, { body: { orderId, items: [], boxesQuantity: 3 } }, token);

async function confer(token: string, orderId: string) {
  expect((await startConference(token, orderId)).statusCode).toBe(200);
  const finished = await finishConference(token, orderId);
  expect(finished.statusCode, finished.raw.body).toBe(200);
  return finished.data;
}

const revisionsOf = (orderPk: number) =>
  db().select().from(works).where(and(eq(works.orderId, orderPk), eq(works.type, 'revision')));

async function orderRow(orderPk: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderPk));
  return row!;
}

describe("the picker's revision of an order handed to conference", () => {
  it('is opened by the finish, once, and the recovery returns it as a revision', async () => {
    const picker = await someone();
    const held = await heldOrder(picker.id);
    expect((await finishOrder(picker.token, held)).data.message).toBe('Separation confirmed and conference started');
    expect((await finishOrder(picker.token, held)).statusCode).toBe(200); // a retry opens no second one

    expect(await revisionsOf(held.orderPk)).toEqual([
      expect.objectContaining({ separatorId: picker.id, separationGroup: 4, begin: NOW, end: null, workingTimeSecs: null }),
    ]);
    const recovered = await recover(picker.token);
    expect(recovered.data).toMatchObject({ message: 'Revision pending', type: 'revision', data: { order: { order_id: held.orderId } } });
  });

  it('refuses the picker a new order in Portuguese while the conference is owed', async () => {
    const picker = await someone();
    const held = await heldOrder(picker.id);
    await finishOrder(picker.token, held);
    const refused = await newOrder(picker.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.error).toMatchObject({
      message: `Conferência do pedido #${held.orderId} pendente: confira o seu pedido antes de pegar outro.`,
      detail: 'Revision pending',
    });
    await confer(picker.token, held.orderId);
  });

  it("is closed by the picker's own conference, with its time; the picker takes orders again", async () => {
    const picker = await someone();
    const held = await heldOrder(picker.id);
    await finishOrder(picker.token, held);
    clock = new Date(NOW.getTime() + 90_000);
    const reply = await confer(picker.token, held.orderId);

    expect(reply).toMatchObject({ message: 'Conference finished', data: { checking_status: CHECKING_STATUS.separated } });
    expect(await revisionsOf(held.orderPk)).toEqual([expect.objectContaining({ end: clock, workingTimeSecs: 90 })]);
    expect((await recover(picker.token)).data).toEqual({ message: 'Unfinished works not found!', type: null, data: null });
    expect((await newOrder(picker.token)).data.message).toBe('Orders not found');
    const [conference] = await db().select().from(orderConferences).where(eq(orderConferences.orderId, held.orderPk));
    expect(conference!.hasBeenReviewed).toBe(false);
    // The order page's picking time is the 10 minutes of picking, not the 90 s owed after them.
    const detail = await t.call(getOrder, { params: { orderId: held.orderId } }, tech);
    expect(detail.data.summary).toMatchObject({ separation_time_secs: 600, has_been_reviewed: false });
  });

  it("is closed by a checker's conference of the order too", async () => {
    const picker = await someone();
    const held = await heldOrder(picker.id);
    await finishOrder(picker.token, held);
    await confer(checker.token, held.orderId);
    expect(await revisionsOf(held.orderPk)).toEqual([expect.objectContaining({ end: NOW, workingTimeSecs: 0 })]);
    expect((await recover(picker.token)).data.type).toBeNull();
  });

  it('holds nobody once the order is cancelled', async () => {
    const picker = await someone();
    const held = await heldOrder(picker.id);
    await finishOrder(picker.token, held);
    await db().update(orders).set({ permissionToSeparate: 'recused' }).where(eq(orders.id, held.orderPk));
    clock = new Date(NOW.getTime() + 30_000);
    expect((await newOrder(picker.token)).data.message).toBe('Orders not found');
    expect((await recover(picker.token)).data.type).toBeNull();
    expect(await revisionsOf(held.orderPk)).toEqual([expect.objectContaining({ end: clock, workingTimeSecs: 30 })]);
  });
});

describe("a beginner's own conference (SeparationCriticalOrBeginner)", () => {
  it('keeps the order waiting for a checker, who reviews it and the order page says reviewed', async () => {
    const novice = await beginner();
    const held = await heldOrder(novice.id);
    await finishOrder(novice.token, held);
    const sent = await confer(novice.token, held.orderId);

    expect(sent).toEqual({
      message: 'Pedido enviado para revisão de um conferente',
      data: { order_id: held.orderId, checking_status: CHECKING_STATUS.conference, boxes_quantity: 3 },
    });
    expect(await orderRow(held.orderPk)).toMatchObject({ checkingStatus: CHECKING_STATUS.conference, conferenceBoxesNumber: null });
    // The beginner did their part: free to pick again.
    expect((await revisionsOf(held.orderPk))[0]!.end).toEqual(NOW);
    expect((await newOrder(novice.token)).data.message).toBe('Orders not found');
    // Sent again (a lost reply): the same answer, nothing moves.
    expect((await finishConference(novice.token, held.orderId)).data.message).toBe('Pedido enviado para revisão de um conferente');

    const waiting = (await t.call(conferenceEndpoints.listWaitingOrders, {}, checker.token)).data.results;
    expect(waiting.find((order) => order.order_id === held.orderId)).toMatchObject({ awaiting_review: true, checking_by: null });
    const seen = await t.call(conferenceEndpoints.getConferenceOrder, { query: { orderId: held.orderId } }, checker.token);
    expect(seen.data.order.awaiting_review).toBe(true);

    clock = new Date(NOW.getTime() + 60_000);
    const reviewed = await confer(checker.token, held.orderId);
    expect(reviewed.data.checking_status).toBe(CHECKING_STATUS.separated);
    expect(await orderRow(held.orderPk)).toMatchObject({ checkingStatus: CHECKING_STATUS.separated, conferenceBoxesNumber: 3 });
    const records = await db().select().from(orderConferences).where(eq(orderConferences.orderId, held.orderPk)).orderBy(orderConferences.id);
    expect(records.map((record) => [record.checkedById, record.hasBeenReviewed])).toEqual([
      [novice.id, false],
      [checker.id, true],
    ]);
    const detail = await t.call(getOrder, { params: { orderId: held.orderId } }, tech);
    expect(detail.data.summary).toMatchObject({ has_been_reviewed: true, conferred_by: 'revisao1' });
  });

  it('may not confer it again: a clear 409 in Portuguese', async () => {
    const novice = await beginner();
    const held = await heldOrder(novice.id);
    await finishOrder(novice.token, held);
    await confer(novice.token, held.orderId);
    const again = await startConference(novice.token, held.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.error.message).toBe(`Pedido #${held.orderId} aguarda a revisão de um conferente.`);
    expect((await finishConference(novice.token, held.orderId)).data.data.checking_status).toBe(CHECKING_STATUS.conference);
    await confer(checker.token, held.orderId);
  });

  it('goes to another checker: a beginner who also checks is neither handed it by group nor let open it', async () => {
    await ensureGroup(db(), 5, true); // a group of its own: this is the only order waiting there
    const both = await someone(['SeparationCheck', 'SeparationCriticalOrBeginner']);
    const held = await heldOrder(both.id, 5);
    await finishOrder(both.token, held);
    expect((await confer(both.token, held.orderId)).message).toBe('Pedido enviado para revisão de um conferente');
    const next = await t.call(conferenceEndpoints.takeNextConference, { body: { separationGroup: 5 } }, both.token);
    expect(next.data).toEqual({ message: 'Orders not found', data: null });
    expect((await startConference(both.token, held.orderId)).error.message).toBe(`Pedido #${held.orderId} aguarda a revisão de um conferente.`);
    const other = await t.call(conferenceEndpoints.takeNextConference, { body: { separationGroup: 5 } }, checker.token);
    expect(other.data.data?.order.order_id).toBe(held.orderId);
    expect((await finishConference(checker.token, held.orderId)).data.data.checking_status).toBe(CHECKING_STATUS.separated);
  });

  it("is an ordinary conference when a checker confers the beginner's order first", async () => {
    const novice = await beginner();
    const held = await heldOrder(novice.id);
    await finishOrder(novice.token, held);
    const reply = await confer(checker.token, held.orderId);
    expect(reply.data.checking_status).toBe(CHECKING_STATUS.separated);
    const [record] = await db().select().from(orderConferences).where(eq(orderConferences.orderId, held.orderPk));
    expect(record!.hasBeenReviewed).toBe(false);
  });
});

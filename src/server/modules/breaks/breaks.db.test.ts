// 'Quebras' through the API: the list to release, 'Repor' by scan and by hand with its
// refusals (nothing written on a refusal, nothing counted twice), 'Quebra parcial', the
// release with added boxes (counted by the conveyor) and the history's date rules.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakOrder, Runout } from '../../../shared/contract/breaks';
import { DATE_AFTER_TODAY, NO_SATURDAY_OPERATION } from '../../../shared/domain/operation-day-choice';
import { CHECKING_STATUS, ITEM_STATUS } from '../../../shared/domain/statuses';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { boxCountChanges, breaks, items, orders, prePickingTags, products, repositions } from '../../db/schema';
import { expectedBoxes, loadConveyorOrder } from '../conveyor/orders';
import { RELEASE_MESSAGE } from './release-service';
import { REPOSITION_MESSAGE } from './reposition-service';
import {
  BASE,
  MANUAL_GROUP,
  SCANNER_GROUP,
  UNIT_SKU,
  breakAndFinish,
  holdOrder,
  orderRow,
  seedCatalogue,
  type HeldOrder,
} from '../../../../tests/support/reposition-fixtures';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday, 10:00 in São Paulo
let clock = NOW;
let t: TestApp;
let supervisor: string;
let picker: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await seedCatalogue(t);
  await t.createUser('chefe', ['SeparationBreakOrderManagement']);
  supervisor = await t.tokenFor('chefe');
  const user = await t.createUser('quebrador');
  picker = { id: user.id, token: await t.tokenFor('quebrador') };
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PATCH', url: string, payload?: object, token = supervisor) =>
  t.as(token, { method, url: `/api/carambola/reposition${url}`, payload });

async function toRelease(search: string): Promise<BreakOrder | undefined> {
  const reply = await api('GET', `/?search=${search}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { results: BreakOrder[] }).results.find((order) => order.order_id === search);
}

async function separatedWithBreaks(group = SCANNER_GROUP): Promise<HeldOrder> {
  const held = await holdOrder(t, picker.id, group, NOW);
  await breakAndFinish(t, picker.token, held);
  return held;
}

const itemRow = async (id: number) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0]!;
const repositionCount = async (itemId: number) => (await t.database.db.select().from(repositions).where(eq(repositions.itemId, itemId))).length;

describe("'A liberar'", () => {
  it('lists an order waiting for reposition with its broken items, searchable by order or route', async () => {
    const held = await separatedWithBreaks();
    const order = await toRelease(held.orderId);
    expect(order).toMatchObject({
      checking_status: CHECKING_STATUS.waitingReposition,
      is_order_separated: true,
      separation_group: SCANNER_GROUP,
      client_name: 'Mercadinho',
    });
    const byItem = new Map(order!.runouts.map((runout) => [runout.item, runout]));
    expect(byItem.get(held.unit)).toMatchObject({ type: 3, broken_quantity: 4, status: 3, unity_product_base: 'unidade', has_scanner: true, name: 'Alface Crespa' });
    expect(byItem.get(held.weight)).toMatchObject({ type: 4, broken_quantity: 600, confirmed_quantity: 400, unity_product_base: 'peso' });
    expect(byItem.has(held.other)).toBe(false);
    const route = (await orderRow(t, held.orderId)).route!;
    const byRoute = await api('GET', `/?search=${route}`);
    expect((byRoute.json() as { results: BreakOrder[] }).results.map((found) => found.order_id)).toContain(held.orderId);
  });

  it('leaves out a cancelled order', async () => {
    const held = await separatedWithBreaks();
    await t.database.db.update(orders).set({ permissionToSeparate: 'recused' }).where(eq(orders.id, held.orderRowId));
    expect(await toRelease(held.orderId)).toBeUndefined();
  });

  it('pages by 10 by default and refuses a bad page', async () => {
    for (let index = 0; index < 10; index += 1) await separatedWithBreaks();
    const reply = await api('GET', '/');
    expect(reply.json().results).toHaveLength(10);
    expect(reply.json().total_count).toBeGreaterThanOrEqual(11);
    const bad = await api('GET', '/?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('is only for users with the breaks permission', async () => {
    expect((await api('GET', '/', undefined, picker.token)).statusCode).toBe(403);
  });

  it('says when the items of a group without scanner are typed', async () => {
    const held = await separatedWithBreaks(MANUAL_GROUP);
    expect((await toRelease(held.orderId))!.runouts.every((runout) => !runout.has_scanner)).toBe(true);
  });
});

describe("'Repor'", () => {
  let held: HeldOrder;
  beforeAll(async () => {
    held = await separatedWithBreaks();
  });

  it('refuses a call with nothing to do, a zero quantity and a wrong product, writing nothing', async () => {
    expect((await api('PATCH', `/${held.unit}`, {})).json().message).toBe(REPOSITION_MESSAGE.nothingToDo);
    const zero = await api('PATCH', `/${held.unit}`, { finishReposition: true, totalRepositionAmount: 0 });
    expect([zero.statusCode, zero.json().message]).toEqual([400, 'Quantidade não pode ser vazia.']);
    const wrong = await api('PATCH', `/${held.unit}`, { productCode: `${BASE[UNIT_SKU] + 1}-1un`, codeType: 'qr_code' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Produto bipado errado/);
    const unreadable = await api('PATCH', `/${held.unit}`, { productCode: 'não é código' });
    expect(unreadable.statusCode).toBe(400);
    expect(await repositionCount(held.unit)).toBe(0);
    expect((await itemRow(held.unit)).status).toBe(ITEM_STATUS.totalBreak);
  });

  it('adds each scanned label once: the same unique tag twice counts once', async () => {
    const [tag] = await t.database.db
      .insert(prePickingTags)
      .values({ sku: UNIT_SKU, productBaseId: BASE[UNIT_SKU], purchaseValue: 1 })
      .returning();
    const code = `${tag!.id};${BASE[UNIT_SKU]};1;un`;
    const first = await api('PATCH', `/${held.unit}`, { productCode: code, codeType: 'qr_code' });
    expect(first.json()).toMatchObject({ repositioned_quantity: 1, status: ITEM_STATUS.totalBreak });
    const again = await api('PATCH', `/${held.unit}`, { productCode: code, codeType: 'qr_code' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Produto já foi bipado']);
    const label = await api('PATCH', `/${held.unit}`, { productCode: `${BASE[UNIT_SKU]}-3un`, codeType: 'qr_code' });
    expect((label.json() as Runout).repositioned_quantity).toBe(4);
    expect(await repositionCount(held.unit)).toBe(2);
  });

  it('refuses a typed quantity after scanning, then finishes with what was scanned', async () => {
    const typed = await api('PATCH', `/${held.unit}`, { finishReposition: true, totalRepositionAmount: 9 });
    expect([typed.statusCode, typed.json().message]).toEqual([409, REPOSITION_MESSAGE.typedAfterScan]);
    const done = await api('PATCH', `/${held.unit}`, { finishReposition: true });
    expect(done.json()).toMatchObject({ status: ITEM_STATUS.replenished, confirmed_quantity: 4, repositioned_quantity: 4 });
  });

  it('does not replenish twice', async () => {
    const twice = await api('PATCH', `/${held.unit}`, { finishReposition: true, totalRepositionAmount: 4 });
    expect([twice.statusCode, twice.json().message]).toEqual([409, REPOSITION_MESSAGE.alreadyDone]);
    expect(await itemRow(held.unit)).toMatchObject({ status: ITEM_STATUS.replenished, confirmedQuantity: 4 });
    expect(await repositionCount(held.unit)).toBe(2);
  });

  it('counts once when two supervisors finish the same item at the same time', async () => {
    const other = await separatedWithBreaks();
    const finish = (token: string) => api('PATCH', `/${other.unit}`, { finishReposition: true, totalRepositionAmount: 4 }, token);
    const second = await t.createUser('chefe2', ['SeparationBreakOrderManagement']);
    const replies = await Promise.all([finish(supervisor), finish(await t.tokenFor(second.username))]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await itemRow(other.unit)).toMatchObject({ status: ITEM_STATUS.replenished, confirmedQuantity: 4 });
    expect(await repositionCount(other.unit)).toBe(1);
  });

  it('takes a typed quantity (grams) when there is no scanner: what was picked plus what was put back', async () => {
    const done = await api('PATCH', `/${held.weight}`, { finishReposition: true, totalRepositionAmount: 550 });
    expect(done.json()).toMatchObject({ status: ITEM_STATUS.replenished, confirmed_quantity: 950, repositioned_quantity: 550 });
    expect((await itemRow(held.weight)).convertedQuantity).toBeNull();
  });

  it("answers 'Reposição indisponível' for an order in conference", async () => {
    const other = await separatedWithBreaks();
    await t.database.db.update(orders).set({ checkingStatus: CHECKING_STATUS.conference }).where(eq(orders.id, other.orderRowId));
    const reply = await api('PATCH', `/${other.unit}`, { finishReposition: true, totalRepositionAmount: 4 });
    expect([reply.statusCode, reply.json().message]).toEqual([409, REPOSITION_MESSAGE.unavailable]);
    expect(await repositionCount(other.unit)).toBe(0);
  });

  it('refuses an item that is not broken, and an unknown one', async () => {
    expect((await api('PATCH', `/${held.other}`, { finishReposition: true, totalRepositionAmount: 1 })).statusCode).toBe(404);
    expect((await api('PATCH', '/999999', { finishReposition: true, totalRepositionAmount: 1 })).statusCode).toBe(404);
    expect((await api('PATCH', '/abc', { finishReposition: true })).statusCode).toBe(400);
  });
});

describe("'Quebra parcial'", () => {
  it('converts the item to what it holds, and says so again when repeated', async () => {
    const held = await separatedWithBreaks();
    const first = await api('PATCH', `/pre-picking-break-report/${held.weight}`);
    expect(first.json()).toMatchObject({ status: ITEM_STATUS.partialBreak, confirmed_quantity: 400, converted_quantity: 400, use_conversion_flow: true });
    const total = await api('PATCH', `/pre-picking-break-report/${held.unit}`);
    expect(total.json()).toMatchObject({ status: ITEM_STATUS.totalBreak, confirmed_quantity: 0, converted_quantity: 0 });
    const again = await api('PATCH', `/pre-picking-break-report/${held.weight}`);
    expect(again.json()).toMatchObject({ confirmed_quantity: 400 });
  });
});

describe("'Liberar pedido'", () => {
  it('releases a separated order with added boxes the conveyor then expects', async () => {
    const held = await separatedWithBreaks();
    const badBoxes = await api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 0 });
    expect(badBoxes.statusCode).toBe(400);
    expect(badBoxes.json().fields).toEqual([{ field: 'body.addictedBoxes', message: 'A quantidade de caixas deve ser no mínimo 1.' }]);
    const text = await api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 'duas' });
    expect(text.statusCode).toBe(400);
    expect((await orderRow(t, held.orderId)).checkingStatus).toBe(CHECKING_STATUS.waitingReposition);

    const reply = await api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 1 });
    expect(reply.json()).toEqual({ message: RELEASE_MESSAGE.released, order_id: held.orderId, checking_status: CHECKING_STATUS.separated, boxes_number: 3 });
    const conveyor = await loadConveyorOrder(t.database.db, held.orderId);
    expect(expectedBoxes(conveyor!)).toBe(3);
    const changes = await t.database.db.select().from(boxCountChanges).where(eq(boxCountChanges.orderId, held.orderRowId));
    expect(changes).toMatchObject([{ field: 'boxes_number', oldValue: 2, newValue: 3, source: 'panel' }]);
    expect(await toRelease(held.orderId)).toBeUndefined();

    const twice = await api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 1 });
    expect([twice.statusCode, twice.json().message]).toEqual([409, RELEASE_MESSAGE.nothingToRelease]);
    expect((await orderRow(t, held.orderId)).boxesNumber).toBe(3);
  });

  it('adds the boxes once when the order is released twice at the same time', async () => {
    const held = await separatedWithBreaks();
    const release = () => api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 1 });
    const replies = await Promise.all([release(), release()]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect((await orderRow(t, held.orderId)).boxesNumber).toBe(3);
  });

  it('raises the count the conveyor expects when the conference counted the boxes', async () => {
    const held = await separatedWithBreaks();
    await t.database.db.update(orders).set({ conferenceBoxesNumber: 5 }).where(eq(orders.id, held.orderRowId));
    await api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 2 });
    expect(await orderRow(t, held.orderId)).toMatchObject({ boxesNumber: 4, conferenceBoxesNumber: 7 });
    expect(expectedBoxes((await loadConveyorOrder(t.database.db, held.orderId))!)).toBe(7);
  });

  it('releases an order still in separation for its picker, who then finishes it as separated', async () => {
    const held = await holdOrder(t, picker.id, SCANNER_GROUP, NOW);
    await breakAndFinish(t, picker.token, held, { finish: false });
    const boxes = await api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 1 });
    expect([boxes.statusCode, boxes.json().message]).toEqual([409, RELEASE_MESSAGE.boxesWhileSeparating]);
    const open = await t.database.db.select().from(breaks).where(and(eq(breaks.orderId, held.orderRowId), eq(breaks.released, true)));
    expect(open).toHaveLength(0);

    const reply = await api('PATCH', `/release-order/${held.orderId}`, {});
    expect(reply.json()).toMatchObject({ message: RELEASE_MESSAGE.releasedInSeparation, checking_status: CHECKING_STATUS.inSeparation });
    const finish = await t.as(picker.token, {
      method: 'PUT',
      url: `/api/carambola/separation/finish-order/${held.orderId}`,
      payload: { workId: held.workId, boxesNumber: 2 },
    });
    expect(finish.json().data.checking_status).toBe(CHECKING_STATUS.separated);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await api('PATCH', '/release-order/000000', {})).statusCode).toBe(404);
  });
});

describe("'Histórico'", () => {
  it('lists the orders released on the day with who released them and their breaks', async () => {
    const held = await separatedWithBreaks();
    await api('PATCH', `/release-order/${held.orderId}`, { addictedBoxes: 2 });
    const reply = await api('GET', `/history?operationDate=2026-11-23&search=${held.orderId}`);
    expect(reply.json().results).toMatchObject([{ order_id: held.orderId, released_by: 'chefe', added_boxes: 2 }]);
    expect(reply.json().results[0].runouts.map((runout: Runout) => runout.type).sort()).toEqual([3, 4]);
    const yesterday = await api('GET', `/history?operationDate=2026-11-20&search=${held.orderId}`);
    expect(yesterday.json()).toEqual({ results: [], total_count: 0 });
  });

  it("shows Friday's shift released past midnight under Friday, and opens on Friday on a Saturday", async () => {
    const held = await separatedWithBreaks();
    await api('PATCH', `/release-order/${held.orderId}`, {});
    const saturdayAt0130 = new Date('2026-11-21T04:30:00Z');
    await t.database.db.update(breaks).set({ releasedAt: saturdayAt0130 }).where(eq(breaks.orderId, held.orderRowId));
    const listed = async (query: string) =>
      ((await api('GET', `/history?search=${held.orderId}${query}`)).json().results as { order_id: string }[]).map((order) => order.order_id);

    expect(await listed('&operationDate=2026-11-20')).toEqual([held.orderId]);
    expect(await listed('&operationDate=2026-11-23')).toEqual([]);
    clock = new Date('2026-11-21T15:00:00Z'); // that Saturday, noon in São Paulo
    try {
      expect(await listed('')).toEqual([held.orderId]);
    } finally {
      clock = NOW;
    }
  });

  it('refuses a Saturday and a day after today', async () => {
    const saturday = await api('GET', '/history?operationDate=2026-11-21');
    expect([saturday.statusCode, saturday.json().message]).toEqual([400, NO_SATURDAY_OPERATION]);
    const tomorrow = await api('GET', '/history?operationDate=2026-11-24');
    expect([tomorrow.statusCode, tomorrow.json().message]).toEqual([400, DATE_AFTER_TODAY]);
    expect((await api('GET', '/history?operationDate=23/11/2026')).statusCode).toBe(400);
  });
});

describe("'Repor' with a serialised GS1 case label", () => {
  let serialised: HeldOrder;
  beforeAll(async () => {
    serialised = await separatedWithBreaks();
  });

  it('puts back a serialised GS1 case (AI 21) once: read again it is refused, not counted (issue 20)', async () => {
    await t.database.db.update(products).set({ barcode: '17891000315511' }).where(eq(products.sku, UNIT_SKU));
    const code = `]C10117891000315511${'21'}REPOSTO-1`;
    const first = await api('PATCH', `/${serialised.unit}`, { productCode: code, codeType: 'qr_code' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await api('PATCH', `/${serialised.unit}`, { productCode: `(01)17891000315511(21)REPOSTO-1`, codeType: 'qr_code' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Produto já foi bipado']);
    expect(await repositionCount(serialised.unit)).toBe(1);
  });
});

// The critical-order conference: the day's critical orders paged with those still to check
// first; a scan opens one record per order (refusing unknown, non-critical, cancelled and
// unfinished orders); the box-count check stores the checker's count with its history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxCountChanges, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { makeOrder, makeRoute } from '../../../../tests/support/conveyor-fixtures';

let t: TestApp;
let token: string;
let checkerId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  checkerId = (await t.createUser('conferente', ['SeparationCheck', 'SeparationCheckCriticalOrder'])).id;
  await t.createUser('separador', ['SeparationCheck']);
  token = await t.tokenFor('conferente');
});
afterAll(() => t?.close());

const start = (code: string, as = token) =>
  t.as(as, { method: 'POST', url: '/api/carambola/order-conference/critical', payload: { code } });
const check = (id: number, boxes: unknown) =>
  t.as(token, { method: 'PATCH', url: `/api/carambola/order-conference/critical/${id}`, payload: { adjusted_boxes_number: boxes } });

describe('critical orders list', () => {
  it("pages the day's critical orders, unchecked first, leaving out others and cancelled ones", async () => {
    const route = await makeRoute(db(), new Date());
    const critical = [];
    for (let i = 0; i < 6; i += 1) critical.push(await makeOrder(db(), route, 2, { isCritical: true }));
    await makeOrder(db(), route, 2);
    await makeOrder(db(), route, 2, { isCritical: true, permissionToSeparate: 'recused' });
    // The first one is checked already, so it goes last.
    const opened = (await start(critical[0]!.orderId)).json();
    await check(opened.id, 2);

    const page = (n: number) => t.as(token, { method: 'GET', url: `/api/carambola/order-conference/critical-orders?page=${n}` });
    const first = (await page(1)).json();
    expect(first.totalCount).toBe(6);
    expect(first.results.map((row: { order_id: string }) => row.order_id)).toEqual(critical.slice(1, 6).map((order) => order.orderId));
    expect(first.results[0]).toMatchObject({ route: route.code, checking_status: 3, conference: null, expected_boxes: 2 });
    const second = (await page(2)).json();
    expect(second.results).toEqual([
      expect.objectContaining({ order_id: critical[0]!.orderId, conference: expect.objectContaining({ adjusted_boxes_number: 2, checked_by: 'conferente' }) }),
    ]);
  });

  it('is refused without the critical-order permission', async () => {
    const other = await t.tokenFor('separador');
    expect((await t.as(other, { method: 'GET', url: '/api/carambola/order-conference/critical-orders' })).statusCode).toBe(403);
    expect((await start('1', other)).statusCode).toBe(403);
  });
});

describe('scanning a critical order', () => {
  it('opens one record per order, by order number or by box label', async () => {
    const route = await makeRoute(db(), new Date());
    const order = await makeOrder(db(), route, 4, { isCritical: true, conferenceBoxesNumber: null });
    const first = await start(order.orderId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ order_id: order.orderId, adjusted_boxes_number: null, expected_boxes: 4, checked_by: 'conferente' });
    expect((await start(`${order.orderId};3`)).json().id).toBe(first.json().id);
    const read = await t.as(token, { method: 'GET', url: `/api/carambola/order-conference/critical/${order.orderId}` });
    expect(read.json().id).toBe(first.json().id);
  });

  it('refuses unknown, non-critical, cancelled and unfinished orders and bad labels', async () => {
    const route = await makeRoute(db(), new Date());
    const plain = await makeOrder(db(), route, 1);
    const cancelled = await makeOrder(db(), route, 1, { isCritical: true, permissionToSeparate: 'recused' });
    const picking = await makeOrder(db(), route, 1, { isCritical: true, checkingStatus: 1 });
    const refusal = async (code: string) => {
      const reply = await start(code);
      return [reply.statusCode, reply.json().message];
    };
    expect(await refusal('999999')).toEqual([404, 'Pedido #999999 não encontrado']);
    expect(await refusal(plain.orderId)).toEqual([400, `Pedido #${plain.orderId} não é um pedido crítico`]);
    expect(await refusal(cancelled.orderId)).toEqual([409, `Pedido #${cancelled.orderId} foi cancelado`]);
    expect(await refusal(picking.orderId)).toEqual([409, `Pedido #${picking.orderId} ainda não foi finalizado!`]);
    expect(await refusal(`${plain.orderId};x;1`)).toEqual([400, `QRCode #${plain.orderId};x;1 inválido`]);
    expect((await start('  ')).statusCode).toBe(400);
  });
});

describe('box-count check', () => {
  it("stores the checker's count on the order with its history, and refuses 0", async () => {
    const route = await makeRoute(db(), new Date());
    const order = await makeOrder(db(), route, 5, { isCritical: true });
    const { id } = (await start(order.orderId)).json();
    const zero = await check(id, 0);
    expect(zero.statusCode).toBe(400);
    expect(JSON.stringify(zero.json().fields)).toContain('maior que 0');

    expect((await check(id, 4)).json()).toMatchObject({ id, adjusted_boxes_number: 4 });
    const [saved] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(saved!.boxesByConferencer).toBe(4);
    // 'sim' with the same count again changes nothing more.
    await check(id, 4);
    const history = await db().select().from(boxCountChanges).where(eq(boxCountChanges.orderId, order.id));
    expect(history).toEqual([expect.objectContaining({ field: 'boxes_by_conferencer', oldValue: null, newValue: 4, userId: checkerId, source: 'conference' })]);
  });

  it('answers 404 for an unknown record', async () => {
    expect((await check(999999, 2)).statusCode).toBe(404);
  });
});

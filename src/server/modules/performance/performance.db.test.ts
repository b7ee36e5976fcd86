// The picker's figures against a small fixture computed by hand: the day's goal progress,
// the period figures beside the other pickers' mean, and the break feedback (complaint items
// over separated items, newest separation first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { complaintReasons, complaints, orders, settings } from '../../db/schema';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { ensureGroup, makePickedOrder, makeProduct } from '../../../../tests/support/conference-fixtures';

const NOW = new Date('2026-11-23T15:00:00Z'); // Monday 12:00 in São Paulo
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
let t: TestApp;
let me: { id: number; token: string };
let viewer: string;
let other: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await db().update(settings).set({ goalSeparate: 4 });
  await ensureGroup(db(), 1, false);
  const meUser = await t.createUser('eu');
  const ana = await t.createUser('ana');
  const bia = await t.createUser('bia');
  await t.createUser('painel', ['SeparationUsersView']);
  me = { id: meUser.id, token: await t.tokenFor('eu') };
  viewer = await t.tokenFor('painel');
  other = await t.tokenFor('ana');
  const kg = await makeProduct(db(), PORTION_TYPE.weight, 'Batata');
  const un = await makeProduct(db(), PORTION_TYPE.unit, 'Alface');
  const pick = (separatorId: number, begin: Date, secs: number, list: Parameters<typeof makePickedOrder>[1]['items']) =>
    makePickedOrder(db(), { separatorId, group: 1, begin, secs, items: list, checkingStatus: 3 });

  // Me today: 2 orders, 600 s + 300 s; items 3 + 1 picked (a total break is no item), 2.5 kg + 0.75 kg.
  const first = await pick(meUser.id, hoursAgo(2), 600, [
    { sku: kg, portionType: PORTION_TYPE.weight, quantity: 2500, confirmed: 2500 },
    { sku: un, quantity: 2, confirmed: 2 },
    { sku: un, quantity: 5, confirmed: 3 },
    { sku: un, quantity: 1, confirmed: 0 },
  ]);
  await pick(meUser.id, hoursAgo(1), 300, [{ sku: kg, portionType: PORTION_TYPE.weight, quantity: 1000, confirmed: 750 }]);
  // Me 5 days ago (in the week, not today): 1 order, 1200 s, 2 items, no kilos.
  const old = await pick(meUser.id, daysAgo(5), 1200, [
    { sku: un, quantity: 4, confirmed: 4 },
    { sku: un, quantity: 1, confirmed: 1 },
  ]);
  // Me 40 days ago (only in "always"): 1 order, 100 s, 1 item.
  await pick(meUser.id, daysAgo(40), 100, [{ sku: un, quantity: 1, confirmed: 1 }]);
  // Others today: ana 1 order 400 s, 2 items, 1 kg; bia 3 orders 200 s each, 1 item each.
  await pick(ana.id, hoursAgo(3), 400, [
    { sku: kg, portionType: PORTION_TYPE.weight, quantity: 1000, confirmed: 1000 },
    { sku: un, quantity: 1, confirmed: 1 },
  ]);
  for (const hours of [3, 2, 1]) await pick(bia.id, hoursAgo(hours), 200, [{ sku: un, quantity: 1, confirmed: 1 }]);

  // Complaints: two on today's first order, one on the order of 5 days ago.
  const [reason] = await db().insert(complaintReasons).values({ name: 'Produto amassado' }).returning();
  const [late] = await db().insert(complaintReasons).values({ name: 'Faltou item' }).returning();
  await db().insert(complaints).values([
    { orderId: old.order.id, itemId: old.items[0]!.id, reasonId: late!.id, separatorId: meUser.id, quantity: 2, separationDate: '2026-11-18' },
    { orderId: first.order.id, itemId: first.items[0]!.id, reasonId: reason!.id, separatorId: meUser.id, quantity: 500, separationDate: '2026-11-23' },
    { orderId: first.order.id, itemId: first.items[1]!.id, reasonId: late!.id, separatorId: meUser.id, quantity: 1, separationDate: '2026-11-23' },
  ]);
  // Today's team: 7 finished orders above plus one still waiting; a cancelled one is left out.
  await db().insert(orders).values([
    { orderId: 'ESPERA', clientType: 'PJ', clientName: 'X', scheduledDate: '2026-11-23' },
    { orderId: 'CANCELADO', clientType: 'PJ', clientName: 'Y', scheduledDate: '2026-11-23', permissionToSeparate: 'recused' },
  ]);
});
afterAll(() => t?.close());

const get = (token: string, url: string) => t.as(token, { method: 'GET', url: `/api/carambola/separation${url}` });

describe('goal progress of the day', () => {
  it("counts the picker's orders finished today against the goal and the team's against today's orders", async () => {
    const reply = await get(me.token, '/productivity');
    expect(reply.json()).toEqual({ completed_orders_user: 2, total_completed_orders: 6, total_orders: 7, goal_separate: 4 });
  });
});

describe('performance of the period', () => {
  it('today: my figures beside the mean of ana and bia', async () => {
    const body = (await get(me.token, '/performance?timeRange=today')).json();
    // Me: 3.25 kg, 4 items, 2 orders, 900 s -> 225 s per item, 450 s per order.
    expect(body.separator).toEqual({ kilos: 3.25, items: 4, orders: 2, time_per_item: 225, time_per_order: 450, total_time: 900 });
    // Others: (1 kg + 0) / 2, (2 + 3) / 2 items, (1 + 3) / 2 orders, (400 + 600) / 2 s; 1000 s / 5 items, 1000 s / 4 orders.
    expect(body.average).toEqual({ kilos: 0.5, items: 2.5, orders: 2, time_per_item: 200, time_per_order: 250, total_time: 500 });
    expect(body.message).toBe('Success');
  });

  it('week and always take in the older works', async () => {
    const week = (await get(me.token, '/performance?timeRange=week')).json().separator;
    expect(week).toEqual({ kilos: 3.25, items: 6, orders: 3, time_per_item: 350, time_per_order: 700, total_time: 2100 });
    const always = (await get(me.token, '/performance?timeRange=always')).json().separator;
    expect(always).toEqual({ kilos: 3.25, items: 7, orders: 4, time_per_item: 314, time_per_order: 550, total_time: 2200 });
  });

  it('says when the picker separated nothing in the period', async () => {
    const newcomer = await t.createUser('novato');
    const body = (await get(await t.tokenFor('novato'), '/performance?timeRange=month')).json();
    expect(newcomer.id).toBeGreaterThan(0);
    expect(body.message).toBe('No items found for the separator');
    expect(body.separator.items).toBe(0);
    expect((await get(me.token, '/performance?timeRange=ano')).statusCode).toBe(400);
  });
});

describe('break feedback', () => {
  it('gives complaint items and separated items of the range, newest separation first', async () => {
    const body = (await get(me.token, `/feedback/${me.id}?date_from=2026-11-16&date_to=2026-11-24`)).json();
    expect(body.totalComplaintItems).toBe(3);
    expect(body.totalSeparatedItems).toBe(6);
    expect(body.complaints.map((row: { separation_date: string; reason: { name: string } }) => [row.separation_date, row.reason.name])).toEqual([
      ['2026-11-23', 'Produto amassado'],
      ['2026-11-23', 'Faltou item'],
      ['2026-11-18', 'Faltou item'],
    ]);
    expect(body.complaints[0]).toMatchObject({ name: 'Batata', quantity_complaint: 0.5, unity_product_base: 'peso' });
    const today = (await get(me.token, `/feedback/${me.id}?date_from=2026-11-23&date_to=2026-11-24`)).json();
    expect([today.totalComplaintItems, today.totalSeparatedItems]).toEqual([2, 4]);
  });

  it("is a picker's own, or a users viewer's", async () => {
    expect((await get(other, `/feedback/${me.id}?date_from=2026-11-23&date_to=2026-11-24`)).statusCode).toBe(403);
    expect((await get(viewer, `/feedback/${me.id}?date_from=2026-11-23&date_to=2026-11-24`)).statusCode).toBe(200);
    const reversed = await get(me.token, `/feedback/${me.id}?date_from=2026-11-24&date_to=2026-11-23`);
    expect(reversed.statusCode).toBe(400);
    expect((await get(me.token, `/feedback/${me.id}?date_from=ontem&date_to=2026-11-23`)).statusCode).toBe(400);
  });
});

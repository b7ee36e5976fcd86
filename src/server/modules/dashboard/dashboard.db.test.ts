// Every dashboard figure over a small operation day whose answers were worked out by hand
// (the comments next to each expectation show the arithmetic), plus pause/play and the
// separator detail's periods.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breaks, items, orders, products, routes, separatorPauses, users, works } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { eq } from 'drizzle-orm';

// Wednesday 2025-03-12, 12:00 in São Paulo (UTC-3): the operation day starts at 03:00Z.
const NOW = new Date('2025-03-12T15:00:00Z');
const D = '2025-03-12';
const at = (time: string, date = D) => new Date(`${date}T${time}:00Z`);

let t: TestApp;
let supervisor: string;
let outsider: string;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.database.db;
  await t.createUser('supervisor', ['SeparationDashboardView', 'SeparationUsersView']);
  await t.createUser('estoquista', ['SeparationRankingView']);
  for (const name of ['sepA', 'sepB', 'sepC', 'sepD', 'sepE']) id[name] = (await t.createUser(name)).id;
  supervisor = await t.tokenFor('supervisor');
  outsider = await t.tokenFor('estoquista');
  await db.update(users).set({ isPaused: true }).where(eq(users.id, id.sepC!));
  await db.insert(separatorPauses).values({ userId: id.sepC!, startedAt: at('14:30') });
  // sepA paused for 2 minutes between their two orders of the day.
  await db.insert(separatorPauses).values({ userId: id.sepA!, startedAt: at('13:11'), endedAt: at('13:13') });

  await db.insert(products).values([
    { sku: 1, productBaseId: 1, name: 'Alcatra', portionType: 1 },
    { sku: 2, productBaseId: 2, name: 'Água 500 ml', portionType: 2 },
  ]);
  const [r1, r2] = await db
    .insert(routes)
    .values([
      { operationDate: D, code: 'R1', colorRoute: 'AZUL', vehicleCapacity: 10 },
      { operationDate: D, code: 'R2', colorRoute: 'VERDE', vehicleCapacity: 5 },
    ])
    .returning();
  const order = async (orderId: string, fields: Partial<typeof orders.$inferInsert>) => {
    const [row] = await db
      .insert(orders)
      .values({ orderId, clientType: 'PF', clientName: `Cliente ${orderId}`, scheduledDate: D, ...fields })
      .returning();
    id[orderId] = row!.id;
    return row!.id;
  };
  const work = async (separator: string, orderId: string, begin: Date, end: Date | null) => {
    const [row] = await db
      .insert(works)
      .values({ separatorId: id[separator]!, orderId: id[orderId]!, begin, end, workingTimeSecs: end ? (end.getTime() - begin.getTime()) / 1000 : null })
      .returning();
    return row!.id;
  };
  type Item = [sku: 1 | 2, quantity: number, status: number, confirmed: number | null, secs: number | null, separatedAt: Date | null];
  const addItems = async (orderId: string, workId: number | null, list: Item[]) => {
    const rows = await db
      .insert(items)
      .values(
        list.map(([sku, quantity, status, confirmed, secs, separatedAt]) => ({
          orderId: id[orderId]!,
          sku,
          portionType: sku,
          quantity,
          status,
          confirmedQuantity: confirmed,
          separatedTimeSecs: secs,
          separatedAt,
          workId: status > 1 ? workId : null,
        })),
      )
      .returning();
    return rows.map((row) => row.id);
  };

  // O1: separated by sepA 13:00-13:10 (600 s), items at 13:02 and 13:06 (240 s apart), iFood.
  await order('O1', { route: 'R1', routeId: r1!.id, checkingStatus: 3, boxesNumber: 6, ifoodBag: true });
  await addItems('O1', await work('sepA', 'O1', at('13:00'), at('13:10')), [
    [1, 1000, 2, 1000, 60, at('13:02')],
    [2, 2, 2, 2, 30, at('13:06')],
  ]);
  // O2: sepA 13:15-13:30 (900 s), critical, a partial and a total break, waiting reposition; 7 boxes on R2 (capacity 5).
  await order('O2', { route: 'R2', routeId: r2!.id, checkingStatus: 5, boxesNumber: 7, isCritical: true });
  const w2 = await work('sepA', 'O2', at('13:15'), at('13:30'));
  const [i3, i4] = await addItems('O2', w2, [
    [1, 2000, 4, 500, 90, at('13:20')],
    [2, 1, 3, 0, 30, at('13:25')],
  ]);
  await db.insert(breaks).values([
    { itemId: i3!, orderId: id.O2!, workId: w2, type: 4, brokenQuantity: 1500 },
    { itemId: i4!, orderId: id.O2!, workId: w2, type: 3, brokenQuantity: 1 },
  ]);
  // O6: sepB 13:55-14:05 (600 s), one item, in conference.
  await order('O6', { route: 'R1', routeId: r1!.id, checkingStatus: 2, boxesNumber: 3 });
  await addItems('O6', await work('sepB', 'O6', at('13:55'), at('14:05')), [[2, 1, 2, 1, 40, at('14:00')]]);
  // O3: sepB holds it since 14:45, one of two items done.
  await order('O3', { route: 'R1', routeId: r1!.id, checkingStatus: 1 });
  await addItems('O3', await work('sepB', 'O3', at('14:45'), null), [
    [1, 3000, 2, 3000, 120, at('14:50')],
    [2, 5, 1, null, null, null],
  ]);
  // O4: no route yet, payment pending. O5: cancelled, counts nowhere.
  await order('O4', { permissionToSeparate: 'pending' });
  await addItems('O4', null, [[2, 4, 1, null, null, null]]);
  await order('O5', { route: 'R1', routeId: r1!.id, permissionToSeparate: 'recused', boxesNumber: 50 });
  await addItems('O5', null, [[1, 9999, 1, null, null, null]]);

  // The same weekday a week before: one order of two 500 g items (and a cancelled one).
  await order('P1', { scheduledDate: '2025-03-05' });
  await addItems('P1', null, [
    [1, 500, 1, null, null, null],
    [1, 500, 1, null, null, null],
  ]);
  await order('P2', { scheduledDate: '2025-03-05', permissionToSeparate: 'recused' });
  await addItems('P2', null, [[2, 1, 1, null, null, null]]);

  // sepA earlier this week (Monday, 300 s, one unit) and last month (600 s, 2 kg).
  await order('W5', { scheduledDate: '2025-03-10', checkingStatus: 3 });
  await addItems('W5', await work('sepA', 'W5', at('14:00', '2025-03-10'), at('14:05', '2025-03-10')), [[2, 1, 2, 1, 30, at('14:03', '2025-03-10')]]);
  await order('W6', { scheduledDate: '2025-02-20', checkingStatus: 4 });
  await addItems('W6', await work('sepA', 'W6', at('14:00', '2025-02-20'), at('14:10', '2025-02-20')), [[1, 2000, 2, 2000, 100, at('14:05', '2025-02-20')]]);
});
afterAll(() => t.close());

const get = async (url: string, token = supervisor) => {
  const reply = await t.as(token, { method: 'GET', url });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

describe('GET /api/carambola/dashboard/', () => {
  it('counts the orders of the day, leaving the cancelled one out', async () => {
    const dashboard = await get('/api/carambola/dashboard/');
    expect(dashboard).toMatchObject({
      date: D,
      total_orders: 5, // O1 O2 O3 O4 O6
      completed_orders: 3, // O1 separated, O2 waiting reposition, O6 in conference
      orders_in_progress: 1, // O3
      orders_remaining: 1, // O4
      orders_completion_percentage: 60,
      orders_without_route: 1, // O4
      orders_pending_status: 1, // O4
      total_ifood_orders: { finalized: 1, total: 1 },
      total_critical_orders: { finalized: 1, total: 1 },
    });
  });

  it('counts items and kilograms of weight items', async () => {
    const dashboard = await get('/api/carambola/dashboard/');
    expect(dashboard).toMatchObject({
      total_items: 8,
      processed_items: 6, // every item above status 1
      items_in_progress: 1, // O3's pending item
      items_remaining: 1, // O4's item
      items_completion_percentage: 75,
      total_volume: 6000, // 1000 + 2000 + 3000 g
      processed_volume: 4500, // 1000 + 500 (partial) + 3000 g
      tons_per_hour: 0.002, // 0.0045 t over 13:00-15:00
    });
    expect(dashboard.average_time_per_item).toBeCloseTo(370 / 6); // (60+30+90+30+120+40) / 6
    expect(dashboard.avg_time_first_to_last_item).toEqual({ scheduled_date: D, average_time_seconds: 180 }); // (240+300+0) / 3
  });

  it('times the finished works: gross, idle between orders less pauses, cycle', async () => {
    const dashboard = await get('/api/carambola/dashboard/');
    expect(dashboard.start_time).toBe(at('13:00').toISOString());
    expect(dashboard.average_duration).toBe(700); // (600 + 900 + 600) / 3
    expect(dashboard.average_idle_time).toBe(180); // sepA 13:10 -> 13:15 less the 2 minutes paused
    expect(dashboard.average_cycle_time).toBe(760); // (600 + (1200 - 120) + 600) / 3
    // 2 orders left at 760 s each, 2 separators working: 760 s from now.
    expect(dashboard.end_time).toBe(new Date(NOW.getTime() + 760_000).toISOString());
    // 2 items left at 370/6 s each, 2 separators.
    expect(new Date(dashboard.end_time_by_items).getTime()).toBeCloseTo(NOW.getTime() + (370 / 6) * 1000, -1);
  });

  it('counts breaks and over-capacity routes, and compares with the week before', async () => {
    const dashboard = await get('/api/carambola/dashboard/');
    expect(dashboard.total_breaks).toBe(2);
    expect(dashboard.exploded_routes).toBe(1); // R2: 7 boxes in a vehicle of 5; R1: 6 + 3 of 10
    expect(dashboard.historical_comparison).toMatchObject({
      previous_date: '2025-03-05',
      previous_total_orders: 1,
      previous_total_items: 2,
      previous_total_volume: 1000,
      orders_percentage_change: 400,
      items_percentage_change: 300,
      total_volume_percentage_change: 500,
    });
  });

  it('lists the separators: finished first, then in separation, paused last', async () => {
    const { data } = await get('/api/carambola/dashboard/');
    expect(data.map((separator: { username: string }) => separator.username)).toEqual(['sepA', 'sepB', 'sepC']);
    expect(data[0]).toMatchObject({ total_orders_completed: 2, is_paused: false, last_work: { order: 'O2', end: at('13:30').toISOString() } });
    expect(data[1]).toMatchObject({ total_orders_completed: 1, last_work: { order: 'O3', begin: at('14:45').toISOString(), end: null } });
    expect(data[2]).toMatchObject({ is_paused: true, paused_at: at('14:30').toISOString(), last_work: null });
  });

  it('keeps a separator whose order crossed midnight, with that order among the day\'s', async () => {
    // sepD took N1 at 23:50 last night and finished it at 00:10 today (03:10Z); sepE picked
    // N2 from 23:00 to 23:40 and went home. Added last: they would change the figures above.
    const db = t.database.db;
    const [n1, n2] = await db
      .insert(orders)
      .values(['N1', 'N2'].map((orderId) => ({ orderId, clientType: 'PF', clientName: orderId, scheduledDate: '2025-03-11', checkingStatus: 3 })))
      .returning();
    await db.insert(works).values([
      { separatorId: id.sepD!, orderId: n1!.id, begin: at('02:50'), end: at('03:10'), workingTimeSecs: 1200 },
      { separatorId: id.sepE!, orderId: n2!.id, begin: at('02:00'), end: at('02:40'), workingTimeSecs: 2400 },
    ]);
    const { data } = await get('/api/carambola/dashboard/');
    expect(data.map((separator: { username: string }) => separator.username)).toEqual(['sepD', 'sepA', 'sepB', 'sepC']);
    expect(data[0]).toMatchObject({ total_orders_completed: 1, last_work: { order: 'N1', end: at('03:10').toISOString() } });
    const sepD = await get(`/api/carambola/dashboard/orders-user?userId=${id.sepD}`);
    expect(sepD).toMatchObject({ completed_orders_user: 1, orders_user_in_progress: 0 });
    expect(sepD.data.map((row: { order_id: string }) => row.order_id)).toEqual(['N1']);
    const sepE = await get(`/api/carambola/dashboard/orders-user?userId=${id.sepE}`);
    expect(sepE.data).toEqual([]);
  });

  it('shows a picker who owes the conference of the order they finished as in conference, last (issue 20)', async () => {
    const db = t.database.db;
    const [revision] = await db
      .insert(works)
      .values({ separatorId: id.sepA!, orderId: id.O2!, type: 'revision', begin: at('13:30') })
      .returning();
    const { data } = await get('/api/carambola/dashboard/');
    expect(data.map((separator: { username: string }) => separator.username)).toEqual(['sepD', 'sepB', 'sepA', 'sepC']);
    expect(data[2]).toMatchObject({ username: 'sepA', work_conference: at('13:30').toISOString(), total_orders_completed: 2 });
    await db.delete(works).where(eq(works.id, revision!.id));
  });

  it('is refused without the dashboard permission', async () => {
    const reply = await t.as(outsider, { method: 'GET', url: '/api/carambola/dashboard/' });
    expect(reply.statusCode).toBe(403);
  });
});

describe('modals and rows', () => {
  it("groups the day's breaks by product and type, ties by name", async () => {
    const breakList = await get('/api/carambola/dashboard/break');
    expect(breakList.total_breaks).toBe(2);
    expect(breakList.data).toEqual([
      { name: 'Água 500 ml', type: 3, unity_product_base: 'unidade', quantity_breaks: 1, items: [{ order: 'O2', separator: 'sepA', quantity_break: 1 }] },
      { name: 'Alcatra', type: 4, unity_product_base: 'peso', quantity_breaks: 1, items: [{ order: 'O2', separator: 'sepA', quantity_break: 1500 }] },
    ]);
  });

  it('gives each route its boxes against the vehicle', async () => {
    const routeList = await get('/api/carambola/routes/');
    expect(routeList).toMatchObject({ total_routes_in_carambola: 2, routes_need_reduce_quantity: 1, routes_reduced_quantity: 0 });
    expect(routeList.data_routes).toMatchObject([
      { route: 'R1', boxes: 9, capacity: 10, need_reduce: false, is_reduced: null },
      { route: 'R2', boxes: 7, capacity: 5, need_reduce: true, is_reduced: null },
    ]);
  });

  it("lists a separator's orders, the open one first, with the share of items done", async () => {
    const sepB = await get(`/api/carambola/dashboard/orders-user?userId=${id.sepB}`);
    expect(sepB).toMatchObject({ completed_orders_user: 1, orders_user_in_progress: 1 });
    expect(sepB.data.map((row: { order_id: string; porcentage_scanned: number }) => [row.order_id, row.porcentage_scanned])).toEqual([
      ['O3', 50],
      ['O6', 100],
    ]);
  });
});

describe('pause and play', () => {
  const pause = (userId: number, action: string) =>
    t.as(supervisor, { method: 'POST', url: '/api/carambola/dashboard/pause', payload: { userId, action } });

  it('refuses to pause a separator holding an order, naming it', async () => {
    const reply = await pause(id.sepB!, 'pause');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toContain('O3');
    expect((await get(`/api/carambola/dashboard/pause?userId=${id.sepB}`)).is_paused).toBe(false);
  });

  it('pauses and lets play again, once each', async () => {
    expect((await pause(id.sepA!, 'pause')).statusCode).toBe(200);
    expect((await pause(id.sepA!, 'pause')).statusCode).toBe(409);
    const { data } = await get('/api/carambola/dashboard/');
    expect(data.at(-1)).toMatchObject({ username: 'sepA', is_paused: true, paused_at: NOW.toISOString() });
    expect((await pause(id.sepA!, 'play')).statusCode).toBe(200);
    expect((await pause(id.sepA!, 'play')).statusCode).toBe(409);
    expect((await get(`/api/carambola/dashboard/pause?userId=${id.sepA}`)).is_paused).toBe(false);
  });

  it('answers 400 with the field to a wrong action and 404 to an unknown separator', async () => {
    const wrong = await pause(id.sepA!, 'stop');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('body.action');
    expect((await pause(999_999, 'pause')).statusCode).toBe(404);
  });
});

describe('GET /api/carambola/dashboard/separator', () => {
  it("sums the separator's finished works today, this week, this month and ever", async () => {
    const figures = await get(`/api/carambola/dashboard/separator?separatorId=${id.sepA}`);
    // Today: O1 (600 s) and O2 (900 s), 4 items, 1000 + 500 g.
    expect(figures.today_data).toEqual({ orders: 2, items: 4, kilos: 1500, time_per_order: 750, time_per_item: 375 });
    // Week from Sunday 9th adds Monday's W5 (300 s, 1 item); the month is the same.
    expect(figures.week_data).toEqual({ orders: 3, items: 5, kilos: 1500, time_per_order: 600, time_per_item: 360 });
    expect(figures.month_data).toEqual(figures.week_data);
    // Ever adds February's W6 (600 s, 2000 g).
    expect(figures.all_time_data).toEqual({ orders: 4, items: 6, kilos: 3500, time_per_order: 600, time_per_item: 400, separator: 'sepA', name: 'sepA' });
  });
});

describe('per-order item totals (kept by triggers on items)', () => {
  it('follow every insert, update and delete of items', async () => {
    const db = t.database.db;
    // O4's only item separated: 7 of 8 done, nothing left outside separation.
    await db.update(items).set({ status: 2, confirmedQuantity: 4 }).where(eq(items.orderId, id.O4!));
    expect(await get('/api/carambola/dashboard/')).toMatchObject({ processed_items: 7, items_in_progress: 1, items_remaining: 0 });
    // A 250 g item added to O4.
    await db.insert(items).values({ orderId: id.O4!, sku: 1, portionType: 1, quantity: 250 });
    expect(await get('/api/carambola/dashboard/')).toMatchObject({ total_items: 9, total_volume: 6250, items_remaining: 1 });
    // O3's items gone: its 3000 g separated and its pending unit item.
    await db.delete(items).where(eq(items.orderId, id.O3!));
    expect(await get('/api/carambola/dashboard/')).toMatchObject({
      total_items: 7,
      processed_items: 6,
      items_in_progress: 0,
      total_volume: 3250,
      processed_volume: 1500,
    });
  });
});

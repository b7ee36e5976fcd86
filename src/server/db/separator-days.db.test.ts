// The rankings, the picker's performance and the panel's time per order read from
// separator_days (migration 0024) give exactly what they give read from the works, for periods
// of a day, a week, a month and ever,
// through what writes works: the demo's days inserted, a picker's order taken, picked and
// finished through the API, and the office's edits (a work moved across a midnight, given to
// another separator, a second work on the same order another day, two works begun at the same
// instant, its working time or its items changed after the finish, its order rescheduled, works
// and orders deleted)
// and a change of the centre's zone. The table kept by the triggers equals the migration's
// rebuild of it from scratch.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrderReply, PickingItem } from '../../shared/contract/picking';
import { addDays, atLocalTime, weekday, type IsoDate } from '../../shared/domain/operation-day';
import { ITEM_STATUS } from '../../shared/domain/statuses';
import type { TestApp } from '../../../tests/support/app';
import { createDemoTestApp } from '../../../tests/support/demo-app';
import { totalsFromDays, totalsFromWorks } from '../modules/performance/service';
import { rankingFromDays, rankingFromWorks } from '../modules/ranking/service';
import { orderTimeFromDays, orderTimeFromWorks, windowOf } from '../modules/reports/views';
import { queryRows } from './client';
import { items, orders, settings, users, works } from './schema';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday (a demo peak day), 10:00 in São Paulo
const TODAY = '2026-11-23';
let t: TestApp;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
});
afterAll(() => t.close());

async function zone(): Promise<string> {
  const [row] = await t.database.db.select().from(settings).where(eq(settings.id, 1));
  return row!.timeZone;
}

/** Every separator of the period (no top-N cut), both ways. */
async function expectRankingsAsWorks(first: IsoDate, last: IsoDate): Promise<number> {
  const centreZone = await zone();
  const period = {
    first,
    last,
    start: atLocalTime(first, '00:00', centreZone).toISOString(),
    end: atLocalTime(addDays(last, 1), '00:00', centreZone).toISOString(),
    zone: centreZone,
    limit: 10_000,
  };
  const fromDays = await queryRows(t.database.db, rankingFromDays(period));
  expect(fromDays, `ranking ${first}..${last}`).toEqual(await queryRows(t.database.db, rankingFromWorks(period)));
  return fromDays.length;
}

/** The panel's time per order of every group, both ways. */
async function expectOrderTimesAsWorks(first: IsoDate, last: IsoDate): Promise<number> {
  const window = await windowOf(t.context, first, last);
  const fromDays = await queryRows(t.database.db, orderTimeFromDays(window));
  expect(fromDays, `time per order ${first}..${last}`).toEqual(await queryRows(t.database.db, orderTimeFromWorks(window)));
  return fromDays.length;
}

async function expectPerformanceAsWorks(first: IsoDate | null): Promise<void> {
  const since = first ? atLocalTime(first, '00:00', await zone()).toISOString() : null;
  const bySeparator = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]))).sort((a, b) => a.separator_id! - b.separator_id!);
  const fromDays = bySeparator(await queryRows(t.database.db, totalsFromDays(first)));
  expect(fromDays, `performance since ${first}`).toEqual(bySeparator(await queryRows(t.database.db, totalsFromWorks(since))));
}

/** Today, yesterday, tomorrow, this week, a month, the days around today: as the works say. */
async function expectDaysAsWorks(): Promise<void> {
  const periods: Array<[IsoDate, IsoDate]> = [
    [TODAY, TODAY],
    [addDays(TODAY, -1), addDays(TODAY, -1)],
    [addDays(TODAY, 1), addDays(TODAY, 1)],
    [addDays(TODAY, -weekday(TODAY)), TODAY],
    [addDays(TODAY, -29), TODAY],
    [addDays(TODAY, -1), addDays(TODAY, 1)],
  ];
  let ranked = 0;
  let timed = 0;
  for (const [first, last] of periods) {
    ranked += await expectRankingsAsWorks(first, last);
    timed += await expectOrderTimesAsWorks(first, last);
  }
  expect(ranked).toBeGreaterThan(0);
  expect(timed).toBeGreaterThan(0);
  for (const first of [TODAY, addDays(TODAY, -1), addDays(TODAY, -7), addDays(TODAY, -30), null]) await expectPerformanceAsWorks(first);
}

/** A separation work begun and finished today, of a separator with other finished works (gaps between them). */
async function finishedWork(offset = 0) {
  const [work] = await t.database.db
    .select()
    .from(works)
    .where(sql`${works.type} = 'separation' and ${works.end} is not null and ${works.begin} >= ${atLocalTime(TODAY, '00:00', await zone()).toISOString()}
      and exists (select 1 from works o where o.separator_id = ${works.separatorId} and o.id <> ${works.id} and o."end" is not null)`)
    .orderBy(works.id)
    .offset(offset)
    .limit(1);
  return work!;
}

describe('separator_days', () => {
  it("reads as the works the demo centre's days as they are inserted", async () => {
    await expectDaysAsWorks();
  });

  it("follows a picker's order taken, picked and finished through the API", async () => {
    await t.createUser('dias');
    const token = await t.tokenFor('dias');
    const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      t.as(token, { method, url: `/api/carambola/separation${url}`, payload });
    const taken = (await call('GET', '/order-separation/new?separationGroup=3&step=1')).json() as NewOrderReply;
    const workId = taken.work!.id;
    for (const item of taken.steps.flatMap((step) => step.items as PickingItem[]).filter((item) => item.status === ITEM_STATUS.pending)) {
      expect((await call('PUT', `/separation-item/${item.id}`, { workId, statusId: 2 })).statusCode).toBe(200);
    }
    for (const step of taken.steps.filter((candidate) => typeof candidate.step === 'number')) {
      expect((await call('PATCH', `/step/${taken.order!.order_id}`, { workId, level: step.step, boxes: 1 })).statusCode).toBe(200);
    }
    expect((await call('PUT', `/finish-order/${taken.order!.order_id}`, { workId, boxesNumber: 1 })).statusCode).toBe(200);
    await expectDaysAsWorks();
    // The picker's own month through the route equals the works' figures for them.
    const mine = (await call('GET', '/performance?timeRange=month')).json() as { separator: { orders: number; items: number } };
    expect(mine.separator.orders).toBe(1);
    expect(mine.separator.items).toBeGreaterThan(0);
  });

  it("follows the office's edits of finished works: moved across midnights, reassigned, on the same order another day, begun together", async () => {
    const db = t.database.db;
    const crossing = await finishedWork(0);
    // Begun the evening before, on the centre's clock: its day's gaps straddle the period's first midnight.
    await db.update(works).set({ begin: atLocalTime(addDays(TODAY, -1), '23:50', await zone()) }).where(eq(works.id, crossing.id));
    await expectDaysAsWorks();
    // Ended the next morning: across today's last midnight.
    const late = await finishedWork(1);
    await db.update(works).set({ end: atLocalTime(addDays(TODAY, 1), '00:20', await zone()) }).where(eq(works.id, late.id));
    await expectDaysAsWorks();
    // Given to another separator.
    const given = await finishedWork(2);
    const [other] = await db.select().from(users).where(sql`${users.id} <> ${given.separatorId} and ${users.username} like 'separador%'`).limit(1);
    await db.update(works).set({ separatorId: other!.id }).where(eq(works.id, given.id));
    await expectDaysAsWorks();
    // The same separator on the same order the day before: one order, counted once.
    const again = await finishedWork(3);
    const dayBefore = (at: Date) => new Date(at.getTime() - 86_400_000);
    await db.insert(works).values({ ...again, id: undefined, begin: dayBefore(again.begin), end: dayBefore(again.end!) });
    await expectDaysAsWorks();
    // Two works of a separator begun at the same instant: the gaps take them by id.
    const [first, second] = await db
      .select()
      .from(works)
      .where(sql`${works.separatorId} = ${again.separatorId} and ${works.end} is not null and ${works.id} <> ${again.id}`)
      .orderBy(works.begin)
      .limit(2);
    if (second) await db.update(works).set({ begin: first!.begin }).where(eq(works.id, second.id));
    await expectDaysAsWorks();
    // Its working time, and a finished work's items (a picked item back to pending).
    await db.update(works).set({ workingTimeSecs: 4321 }).where(eq(works.id, again.id));
    const [picked] = await db.select().from(items).where(sql`${items.workId} = ${again.id} and ${items.status} <> 1`).limit(1);
    await db.update(items).set({ status: ITEM_STATUS.pending }).where(eq(items.id, picked!.id));
    await expectDaysAsWorks();
    // Its order rescheduled to tomorrow (the panel's time per order takes orders by scheduled date).
    await db.update(orders).set({ scheduledDate: addDays(TODAY, 1) }).where(eq(orders.id, crossing.orderId));
    await expectDaysAsWorks();
    // Reopened, then finished again.
    await db.update(works).set({ end: null }).where(eq(works.id, again.id));
    await expectDaysAsWorks();
    await db.update(works).set({ end: again.end }).where(eq(works.id, again.id));
    await expectDaysAsWorks();
  });

  it('follows works and orders deleted', async () => {
    const db = t.database.db;
    await db.delete(works).where(eq(works.id, (await finishedWork(4)).id));
    await expectDaysAsWorks();
    await db.delete(orders).where(eq(orders.id, (await finishedWork(5)).orderId));
    await expectDaysAsWorks();
  });

  it("is rebuilt in the centre's new zone when it changes", async () => {
    const db = t.database.db;
    await db.update(settings).set({ timeZone: 'Asia/Tokyo' }).where(eq(settings.id, 1));
    await expectDaysAsWorks();
    await db.update(settings).set({ timeZone: 'America/Sao_Paulo' }).where(eq(settings.id, 1));
    await expectDaysAsWorks();
  });

  it('kept by the triggers, equals its rebuild from scratch (the migration backfill)', async () => {
    const db = t.database.db;
    const table = () => queryRows<Record<string, unknown>>(db, sql`select * from separator_days order by day, separator_id`);
    const kept = await table();
    expect(kept.length).toBeGreaterThan(5);
    await db.execute(sql`select rebuild_separator_days()`);
    expect(await table()).toEqual(kept);
  });
});

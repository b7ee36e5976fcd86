// The panel's breaks report read from separator_breaks (migration 0026) is exactly the report
// the join of every break to its work, order and item gave before it, for a day, a week and a
// month, with and without a group, through what writes breaks and what they copy: a picker's
// break and an office's edit through the API, a break released, a work given to another
// separator or moved to another group, an item's SKU and an order's number changed, works,
// breaks and orders deleted. The table kept by the triggers equals the migration's backfill.
import { readFileSync } from 'node:fs';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrderReply, PickingItem } from '../../shared/contract/picking';
import { addDays, weekday, type IsoDate } from '../../shared/domain/operation-day';
import { ITEM_STATUS } from '../../shared/domain/statuses';
import type { TestApp } from '../../../tests/support/app';
import { createDemoTestApp } from '../../../tests/support/demo-app';
import { breakReport, separatorBreaksPage, windowOf, type Window } from '../modules/reports/views';
import { groupFilter } from '../modules/reports/filters';
import { queryRows } from './client';
import { breaks, items, orders, products, separationGroups, users, works } from './schema';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday (a demo peak day), 10:00 in São Paulo
const TODAY = '2026-11-23';
let t: TestApp;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
});
afterAll(() => t.close());

interface BreakRow {
  username: string;
  order_id: string;
  product: string;
  reason: string;
}

/** The report's query before 0026: each break joined to its work, order and item. */
function breakRowsFromBreaks(window: Window, group?: number) {
  return sql`
      select u.username, o.order_id, p.name as product,
             coalesce(b.reason, case when b.type = ${ITEM_STATUS.totalBreak} then 'Quebra total' else 'Quebra parcial' end) as reason
      from breaks b
      join works w on w.id = b.work_id
      join users u on u.id = w.separator_id
      join orders o on o.id = b.order_id
      join items i on i.id = b.item_id
      join products p on p.sku = i.sku
      where b.created_at >= ${window.start} and b.created_at < ${window.end}
        and ${groupFilter(sql`w.separation_group`, group)}
      order by u.username, b.id`;
}

/** Every page of a separator's breaks, as the panel's table turns them (the largest pages). */
async function everyPage(first: IsoDate, last: IsoDate, group: number | undefined, username: string) {
  const query = { initialSeparationDate: first, finalSeparationDate: last, separationGroup: group, username, pageSize: 100 };
  const rows: BreakRow[] = [];
  for (let page = 1; ; page += 1) {
    const { results, total_count } = await separatorBreaksPage(t.context, { ...query, page });
    rows.push(...results.map((row) => ({ username, order_id: row.order_id, product: row.product.name, reason: row.reason.name })));
    if (rows.length >= total_count || results.length === 0) return rows;
  }
}

/** Today, yesterday, this week, a month: every group and two, both ways; the reports compared. */
async function expectReportsAsBreaks(): Promise<void> {
  const periods: Array<[IsoDate, IsoDate]> = [
    [TODAY, TODAY],
    [addDays(TODAY, -1), addDays(TODAY, -1)],
    [addDays(TODAY, -weekday(TODAY)), TODAY],
    [addDays(TODAY, -29), addDays(TODAY, 1)],
  ];
  const groups = (await t.database.db.select().from(separationGroups)).map((group) => group.separationGroup);
  let rows = 0;
  for (const [first, last] of periods) {
    const window = await windowOf(t.context, first, last);
    for (const group of [undefined, ...groups.slice(0, 2)]) {
      const expected = await queryRows<BreakRow>(t.database.db, breakRowsFromBreaks(window, group));
      const byUser = new Map<string, BreakRow[]>();
      for (const row of expected) byUser.set(row.username, [...(byUser.get(row.username) ?? []), row]);
      const report = await breakReport(t.context, first, last, group);
      const what = `breaks ${first}..${last}, group ${group}`;
      expect(new Map(report.map((entry) => [entry.username, entry.break_quantity])), what).toEqual(new Map([...byUser].map(([name, list]) => [name, list.length])));
      for (const entry of report) expect(await everyPage(first, last, group, entry.username), `${what}, ${entry.username}`).toEqual(byUser.get(entry.username));
      rows += expected.length;
    }
  }
  expect(rows).toBeGreaterThan(0);
}

/** A break of today with a work, its item and order. */
async function todaysBreak(offset = 0) {
  const [row] = await t.database.db
    .select()
    .from(breaks)
    .where(and(isNotNull(breaks.workId), sql`${breaks.createdAt} >= ${new Date(NOW.getTime() - 86_400_000).toISOString()}`))
    .orderBy(breaks.id)
    .offset(offset)
    .limit(1);
  return row!;
}

describe('separator_breaks', () => {
  it("reads as the breaks the demo centre's breaks as they are inserted", async () => {
    await expectReportsAsBreaks();
  });

  it("follows a picker's total break and the office's partial break through the API", async () => {
    await t.createUser('quebras');
    const token = await t.tokenFor('quebras');
    const taken = (await t.as(token, { method: 'GET', url: '/api/carambola/separation/order-separation/new?separationGroup=3&step=1' })).json() as NewOrderReply;
    const pending = taken.steps.flatMap((step) => step.items as PickingItem[]).filter((item) => item.status === ITEM_STATUS.pending);
    const broken = await t.as(token, {
      method: 'PUT',
      url: `/api/carambola/separation/separation-item/${pending[0]!.id}`,
      payload: { workId: taken.work!.id, statusId: ITEM_STATUS.totalBreak },
    });
    expect(broken.statusCode, broken.body).toBe(200);
    const separated = await t.as(token, {
      method: 'PUT',
      url: `/api/carambola/separation/separation-item/${pending[1]!.id}`,
      payload: { workId: taken.work!.id, statusId: ITEM_STATUS.separated },
    });
    expect(separated.statusCode, separated.body).toBe(200);
    await expectReportsAsBreaks();
    const admin = await t.tokenFor('admin');
    const edited = await t.as(admin, {
      method: 'PATCH',
      url: `/api/carambola/separation/order-separation/item/${pending[1]!.id}`,
      payload: { statusId: ITEM_STATUS.totalBreak },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectReportsAsBreaks();
  });

  it('follows what a break copies changing: its reason and release, its work, its item and its order', async () => {
    const db = t.database.db;
    const reasoned = await todaysBreak(0);
    await db.update(breaks).set({ reason: 'Avariado', type: ITEM_STATUS.partialBreak }).where(eq(breaks.id, reasoned.id));
    await db.update(breaks).set({ released: true, releasedAt: NOW }).where(eq(breaks.id, reasoned.id));
    await expectReportsAsBreaks();
    // Its work given to another separator, and moved to another group.
    const given = await todaysBreak(1);
    const [work] = await db.select().from(works).where(eq(works.id, given.workId!));
    const [other] = await db.select().from(users).where(sql`${users.id} <> ${work!.separatorId} and ${users.username} like 'separador%'`).limit(1);
    await db.update(works).set({ separatorId: other!.id }).where(eq(works.id, work!.id));
    await expectReportsAsBreaks();
    const [group] = await db.select().from(separationGroups).where(sql`${separationGroups.separationGroup} is distinct from ${work!.separationGroup}`).limit(1);
    await db.update(works).set({ separationGroup: group!.separationGroup }).where(eq(works.id, work!.id));
    await expectReportsAsBreaks();
    // Its item's SKU and its order's number.
    const [item] = await db.select().from(items).where(eq(items.id, (await todaysBreak(2)).itemId));
    const [product] = await db.select().from(products).where(sql`${products.sku} <> ${item!.sku}`).limit(1);
    await db.update(items).set({ sku: product!.sku }).where(eq(items.id, item!.id));
    await expectReportsAsBreaks();
    await db.update(orders).set({ orderId: 'RENUMERADO-1' }).where(eq(orders.id, (await todaysBreak(3)).orderId));
    await expectReportsAsBreaks();
  });

  it('follows works, breaks and orders deleted', async () => {
    const db = t.database.db;
    await db.delete(works).where(eq(works.id, (await todaysBreak(0)).workId!));
    await expectReportsAsBreaks();
    await db.delete(breaks).where(eq(breaks.id, (await todaysBreak(1)).id));
    await expectReportsAsBreaks();
    await db.delete(orders).where(eq(orders.id, (await todaysBreak(2)).orderId));
    await expectReportsAsBreaks();
  });

  it('kept by the triggers, equals the migration backfill of the same breaks', async () => {
    const db = t.database.db;
    const table = () => queryRows<Record<string, unknown>>(db, sql`select * from separator_breaks order by break_id`);
    const kept = await table();
    expect(kept.length).toBeGreaterThan(5);
    const migration = readFileSync(new URL('./migrations/0026_separator_breaks.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--[^\n]*\n\s*)*INSERT INTO separator_breaks/.test(statement));
    expect(backfill).toHaveLength(1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from separator_breaks`);
      await tx.execute(sql.raw(backfill[0]!));
    });
    expect(await table()).toEqual(kept);
  });
});

// The item totals kept by the database (migration 0023_work_item_totals: work_item_totals,
// work_item_hours, separator_item_hours) stay equal to the items they count, computed here in
// plain code from every row, through what writes items and works: the demo's history
// inserted, a picker's confirms, scans, undos, breaks, steps and finish, the office's
// reassignments, groups renumbered, items moved and deleted, works and orders deleted; and the
// migration's backfill of a centre's history. The panel's time per item from the summary
// equals the same rows read from the items.
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrderReply, PickingItem } from '../../shared/contract/picking';
import { atLocalTime, addDays } from '../../shared/domain/operation-day';
import { ITEM_STATUS } from '../../shared/domain/statuses';
import { buildScaleLabel } from '../../shared/scan';
import type { TestApp } from '../../../tests/support/app';
import { createDemoTestApp } from '../../../tests/support/demo-app';
import { itemHourRows } from '../modules/reports/item-hours';
import { queryRows } from './client';
import { items, orders, separationGroups, users, works } from './schema';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday (a demo peak day), 10:00 in São Paulo
let t: TestApp;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
});
afterAll(() => t.close());

type Counts = Record<string, string>;

/** What the three tables should hold, from every item and work. */
async function expectedTotals(): Promise<{ works: Counts; workHours: Counts; separatorHours: Counts }> {
  const allWorks = new Map((await t.database.db.select().from(works)).map((work) => [work.id, work]));
  const allItems = await t.database.db.select().from(items);
  const perWork = new Map<number, { picked: number; confirmed: number; grams: number }>();
  const workHours = new Map<string, { items: number; secs: number }>();
  const separatorHours = new Map<string, { items: number; secs: number }>();
  const add = (map: Map<string, { items: number; secs: number }>, key: string, secs: number) => {
    const entry = map.get(key) ?? { items: 0, secs: 0 };
    map.set(key, { items: entry.items + 1, secs: entry.secs + secs });
  };
  for (const item of allItems) {
    if (item.workId === null || item.status === ITEM_STATUS.pending) continue;
    const totals = perWork.get(item.workId) ?? { picked: 0, confirmed: 0, grams: 0 };
    totals.picked += 1;
    if ((item.confirmedQuantity ?? 0) > 0) {
      totals.confirmed += 1;
      if (item.portionType === 1) totals.grams += item.confirmedQuantity!;
    }
    perWork.set(item.workId, totals);
    if (item.separatedTimeSecs === null || item.separatedAt === null) continue;
    const work = allWorks.get(item.workId)!;
    const hour = new Date(Math.floor(item.separatedAt.getTime() / 3_600_000) * 3_600_000).toISOString();
    const method = item.separationMethod ?? 'manual';
    add(workHours, `${item.workId}|${hour}|${method}|${work.separatorId}|${work.separationGroup}`, item.separatedTimeSecs);
    add(separatorHours, `${hour}|${work.separatorId}|${work.separationGroup}|${method}`, item.separatedTimeSecs);
  }
  const text = (map: Map<string, { items: number; secs: number }>) =>
    Object.fromEntries([...map].map(([key, value]) => [key, `${value.items} ${value.secs}`]));
  return {
    works: Object.fromEntries([...perWork].filter(([, v]) => v.picked > 0).map(([id, v]) => [String(id), `${v.picked} ${v.confirmed} ${v.grams}`])),
    workHours: text(workHours),
    separatorHours: text(separatorHours),
  };
}

/** What the three tables hold (rows that count nothing left out: a summary row may fall to zero). */
async function keptTotals(): Promise<{ works: Counts; workHours: Counts; separatorHours: Counts }> {
  const db = t.database.db;
  const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(db, query);
  const perWork = await rows<{ work_id: number; picked: number; confirmed: number; confirmed_grams: string }>(
    sql`select * from work_item_totals where picked > 0`,
  );
  const hours = await rows<{ work_id: number; hour: Date | string; method: string; separator_id: number; separation_group: number | null; items: number; secs: string }>(
    sql`select * from work_item_hours`,
  );
  const summary = await rows<{ hour: Date | string; separator_id: number; separation_group: number | null; method: string; items: number; secs: string }>(
    sql`select * from separator_item_hours where items <> 0 or secs <> 0`,
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    works: Object.fromEntries(perWork.map((r) => [String(r.work_id), `${r.picked} ${r.confirmed} ${Number(r.confirmed_grams)}`])),
    workHours: Object.fromEntries(
      hours.map((r) => [`${r.work_id}|${iso(r.hour)}|${r.method}|${r.separator_id}|${r.separation_group}`, `${r.items} ${Number(r.secs)}`]),
    ),
    separatorHours: Object.fromEntries(
      summary.map((r) => [`${iso(r.hour)}|${r.separator_id}|${r.separation_group}|${r.method}`, `${r.items} ${Number(r.secs)}`]),
    ),
  };
}

async function expectTotalsEqualItems(): Promise<void> {
  const [kept, expected] = await Promise.all([keptTotals(), expectedTotals()]);
  expect(kept.works).toEqual(expected.works);
  expect(kept.workHours).toEqual(expected.workHours);
  expect(kept.separatorHours).toEqual(expected.separatorHours);
}

describe('the totals kept as items are written', () => {
  it("count the demo centre's days as they are inserted", async () => {
    expect(Object.keys((await expectedTotals()).separatorHours).length).toBeGreaterThan(10);
    await expectTotalsEqualItems();
  });

  it("follow a picker's order: confirms, breaks, scale labels, undo of one and of all, steps and the finish", async () => {
    await t.createUser('totais');
    const token = await t.tokenFor('totais');
    const put = (url: string, payload: object, method: 'PUT' | 'PATCH' | 'POST' | 'DELETE' = 'PUT') =>
      t.as(token, { method, url: `/api/carambola/separation${url}`, payload });
    const taken = (await t.as(token, { method: 'GET', url: '/api/carambola/separation/order-separation/new?separationGroup=3&step=1' })).json() as NewOrderReply;
    const workId = taken.work!.id;
    const all = taken.steps.flatMap((step) => step.items);

    const [first, second, third] = all.filter((item) => item.quantity >= 2 && item.unity_product_base !== 'peso');
    expect((await put(`/separation-item/${first!.id}`, { workId, statusId: 2 })).statusCode).toBe(200);
    await expectTotalsEqualItems();
    expect((await put(`/separation-item/${second!.id}`, { workId, statusId: 3 })).statusCode).toBe(200);
    expect((await put(`/separation-item/${third!.id}`, { workId, statusId: 4, quantityPartial: 1 })).statusCode).toBe(200);
    await expectTotalsEqualItems();

    // A weight item by scale labels: half, then the rest (the item completes), then undone.
    const weight = all.find((item) => item.unity_product_base === 'peso' && item.status === ITEM_STATUS.pending);
    expect(weight).toBeDefined();
    if (weight) {
      const label = (id: number, grams: number) => buildScaleLabel({ sku: weight.sku, scaleId: 7, scaleLabelId: id, date: '2026-11-23', grams });
      const half = Math.ceil(weight.quantity / 2);
      expect((await put(`/item/${weight.id}/pick-item`, { workId, productCode: label(800001, half) }, 'POST')).statusCode).toBe(200);
      const rest = await put(`/item/${weight.id}/pick-item`, { workId, productCode: label(800002, weight.quantity - half) }, 'POST');
      expect(rest.json()).toMatchObject({ status: ITEM_STATUS.separated });
      await expectTotalsEqualItems();
      const undone = await put(`/item/${weight.id}/pick-item/reset`, { workId, productCode: label(800002, weight.quantity - half) }, 'DELETE');
      expect(undone.json()).toMatchObject({ status: ITEM_STATUS.pending });
      await expectTotalsEqualItems();
      expect((await put(`/item/${weight.id}/pick-item/reset-all`, { workId }, 'DELETE')).statusCode).toBe(200);
      await expectTotalsEqualItems();
    }

    const state = (await t.as(token, { method: 'GET', url: '/api/carambola/separation/separation-work/recovery' })).json().data;
    for (const item of state.steps.flatMap((step: { items: PickingItem[] }) => step.items).filter((item: PickingItem) => item.status === ITEM_STATUS.pending)) {
      expect((await put(`/separation-item/${item.id}`, { workId, statusId: 2 })).statusCode).toBe(200);
    }
    for (const step of state.steps.filter((candidate: { step: unknown }) => typeof candidate.step === 'number')) {
      expect((await put(`/step/${taken.order!.order_id}`, { workId, level: step.step, boxes: 1 }, 'PATCH')).statusCode).toBe(200);
    }
    expect((await put(`/finish-order/${taken.order!.order_id}`, { workId, boxesNumber: 2 })).statusCode).toBe(200);
    await expectTotalsEqualItems();
  });

  it("follow the office's changes: a work given to another separator or group, groups renumbered, items moved, edited and deleted", async () => {
    const db = t.database.db;
    const [separated] = await db.select().from(works).where(sql`exists (select 1 from items i where i.work_id = ${works.id} and i.status = 2)`).limit(1);
    const [other] = await db.select().from(users).where(sql`${users.id} <> ${separated!.separatorId}`).limit(1);
    await db.update(works).set({ separatorId: other!.id }).where(eq(works.id, separated!.id));
    await expectTotalsEqualItems();
    await db.update(works).set({ separationGroup: null }).where(eq(works.id, separated!.id));
    await expectTotalsEqualItems();
    // A group renumbered: the works' group follows by the foreign key's cascade.
    await db.update(separationGroups).set({ separationGroup: 41 }).where(eq(separationGroups.separationGroup, 1));
    await expectTotalsEqualItems();

    const moved = await db.select().from(items).where(eq(items.status, ITEM_STATUS.separated)).limit(3);
    const [target] = await db.select().from(works).where(sql`${works.id} <> ${moved[0]!.workId}`).limit(1);
    await db.update(items).set({ workId: target!.id }).where(eq(items.id, moved[0]!.id));
    await db.update(items).set({ workId: null }).where(eq(items.id, moved[1]!.id));
    // Each counted column alone: the trigger must see any of them change.
    await db.update(items).set({ separatedAt: new Date(NOW.getTime() - 5 * 3_600_000) }).where(eq(items.id, moved[2]!.id));
    await expectTotalsEqualItems();
    await db.update(items).set({ separationMethod: null }).where(eq(items.id, moved[2]!.id));
    await db.update(items).set({ separatedTimeSecs: 3 }).where(eq(items.id, moved[2]!.id));
    await expectTotalsEqualItems();
    await db.update(items).set({ confirmedQuantity: 0 }).where(eq(items.id, moved[2]!.id));
    await expectTotalsEqualItems();
    // An instruction edited changes nothing counted.
    await db.update(items).set({ instructions: 'Frágil' }).where(eq(items.id, moved[2]!.id));
    await db.delete(items).where(inArray(items.id, [moved[0]!.id, moved[2]!.id]));
    await expectTotalsEqualItems();
  });

  it('follow works and orders deleted', async () => {
    const db = t.database.db;
    const [work] = await db.select().from(works).where(sql`exists (select 1 from items i where i.work_id = ${works.id} and i.status = 2)`).limit(1);
    await db.delete(works).where(eq(works.id, work!.id));
    await expectTotalsEqualItems();
    const [order] = await db.select().from(orders).where(sql`exists (select 1 from works w where w.order_id = ${orders.id} and exists (select 1 from items i where i.work_id = w.id and i.status = 2))`).limit(1);
    await db.delete(orders).where(eq(orders.id, order!.id));
    await expectTotalsEqualItems();
  });
});

describe('the migration', () => {
  it("counts the history a centre upgrades with (its backfill, replayed on today's rows)", async () => {
    const db = t.database.db;
    const migration = readFileSync(new URL('./migrations/0023_work_item_totals.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--[^\n]*\n\s*)*INSERT INTO (work_item_totals|work_item_hours|separator_item_hours)/.test(statement));
    expect(backfill).toHaveLength(3);
    await db.transaction(async (tx) => {
      // As in the migration, the backfill runs before the triggers that would count it again.
      await tx.execute(sql`alter table work_item_hours disable trigger user`);
      await tx.execute(sql`delete from separator_item_hours`);
      await tx.execute(sql`delete from work_item_hours`);
      await tx.execute(sql`delete from work_item_totals`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
      await tx.execute(sql`alter table work_item_hours enable trigger user`);
    });
    await expectTotalsEqualItems();
  });
});

describe("the panel's time per item", () => {
  it('reads from the summary exactly the rows it reads from the items', async () => {
    const db = t.database.db;
    const zone = 'America/Sao_Paulo';
    const first = addDays('2026-11-23', -6);
    const window = { start: atLocalTime(first, '00:00', zone).toISOString(), end: atLocalTime('2026-11-24', '00:00', zone).toISOString(), zone };
    for (const separationMethod of ['all', 'manual', 'camera', 'scanner'] as const) {
      for (const separationGroup of [undefined, 2, 41]) {
        const query = { ...window, separationMethod, separationGroup };
        const fromSummary = await itemHourRows(db, query);
        // Half a second off the hour reads the items themselves.
        const fromItems = await itemHourRows(db, { ...query, end: new Date(new Date(window.end).getTime() - 500).toISOString() });
        expect(fromSummary).toEqual(fromItems);
        if (separationMethod === 'all' && separationGroup === undefined) expect(fromSummary.length).toBeGreaterThan(5);
      }
    }
  });
});

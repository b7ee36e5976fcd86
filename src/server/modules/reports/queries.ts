// The rows of the performance spreadsheets, read in keyset batches so a long range streams
// without loading every row at once. Time bounds are [start, end) instants of the centre.
import { sql } from 'drizzle-orm';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { centreWallClock, type CellValue } from '../../spreadsheets/write-xlsx';
import { naturalOrderBy } from '../../db/natural-order';

export const BATCH_SIZE = 5000;


export interface Period {
  start: Date;
  end: Date;
  zone: string;
}

interface OrderRow {
  id: number;
  order_id: string;
  username: string;
  separation_group: number | null;
  begin: string;
  end: string;
  working_time_secs: number | null;
  items: number;
}

/** Finished picking works of the period, one per order separated, by work id. */
export async function* finishedOrders(db: DbOrTx, period: Period): AsyncGenerator<CellValue[][]> {
  const dateTime = centreWallClock(period.zone);
  let after = 0;
  for (;;) {
    // The batch first, its items counted already (work_item_totals.picked, kept by the
    // database as the items are written: counting them here read 100,000 items a batch), looked
    // up by key (joined, the planner hashed the whole history's totals for each batch).
    const rows = await queryRows<OrderRow>(
      db,
      sql`
        with batch as (
          select w.id, w.order_id, w.separator_id, w.separation_group, w.begin, w."end", w.working_time_secs
          from works w
          where w.type = 'separation' and w."end" >= ${period.start.toISOString()} and w."end" < ${period.end.toISOString()}
            and w.id > ${after}
          order by w.id
          limit ${BATCH_SIZE}
        )
        select b.id, o.order_id, u.username, b.separation_group, b.begin, b."end", b.working_time_secs,
               coalesce(t.picked, 0) as items
        from batch b
        join orders o on o.id = b.order_id
        join users u on u.id = b.separator_id
        left join lateral (select t.picked from work_item_totals t where t.work_id = b.id offset 0) t on true
        order by b.id`,
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((row) => [
      row.order_id,
      row.username,
      row.separation_group,
      dateTime(row.begin),
      dateTime(row.end),
      row.working_time_secs ?? Math.round((new Date(row.end).getTime() - new Date(row.begin).getTime()) / 1000),
      row.items,
    ]);
    if (rows.length < BATCH_SIZE) return;
  }
}

interface SeparatorTimeRow {
  username: string;
  total_orders: number;
  working_total_secs: number;
  idle_total_secs: number;
}

/** Per separator: orders, and working and idle time (idle = gaps between orders of a day). */
export async function* timeBySeparator(db: DbOrTx, period: Period): AsyncGenerator<CellValue[][]> {
  const rows = await queryRows<SeparatorTimeRow>(
    db,
    sql`
      with finished as (
        select w.separator_id, w.begin, w."end",
               coalesce(w.working_time_secs, extract(epoch from (w."end" - w.begin)))::int as working,
               lag(w."end") over (partition by w.separator_id, (w.begin at time zone ${period.zone})::date order by w.begin) as previous_end
        from works w
        where w.type = 'separation' and w."end" >= ${period.start.toISOString()} and w."end" < ${period.end.toISOString()}
      )
      select u.username, count(*)::int as total_orders, sum(f.working)::int as working_total_secs,
             coalesce(sum(greatest(0, extract(epoch from (f.begin - f.previous_end)))), 0)::int as idle_total_secs
      from finished f join users u on u.id = f.separator_id
      group by u.username
      order by ${naturalOrderBy(sql`u.username`)}`,
  );
  const minutes = (secs: number, orders: number) => Math.round((secs / orders / 60) * 100) / 100;
  yield rows.map((row) => [
    row.username,
    row.total_orders,
    minutes(row.working_total_secs, row.total_orders),
    minutes(row.idle_total_secs, row.total_orders),
    row.working_total_secs,
    row.idle_total_secs,
  ]);
}

/**
 * A break's 'Motivo': the reason the picker gave, else its kind. The view of a separator's
 * breaks (views.ts) and the spreadsheet show the same.
 */
export const SEPARATOR_BREAK_REASON = sql`coalesce(s.reason, case when s.type = ${ITEM_STATUS.totalBreak} then 'Quebra total' else 'Quebra parcial' end)`;

interface BreakRow {
  id: number;
  username: string;
  order_id: string;
  product: string;
  reason: string;
}

/**
 * Every break declared in the period, in the order declared: the breaks 'Total de quebras'
 * counts, a break replenished since ('Repor') included, since the picker did break it.
 */
export async function* breaks(db: DbOrTx, period: Period): AsyncGenerator<CellValue[][]> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<BreakRow>(
      db,
      sql`
        select s.break_id as id, u.username, s.order_number as order_id, p.name as product, ${SEPARATOR_BREAK_REASON} as reason
        from separator_breaks s
        join users u on u.id = s.separator_id
        join products p on p.sku = s.sku
        where s.created_at >= ${period.start.toISOString()} and s.created_at < ${period.end.toISOString()}
          and s.break_id > ${after}
        order by s.break_id
        limit ${BATCH_SIZE}`,
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((row) => [row.username, row.order_id, row.product, row.reason]);
    if (rows.length < BATCH_SIZE) return;
  }
}

interface SkuTimeRow {
  sku: number;
  name: string;
  total_items: number;
  avg_secs: number;
}

/** Per SKU: items separated in the period and the average seconds per item. */
export async function* timeBySku(db: DbOrTx, period: Period): AsyncGenerator<CellValue[][]> {
  const rows = await queryRows<SkuTimeRow>(
    db,
    sql`
      select p.sku, p.name, count(*)::int as total_items, coalesce(avg(i.separated_time_secs), 0)::float as avg_secs
      from items i join products p on p.sku = i.sku
      where i.separated_at >= ${period.start.toISOString()} and i.separated_at < ${period.end.toISOString()}
        and i.status <> ${ITEM_STATUS.pending}
      group by p.sku, p.name
      order by p.name, p.sku`,
  );
  yield rows.map((row) => [row.sku, row.name, row.total_items, Math.round(row.avg_secs * 10) / 10]);
}

interface LevelTimeRow {
  level: number | null;
  total_items: number;
  total_secs: number;
  avg_secs: number;
}

/** Per step (level): items separated in the period, their total and average seconds. */
export async function* timeByLevel(db: DbOrTx, period: Period): AsyncGenerator<CellValue[][]> {
  const rows = await queryRows<LevelTimeRow>(
    db,
    sql`
      select i.step as level, count(*)::int as total_items, coalesce(sum(i.separated_time_secs), 0)::int as total_secs,
             coalesce(avg(i.separated_time_secs), 0)::float as avg_secs
      from items i
      where i.separated_at >= ${period.start.toISOString()} and i.separated_at < ${period.end.toISOString()}
        and i.status <> ${ITEM_STATUS.pending}
      group by i.step
      order by i.step nulls last`,
  );
  yield rows.map((row) => [row.level === null ? 'Sem etapa' : `Etapa ${row.level}`, row.total_items, Math.round(row.avg_secs * 10) / 10, row.total_secs]);
}

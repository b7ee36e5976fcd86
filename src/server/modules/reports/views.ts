// The figures of the three views of 'Desempenho dos separadores' (spec/panel.md §2
// 'Performance', §3 report shapes): time per order and per item, and breaks, per separator,
// each computed in one query over the period.
import { sql } from 'drizzle-orm';
import {
  MAX_PERIOD_DAYS,
  PERIOD_MESSAGE,
  type BreakReport,
  type ItemTimeReport,
  type OrderTimeReport,
  type SeparatorBreak,
  type SeparationMethodFilter,
} from '../../../shared/contract/reports';
import { addDays, atLocalTime, type IsoDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { separatorDaysServe } from '../../db/separator-days';
import { badRequest } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { groupFilter } from './filters';
import { SEPARATOR_BREAK_REASON } from './queries';
import { itemHourRows, type ItemHourRow } from './item-hours';
import { naturalOrderBy } from '../../db/natural-order';

export interface Window {
  first: IsoDate;
  last: IsoDate;
  start: string;
  end: string;
  zone: string;
}

export async function windowOf(app: AppContext, first: IsoDate, last: IsoDate): Promise<Window> {
  if (first > last || addDays(first, MAX_PERIOD_DAYS - 1) < last) throw badRequest(PERIOD_MESSAGE);
  const { timeZone } = await readSettingsRow(app.db);
  return {
    first,
    last,
    start: atLocalTime(first, '00:00', timeZone).toISOString(),
    end: atLocalTime(addDays(last, 1), '00:00', timeZone).toISOString(),
    zone: timeZone,
  };
}

const round = (value: number, decimals = 2) => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface OrderTimeRow {
  username: string;
  total_orders: number;
  working_total_secs: number;
  idle_total_secs: number;
  timesheet_secs: number;
}

/** Orders scheduled in the period and finished, from their works: working time, idle gaps between a day's orders, and the day's span (exported for the db test). */
export function orderTimeFromWorks(window: Window, group?: number) {
  return sql`
      with finished as (
        select w.separator_id, w.begin, w."end", (w.begin at time zone ${window.zone})::date as day,
               coalesce(w.working_time_secs, extract(epoch from (w."end" - w.begin)))::int as working,
               lag(w."end") over (partition by w.separator_id, (w.begin at time zone ${window.zone})::date order by w.begin, w.id) as previous_end
        from works w join orders o on o.id = w.order_id
        where w.type = 'separation' and w."end" is not null
          and o.scheduled_date between ${window.first} and ${window.last}
          and ${groupFilter(sql`w.separation_group`, group)}
      ),
      days as (
        select separator_id, extract(epoch from (max("end") - min(begin))) as span from finished group by separator_id, day
      ),
      -- Each separator's timesheet once, joined: as a subquery per separator it scanned every
      -- work of the period again for each one, and its cost estimate woke PostgreSQL's JIT
      -- (a week took 380 ms, 330 of them compiling).
      timesheets as (
        select separator_id, coalesce(sum(span), 0)::int as secs from days group by separator_id
      )
      select u.username, count(*)::int as total_orders, sum(f.working)::int as working_total_secs,
             coalesce(sum(greatest(0, extract(epoch from (f.begin - f.previous_end)))), 0)::int as idle_total_secs,
             t.secs as timesheet_secs
      from finished f join users u on u.id = f.separator_id join timesheets t on t.separator_id = f.separator_id
      group by u.username, f.separator_id, t.secs
      order by ${naturalOrderBy(sql`u.username`)}`;
}

/**
 * The same for every group from separator_days (migration 0024): per separator and day the works
 * began on (the gaps' and the timesheet's day), that day's figures where all its works' orders
 * are scheduled in the period, and computed from its works, as above, where only some are (a
 * day picking orders of dates on both sides of a bound). A month reads its separators' days,
 * not its 150,000 works.
 */
export function orderTimeFromDays(window: Window) {
  return sql`
      with begun as (
        select separator_id, day, begun, begun_working_secs, idle_secs, first_begin, last_end,
               scheduled_first >= ${window.first} and scheduled_last <= ${window.last} as whole
        from separator_days where begun > 0 and scheduled_last >= ${window.first} and scheduled_first <= ${window.last}
      ),
      days as (
        select separator_id, begun as orders, begun_working_secs as working, idle_secs as idle, extract(epoch from (last_end - first_begin)) as span
        from begun where whole
        union all
        select b.separator_id, f.orders, f.working, f.idle, f.span
        from begun b cross join lateral (
          select count(*) as orders, sum(x.working) as working, sum(greatest(0, extract(epoch from (x.begin - x.previous_end)))) as idle,
                 extract(epoch from (max(x."end") - min(x.begin))) as span
          from (
            select w.begin, w."end", coalesce(w.working_time_secs, extract(epoch from (w."end" - w.begin)))::int as working,
                   lag(w."end") over (order by w.begin, w.id) as previous_end
            from works w join orders o on o.id = w.order_id
            where w.separator_id = b.separator_id and w.type = 'separation' and w."end" is not null
              and o.scheduled_date between ${window.first} and ${window.last}
              and w.begin >= (b.day::timestamp at time zone ${window.zone}) and w.begin < ((b.day + 1)::timestamp at time zone ${window.zone})
          ) x
        ) f
        where not b.whole and f.orders > 0
      )
      select u.username, sum(d.orders)::int as total_orders, sum(d.working)::int as working_total_secs,
             coalesce(sum(d.idle), 0)::int as idle_total_secs, coalesce(sum(d.span), 0)::int as timesheet_secs
      from days d join users u on u.id = d.separator_id
      group by u.username, d.separator_id
      order by ${naturalOrderBy(sql`u.username`)}`;
}

/** Orders scheduled in the period and finished: working time, idle gaps between a day's orders, and the day's span. */
export async function orderTimeReport(app: AppContext, first: IsoDate, last: IsoDate, group?: number): Promise<OrderTimeReport> {
  const window = await windowOf(app, first, last);
  // A group's figures take the gaps between that group's works only: those read the works.
  const fromDays = group === undefined && (await separatorDaysServe(app.db, window.zone, []));
  const rows = await queryRows<OrderTimeRow>(app.db, fromDays ? orderTimeFromDays(window) : orderTimeFromWorks(window, group));
  const perOrderMin = (secs: number, orders: number) => (orders === 0 ? 0 : round(secs / orders / 60));
  const totals = rows.reduce(
    (sum, row) => ({ orders: sum.orders + row.total_orders, working: sum.working + row.working_total_secs, idle: sum.idle + row.idle_total_secs }),
    { orders: 0, working: 0, idle: 0 },
  );
  return {
    global: {
      working_total_secs: totals.working,
      idle_total_secs: totals.idle,
      working_avg_min: perOrderMin(totals.working, totals.orders),
      idle_avg_min: perOrderMin(totals.idle, totals.orders),
    },
    users: rows.map((row) => ({
      username: row.username,
      total_orders: row.total_orders,
      working_avg_min: perOrderMin(row.working_total_secs, row.total_orders),
      idle_avg_min: perOrderMin(row.idle_total_secs, row.total_orders),
      working_total_secs: row.working_total_secs,
      idle_total_secs: row.idle_total_secs,
      timesheet_min: round(row.timesheet_secs / 60),
      timesheet_work_perc: row.timesheet_secs === 0 ? 0 : Math.min(100, round((row.working_total_secs / row.timesheet_secs) * 100)),
    })),
  };
}

type UserFigures = ItemTimeReport['global']['users'][number];

function figures(rows: ItemHourRow[]): { total_items: number; total_secs: number; avg_secs: number; users: UserFigures[] } {
  const users = new Map<string, UserFigures>();
  for (const row of rows) {
    const user = users.get(row.username) ?? { username: row.username, avg_secs: 0, total_items: 0, total_secs: 0 };
    user.total_items += row.total_items;
    user.total_secs += row.total_secs;
    users.set(row.username, user);
  }
  const list = [...users.values()].map((user) => ({ ...user, avg_secs: round(user.total_secs / user.total_items, 1) }));
  const total_items = list.reduce((sum, user) => sum + user.total_items, 0);
  const total_secs = list.reduce((sum, user) => sum + user.total_secs, 0);
  return { total_items, total_secs, avg_secs: total_items === 0 ? 0 : round(total_secs / total_items, 1), users: list };
}

/** Items separated in the period with their time, per separator and per hour of the centre's day. */
export async function itemTimeReport(
  app: AppContext,
  query: { initialSeparationDate: IsoDate; finalSeparationDate: IsoDate; separationGroup?: number; separationMethod: SeparationMethodFilter },
): Promise<ItemTimeReport> {
  const window = await windowOf(app, query.initialSeparationDate, query.finalSeparationDate);
  const rows = await itemHourRows(app.db, {
    start: window.start,
    end: window.end,
    zone: window.zone,
    separationGroup: query.separationGroup,
    separationMethod: query.separationMethod,
  });
  const global = figures(rows);
  const hours = [...new Set(rows.map((row) => row.hour))].sort((a, b) => a - b);
  return {
    global: { ...global, items_per_hour: global.total_secs === 0 ? 0 : round(global.total_items / (global.total_secs / 3600), 1) },
    timeline: hours.map((hour) => ({ separated_hour: hour, ...figures(rows.filter((row) => row.hour === hour)) })),
  };
}

/**
 * Breaks declared in the period, optionally one separator's, from separator_breaks (migration
 * 0026): a month reads its 30,000 rows by date, where joining the breaks to their items looked
 * each one up among the history's millions. The product joined for every count too, so the
 * counts are the rows a separator's pages list.
 */
function breaksOfPeriod(window: Window, group?: number, username?: string) {
  return sql`
      from separator_breaks s
      join users u on u.id = s.separator_id
      join products p on p.sku = s.sku
      where s.created_at >= ${window.start} and s.created_at < ${window.end}
        and ${groupFilter(sql`s.separation_group`, group)}
        ${username === undefined ? sql`` : sql`and u.username = ${username}`}`;
}

/** Each separator's number of breaks declared in the period, most first, then by name. */
export async function breakReport(app: AppContext, first: IsoDate, last: IsoDate, group?: number): Promise<BreakReport> {
  const window = await windowOf(app, first, last);
  const rows = await queryRows<BreakReport[number]>(
    app.db,
    sql`select u.username, count(*)::int as break_quantity ${breaksOfPeriod(window, group)} group by u.username`,
  );
  return rows.sort((a, b) => b.break_quantity - a.break_quantity || a.username.localeCompare(b.username));
}

interface BreakRow {
  order_id: string;
  product: string;
  reason: string;
}

/** One separator's breaks of the period in the order declared (break id), a page of them, and how many there are. */
export async function separatorBreaksPage(
  app: AppContext,
  query: { initialSeparationDate: IsoDate; finalSeparationDate: IsoDate; separationGroup?: number; username: string; page: number; pageSize: number },
): Promise<{ results: SeparatorBreak[]; total_count: number }> {
  const window = await windowOf(app, query.initialSeparationDate, query.finalSeparationDate);
  const breaks = breaksOfPeriod(window, query.separationGroup, query.username);
  const [rows, [count]] = await Promise.all([
    queryRows<BreakRow>(
      app.db,
      sql`select s.order_number as order_id, p.name as product,
                 ${SEPARATOR_BREAK_REASON} as reason
          ${breaks}
          order by s.break_id
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(app.db, sql`select count(*)::int as total ${breaks}`),
  ]);
  return {
    results: rows.map((row) => ({ order_id: row.order_id, product: { name: row.product }, reason: { name: row.reason } })),
    total_count: count!.total,
  };
}

// The picker's own figures (spec/operator.md §2 'Performance screen', spec/loading.md §4
// 'Order-complete message'), computed from the works finished in the period: orders are
// the distinct orders of the picker's finished separation works, items the items those works
// picked (a quantity confirmed: work_item_totals.confirmed), kilos the confirmed grams of
// weight items, times the works' working seconds; a period's read per separator and day
// (separator_days, kept by the database as works are written). "Outros separadores" is the mean of the other pickers of the period.
import dayjs from 'dayjs';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { PERFORMANCE_MESSAGE, type PerformanceFigures, type Productivity, type TimeRange } from '../../../shared/contract/performance';
import { addDays, dayBounds, operationDate } from '../../../shared/domain/operation-day';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { separatorDaysServe } from '../../db/separator-days';
import { complaintReasons, complaints, items, orders, products } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { hasAnyPermission } from '../../../shared/domain/permissions';
import { readSettingsRow } from '../settings/service';

async function today(app: AppContext): Promise<{ date: string; zone: string }> {
  const { timeZone } = await readSettingsRow(app.db);
  return { date: operationDate(app.now(), timeZone), zone: timeZone };
}

export async function getProductivity(app: AppContext, userId: number): Promise<Productivity> {
  const [{ date, zone }, { goalSeparate }] = await Promise.all([today(app), readSettingsRow(app.db)]);
  const { start, end } = dayBounds(date, zone);
  const [team] = await app.db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${orders.endTime} is not null)::int`,
    })
    .from(orders)
    .where(and(eq(orders.scheduledDate, date), sql`${orders.permissionToSeparate} <> 'recused'`));
  const [mine] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(distinct w.order_id)::int as n from works w
        where w.separator_id = ${userId} and w.type = 'separation' and w."end" >= ${start.toISOString()} and w."end" < ${end.toISOString()}`,
  );
  return {
    completed_orders_user: mine?.n ?? 0,
    total_completed_orders: team?.completed ?? 0,
    total_orders: team?.total ?? 0,
    goal_separate: goalSeparate,
  };
}

/** First day of the period on the centre's calendar; null = since ever. */
export function periodStart(range: TimeRange, todayDate: string): string | null {
  switch (range) {
    case 'today':
      return todayDate;
    case 'week':
      return addDays(todayDate, -7);
    case 'month':
      return dayjs.utc(todayDate).subtract(1, 'month').format('YYYY-MM-DD');
    case 'always':
      return null;
  }
}

interface Totals {
  separator_id: number;
  orders: number;
  secs: number;
  items: number;
  grams: number;
}

const round = (value: number, decimals = 0) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const perUnit = (secs: number, count: number) => (count > 0 ? Math.round(secs / count) : 0);

function figures(totals: Omit<Totals, 'separator_id'>, people = 1): PerformanceFigures {
  return {
    kilos: round(totals.grams / 1000 / people, 3),
    items: round(totals.items / people, 2),
    orders: round(totals.orders / people, 2),
    time_per_item: perUnit(totals.secs, totals.items),
    time_per_order: perUnit(totals.secs, totals.orders),
    total_time: Math.round(totals.secs / people),
  };
}

/** Per separator, the works finished since `first`'s local midnight (ever, without it): from the works (exported for the db test). */
export function totalsFromWorks(since: string | null) {
  // A work's picked items come counted (work_item_totals, kept by the database as the items
  // are written), looked up by key, one per work (joined, the planner hashes the whole history's totals).
  return sql`select w.separator_id, count(distinct w.order_id)::int as orders, coalesce(sum(w.working_time_secs), 0)::bigint as secs,
               coalesce(sum(t.confirmed), 0)::int as items, coalesce(sum(t.confirmed_grams), 0)::bigint as grams
        from works w
        left join lateral (select t.confirmed, t.confirmed_grams from work_item_totals t where t.work_id = w.id offset 0) t on true
        where w.type = 'separation' and w."end" is not null and (${since}::timestamptz is null or w."end" >= ${since}::timestamptz)
        group by w.separator_id`;
}

/** The same from separator_days (migration 0024): a month is its separators' days, not its 150,000 works. Each
 * order counts on the day its separator's last work on it ended (orders_last), so the sum is the distinct count. */
export function totalsFromDays(first: string | null) {
  return sql`select separator_id, sum(orders_last)::int as orders, sum(working_secs)::bigint as secs,
               sum(confirmed)::int as items, sum(confirmed_grams)::bigint as grams
        from separator_days where ${first}::date is null or day >= ${first}::date
        group by separator_id having sum(works) > 0`;
}

export async function getPerformance(app: AppContext, userId: number, range: TimeRange) {
  const { date, zone } = await today(app);
  const first = periodStart(range, date);
  const since = first ? dayBounds(first, zone).start : null;
  const fromDays = await separatorDaysServe(app.db, zone, first && since ? [{ day: first, at: since }] : []);
  const rows = await queryRows<Totals>(app.db, fromDays ? totalsFromDays(first) : totalsFromWorks(since?.toISOString() ?? null));
  const numeric = rows.map((row) => ({ ...row, orders: Number(row.orders), secs: Number(row.secs), items: Number(row.items), grams: Number(row.grams) }));
  const mine = numeric.find((row) => row.separator_id === userId) ?? { orders: 0, secs: 0, items: 0, grams: 0 };
  const others = numeric.filter((row) => row.separator_id !== userId);
  const sum = (key: keyof Omit<Totals, 'separator_id'>) => others.reduce((total, row) => total + row[key], 0);
  return {
    message: mine.items > 0 ? PERFORMANCE_MESSAGE.success : PERFORMANCE_MESSAGE.noItems,
    separator: figures(mine),
    average: others.length ? figures({ orders: sum('orders'), secs: sum('secs'), items: sum('items'), grams: sum('grams') }, others.length) : null,
  };
}

/** A picker reads their own feedback; the panel's users viewers read anybody's. */
function ensureMayRead(user: AuthUser, separatorId: number): void {
  if (user.id !== separatorId && !hasAnyPermission(user.permissions, ['SeparationUsersView'])) throw forbidden();
}

export async function getFeedback(app: AppContext, user: AuthUser, separatorId: number, range: { date_from: string; date_to: string }) {
  ensureMayRead(user, separatorId);
  const { zone } = await today(app);
  const from = dayBounds(range.date_from, zone).start.toISOString();
  const to = dayBounds(range.date_to, zone).end.toISOString();
  const [separated] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from items i join works w on w.id = i.work_id
        where w.separator_id = ${separatorId} and i.status <> ${ITEM_STATUS.pending} and coalesce(i.confirmed_quantity, 0) > 0
          and i.separated_at >= ${from}::timestamptz and i.separated_at < ${to}::timestamptz`,
  );
  const rows = await app.db
    .select({
      name: products.name,
      reason: complaintReasons.name,
      quantity: complaints.quantity,
      portionType: items.portionType,
      separationDate: complaints.separationDate,
      orderId: orders.orderId,
    })
    .from(complaints)
    .innerJoin(items, eq(items.id, complaints.itemId))
    .innerJoin(products, eq(products.sku, items.sku))
    .innerJoin(complaintReasons, eq(complaintReasons.id, complaints.reasonId))
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(
      and(
        eq(complaints.separatorId, separatorId),
        gte(complaints.separationDate, range.date_from),
        lte(complaints.separationDate, range.date_to),
      ),
    )
    .orderBy(sql`${complaints.separationDate} desc`, asc(complaints.id));
  return {
    totalComplaintItems: rows.length,
    totalSeparatedItems: separated?.n ?? 0,
    complaints: rows.map((row) => {
      const unity = PORTION_NAME[row.portionType as PortionType];
      return {
        name: row.name,
        reason: { name: row.reason },
        quantity_complaint: unity === 'peso' ? row.quantity / 1000 : row.quantity,
        unity_product_base: unity,
        separation_date: row.separationDate,
        order_id: row.orderId,
      };
    }),
  };
}

// The day's figures of the dashboard, read in a few statements over the day's orders,
// their per-order item totals and the works (docs/dashboard.md says what each figure
// means). Cancelled orders (permission_to_separate = recused) count nowhere; orders
// pending payment approval count in the totals and in their alert box.
import { sql } from 'drizzle-orm';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import type { OperationDay } from './day';

const IN_SEPARATION = CHECKING_STATUS.inSeparation;
/** Picking is over once the order left separation: conference, separated, loaded, waiting reposition. */
const PICKED = sql.raw(
  [CHECKING_STATUS.conference, CHECKING_STATUS.separated, CHECKING_STATUS.loaded, CHECKING_STATUS.waitingReposition].join(', '),
);

/** Orders and their items of one operation date. */
export interface DayCounts {
  scheduled_date: string;
  total_orders: number;
  completed_orders: number;
  orders_in_progress: number;
  orders_without_route: number;
  orders_pending_status: number;
  ifood_total: number;
  ifood_finalized: number;
  critical_total: number;
  critical_finalized: number;
  total_items: number;
  processed_items: number;
  items_in_progress: number;
  total_volume: number;
  processed_volume: number;
  average_time_per_item: number;
  /** Average over picked orders of the time from their first to their last item. */
  first_to_last_item: number;
}

/**
 * The day's and the same weekday a week before's orders with their items, in one pass over
 * those orders and their per-order item totals (schema/order-totals.ts), not over items.
 */
export async function countDays(db: DbOrTx, day: OperationDay): Promise<Map<string, DayCounts>> {
  const rows = await queryRows<DayCounts>(
    db,
    sql`
      select o.scheduled_date::text as scheduled_date,
             count(*)::int as total_orders,
             count(*) filter (where o.checking_status in (${PICKED}))::int as completed_orders,
             count(*) filter (where o.checking_status = ${IN_SEPARATION})::int as orders_in_progress,
             count(*) filter (where o.route is null)::int as orders_without_route,
             count(*) filter (where o.permission_to_separate = 'pending')::int as orders_pending_status,
             count(*) filter (where o.ifood_bag)::int as ifood_total,
             count(*) filter (where o.ifood_bag and o.checking_status in (${PICKED}))::int as ifood_finalized,
             count(*) filter (where o.is_critical)::int as critical_total,
             count(*) filter (where o.is_critical and o.checking_status in (${PICKED}))::int as critical_finalized,
             coalesce(sum(t.items), 0)::int as total_items,
             coalesce(sum(t.processed), 0)::int as processed_items,
             coalesce(sum(t.pending) filter (where o.checking_status = ${IN_SEPARATION}), 0)::int as items_in_progress,
             coalesce(sum(t.grams), 0)::float8 as total_volume,
             coalesce(sum(t.processed_grams), 0)::float8 as processed_volume,
             coalesce(sum(t.item_secs)::float8 / nullif(sum(t.timed_items), 0), 0)::float8 as average_time_per_item,
             coalesce(avg(extract(epoch from t.last_separated_at - t.first_separated_at))
               filter (where o.checking_status in (${PICKED})), 0)::float8 as first_to_last_item
      from orders o
      left join order_item_totals t on t.order_id = o.id
      where o.scheduled_date in (${day.date}, ${day.previousWeek}) and o.permission_to_separate <> 'recused'
      group by o.scheduled_date`,
  );
  return new Map(rows.map((row) => [row.scheduled_date, row]));
}

export interface WorkTimes {
  start_time: Date | null;
  last_end: Date | null;
  average_duration: number;
  average_idle_time: number;
  average_cycle_time: number;
}

/**
 * Times of the day's finished separation works. Idle is the gap between a separator's
 * previous end and this begin (none before their first order of the day), less the time
 * they were paused from the dashboard in it; the cycle is from the previous end (or the
 * begin, for the first order) to this end, less the same pauses.
 */
export function workTimes(db: DbOrTx, day: OperationDay): Promise<WorkTimes> {
  return queryRows<WorkTimes>(
    db,
    sql`
      with day_works as (
        select w.id, w.separator_id, w.begin, w."end",
               lag(w."end") over (partition by w.separator_id order by w.begin) as previous_end
        from works w
        where w.type = 'separation' and w.begin >= ${day.start.toISOString()} and w.begin < ${day.end.toISOString()}
      ),
      -- Pauses are few: one join instead of a lookup per work.
      paused as (
        select d.id, sum(extract(epoch from least(d.begin, coalesce(p.ended_at, d.begin)) - greatest(d.previous_end, p.started_at))) as secs
        from day_works d
        join separator_pauses p on p.user_id = d.separator_id
        where p.started_at < d.begin and coalesce(p.ended_at, d.begin) > d.previous_end
        group by d.id
      ),
      gaps as (
        select d.begin, d."end", d.previous_end, coalesce(p.secs, 0) as paused
        from day_works d
        left join paused p on p.id = d.id
        where d."end" is not null
      )
      select (select min(begin) from day_works) as start_time,
             (select max("end") from day_works) as last_end,
             coalesce(avg(extract(epoch from "end" - begin)), 0)::float8 as average_duration,
             coalesce(avg(greatest(0, extract(epoch from begin - previous_end) - paused))
               filter (where previous_end is not null), 0)::float8 as average_idle_time,
             coalesce(avg(greatest(extract(epoch from "end" - begin),
               extract(epoch from "end" - least(begin, coalesce(previous_end, begin))) - paused)), 0)::float8 as average_cycle_time
      from gaps`,
  ).then((rows) => {
    const row = rows[0]!;
    return {
      ...row,
      start_time: row.start_time ? new Date(row.start_time) : null,
      last_end: row.last_end ? new Date(row.last_end) : null,
    };
  });
}

/** Breaks of the day's orders, and the day's routes whose boxes exceed their vehicle. */
export function countBreaksAndRoutes(db: DbOrTx, day: OperationDay): Promise<{ total_breaks: number; exploded_routes: number }> {
  return queryRows<{ total_breaks: number; exploded_routes: number }>(
    db,
    sql`
      select (select count(*) from breaks b join orders o on o.id = b.order_id
              where o.scheduled_date = ${day.date})::int as total_breaks,
             (select count(*) from (${routeBoxes(day)}) r where r.boxes > r.capacity)::int as exploded_routes`,
  ).then((rows) => rows[0]!);
}

/**
 * The day's routes with their real boxes (the rule of shared/domain/box-counts realBoxes:
 * settled on the conveyor, else the larger of read and planned boxes).
 */
export function routeBoxes(day: OperationDay) {
  return sql`
    select r.id, r.code, r.color_route, r.loading_status, r.reduced, r.vehicle_capacity as capacity,
           coalesce(sum(coalesce(o.adjusted_boxes_number_conveyor, o.corrected_boxes_number,
             greatest(coalesce(o.loading_boxes_number, 0),
                      coalesce(o.adjusted_boxes_number, o.boxes_by_conferencer, o.conference_boxes_number, o.boxes_number, 0)))), 0)::int as boxes
    from routes r
    left join orders o on o.route_id = r.id and o.permission_to_separate <> 'recused'
    where r.operation_date = ${day.date}
    group by r.id`;
}

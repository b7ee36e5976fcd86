// The picking queue: which order a picker of a group takes next (spec/operator.md §7
// 'GET /separation/order-separation/new', spec/panel.md 'Dias de alta').
//
// Eligibility: approved orders nobody took yet, that the group receives: an order directed
// to the group, or - for a group that takes orders by its rules (separation_group_commands)
// - an undirected order whose client type, criticality and dynamic price the group's
// receive_* flags accept. Manual groups take directed orders only.
//
// Order: directed orders first, then priority, critical, scheduled date; then on a peak day
// (settings.peak_days) the operation starts before the routes, so orders without a route
// may be taken too and go by order number; on a low day only routed orders are taken, route
// by route. (The spec's 'macro' region is not modelled: order number stands in for it.)
//
// Lines: a picker at step 1 takes new orders; a picker placed at step N > 1 (a line with one
// picker per step) takes an order of the group whose first unfinished step is N and that
// nobody holds. `FOR UPDATE ... SKIP LOCKED` lets any number of pickers (and of server
// processes) ask at once without two of them getting the same order or waiting on each other.
import { sql, type SQL } from 'drizzle-orm';
import { operationDate, weekday, WEEKDAY_NAMES } from '../../../shared/domain/operation-day';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { queryRows, type DbOrTx } from '../../db/client';
import type { separationGroups } from '../../db/schema';

type GroupRow = typeof separationGroups.$inferSelect;

/** A boolean literal: a bare parameter inside CASE would be typed as text by PostgreSQL. */
const bool = (value: boolean): SQL => sql.raw(value ? 'true' : 'false');

function receivesByRules(group: GroupRow): SQL {
  return sql`(o.directed_group is null and ${bool(group.separationGroupCommands)}
    and case o.client_type
      when 'PF' then ${bool(group.receivePfOrders)}
      when 'PJ' then ${bool(group.receivePjOrders)}
      when 'KA' then ${bool(group.receiveKaOrders)}
      when 'IFOOD' then ${bool(group.receiveIfoodOrders)}
      else false end
    and (not o.is_critical or ${bool(group.receiveCriticalOrders)})
    and (not o.is_dynamic_price or ${bool(group.receiveDynamicPriceOrders)}))`;
}

function eligible(group: GroupRow, step: number, peakDay: boolean): SQL {
  const takes = sql`(o.directed_group = ${group.separationGroup} or ${receivesByRules(group)})`;
  if (step === 1) {
    return sql`o.checking_status is null and o.permission_to_separate = 'approved' and ${takes}
      and (${bool(peakDay)} or o.route is not null)`;
  }
  return sql`o.checking_status = ${CHECKING_STATUS.inSeparation} and o.separation_group = ${group.separationGroup}
    and o.permission_to_separate = 'approved'
    and not exists (select 1 from works w where w.order_id = o.id and w."end" is null)
    and (select min(s.level) from separation_steps s where s.order_id = o.id and not s.is_finished) = ${step}`;
}

function ordering(group: GroupRow, peakDay: boolean): SQL {
  const byRoute = peakDay ? sql`` : sql`o.route asc,`;
  return sql`(o.directed_group is not distinct from ${group.separationGroup}) desc, o.priority desc, o.is_critical desc,
    o.scheduled_date asc, ${byRoute} o.order_id asc`;
}

export function isPeakDay(peakDays: readonly string[], now: Date, zone: string): boolean {
  return peakDays.includes(WEEKDAY_NAMES[weekday(operationDate(now, zone))]!);
}

export interface QueueQuery {
  group: GroupRow;
  step: number;
  peakDay: boolean;
}

/**
 * Hands the next orders of the queue to these pickers in one statement, the first picker the
 * best order (fewer orders than pickers: the last ones get none). It locks the orders, marks
 * them in separation by the group, creates their step rows (one per level their items use;
 * pre-boxed items have none) and the pickers' works. Returns each new work with its picker.
 */
export async function takeNextOrders(
  tx: DbOrTx,
  query: QueueQuery,
  pickers: readonly number[],
  now: Date,
): Promise<{ workId: number; userId: number; orderId: number }[]> {
  const order = ordering(query.group, query.peakDay);
  const fastTrack = !(query.group.camScanner || query.group.infraredScanner);
  const at = sql`${now.toISOString()}::timestamptz`;
  return queryRows<{ workId: number; userId: number; orderId: number }>(
    tx,
    sql`with picked as (
        select o.id, row_number() over (order by ${order}) as rank
        from (select o.* from orders o
          where ${eligible(query.group, query.step, query.peakDay)}
          order by ${order}
          limit ${pickers.length}
          for update of o skip locked) o
      ), taken as (
        update orders set checking_status = ${CHECKING_STATUS.inSeparation}, separation_group = ${query.group.separationGroup},
          updated_at = ${at}
        from picked where orders.id = picked.id
        returning orders.id, picked.rank
      ), steps as (
        insert into separation_steps (order_id, level)
        select distinct i.order_id, i.step from items i join picked on picked.id = i.order_id
        where i.step is not null and not i.pre_boxed
        on conflict do nothing
      ), new_works as (
        insert into works (separator_id, order_id, separation_group, type, "begin", fast_track)
        select p.user_id, taken.id, ${query.group.separationGroup}, 'separation', ${at}, ${bool(fastTrack)}
        from taken join unnest(${sql.param([...pickers])}::integer[]) with ordinality as p(user_id, rank) on p.rank = taken.rank
        returning id, separator_id, order_id
      )
      select id as "workId", separator_id as "userId", order_id as "orderId" from new_works`,
  );
}

/** How many orders the group may still take at this step. */
export async function countQueue(db: DbOrTx, query: QueueQuery): Promise<number> {
  const rows = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from orders o where ${eligible(query.group, query.step, query.peakDay)}`,
  );
  return Number(rows[0]?.count ?? 0);
}

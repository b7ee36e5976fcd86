// The separators on the floor today (the dashboard's list) and one separator's orders of
// the day (the rows under a separator). A separator is on the list when a separation work of
// theirs overlaps today (begun or finished today, or still open), they are paused or they are
// checking an order.
import { sql } from 'drizzle-orm';
import type { DashboardSeparator, SeparatorOrder } from '../../../shared/contract/dashboard';
import { sortSeparators } from '../../../shared/domain/dashboard';
import { groupNameOf } from '../../../shared/domain/permissions';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import type { OperationDay } from './day';

/**
 * Separation works that overlap the day: begun in it, open, or finished in it. An order taken
 * before midnight and finished after it is that night's picker's work of the new day too, as
 * the separator detail's 'Hoje' counts it by its end.
 */
function dayWorks(day: OperationDay) {
  return sql`w.type = 'separation'
    and w.begin < ${day.end.toISOString()} and (w."end" is null or w."end" >= ${day.start.toISOString()})`;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface SeparatorRow {
  user_id: number;
  username: string;
  name: string;
  is_paused: boolean;
  paused_at: Date | string | null;
  begin: Date | string | null;
  end: Date | string | null;
  order_id: string | null;
  is_critical: boolean | null;
  completed: number | null;
  work_conference: Date | string | null;
  is_critical_or_beginner: boolean;
}

export async function listFloorSeparators(db: DbOrTx, day: OperationDay): Promise<DashboardSeparator[]> {
  const rows = await queryRows<SeparatorRow>(
    db,
    sql`
      with day_works as (
        select w.separator_id, w.order_id, w.begin, w."end",
               row_number() over (partition by w.separator_id order by w."end" is null desc, w.begin desc) as position,
               (count(*) filter (where w."end" is not null) over (partition by w.separator_id))::int as completed
        from works w
        where ${dayWorks(day)}
      ),
      conferences as (
        select separator_id, min(begin) as begin from works
        -- A checker's conference, or the revision a picker owes of the order they finished.
        where type in ('conference', 'revision') and "end" is null group by separator_id
      )
      select u.id as user_id, u.username, u.name, u.is_paused,
             p.started_at as paused_at,
             d.begin, d."end", o.order_id, o.is_critical, d.completed,
             c.begin as work_conference,
             exists (
               select 1 from user_permission_groups ug join permission_groups g on g.id = ug.group_id
               where ug.user_id = u.id and g.name = ${groupNameOf('SeparationCriticalOrBeginner')}
             ) as is_critical_or_beginner
      from users u
      left join day_works d on d.separator_id = u.id and d.position = 1
      left join orders o on o.id = d.order_id
      left join conferences c on c.separator_id = u.id
      left join lateral (
        select started_at from separator_pauses sp where sp.user_id = u.id and sp.ended_at is null
        order by started_at desc limit 1
      ) p on true
      where u.status = ${ACCOUNT_STATUS.active}
        and (d.separator_id is not null or u.is_paused or c.begin is not null)`,
  );
  return sortSeparators(
    rows.map((row) => ({
      user_id: row.user_id,
      username: row.username,
      name: row.name,
      total_orders_completed: row.completed ?? 0,
      last_work:
        row.begin && row.order_id
          ? { begin: iso(row.begin)!, end: iso(row.end), order: row.order_id, is_critical: row.is_critical ?? false }
          : null,
      is_paused: row.is_paused,
      paused_at: row.is_paused ? iso(row.paused_at) : null,
      work_conference: iso(row.work_conference),
      is_critical_or_beginner: row.is_critical_or_beginner,
    })),
  );
}

interface OrderRow extends Omit<SeparatorOrder, 'client_data' | 'begin' | 'end'> {
  client_type: string;
  client_name: string;
  client_trade: string | null;
  begin: Date | string;
  end: Date | string | null;
}

/** The separator's orders of the day, the open one first, then the latest. */
export async function listSeparatorOrders(db: DbOrTx, day: OperationDay, userId: number): Promise<SeparatorOrder[]> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`
      select o.order_id, o.queue_index, o.color_route, o.is_critical, o.checking_status::int as checking_status,
             o.client_type, o.client_name, o.client_trade, o.route, w.begin, w."end",
             coalesce(round(100.0 * t.processed / nullif(t.items, 0)), 0)::int as porcentage_scanned
      from works w
      join orders o on o.id = w.order_id
      left join order_item_totals t on t.order_id = o.id
      where w.separator_id = ${userId} and ${dayWorks(day)}
      order by w."end" is null desc, w.begin desc`,
  );
  return rows.map(({ client_type, client_name, client_trade, begin, end, ...order }) => ({
    ...order,
    client_data: { client_type, client_name, client_trade },
    begin: iso(begin)!,
    end: iso(end),
  }));
}

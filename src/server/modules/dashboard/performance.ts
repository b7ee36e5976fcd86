// One separator's figures for the users screen's detail (spec/panel.md §2 'Separator
// detail', §3 'Separator dashboard'): finished separation works today, this week (from
// Sunday), this month and of all time, counted in one pass over the separator's works.
import { sql } from 'drizzle-orm';
import type { PeriodFigures } from '../../../shared/contract/dashboard';
import { addDays, atLocalTime, weekday } from '../../../shared/domain/operation-day';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/errors';
import { currentOperationDay } from './day';

type Period = 'today' | 'week' | 'month' | 'all';

interface Row {
  period: Period;
  orders: number;
  items: number;
  kilos: number;
  work_secs: number;
}

function figures(row: Row | undefined): PeriodFigures {
  if (!row) return { items: 0, kilos: 0, orders: 0, time_per_order: 0, time_per_item: 0 };
  return {
    items: row.items,
    kilos: row.kilos,
    orders: row.orders,
    time_per_order: row.orders ? row.work_secs / row.orders : 0,
    time_per_item: row.items ? row.work_secs / row.items : 0,
  };
}

export async function readSeparatorPerformance(app: AppContext, separatorId: number) {
  const [user] = await queryRows<{ username: string; name: string }>(
    app.db,
    sql`select username, name from users where id = ${separatorId}`,
  );
  if (!user) throw notFound('Separador não encontrado');
  const day = await currentOperationDay(app);
  const weekStart = atLocalTime(addDays(day.date, -weekday(day.date)), '00:00', day.zone).toISOString();
  const monthStart = atLocalTime(`${day.date.slice(0, 8)}01`, '00:00', day.zone).toISOString();
  const rows = await queryRows<Row>(
    app.db,
    sql`
      with finished as (
        select w.id, w."end", extract(epoch from w."end" - w.begin) as secs,
               coalesce(sum(1) filter (where i.status > ${ITEM_STATUS.pending}), 0) as items,
               coalesce(sum(i.confirmed_quantity) filter (
                 where i.status > ${ITEM_STATUS.pending} and i.portion_type = ${PORTION_TYPE.weight}), 0) as grams
        from works w
        left join items i on i.work_id = w.id
        where w.separator_id = ${separatorId} and w.type = 'separation' and w."end" is not null
        group by w.id
      ),
      periods as (
        select 'today' as period, ${day.start.toISOString()}::timestamptz as since
        union all select 'week', ${weekStart}::timestamptz
        union all select 'month', ${monthStart}::timestamptz
        union all select 'all', '-infinity'::timestamptz
      )
      select p.period, count(f.id)::int as orders, coalesce(sum(f.items), 0)::int as items,
             coalesce(sum(f.grams), 0)::bigint::float8 as kilos, coalesce(sum(f.secs), 0)::float8 as work_secs
      from periods p
      left join finished f on f."end" >= p.since
      group by p.period`,
  );
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return {
    today_data: figures(byPeriod.get('today')),
    week_data: figures(byPeriod.get('week')),
    month_data: figures(byPeriod.get('month')),
    all_time_data: { ...figures(byPeriod.get('all')), separator: user.username, name: user.name },
  };
}

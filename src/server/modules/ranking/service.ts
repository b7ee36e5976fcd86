// Rankings computed from the separators' finished picking works: orders finished, items
// separated in them (past status 1: work_item_totals.picked), and idle time between
// consecutive orders of the same day. Read from separator_days (migration 0024, kept by the
// database as works are written), so a month reads its separators' days and not its 150,000
// works; from the works when the period's bounds are not the summary's days.
import { sql } from 'drizzle-orm';
import type { Ranking, RankingEntry } from '../../../shared/contract/ranking';
import { RANKING_RANGE_MESSAGE, isRankingRange } from '../../../shared/domain/date-ranges';
import { addDays, atLocalTime, operationDate, weekday, type IsoDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { separatorDaysServe } from '../../db/separator-days';
import { badRequest } from '../../http/errors';
import { readSettingsRow } from '../settings/service';

export const TOP_SEPARATORS = 10;
export const HISTORY_SEPARATORS = 30;

/** Separators ranked over [first day, last day] of the centre's calendar (exported for bench/year-calls.ts: a month, which the API refuses). */
export async function rank(app: AppContext, first: IsoDate, last: IsoDate, limit: number, zone: string): Promise<Ranking> {
  const start = atLocalTime(first, '00:00', zone);
  const end = atLocalTime(addDays(last, 1), '00:00', zone);
  const period = { first, last, start: start.toISOString(), end: end.toISOString(), zone, limit };
  const fromDays = await separatorDaysServe(app.db, zone, [
    { day: first, at: start },
    { day: addDays(last, 1), at: end },
  ]);
  const rows = await queryRows<RankingEntry>(app.db, fromDays ? rankingFromDays(period) : rankingFromWorks(period));
  return { data: rows, updated: app.now().toISOString() };
}

interface Period {
  first: IsoDate;
  last: IsoDate;
  /** [start, end): the local midnights of first and of the day after last. */
  start: string;
  end: string;
  zone: string;
  limit: number;
}

const ORDER_AND_LIMIT = (limit: number) => sql`order by total_orders desc, total_items desc, idle_time asc, u.username limit ${limit}`;

/** The ranking from the period's works (exported for the db test, which holds the summary's to it). */
export function rankingFromWorks(period: Period) {
  return sql`
      with finished as (
        -- The work's totals looked up by key, one per work: joined, the planner hashes every
        -- work's totals of the history (450,000) to serve a week's 25,000 works.
        select w.id, w.separator_id, w.begin,
               (select t.picked from work_item_totals t where t.work_id = w.id) as picked,
               lag(w."end") over (
                 partition by w.separator_id, (w.begin at time zone ${period.zone})::date order by w.begin, w.id
               ) as previous_end
        from works w
        where w.type = 'separation' and w."end" is not null
          and w."end" >= ${period.start} and w."end" < ${period.end}
      )
      select u.username,
             coalesce(sum(f.picked), 0)::int as total_items,
             count(*)::int as total_orders,
             coalesce(sum(greatest(0, extract(epoch from (f.begin - f.previous_end)))), 0)::int as idle_time
      from finished f
      join users u on u.id = f.separator_id
      group by u.username
      ${ORDER_AND_LIMIT(period.limit)}`;
}

/**
 * The same from separator_days: the orders and items of the days the works ended on; the idle
 * gaps of the days they began on (the gap's partition), whole where every work of that day
 * ended in the period, and computed from its works, as above, for a day only some of whose works
 * did (one whose works straddle the period's first or last midnight).
 */
export function rankingFromDays(period: Period) {
  return sql`
      with ended as (
        select separator_id, sum(works) as total_orders, sum(picked) as total_items
        from separator_days where day between ${period.first} and ${period.last}
        group by separator_id having sum(works) > 0
      ),
      begun as (
        select separator_id, day, idle_secs, first_end >= ${period.start} and last_end < ${period.end} as whole
        from separator_days where last_end >= ${period.start} and first_end < ${period.end}
      ),
      gaps as (
        select separator_id, idle_secs as secs from begun where whole
        union all
        select b.separator_id, greatest(0, extract(epoch from (f.begin - f.previous_end)))
        from begun b cross join lateral (
          select w.begin, lag(w."end") over (order by w.begin, w.id) as previous_end
          from works w
          where w.separator_id = b.separator_id and w.type = 'separation' and w."end" >= ${period.start} and w."end" < ${period.end}
            and w.begin >= (b.day::timestamp at time zone ${period.zone}) and w.begin < ((b.day + 1)::timestamp at time zone ${period.zone})
        ) f
        where not b.whole
      ),
      idle as (select separator_id, sum(secs) as secs from gaps group by separator_id)
      select u.username, e.total_items::int as total_items, e.total_orders::int as total_orders, coalesce(i.secs, 0)::int as idle_time
      from ended e
      join users u on u.id = e.separator_id
      left join idle i on i.separator_id = e.separator_id
      ${ORDER_AND_LIMIT(period.limit)}`;
}

async function today(app: AppContext) {
  const { timeZone } = await readSettingsRow(app.db);
  return { zone: timeZone, date: operationDate(app.now(), timeZone) };
}

export async function dailyRanking(app: AppContext): Promise<Ranking> {
  const { zone, date } = await today(app);
  return rank(app, date, date, TOP_SEPARATORS, zone);
}

export async function weeklyRanking(app: AppContext): Promise<Ranking> {
  const { zone, date } = await today(app);
  return rank(app, addDays(date, -weekday(date)), date, TOP_SEPARATORS, zone);
}

export async function filteredRanking(app: AppContext, first: IsoDate, last: IsoDate): Promise<Ranking> {
  if (!isRankingRange(first, last)) throw badRequest(RANKING_RANGE_MESSAGE);
  const { timeZone } = await readSettingsRow(app.db);
  return rank(app, first, last, HISTORY_SEPARATORS, timeZone);
}

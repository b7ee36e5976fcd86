// Rankings computed from the separators' finished picking works: orders finished, items
// separated in them (past status 1: work_item_totals.picked, kept by the database as the items
// are written, so a week reads its works and not their 700,000 items), and idle time between
// consecutive orders of the same day.
import { sql } from 'drizzle-orm';
import type { Ranking, RankingEntry } from '../../../shared/contract/ranking';
import { RANKING_RANGE_MESSAGE, isRankingRange } from '../../../shared/domain/date-ranges';
import { addDays, atLocalTime, operationDate, weekday, type IsoDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { badRequest } from '../../http/errors';
import { readSettingsRow } from '../settings/service';

export const TOP_SEPARATORS = 10;
export const HISTORY_SEPARATORS = 30;

/** Separators ranked over [first day, last day] of the centre's calendar (exported for bench/year-calls.ts: a month, which the API refuses). */
export async function rank(app: AppContext, first: IsoDate, last: IsoDate, limit: number, zone: string): Promise<Ranking> {
  const start = atLocalTime(first, '00:00', zone);
  const end = atLocalTime(addDays(last, 1), '00:00', zone);
  const rows = await queryRows<RankingEntry>(
    app.db,
    sql`
      with finished as (
        -- The work's totals looked up by key, one per work: joined, the planner hashes every
        -- work's totals of the history (450,000) to serve a week's 25,000 works.
        select w.id, w.separator_id, w.begin,
               (select t.picked from work_item_totals t where t.work_id = w.id) as picked,
               lag(w."end") over (
                 partition by w.separator_id, (w.begin at time zone ${zone})::date order by w.begin
               ) as previous_end
        from works w
        where w.type = 'separation' and w."end" is not null
          and w."end" >= ${start.toISOString()} and w."end" < ${end.toISOString()}
      )
      select u.username,
             coalesce(sum(f.picked), 0)::int as total_items,
             count(*)::int as total_orders,
             coalesce(sum(greatest(0, extract(epoch from (f.begin - f.previous_end)))), 0)::int as idle_time
      from finished f
      join users u on u.id = f.separator_id
      group by u.username
      order by total_orders desc, total_items desc, idle_time asc, u.username
      limit ${limit}`,
  );
  return { data: rows, updated: app.now().toISOString() };
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

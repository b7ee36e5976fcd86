// The rows of the panel's time per item (views.ts itemTimeReport): the timed items of a window
// per separator and hour of the centre's clock. A month is 3 million items; the separators'
// hourly totals (separator_item_hours, kept by the database as the items are written,
// migration 0023) make it a few thousand rows. They are bucketed by UTC hour, so they answer
// exactly when every hour of the window is a whole hour of the centre's clock too: the
// window's bounds (local midnights) fall on UTC hours. A zone off by a half or a quarter
// hour (India, Nepal, Lord Howe) reads the items themselves, as before.
import { sql, type SQL } from 'drizzle-orm';
import type { SeparationMethodFilter } from '../../../shared/contract/reports';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { groupFilter } from './filters';
import { naturalOrderBy } from '../../db/natural-order';

export interface ItemHourRow {
  username: string;
  hour: number;
  total_items: number;
  total_secs: number;
}

export interface ItemHourQuery {
  /** [start, end) as ISO instants, the zone that made them, and the panel's filters. */
  start: string;
  end: string;
  zone: string;
  separationGroup?: number;
  separationMethod: SeparationMethodFilter;
}

/** `method` is the item's method with null taken as manual; the camera and the scanner are scanning in a group that uses them. */
function methodFilter(method: SeparationMethodFilter, column: SQL): SQL {
  switch (method) {
    case 'manual':
      return sql`${column} = 'manual'`;
    case 'camera':
      return sql`${column} = 'scanning' and g.cam_scanner`;
    case 'scanner':
      return sql`${column} = 'scanning' and g.infrared_scanner`;
    default:
      return sql`true`;
  }
}

const onTheHour = (instant: string) => new Date(instant).getTime() % 3_600_000 === 0;

function fromSummary(db: DbOrTx, query: ItemHourQuery): Promise<ItemHourRow[]> {
  return queryRows<ItemHourRow>(
    db,
    sql`
      select u.username, extract(hour from s.hour at time zone ${query.zone})::int as hour,
             sum(s.items)::int as total_items, sum(s.secs)::int as total_secs
      from separator_item_hours s
      join users u on u.id = s.separator_id
      left join separation_groups g on g.separation_group = s.separation_group
      where s.hour >= ${query.start} and s.hour < ${query.end}
        and ${groupFilter(sql`s.separation_group`, query.separationGroup)}
        and ${methodFilter(query.separationMethod, sql`s.method`)}
      group by u.username, 2
      having sum(s.items) > 0
      order by ${naturalOrderBy(sql`u.username`)}, 2`,
  );
}

function fromItems(db: DbOrTx, query: ItemHourQuery): Promise<ItemHourRow[]> {
  return queryRows<ItemHourRow>(
    db,
    sql`
      select u.username, extract(hour from i.separated_at at time zone ${query.zone})::int as hour,
             count(*)::int as total_items, sum(i.separated_time_secs)::int as total_secs
      from items i
      join works w on w.id = i.work_id
      join users u on u.id = w.separator_id
      left join separation_groups g on g.separation_group = w.separation_group
      where i.separated_at >= ${query.start} and i.separated_at < ${query.end}
        and i.status <> ${ITEM_STATUS.pending} and i.separated_time_secs is not null
        and ${groupFilter(sql`w.separation_group`, query.separationGroup)}
        and ${methodFilter(query.separationMethod, sql`coalesce(i.separation_method, 'manual')`)}
      group by u.username, 2
      order by ${naturalOrderBy(sql`u.username`)}, 2`,
  );
}

export function itemHourRows(db: DbOrTx, query: ItemHourQuery): Promise<ItemHourRow[]> {
  return onTheHour(query.start) && onTheHour(query.end) ? fromSummary(db, query) : fromItems(db, query);
}

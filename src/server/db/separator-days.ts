// Whether a period's figures may be read from separator_days (migration 0024): its days are
// taken in the centre's zone by PostgreSQL's own local midnights, so a period whose bounds are
// other instants (a zone whose midnight the calendar code and PostgreSQL resolve differently,
// or a zone other than the centre's) reads the works instead, as before the summary.
import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/domain/operation-day';
import { queryRows, type DbOrTx } from './client';

/** A local midnight: the day it begins, the instant the caller bounds the period with. */
export interface Midnight {
  day: IsoDate;
  at: Date;
}

export async function separatorDaysServe(db: DbOrTx, zone: string, midnights: Midnight[]): Promise<boolean> {
  const [row] = await queryRows<{ serve: boolean }>(
    db,
    sql`select ${zone}::text = centre_time_zone() and coalesce(bool_and((m.day::timestamp at time zone ${zone}) = m.at), true) as serve
        from unnest(${sql.param(midnights.map((m) => m.day))}::date[], ${sql.param(midnights.map((m) => m.at.toISOString()))}::timestamptz[]) as m(day, at)`,
  );
  return row?.serve ?? false;
}

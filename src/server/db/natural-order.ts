// Logins in the order people count them: separador2 before separador10 (a plain text sort
// puts separador10 first). The text before the trailing digits, then those digits as a number.
import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The ORDER BY terms, for a query builder's orderBy(...). */
export function naturalOrder(column: AnyColumn | SQL): SQL[] {
  return [sql`regexp_replace(${column}, '[0-9]+$', '')`, sql`nullif(substring(${column} from '([0-9]+)$'), '')::numeric nulls first`, asc(column)];
}

/** The same terms as one list, for a raw query's ORDER BY. */
export function naturalOrderBy(column: AnyColumn | SQL): SQL {
  return sql.join(naturalOrder(column), sql`, `);
}

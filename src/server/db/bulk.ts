// Bulk writes: each batch travels as ONE JSON parameter expanded by json_populate_recordset.
// Building a query with hundreds of thousands of bind parameters costs seconds in the query
// builder (and PostgreSQL takes at most 65,535 of them); this costs milliseconds and runs the
// same on PGlite and PostgreSQL. Rows are keyed by database column name.
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from './client';

export type ColumnRow = Record<string, unknown>;

const BATCH_ROWS = 2_000;

function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function recordsOf(rows: readonly ColumnRow[], columns: readonly string[]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((column) => [column, jsonValue(row[column])]))));
}

const identifiers = (columns: readonly string[]) => sql.join(columns.map((column) => sql.identifier(column)), sql`, `);

/** Inserts rows; `columns` are written, every other column keeps its default. */
export async function bulkInsert(
  db: DbOrTx,
  table: PgTable,
  columns: readonly string[],
  rows: readonly ColumnRow[],
  returning?: SQL,
): Promise<Record<string, unknown>[]> {
  const name = sql.identifier(getTableConfig(table).name);
  const list = identifiers(columns);
  const returned: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const records = recordsOf(rows.slice(start, start + BATCH_ROWS), columns);
    const query = sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${records}::json)`;
    if (returning) returned.push(...(await queryRows<Record<string, unknown>>(db, sql`${query} returning ${returning}`)));
    else await db.execute(query);
  }
  return returned;
}

export interface UpsertOptions {
  /** The unique key the rows are matched on. */
  conflict: readonly string[];
  /** Written on insert and compared/updated on conflict. */
  columns: readonly string[];
  /** Extra assignments made only when a row really changes (e.g. updated_at = now()). */
  onChange?: Record<string, SQL>;
  /** Returned for each inserted or changed row, beside `inserted`. */
  returning?: readonly string[];
}

export interface UpsertOutcome {
  /** Rows that were new or changed; rows sent identical to what is stored are not here. */
  written: (Record<string, unknown> & { inserted: boolean })[];
}

/**
 * Insert or update by a unique key, touching a stored row only when a value differs, so a
 * batch sent twice changes nothing the second time (not even an updated_at).
 */
export async function bulkUpsert(
  db: DbOrTx,
  table: PgTable,
  rows: readonly ColumnRow[],
  options: UpsertOptions,
): Promise<UpsertOutcome> {
  const tableName = getTableConfig(table).name;
  const name = sql.identifier(tableName);
  const insertColumns = [...options.conflict, ...options.columns];
  const list = identifiers(insertColumns);
  const assignments = sql.join(
    [
      ...options.columns.map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
      ...Object.entries(options.onChange ?? {}).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    ],
    sql`, `,
  );
  const stored = sql.join(options.columns.map((column) => sql`${name}.${sql.identifier(column)}`), sql`, `);
  const incoming = sql.join(options.columns.map((column) => sql`excluded.${sql.identifier(column)}`), sql`, `);
  const returning = sql.join(
    [...(options.returning ?? []).map((column) => sql`${name}.${sql.identifier(column)}`), sql`(xmax = 0) as inserted`],
    sql`, `,
  );
  const written: UpsertOutcome['written'] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const records = recordsOf(rows.slice(start, start + BATCH_ROWS), insertColumns);
    written.push(
      ...(await queryRows<Record<string, unknown> & { inserted: boolean }>(
        db,
        sql`insert into ${name} (${list})
            select ${list} from json_populate_recordset(null::${name}, ${records}::json)
            on conflict (${identifiers(options.conflict)}) do update set ${assignments}
            where row(${stored}) is distinct from row(${incoming})
            returning ${returning}`,
      )),
    );
  }
  return { written };
}

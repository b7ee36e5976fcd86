// Writes the demo rows: table by table in foreign-key order, then moves each serial sequence
// past the ids the demo chose, so the next row the app inserts gets a fresh id.
//
// Each batch travels as ONE JSON parameter expanded by json_populate_recordset: building a
// query with hundreds of thousands of bind parameters costs seconds in the query builder,
// this costs milliseconds, and it runs the same on PGlite and PostgreSQL.
import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { DEMO_TABLES, type DemoRows, type DemoTable } from './rows';

const BATCH_ROWS = 2_000;

/** The value a row gives a column, with the column's plain default when the row has none. */
function valueOf(row: Record<string, unknown>, key: string, column: PgColumn): unknown {
  const value = row[key];
  if (value !== undefined) return value instanceof Date ? value.toISOString() : value;
  if (!column.notNull) return null;
  if (column.hasDefault && column.default !== undefined && !is(column.default, SQL)) return column.default;
  throw new Error(`Demo row of ${getTableConfig(column.table).name} has no ${key} and no plain default for it`);
}

async function insertTable(db: DbOrTx, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  const name = sql.identifier(getTableConfig(table).name);
  const columns = Object.entries(getTableColumns(table));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    // Columns no row of the batch mentions keep their database default (e.g. created_at).
    const used = columns.filter(([key]) => batch.some((row) => row[key] !== undefined));
    const records = batch.map((row) => Object.fromEntries(used.map(([key, column]) => [column.name, valueOf(row, key, column)])));
    const list = sql.join(used.map(([, column]) => sql.identifier(column.name)), sql`, `);
    await db.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`,
    );
  }
}

export async function insertDemoRows(db: DbOrTx, rows: DemoRows): Promise<void> {
  for (const key of Object.keys(DEMO_TABLES) as DemoTable[]) {
    await insertTable(db, DEMO_TABLES[key], rows[key] as readonly Record<string, unknown>[]);
  }
}

export async function syncSerialSequences(db: DbOrTx): Promise<void> {
  for (const table of Object.values(DEMO_TABLES)) {
    const config = getTableConfig(table);
    if (!config.columns.some((column) => column.name === 'id' && column.columnType === 'PgSerial')) continue;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${config.name}, 'id'), coalesce((select max(id) from ${sql.identifier(config.name)}), 0) + 1, false)`,
    );
  }
}

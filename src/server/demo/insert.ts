// Writes the demo rows: table by table in foreign-key order, then moves each serial sequence
// past the ids the demo chose, so the next row the app inserts gets a fresh id.
// Rows are written with the shared bulk insert (one JSON parameter per batch).
import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { bulkInsert } from '../db/bulk';
import { DEMO_TABLES, type DemoRows, type DemoTable } from './rows';

/** The value a row gives a column, with the column's plain default when the row has none. */
function valueOf(row: Record<string, unknown>, key: string, column: PgColumn): unknown {
  const value = row[key];
  if (value !== undefined) return value;
  if (!column.notNull) return null;
  if (column.hasDefault && column.default !== undefined && !is(column.default, SQL)) return column.default;
  throw new Error(`Demo row of ${getTableConfig(column.table).name} has no ${key} and no plain default for it`);
}

async function insertTable(db: DbOrTx, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  // Columns no row mentions keep their database default (e.g. created_at).
  const used = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => row[key] !== undefined));
  const columnRows = rows.map((row) => Object.fromEntries(used.map(([key, column]) => [column.name, valueOf(row, key, column)])));
  await bulkInsert(
    db,
    table,
    used.map(([, column]) => column.name),
    columnRows,
  );
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

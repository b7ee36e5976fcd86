// The committed migrations build the whole schema on this engine (PGlite, and PostgreSQL
// in the db-postgres project), and running them again on start-up changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/database';
import { DEFAULT_MIGRATIONS_FOLDER, queryRows } from './client';
import * as schema from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

async function columnsInDatabase(): Promise<Map<string, Set<string>>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    database.db,
    // Tables only: a migration's views (0026's separator_breaks_source) are not the schema's tables.
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Set());
    tables.get(row.table_name)!.add(row.column_name);
  }
  return tables;
}

describe('migrations', () => {
  it('create every table and column of the Drizzle schema', async () => {
    const tables = await columnsInDatabase();
    for (const table of schemaTables) {
      expect(tables.has(table.name), `table ${table.name}`).toBe(true);
      for (const column of table.columns) {
        // Columns named by their key get the snake_case the client is configured with.
        const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
        expect(tables.get(table.name)?.has(name), `${table.name}.${name}`).toBe(true);
      }
    }
  });

  it('are a no-op when run again, as on every server start', async () => {
    const migrate = database.kind === 'pglite' ? migratePglite : migratePostgres;
    // Both migrators take the same folder; the handle is the engine's own drizzle instance.
    await (migrate as (db: unknown, config: { migrationsFolder: string }) => Promise<void>)(database.db, {
      migrationsFolder: DEFAULT_MIGRATIONS_FOLDER,
    });
    const applied = await queryRows<{ count: string | number }>(
      database.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0]?.count)).toBeGreaterThan(0);
    expect((await columnsInDatabase()).size).toBe(schemaTables.length);
  });
});

// Empties every table of the schema in one statement (the demo reset and tests use it).
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import * as schema from './schema';

export function schemaTableNames(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table).name);
}

export async function truncateAll(db: DbOrTx): Promise<void> {
  const tables = sql.join(schemaTableNames().map((name) => sql.identifier(name)), sql`, `);
  await db.execute(sql`truncate table ${tables} restart identity cascade`);
}

// One database handle for the whole server, on PostgreSQL (DATABASE_URL) or on the embedded
// PGlite (a data folder, or memory for tests). Both run the same schema, migrations and
// queries; code above this file never knows which one it has.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside db.transaction(...). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      /** undefined: in memory. */
      dataDir?: string;
      /** Start from a dumped data folder (a migrated snapshot) instead of an empty cluster. */
      loadDataDir?: Blob;
    };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(
  options: DatabaseOptions,
  migrationsFolder: string = DEFAULT_MIGRATIONS_FOLDER,
): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that PostgreSQL closes (a restart, a failover, an administrator)
    // is an error on the pool; unheard it would end the process. The pool opens a new
    // connection for the next query, and /api/ready says whether the database answers.
    pool.on('error', (error) => console.error(`conexão ociosa com o PostgreSQL encerrada: ${error.message}`));
    const db = drizzle({ client: pool, schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzle({ client, schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    const opened = client;
    return { db: db as unknown as Db, kind: 'pglite', close: () => opened.close().finally(unlock) };
  } catch (error) {
    await client?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/**
 * Rows of a raw SQL query. Both drivers return `{ rows }`, but the shared Db type cannot
 * know the row shape, so the caller names it.
 */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

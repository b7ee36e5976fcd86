// One database handle for the whole server, on PostgreSQL (DATABASE_URL) or on the embedded
// PGlite (a data folder, or memory for tests). Both run the same schema, migrations and
// queries; code above this file never knows which one it has.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { Client } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { pgliteExtensions } from './pglite-extensions';
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

export const DEFAULT_POOL_SIZE = 10;

/**
 * Without these a network partition hangs every request: a connection that never comes, a
 * query that never returns, a peer that vanished without a FIN. Each ends in an error the
 * server answers with a 503 (http/errors.ts), and the pool opens new connections after.
 */
const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  /** PostgreSQL cancels a statement running longer (a report over a year is well under it). */
  statement_timeout: 30_000,
  /** And the driver gives up on an answer that does not come (the server or the network gone). */
  query_timeout: 35_000,
  /**
   * No JIT compilation: the floor's and the panel's queries run in milliseconds, and a cost
   * estimate over the JIT threshold made PostgreSQL spend 330 ms compiling a 50 ms report
   * (bench/year-of-data.ts, the week's time by separator).
   */
  options: '-c jit=off',
} as const;

export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(
  options: DatabaseOptions,
  migrationsFolder: string = DEFAULT_MIGRATIONS_FOLDER,
): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const size = options.poolSize ?? DEFAULT_POOL_SIZE;
    // min = max: a connection, once open, stays open however long it idles (no idle timeout
    // closes it), with the statements it prepared. The server opens them all before it
    // listens (warm-up.ts); a quiet night must not make the morning's first burst open them
    // again while a hundred pickers wait. One a PostgreSQL restart closes is opened again on
    // the next query.
    const pool = new pg.Pool({ connectionString: options.url, max: size, min: size, ...POOL_TIMEOUTS });
    // An idle connection that PostgreSQL closes (a restart, a failover, an administrator)
    // is an error on the pool; unheard it would end the process. The pool opens a new
    // connection for the next query, and /api/ready says whether the database answers.
    pool.on('error', (error) => console.error(`conexão ociosa com o PostgreSQL encerrada: ${error.message}`));
    const db = drizzle({ client: pool, schema, casing: 'snake_case' });
    try {
      // On a connection of its own without the pool's timeouts: a migration that counts a
      // centre's history once (0023_work_item_totals, 9 million items) outlasts the 30 s
      // given to the floor's statements.
      const migrator = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
        options: POOL_TIMEOUTS.options,
      });
      await migrateLocked(migrator, (client) => migrate(drizzle({ client, schema, casing: 'snake_case' }), { migrationsFolder }));
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    // create(), not the constructor: it waits for the extensions' bundles before any query.
    const extensions = await pgliteExtensions();
    client = await PGlite.create(options.dataDir, { extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
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
 * How many connections the handle may hold at once: the pool's size on PostgreSQL, one on
 * PGlite (the embedded database has one connection).
 */
export function connectionsOf(db: DbOrTx): number {
  const client = (db as { $client?: { options?: { max?: number } } }).$client;
  return client?.options?.max ?? 1;
}

/** pg_advisory_lock's key for migrations: any constant no other code of the database uses. */
const MIGRATION_LOCK_KEY = 0x646f6361; // 'doca'

/**
 * Runs the migrations while holding a session advisory lock on one connection: servers that
 * start together on a new database (a deploy of several processes) take turns, and each one
 * after the first finds every migration applied (they used to race and fail half-way).
 */
async function migrateLocked(client: Client, run: (client: Client) => Promise<void>): Promise<void> {
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
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

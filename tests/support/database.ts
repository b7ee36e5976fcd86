// One database per test file: an in-memory PGlite (TEST_DB=pglite, the default) or a fresh
// PostgreSQL database, a copy of the migrated template (postgres-template.ts), on the server
// named by DATABASE_URL (TEST_DB=postgres), dropped again when the file is done.
import { openDatabase, type Database } from '../../src/server/db/client';
import { loadSnapshot } from './pglite-snapshot';
import { postgresTemplateName } from './postgres-template';
import { createScratchPostgres } from './scratch-postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** Drops the database (PostgreSQL) and closes every connection. */
  destroy(): Promise<void>;
  /**
   * Another pool on the same PostgreSQL database, as a second server process has: closed by
   * its destroy(), which leaves the database to its owner. PGlite has one connection only.
   */
  openAnotherPool(): Promise<TestDatabase>;
}

const noSecondPool = (): never => {
  throw new Error('A second pool needs PostgreSQL (TEST_DB=postgres).');
};

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: loadSnapshot() });
    return { ...database, destroy: () => database.close(), openAnotherPool: async () => noSecondPool() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  // A copy of the migrated template (global-setup.ts): opening it finds every migration applied.
  const scratch = await createScratchPostgres(adminUrl, 'doca_test', postgresTemplateName());
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  const openAnotherPool = async (): Promise<TestDatabase> => {
    const another = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
    return { ...another, destroy: () => another.close(), openAnotherPool };
  };
  return {
    ...database,
    openAnotherPool,
    destroy: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

// Runs once before all test files: prepares the migrated PGlite snapshot they start from, and
// with DATABASE_URL the migrated PostgreSQL template their PostgreSQL databases are copied from.
import { ensureSnapshot } from './pglite-snapshot';
import { ensurePostgresTemplate } from './postgres-template';

export default async function setup(): Promise<void> {
  await ensureSnapshot();
  if (process.env.DATABASE_URL) await ensurePostgresTemplate(process.env.DATABASE_URL);
}

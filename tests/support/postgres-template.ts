// A new PostgreSQL database spends seconds running the migrations (3 to 5 s each on a busy
// 2-core machine, once per database test file). The test run migrates one template database
// once (vitest globalSetup) and each file's database is a copy of it (CREATE DATABASE ...
// TEMPLATE, under a second), as the PGlite files start from a snapshot (pglite-snapshot.ts).
// The name carries the migrations' digest: a schema change makes a new template.
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { migrationsDigest } from './migrations-digest';
import { createScratchPostgres } from './scratch-postgres';

const DUPLICATE_DATABASE = '42P04';

export function postgresTemplateName(): string {
  return `doca_template_${migrationsDigest()}`;
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

/**
 * Creates the migrated template unless it exists. It is migrated under another name and
 * renamed when complete, so a run that dies half-way, or another run creating it at the same
 * moment (engineers share the database server), never leaves a half-made template.
 */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = postgresTemplateName();
  if (await databaseExists(adminUrl, name)) return name;
  const partial = await createScratchPostgres(adminUrl, `${name}_partial`);
  const database = await openDatabase({ kind: 'postgres', url: partial.url, poolSize: 1 });
  await database.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${partial.name} RENAME TO ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    await partial.drop();
  } finally {
    await admin.end();
  }
  return name;
}

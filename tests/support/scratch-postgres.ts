// A throwaway PostgreSQL database on the server named by an admin URL (tests and benchmarks):
// created empty, dropped with every connection to it when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createScratchPostgres(adminUrl: string, prefix = 'doca_scratch'): Promise<ScratchPostgres> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// A throwaway PostgreSQL database on the server named by an admin URL (tests and benchmarks):
// created empty, or as a copy of a template database, and dropped with every connection to it
// when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgres {
  name: string;
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

export async function createScratchPostgres(adminUrl: string, prefix = 'doca_scratch', template?: string): Promise<ScratchPostgres> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

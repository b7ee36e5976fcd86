// PostgreSQL closing the server's idle connections (a restart, a failover, an administrator)
// must not end the server: the next query opens a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKind } from '../../../tests/support/database';
import { queryRows } from './client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.runIf(testDatabaseKind() === 'postgres')('the PostgreSQL pool', () => {
  it('survives its idle connections being terminated, and answers the next request', async () => {
    // Warm the pool so it holds idle connections.
    await Promise.all(Array.from({ length: 3 }, () => queryRows(t.database.db, sql`select pg_sleep(0.05)`)));
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const name = row!.name;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Give the pool the moment it takes to hear that its connections are gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await t.server.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
  });
});

// PostgreSQL closing the server's connections (a restart, a failover, an administrator) must
// not end the server: requests caught in the middle get a 503 to send again, never a 500,
// and the next query opens a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKind } from '../../../tests/support/database';
import { queryRows } from './client';
import { recordFault } from '../../../tests/support/fault-report';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('supervisor', ['SeparationUsersView']);
  token = await t.tokenFor('supervisor');
});

/** Ends every connection of the test database but the admin's own. */
async function terminateBackends(): Promise<number> {
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [row!.name]);
    return rows.length;
  } finally {
    await admin.end();
  }
}
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
    recordFault({ kind: "PostgreSQL's idle connections terminated" });
  });

  it('answers requests caught by a restart with a 503 in Portuguese, then serves again', async () => {
    const list = () => t.as(token, { method: 'GET', url: '/api/carambola/separator/?search=super' });
    // Requests running a query (pg_sleep keeps one busy) when the backends are terminated.
    const busy = Array.from({ length: 4 }, () => queryRows(t.database.db, sql`select pg_sleep(0.5)`).then(() => 'ok', (error: unknown) => String(error)));
    const requests = Array.from({ length: 12 }, () => list());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await terminateBackends()).toBeGreaterThan(0);
    const replies = await Promise.all(requests);
    const outcomes = replies.map((reply) => (reply.statusCode === 200 ? 'ok' : `${reply.statusCode} ${reply.json<{ message: string }>().message}`));
    for (const outcome of outcomes) expect(['ok', '503 Banco de dados indisponível no momento: tente de novo em instantes.']).toContain(outcome);
    // The sleeping queries were cut: the database was really restarted under them.
    expect((await Promise.all(busy)).filter((outcome) => outcome !== 'ok').length).toBeGreaterThan(0);
    await expect.poll(async () => (await list()).statusCode, { timeout: 10_000 }).toBe(200);
    recordFault({ kind: "PostgreSQL's backends terminated under running requests" });
  });
});

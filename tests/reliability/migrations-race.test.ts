// Two server processes started together on a new PostgreSQL database (issue 17): both open
// it, and every migration is applied once. Each opening has its own pool, as two processes do.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/client';
import { createScratchPostgres, type ScratchPostgres } from '../support/scratch-postgres';
import { recordFault } from '../support/fault-report';

const ROUNDS = 3;
const MIGRATIONS = readdirSync(DEFAULT_MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length;
const scratches: ScratchPostgres[] = [];

beforeAll(async () => {
  for (let round = 0; round < ROUNDS; round++) scratches.push(await createScratchPostgres(process.env.DATABASE_URL!, 'doca_migrate'));
});
afterAll(async () => {
  for (const scratch of scratches) await scratch.drop();
});

describe('migrations on a new PostgreSQL database', () => {
  it('run once when two processes start at the same moment', async () => {
    for (const scratch of scratches) {
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 })));
      const failures = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(failures).toEqual([]);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const { rows } = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
      await client.end();
      expect(Number(rows[0]!.count)).toBe(MIGRATIONS);
    }
    recordFault({ kind: 'three processes migrating an empty PostgreSQL database at once', injected: ROUNDS });
  });
});

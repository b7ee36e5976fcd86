// Every route of the contract called with malformed input (wrong types, missing fields, huge
// strings, negative and fractional numbers, unknown or nonsense ids): always a 4xx with a
// clear JSON message, never a 5xx, and a refused request writes nothing. Calls are made as
// Tech so the permission guard lets each one reach its validation and its service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { contract, INTEGRATION_KEY_HEADER, type AnyEndpoint } from '../../shared/contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { queryRows } from '../db/client';
import { schemaTableNames } from '../db/truncate';
import { integrationKeys } from '../db/schema';
import { newIntegrationKey } from '../auth/integration-keys';

const endpoints: AnyEndpoint[] = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);

const HUGE = 'x'.repeat(100_000);
const NONSENSE_IDS = ['abc', '-1', '1.5', '9'.repeat(30), '999999', '%00', 'null'];

function keysOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
}

interface Attempt {
  name: string;
  url: string;
  payload?: unknown;
}

function attemptsFor(endpoint: AnyEndpoint): Attempt[] {
  const fill = (value: string) => endpoint.path.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));
  const url = fill('1');
  const attempts: Attempt[] = NONSENSE_IDS.filter(() => endpoint.path.includes(':')).map((id) => ({
    name: `path ${id.slice(0, 12)}`,
    url: fill(id),
  }));
  for (const key of keysOf(endpoint.query)) {
    for (const value of [HUGE.slice(0, 5000), '-1.5', '[object Object]']) {
      attempts.push({ name: `query ${key}=${value.slice(0, 12)}`, url: `${url}?${key}=${encodeURIComponent(value)}` });
    }
  }
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
    const keys = keysOf(endpoint.body);
    attempts.push(
      { name: 'body string', url, payload: 'texto' },
      { name: 'body array', url, payload: [1, 'a'] },
      { name: 'body empty', url, payload: {} },
      { name: 'body objects', url, payload: Object.fromEntries(keys.map((key) => [key, { a: [1] }])) },
      { name: 'body huge strings', url, payload: Object.fromEntries(keys.map((key) => [key, HUGE])) },
      { name: 'body negative fractions', url, payload: Object.fromEntries(keys.map((key) => [key, -1.5])) },
      { name: 'body nulls', url, payload: Object.fromEntries(keys.map((key) => [key, null])) },
    );
  }
  return attempts;
}

let t: TestApp;
let token: string;
let apiKey: string;

/** A fingerprint of every row of every table: any write changes it. */
async function databaseFingerprint(): Promise<string> {
  const parts = schemaTableNames().map((name) => sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(name)} t)`);
  const [row] = await queryRows<{ fingerprint: string }>(t.database.db, sql`select md5(concat(${sql.join(parts, sql`, `)})) as fingerprint`);
  return row!.fingerprint;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('tech', ['Tecnologia']);
  token = await t.tokenFor('tech');
  const key = newIntegrationKey();
  await t.database.db.insert(integrationKeys).values({ name: 'fuzz', prefix: key.prefix, keyHash: key.hash });
  apiKey = key.key;
});
afterAll(() => t.close());

let tried = 0;
describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', (_name, endpoint) => {
  it('answers malformed input with a clear 4xx and writes nothing', async () => {
    // The last-used time of the calling key is bookkeeping, not a write of the request.
    const forgetKeyUse = () => t.database.db.update(integrationKeys).set({ lastUsedAt: null });
    await forgetKeyUse();
    let before = await databaseFingerprint();
    for (const attempt of attemptsFor(endpoint)) {
      const reply = await t.server.inject({
        method: endpoint.method,
        url: attempt.url,
        ...(attempt.payload === undefined ? {} : { payload: attempt.payload as string }),
        headers: { authorization: `Bearer ${token}`, [INTEGRATION_KEY_HEADER]: apiKey, 'content-type': 'application/json' },
      });
      tried += 1;
      const where = `${attempt.name}: ${reply.statusCode} ${reply.body.slice(0, 200)}`;
      expect(reply.statusCode, where).toBeLessThan(500);
      await forgetKeyUse();
      const after = await databaseFingerprint();
      if (reply.statusCode >= 400) {
        expect((reply.json() as { message?: unknown }).message, where).toEqual(expect.any(String));
        expect(after, `${where} wrote to the database`).toBe(before);
      }
      before = after;
    }
  });
});

afterAll(() => {
  console.log(`malformed requests tried: ${tried} over ${endpoints.length} routes`);
});

// Per-client caps (issue 19): a client that signs in too often, an ERP key that floods, an
// uploader that repeats: each gets a 429 in Portuguese with Retry-After, and only itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../tests/support/app';
import { integrationKeys } from '../db/schema';
import { newIntegrationKey } from '../auth/integration-keys';
import { buildApp } from '../app';

let t: TestApp;
const keys: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { port: 0, host: '127.0.0.1', rateLimits: { signIn: 3, integration: 2, upload: 2 } } });
  await t.createUser('ana');
  for (const name of ['erp-a', 'erp-b']) {
    const key = newIntegrationKey();
    await t.database.db.insert(integrationKeys).values({ name, prefix: key.prefix, keyHash: key.hash });
    keys.push(key.key);
  }
});
afterAll(() => t.close());

const signIn = (address: string) =>
  t.server.inject({ method: 'POST', url: '/api/auth-internal/v2/token', remoteAddress: address, payload: { username: 'ana', password: TEST_PASSWORD } });
const results = (key: string) => t.server.inject({ method: 'GET', url: '/api/integration/v1/results', headers: { 'x-api-key': key } });

describe('rate limits', () => {
  it('stop an address that signs in too often, not the others', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn('10.0.0.7')).statusCode).toBe(200);
    const refused = await signIn('10.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Muitas requisições deste cliente: tente de novo em \d+ s\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('10.0.0.8')).statusCode).toBe(200);
  });

  it('count an ERP per integration key', async () => {
    expect((await results(keys[0]!)).statusCode).toBe(200);
    expect((await results(keys[0]!)).statusCode).toBe(200);
    expect((await results(keys[0]!)).statusCode).toBe(429);
    expect((await results(keys[1]!)).statusCode).toBe(200);
  });

  it('leave the calls of the floor alone', async () => {
    const token = await t.tokenFor('ana');
    for (let call = 0; call < 10; call++) {
      expect((await t.as(token, { method: 'GET', url: '/api/carambola/me/' })).statusCode).toBe(200);
    }
  });
});

describe('rate limits with Redis', () => {
  it('are counted once for every process of the centre', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    // A window of its own: keys of an earlier run (or the other database project) stay apart.
    const address = `10.9.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
    const config = { port: 0, host: '127.0.0.1', redisUrl, rateLimits: { signIn: 2, integration: 2, upload: 2 } };
    const first = await createTestApp({ config });
    const second = await buildApp({ ...first.context });
    try {
      await first.createUser('bia');
      const attempt = (server: typeof second) =>
        server.inject({ method: 'POST', url: '/api/auth-internal/v2/token', remoteAddress: address, payload: { username: 'bia', password: TEST_PASSWORD } });
      expect((await attempt(first.server)).statusCode).toBe(200);
      expect((await attempt(second)).statusCode).toBe(200);
      expect((await attempt(first.server)).statusCode).toBe(429);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

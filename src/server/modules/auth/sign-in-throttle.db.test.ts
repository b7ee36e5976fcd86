// Sign-in throttled per client address (auth/address-throttle.ts), beside the per-account
// lock: an address guessing across accounts is refused with 429 and Retry-After for the
// rest of its window, other addresses are not, and the window ends on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../tests/support/app';

const WINDOW_MS = 10 * 60_000;
let t: TestApp;
let now = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  t.context.config.signInThrottle = { maxFailures: 4, windowMs: WINDOW_MS };
  for (const name of ['alvo1', 'alvo2', 'alvo3', 'honesto']) await t.createUser(name);
});
afterAll(() => t.close());

const signInFrom = (address: string, username: string, password: string) =>
  t.server.inject({
    method: 'POST',
    url: '/api/auth-internal/v2/token',
    payload: { username, password },
    remoteAddress: address,
  });

describe('sign-in throttling per address', () => {
  it('refuses an address after its failures across several accounts, even with the right password', async () => {
    // Four failures spread over three accounts and an unknown login: no account reaches its own lock.
    for (const username of ['alvo1', 'alvo2', 'alvo3', 'ninguem']) {
      expect((await signInFrom('10.0.0.9', username, 'chute')).statusCode).toBe(401);
    }
    const refused = await signInFrom('10.0.0.9', 'honesto', TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Muitas tentativas de acesso sem sucesso a partir deste endereço. Tente novamente em 10 minutos.',
    );
    expect(refused.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
  });

  it('does not refuse other addresses, and does not lock the accounts that were guessed', async () => {
    expect((await signInFrom('10.0.0.10', 'alvo1', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signInFrom('10.0.0.10', 'honesto', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the wait down and lets the address in once its window ends', async () => {
    now = new Date(now.getTime() + WINDOW_MS / 2);
    const halfway = await signInFrom('10.0.0.9', 'honesto', TEST_PASSWORD);
    expect(halfway.statusCode).toBe(429);
    expect(halfway.headers['retry-after']).toBe(String(WINDOW_MS / 2000));
    now = new Date(now.getTime() + WINDOW_MS / 2);
    expect((await signInFrom('10.0.0.9', 'honesto', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('starts a fresh count in the new window', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signInFrom('10.0.0.9', 'ninguem', 'chute')).statusCode).toBe(401);
    }
    expect((await signInFrom('10.0.0.9', 'honesto', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts concurrent failures exactly, so a burst cannot slip past the limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => signInFrom('10.0.0.77', 'ninguem', 'chute')),
    );
    // Attempts checked before any failure was written may still be answered 401, but every
    // one of them is counted: the next attempt is refused.
    expect(burst.every((reply) => reply.statusCode === 401 || reply.statusCode === 429)).toBe(true);
    expect((await signInFrom('10.0.0.77', 'honesto', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('does not count malformed requests, which never reach the password check', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const reply = await t.server.inject({
        method: 'POST',
        url: '/api/auth-internal/v2/token',
        payload: { username: 42 },
        remoteAddress: '10.0.0.88',
      });
      expect(reply.statusCode).toBe(400);
    }
    expect((await signInFrom('10.0.0.88', 'honesto', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('behind a reverse proxy', () => {
  it('throttles the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    const proxied = await createTestApp({
      config: {
        port: 0,
        host: '127.0.0.1',
        logLevel: 'silent',
        trustProxy: '127.0.0.1',
        signInThrottle: { maxFailures: 2, windowMs: WINDOW_MS },
      },
    });
    try {
      await proxied.createUser('cliente');
      const through = (client: string, password: string) =>
        proxied.server.inject({
          method: 'POST',
          url: '/api/auth-internal/v2/token',
          payload: { username: 'cliente', password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      await through('192.168.0.5', 'chute');
      await through('192.168.0.5', 'chute');
      expect((await through('192.168.0.5', TEST_PASSWORD)).statusCode).toBe(429);
      // Another tablet behind the same proxy is not refused for its neighbour's mistakes.
      expect((await through('192.168.0.6', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

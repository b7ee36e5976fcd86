// Per-client caps on the calls worth guessing or flooding (issue 19): sign-in and password
// changes per address, ERP calls per integration key, spreadsheet uploads per address. With
// REDIS_URL every process counts in one place; a Redis that fails never blocks a request
// (skipOnError): the database throttles of sign-in still hold.
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import { INTEGRATION_KEY_HEADER, type RateLimitClass } from '../../shared/contract/endpoint';
import { closeRedisClient } from '../realtime/redis-close';
import { HttpError } from './errors';

/** Calls per minute and client, by class. */
export type RateLimits = Record<RateLimitClass, number>;

export const DEFAULT_RATE_LIMITS: RateLimits = { signIn: 30, integration: 600, upload: 20 };

const WINDOW_MS = 60_000;

/** A counter in Redis shared by every process: INCR, with the window's expiry set on the first. */
async function redisStore(url: string) {
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', () => undefined); // Reported by the realtime adapter; here a failure only skips counting.
  // Counting starts with the server when Redis answers; a Redis that is down delays the start
  // by a second at most, and the client keeps reconnecting.
  const connecting = client.connect().catch(() => undefined);
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  class RedisCounter implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      client
        .multi()
        .incr(`doca:rate:${key}`)
        .pExpire(`doca:rate:${key}`, timeWindow, 'NX')
        .pTTL(`doca:rate:${key}`)
        .exec()
        .then((replies) => callback(null, { current: Number(replies[0]), ttl: Number(replies[2]) }))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return { store: RedisCounter, close: () => closeRedisClient(client) };
}

export async function installRateLimits(server: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const shared = redisUrl ? await redisStore(redisUrl) : undefined;
  if (shared) server.addHook('onClose', async () => void (await shared.close()));
  await server.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(shared && { store: shared.store as never }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Muitas requisições deste cliente: tente de novo em ${Math.ceil(context.ttl / 1000)} s.`, {}, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
  });
}

/** The route option of one class: per integration key for the ERP, per address otherwise. */
export function routeRateLimit(kind: RateLimitClass, limits: RateLimits): RateLimitOptions {
  return {
    max: limits[kind],
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => {
      const key = kind === 'integration' ? request.headers[INTEGRATION_KEY_HEADER] : undefined;
      return `${kind}:${typeof key === 'string' ? `key:${key.slice(0, 16)}` : `ip:${request.ip}`}`;
    },
  };
}

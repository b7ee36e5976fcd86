// The server's settings, read from the environment by the CLI and given directly by tests
// and the Electron main process.
import { resolve } from 'node:path';
import { DEFAULT_SIGN_IN_LOCK_MS } from './auth/login-lock';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits';
import { DEFAULT_ADDRESS_THROTTLE, type AddressThrottle } from './auth/address-throttle';
import type { PressureLimits } from './http/under-pressure';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder (ignored with databaseUrl). */
  dataDir?: string;
  /** PGlite in memory (tests, end-to-end suite). */
  inMemory?: boolean;
  /** Built renderer to serve as the web app (out/renderer); absent: API only. */
  rendererDir?: string;
  migrationsFolder?: string;
  /** Seed the demo centre when the database has no users. */
  seedDemo?: boolean;
  /** JWT signing key; by default one is created once and kept in the database. */
  jwtSecret?: string;
  /** The centre's zone, which decides "today" (ARCHITECTURE.md rule 6). */
  timeZone?: string;
  logLevel?: string;
  /** The results feed serves changes older than this (default 2 s; see results-feed.ts). */
  resultsFeedSettleMs?: number;
  /** Redis for socket rooms shared by several server processes (optional). */
  redisUrl?: string;
  /** Connections to PostgreSQL this process keeps (PG_POOL_SIZE, default 10). */
  poolSize?: number;
  /** Where finished orders are pushed (integration/webhook.ts), and the key that signs them. */
  webhook?: { url: string; secret: string };
  /**
   * Address the server fetches to learn whether the centre has internet (local two-factor
   * authentications are allowed only without it). Absent: the centre counts as online.
   */
  internetCheckUrl?: string;
  /** Failed sign-ins one client address may make per window (auth/address-throttle.ts). */
  signInThrottle?: AddressThrottle;
  /** How long an account locked by failed sign-ins stays locked without an Admin (login-lock.ts). */
  signInLockMs?: number;
  /**
   * The bearer token a Prometheus scraper sends to read /api/metrics. Without one, only the
   * server's own machine (loopback) may read them.
   */
  metricsToken?: string;
  /** Calls per minute and client of sign-in, the ERP and uploads (http/rate-limits.ts). */
  rateLimits?: RateLimits;
  /** Load shedding (http/under-pressure.ts); absent or 0: off. */
  pressure?: PressureLimits;
  /**
   * Behind a reverse proxy, the client's address is taken from X-Forwarded-For (Fastify's
   * trustProxy: true, or a comma-separated list of the proxies' addresses). Off by default.
   */
  trustProxy?: boolean | string;
  /**
   * Where the server's JSON log lines go; stdout when absent. The desktop station sends
   * them to its own log file, so one file tells a support person everything.
   */
  logLine?: (line: string) => void;
  /**
   * The users who may 'Liberar romaneios' (spec/loading.md §2.3: three named users), by
   * login; PACKING_LIST_RELEASERS, comma-separated. Default: DEFAULT_PACKING_LIST_RELEASERS.
   */
  packingListReleasers?: string[];
  /** The centre's name in every screen's header (CENTRE_NAME); absent: derived from the host name. */
  centreName?: string;
  /**
   * Open the pool's connections and rehearse a new order before listening (warm-up.ts); on
   * unless false. Tests turn it off: their apps start many times and serve no bursts.
   */
  warmUp?: boolean;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 3000;
/** The demo centre's three release users; a real centre names its own. */
export const DEFAULT_PACKING_LIST_RELEASERS = ['carregador', 'tech', 'supervisor'];
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválida: ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const inMemory = env.DATA_DIR === ':memory:';
  if (env.INTEGRATION_WEBHOOK_URL && !env.INTEGRATION_WEBHOOK_SECRET) {
    throw new Error('INTEGRATION_WEBHOOK_SECRET é obrigatório quando INTEGRATION_WEBHOOK_URL está definido.');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    inMemory,
    dataDir: inMemory ? undefined : resolve(env.DATA_DIR ?? 'data'),
    rendererDir: resolve(env.RENDERER_DIR ?? 'out/renderer'),
    seedDemo: seedsDemo(env),
    jwtSecret: env.JWT_SECRET || undefined,
    timeZone: env.TZ_CENTRE ?? DEFAULT_TIME_ZONE,
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: env.REDIS_URL || undefined,
    poolSize: positiveInt(env, 'PG_POOL_SIZE'),
    webhook: env.INTEGRATION_WEBHOOK_URL
      ? { url: env.INTEGRATION_WEBHOOK_URL, secret: env.INTEGRATION_WEBHOOK_SECRET! }
      : undefined,
    internetCheckUrl: env.INTERNET_CHECK_URL ?? 'https://www.google.com/generate_204',
    packingListReleasers: env.PACKING_LIST_RELEASERS
      ? env.PACKING_LIST_RELEASERS.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)
      : undefined,
    signInThrottle: {
      maxFailures: positiveInt(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS') ?? DEFAULT_ADDRESS_THROTTLE.maxFailures,
      windowMs: (positiveInt(env, 'SIGNIN_THROTTLE_WINDOW_MINUTES') ?? DEFAULT_ADDRESS_THROTTLE.windowMs / 60_000) * 60_000,
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    pressure: { maxEventLoopDelayMs: nonNegativeInt(env, 'MAX_EVENT_LOOP_DELAY_MS') ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS },
    rateLimits: {
      signIn: positiveInt(env, 'RATE_LIMIT_SIGN_IN_PER_MINUTE') ?? DEFAULT_RATE_LIMITS.signIn,
      integration: positiveInt(env, 'RATE_LIMIT_INTEGRATION_PER_MINUTE') ?? DEFAULT_RATE_LIMITS.integration,
      upload: positiveInt(env, 'RATE_LIMIT_UPLOADS_PER_MINUTE') ?? DEFAULT_RATE_LIMITS.upload,
    },
    centreName: env.CENTRE_NAME?.trim() || undefined,
    signInLockMs: (positiveInt(env, 'SIGN_IN_LOCK_MINUTES') ?? DEFAULT_SIGN_IN_LOCK_MS / 60_000) * 60_000,
  };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = nonNegativeInt(env, name);
  if (value === 0) throw new Error(`${name} deve ser um número inteiro positivo: ${env[name]}`);
  return value;
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} deve ser um número inteiro positivo: ${raw}`);
  return value;
}

/**
 * The event loop delay past which calls are refused (MAX_EVENT_LOOP_DELAY_MS; 0 turns it off).
 * Two seconds: far above a healthy server's (a few ms, bench/conveyor.ts), and an all-in-one
 * on the embedded database may lag a second on a large export without being in trouble.
 */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 2_000;

/** TRUST_PROXY: 'true', or a comma-separated list of the proxies' addresses. */
function trustProxyFrom(raw: string | undefined): ServerConfig['trustProxy'] {
  if (!raw || raw === 'false') return undefined;
  return raw === 'true' ? true : raw;
}

/**
 * Whether an empty database gets the demo centre: when SEED_DEMO asks, else on an evaluation
 * start only (the embedded database, outside production). A real centre (PostgreSQL, or
 * NODE_ENV=production, as a packaged station runs) starts empty and makes its first user with
 * `npm run user:first-tech`: the demo's users and their published password never reach it.
 */
export function seedsDemo(env: NodeJS.ProcessEnv): boolean {
  if (env.SEED_DEMO) return env.SEED_DEMO === '1' || env.SEED_DEMO === 'true';
  return !env.DATABASE_URL && env.NODE_ENV !== 'production';
}

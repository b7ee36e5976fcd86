// A test server per test file: one database (see database.ts), one Fastify instance driven
// with inject(), and helpers to create users and sign in.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { createTokenService } from '../../src/server/auth/tokens';
import { createFloorEvents } from '../../src/server/floor-events';
import { hashPassword } from '../../src/server/auth/password';
import { permissionGroups, userPermissionGroups, users } from '../../src/server/db/schema';
import type { AppContext } from '../../src/server/context';
import type { ServerConfig } from '../../src/server/config';
import { ACCOUNT_STATUS } from '../../src/shared/domain/statuses';
import type { AnyEndpoint, CallInput } from '../../src/shared/contract/endpoint';
import { callEndpoint, type CallReply, type Caller } from './call';
import { openTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  server: FastifyInstance;
  context: AppContext;
  database: TestDatabase;
  close(): Promise<void>;
  /** Creates an active user in the given permission groups (created when missing). */
  createUser(username: string, groupNames?: string[], password?: string): Promise<{ id: number; username: string }>;
  /** A bearer token of an active user (signed in through the API when another password is given). */
  tokenFor(username: string, password?: string): Promise<string>;
  /** inject() with the user's bearer token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Calls one contract endpoint, typed by it (call.ts): the way new tests call the server. */
  call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, caller?: Caller): Promise<CallReply<E>>;
}

export const TEST_PASSWORD = 'senha-de-teste';
let cachedHash: Promise<string> | undefined;

/** What a test's config starts from; a test's own config fields are laid over it. */
const TEST_CONFIG: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  logLevel: 'silent',
  // Every test signs in from one address: the per-address throttle is tested on its own
  // (sign-in-throttle.db.test.ts) and kept out of the way of the rest.
  signInThrottle: { maxFailures: 10_000, windowMs: 60_000 },
  // Likewise the per-client rate limits (http/rate-limits.db.test.ts tests them).
  rateLimits: { signIn: 100_000, integration: 100_000, upload: 100_000 },
  // The start's warm-up (warm-up.ts) is tested on its own (warm-up.db.test.ts).
  warmUp: false,
};

export interface TestAppOptions {
  /**
   * A database opened by the caller, who closes it: a second app instance on another pool
   * of the first one's database (database.openAnotherPool()) plays a second server process.
   */
  database?: TestDatabase;
  /** The server's log (silent without it). */
  logger?: BuildOptions['logger'];
}

/** A test's own parts of the app; its config fields are laid over TEST_CONFIG. */
export type TestAppOverrides = Partial<Omit<AppContext, 'config'>> & { config?: Partial<ServerConfig> };

export async function createTestApp(overrides: TestAppOverrides = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const context: AppContext = {
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService('test-secret-'.padEnd(48, 'x')), events: createFloorEvents(),
    now: () => new Date(),
    ...overrides,
    config: { ...TEST_CONFIG, ...overrides.config },
  };
  const server = await buildApp(context, { logger: options.logger });
  await server.ready();

  const createUser: TestApp['createUser'] = async (username, groupNames = [], password = TEST_PASSWORD) => {
    const passwordHash =
      password === TEST_PASSWORD ? await (cachedHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password);
    const [user] = await database.db.insert(users).values({ username, name: username, passwordHash }).returning();
    if (!user) throw new Error('user not created');
    for (const name of groupNames) {
      await database.db.insert(permissionGroups).values({ name }).onConflictDoNothing();
      const [group] = await database.db.select().from(permissionGroups).where(eq(permissionGroups.name, name));
      await database.db.insert(userPermissionGroups).values({ userId: user.id, groupId: group!.id });
    }
    return { id: user.id, username: user.username };
  };

  const signInThroughApi = async (username: string, password: string) => {
    const reply = await server.inject({
      method: 'POST',
      url: '/api/auth-internal/v2/token',
      payload: { username, password },
    });
    if (reply.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${reply.body}`);
    return (reply.json() as { access: string }).access;
  };
  // With the test password the token is made as sign-in makes it, without the password
  // check: a hash at the production cost takes a good part of a second, and most tests only
  // need to be someone. Sign-in itself is tested through the API (auth.db.test.ts).
  const tokenFor: TestApp['tokenFor'] = async (username, password) => {
    if (password !== undefined && password !== TEST_PASSWORD) return signInThroughApi(username, password);
    const [user] = await database.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.username, username));
    if (!user || user.status !== ACCOUNT_STATUS.active) return signInThroughApi(username, TEST_PASSWORD);
    return context.tokens.sign({ user_id: user.id, username });
  };

  return {
    server,
    context,
    database,
    createUser,
    tokenFor,
    as: (token, options) =>
      server.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    call: (endpoint, input, caller) => callEndpoint(server, endpoint, input, caller),
    close: async () => {
      await server.close();
      if (!options.database) await database.destroy();
    },
  };
}

// Starts a whole Doca server: database (migrated, and seeded with the demo centre when
// asked and empty), the app, listening. Used by the CLI and by Electron's embedded server.
import type { ServerConfig, RunningServer } from './config';
import { openDatabase } from './db/client';
import { buildApp, type BuildOptions } from './app';
import { createTokenService } from './auth/tokens';
import { createFloorEvents } from './floor-events';
import { loadOrCreateJwtSecret } from './auth/secret';
import { startWebhookDelivery } from './modules/integration/webhook';
import { hasData, seedDemo } from './demo';
import { keepHeapLean } from './lean-heap';

export type { ServerConfig, RunningServer } from './config';
export { configFromEnv } from './config';

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  keepHeapLean();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.poolSize }
      : { kind: 'pglite', dataDir: config.inMemory ? undefined : config.dataDir },
    config.migrationsFolder,
  );
  try {
    if (config.seedDemo && !(await hasData(database.db))) await seedDemo(database.db);
    const secret = config.jwtSecret ?? (await loadOrCreateJwtSecret(database.db));
    const app = { db: database.db, dbKind: database.kind, config, tokens: createTokenService(secret), events: createFloorEvents(), now: () => new Date() };
    const server = await buildApp(app, { logger: loggerOf(config) });
    server.addHook('onClose', () => database.close());
    if (config.webhook) {
      const stopWebhook = startWebhookDelivery(app, config.webhook);
      server.addHook('onClose', async () => stopWebhook());
    }
    await server.listen({ port: config.port, host: config.host });
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return { url: `http://${host}:${port}`, close: () => server.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Fastify's logger: off when silent, to stdout, or line by line to the caller's log. */
export function loggerOf(config: ServerConfig): BuildOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const level = config.logLevel ?? 'info';
  const { logLine } = config;
  return logLine ? { level, stream: { write: (line) => logLine(line.trimEnd()) } } : { level };
}

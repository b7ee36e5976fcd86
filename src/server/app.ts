// buildApp: one Fastify instance with every module's routes, the sockets and the web app.
// Used by the CLI (main.ts), by Electron's embedded server and by the tests (inject).
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from './context';
import { installErrorHandler, refuseUnroutable } from './http/errors';
import { serveWebApp } from './http/web-app';
import type { Server } from 'socket.io';
import { startRealtime, type Realtime } from './realtime';
import { attachRedisAdapter } from './realtime/redis-adapter';
import { createMetrics, instrumentServer, type Metrics } from './metrics';
import { authRoutes } from './modules/auth/routes';
import { systemRoutes } from './modules/system/routes';
import { settingsRoutes } from './modules/settings/routes';
import { usersRoutes } from './modules/users/routes';
import { centreRoutes } from './modules/centre/routes';
import { productsRoutes } from './modules/products/routes';
import { pickingRoutes } from './modules/picking/routes';
import { integrationRoutes } from './modules/integration/routes';
import { stationsRoutes } from './modules/stations/routes';
import { auditRoutes } from './modules/audit/routes';
import { conveyorRoutes } from './modules/conveyor/routes';
import { invoicesRoutes } from './modules/invoices/routes';
import { boxConferenceRoutes } from './modules/box-conference/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { skuRoutes } from './modules/sku/routes';
import { rankingRoutes } from './modules/ranking/routes';
import { prePickingRoutes } from './modules/pre-picking/routes';
import { criticalConferenceRoutes } from './modules/critical-conference/routes';
import { conferenceRoutes } from './modules/conference/routes';
import { performanceRoutes } from './modules/performance/routes';
import { overCapacityRoutes } from './modules/over-capacity-routes/routes';
import { loadingDownloadsRoutes } from './modules/loading-downloads/routes';
import { reportsRoutes } from './modules/reports/routes';
import { alertsRoutes } from './modules/alerts/routes';
import { breaksRoutes } from './modules/breaks/routes';
import { replenishmentRoutes } from './modules/replenishment/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { deliverFloorEvents } from './realtime/floor-events';
import { packingListsRoutes } from './modules/packing-lists/routes';
import { marketsRoutes } from './modules/markets/routes';
import { labelsRoutes } from './modules/labels/routes';
import { ordersRoutes } from './modules/orders/routes';
import { ensureSettingsRow } from './modules/settings/service';
import { DEFAULT_BODY_LIMIT } from '../shared/contract/endpoint';
import { installSecurityHeaders } from './http/security-headers';
import { installRateLimits } from './http/rate-limits';
import { installUnderPressure } from './http/under-pressure';
import { warmUp } from './warm-up';
import { isWarmUpRequest, rehearseOverHttp } from './warm-up-http';

// Validation messages of the contract's schemas in the users' language.
z.config(z.locales.ptBR());

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Whether the sockets reach every process (the Redis adapter's connections are up). */
    realtimeHealthy(): boolean;
    /** Whether the start's warm-up over HTTP (warm-up-http.ts) is still under way. */
    warmingUp(): boolean;
    metrics: Metrics;
  }
}

/**
 * A request as the log keeps it: method, path and address. Never the query string (a search
 * may name a person, a socket's query carries its token) nor any header (Authorization,
 * X-Api-Key); bodies are never logged.
 */
export function requestForLog(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, path: request.url.split('?')[0], remoteAddress: request.ip };
}

export interface BuildOptions {
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export async function buildApp(app: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  /** The start's warm-up over HTTP is under way (warm-up-http.ts). */
  let warmingUp = false;
  const server = Fastify({
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: { req: requestForLog } } : false,
    // The warm-up's few hundred requests would fill a start's log; only while it runs.
    logController: new LogController({ disableRequestLogging: (request: FastifyRequest) => warmingUp && isWarmUpRequest(request) }),
    routerOptions: { ignoreTrailingSlash: true },
    // Each route sets its own limit from the contract (http/bind.ts); this is for the rest.
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: app.config.trustProxy ?? false,
    frameworkErrors: refuseUnroutable,
  });
  installErrorHandler(server);
  await installSecurityHeaders(server);
  await installRateLimits(server, app.config.redisUrl);
  await installUnderPressure(server, app.config.pressure);

  const realtime = startRealtime(server.server, app);
  server.decorate('realtime', realtime);
  // Before the HTTP server closes: Node's server.close() waits for every open connection, and
  // an upgraded websocket never ends by itself (SIGTERM used to hang while a screen was open).
  server.addHook('preClose', () => realtime.close());
  let adapterHealthy = () => true;
  if (app.config.redisUrl) {
    const adapter = await attachRedisAdapter(app.config.redisUrl, [
      { name: 'live', server: realtime.live as Server },
      { name: 'box-count', server: realtime.boxCount as Server },
    ]);
    adapterHealthy = adapter.healthy;
    server.addHook('onClose', adapter.detach);
  }
  server.decorate('realtimeHealthy', () => adapterHealthy());
  const metrics = createMetrics();
  server.decorate('metrics', metrics);
  instrumentServer(server, metrics, () => ({
    live: realtime.live.engine.clientsCount,
    boxCount: realtime.boxCount.engine.clientsCount,
  }));
  // Box reads and the conveyor's other messages, as they arrive from readers and screens.
  realtime.boxCount.on('connection', (socket) =>
    socket.onAny((event: string) => metrics.floorEvents.inc({ kind: event, outcome: 'received' })),
  );

  const stopDelivering = deliverFloorEvents(app.events, realtime);
  server.addHook('onClose', async () => stopDelivering());
  await ensureSettingsRow(app.db);
  systemRoutes(server, app);
  centreRoutes(server, app);
  authRoutes(server, app);
  settingsRoutes(server, app);
  usersRoutes(server, app);
  productsRoutes(server, app);
  pickingRoutes(server, app);
  integrationRoutes(server, app);
  stationsRoutes(server, app);
  auditRoutes(server, app);
  conveyorRoutes(server, app);
  invoicesRoutes(server, app);
  boxConferenceRoutes(server, app);
  twoFactorRoutes(server, app);
  skuRoutes(server, app);
  rankingRoutes(server, app);
  criticalConferenceRoutes(server, app);
  conferenceRoutes(server, app);
  performanceRoutes(server, app);
  overCapacityRoutes(server, app);
  prePickingRoutes(server, app);
  loadingDownloadsRoutes(server, app);
  reportsRoutes(server, app);
  alertsRoutes(server, app);
  breaksRoutes(server, app);
  replenishmentRoutes(server, app);
  dashboardRoutes(server, app);
  packingListsRoutes(server, app);
  marketsRoutes(server, app);
  labelsRoutes(server, app);
  ordersRoutes(server, app);

  await serveWebApp(server, app.config.rendererDir);
  // Before the server listens (listen() waits for ready()), not on its first requests.
  // A warm-up that fails costs the first burst its speed, never the server its start.
  if (app.config.warmUp !== false) {
    server.addHook('onReady', () => warmUp(app).catch((error: unknown) => server.log.warn({ err: error }, 'warm-up skipped')));
    // Once it listens: its HTTP path, over its own loopback (warm-up-http.ts), in the first
    // second after the start; /api/ready says 503 until it is done, and a request that comes
    // meanwhile is served as usual.
    server.addHook('onListen', async () => {
      const address = server.server.address();
      if (!address || typeof address !== 'object') return;
      warmingUp = true;
      await rehearseOverHttp(address, app.tokens).finally(() => (warmingUp = false));
    });
  }
  server.decorate('warmingUp', () => warmingUp);
  return server;
}

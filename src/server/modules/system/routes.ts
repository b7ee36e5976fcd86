import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { systemEndpoints } from '../../../shared/contract/system';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { HttpError } from '../../http/errors';
import { isLoopbackAddress } from '../../http/loopback';
import pkg from '../../../../package.json' with { type: 'json' };

/**
 * The metrics name routes, counts and the process's memory: the scraper's token when one is
 * configured (METRICS_TOKEN), else only the server's own machine.
 */
function assertMayReadMetrics(token: string | undefined, authorization: string | undefined, address: string): void {
  const allowed = token
    ? authorization !== undefined && safeEqual(authorization, `Bearer ${token}`)
    : isLoopbackAddress(address);
  if (!allowed) throw new HttpError(403, 'Métricas só com o token do monitoramento (METRICS_TOKEN).');
}

function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function systemRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, systemEndpoints.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbKind, version: pkg.version };
  });
  bind(server, app, systemEndpoints.live, () => ({ status: 'live' as const }));
  bind(server, app, systemEndpoints.ready, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'Banco de dados indisponível.');
    }
    if (server.warmingUp()) throw new HttpError(503, 'Servidor iniciando: aquecendo o atendimento das requisições.');
    // Sockets would still work for this process's clients, but the others' events would not
    // reach them: a balancer should send the floor to a process that hears everything.
    if (!server.realtimeHealthy()) throw new HttpError(503, 'Redis indisponível: os avisos em tempo real não chegam a todos os processos.');
    return { status: 'ready' as const };
  });
  bind(server, app, systemEndpoints.metrics, async (_input, { request }) => {
    assertMayReadMetrics(app.config.metricsToken, request.headers.authorization, request.ip);
    return {
    contentType: server.metrics.registry.contentType,
    body: await server.metrics.registry.metrics(),
    };
  });
}

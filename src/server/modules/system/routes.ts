import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { systemEndpoints } from '../../../shared/contract/system';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { HttpError } from '../../http/errors';
import pkg from '../../../../package.json' with { type: 'json' };

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
    return { status: 'ready' as const };
  });
  bind(server, app, systemEndpoints.metrics, async () => ({
    contentType: server.metrics.registry.contentType,
    body: await server.metrics.registry.metrics(),
  }));
}

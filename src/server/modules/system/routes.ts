import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { systemEndpoints } from '../../../shared/contract/system';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import pkg from '../../../../package.json' with { type: 'json' };

export function systemRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, systemEndpoints.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbKind, version: pkg.version };
  });
}

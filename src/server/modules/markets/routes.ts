// The markets a separation group may serve, read by the group modal.
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketsEndpoints, type Market } from '../../../shared/contract/markets';
import type { AppContext } from '../../context';
import { markets } from '../../db/schema';
import { bind } from '../../http/bind';

export async function listMarkets(app: AppContext, numbers?: number[]): Promise<Market[]> {
  const rows = await app.db
    .select()
    .from(markets)
    .where(numbers ? inArray(markets.marketNumber, numbers) : undefined)
    .orderBy(asc(markets.marketNumber));
  return rows.map((row) => ({ market_number: row.marketNumber, name: row.name, active: row.active }));
}

export function marketsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, marketsEndpoints.toranjaConfig, async ({ query }) => ({
    markets_number_list: await listMarkets(app, query.marketNumbers?.split(',').map(Number)),
  }));
}

// 'Liberar romaneios' (spec/loading.md §2.3, §6): only the users named in the server's
// configuration may release the packing lists of the day's routes; releasing marks the
// chosen routes loaded, which is what lets the romaneio be printed with the scanner's counts.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ReleasableRoute } from '../../../shared/contract/box-conference';
import { operationDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { DEFAULT_PACKING_LIST_RELEASERS } from '../../config';
import { boxConferences, orders, routes } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { readSettingsRow } from '../settings/service';

export function mayReleasePackingLists(app: AppContext, username: string): boolean {
  const releasers = app.config.packingListReleasers ?? DEFAULT_PACKING_LIST_RELEASERS;
  return releasers.includes(username.toLowerCase());
}

async function today(app: AppContext): Promise<string> {
  const { timeZone } = await readSettingsRow(app.db);
  return operationDate(app.now(), timeZone);
}

export async function packingListRelease(app: AppContext, username: string): Promise<{ allowed: boolean; routes: ReleasableRoute[] }> {
  if (!mayReleasePackingLists(app, username)) return { allowed: false, routes: [] };
  const rows = await app.db
    .select({
      id: routes.id,
      route: routes.code,
      color_route: routes.colorRoute,
      loading_status: routes.loadingStatus,
      orders: sql<number>`count(${orders.id}) filter (where ${orders.permissionToSeparate} <> 'recused')::int`,
      conferred_orders: sql<number>`count(${orders.id}) filter (where ${boxConferences.status} = 3)::int`,
    })
    .from(routes)
    .leftJoin(orders, eq(orders.routeId, routes.id))
    .leftJoin(boxConferences, eq(boxConferences.orderId, orders.id))
    .where(and(eq(routes.operationDate, await today(app)), ne(routes.loadingStatus, 'loaded')))
    .groupBy(routes.id)
    .orderBy(routes.code);
  return { allowed: true, routes: rows as ReleasableRoute[] };
}

export async function releasePackingLists(app: AppContext, username: string, routeIds: number[]): Promise<{ released: number }> {
  if (!mayReleasePackingLists(app, username)) throw forbidden('Você não pode liberar romaneios.');
  const released = await app.db
    .update(routes)
    .set({ loadingStatus: 'loaded' })
    .where(and(inArray(routes.id, routeIds), eq(routes.operationDate, await today(app)), ne(routes.loadingStatus, 'loaded')))
    .returning({ id: routes.id });
  return { released: released.length };
}

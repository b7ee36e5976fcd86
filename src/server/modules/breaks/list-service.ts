// The two tabs of 'Quebras' (spec/panel.md §2 Breaks): orders with breaks to release, and
// the orders released on an operation day.
import { and, asc, count, desc, eq, exists, gte, ilike, lt, max, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BreakHistoryOrder, BreakOrder } from '../../../shared/contract/breaks';
import { clientDisplayName } from '../../../shared/domain/clients';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import { breaks, orders, users } from '../../db/schema';
import { releasesWindowOf } from '../operation-day/releases-window';
import { runoutsByOrder } from './runouts';

interface PageQuery {
  page: number;
  pageSize: number;
  search?: string;
}

/** "N° do pedido ou rota" (the history searches the order number only). */
function searchOf(text: string | undefined, withRoute: boolean): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const like = `%${term}%`;
  return withRoute ? or(ilike(orders.orderId, like), ilike(orders.route, like)) : ilike(orders.orderId, like);
}

/** The picker finished the order: it waits for reposition, is in conference or further on. */
export function isOrderSeparated(order: Pick<typeof orders.$inferSelect, 'checkingStatus' | 'endTime'>): boolean {
  return order.endTime !== null && order.checkingStatus !== null && order.checkingStatus !== CHECKING_STATUS.inSeparation;
}

const unreleased = eq(breaks.released, false);

export async function listBreakOrders(app: AppContext, query: PageQuery): Promise<{ results: BreakOrder[]; total_count: number }> {
  const hasBreaks = exists(
    app.db.select({ one: sql`1` }).from(breaks).where(and(eq(breaks.orderId, orders.id), unreleased)),
  );
  // A cancelled order is not picked any further: there is nothing to release.
  const listed = and(ne(orders.permissionToSeparate, 'recused'), searchOf(query.search, true));
  const where = and(hasBreaks, listed);
  const [total] = await app.db.select({ n: count() }).from(orders).where(where);
  const firstBreak = app.db
    .select({ orderId: breaks.orderId, at: min(breaks.createdAt).as('first_break_at') })
    .from(breaks)
    .where(unreleased)
    .groupBy(breaks.orderId)
    .as('first_break');
  const page = await app.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(firstBreak, eq(firstBreak.orderId, orders.id))
    .where(listed)
    .orderBy(asc(firstBreak.at), asc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const runouts = await runoutsByOrder(app.db, page.map(({ order }) => order.id), unreleased);
  return {
    total_count: Number(total?.n ?? 0),
    results: page.map(({ order }) => ({
      order_id: order.orderId,
      route: order.route,
      color_route: order.colorRoute,
      client_name: clientDisplayName(order),
      checking_status: order.checkingStatus,
      is_order_separated: isOrderSeparated(order),
      separation_group: order.separationGroup,
      runouts: runouts.get(order.id) ?? [],
    })),
  };
}

export async function listBreakHistory(
  app: AppContext,
  query: PageQuery & { operationDate?: string },
): Promise<{ results: BreakHistoryOrder[]; total_count: number }> {
  const { start, end } = await releasesWindowOf(app, query.operationDate);
  const releasedThatDay = and(eq(breaks.released, true), gte(breaks.releasedAt, start), lt(breaks.releasedAt, end));

  const released = app.db
    .select({
      orderId: breaks.orderId,
      at: max(breaks.releasedAt).as('released_at'),
      byId: max(breaks.releasedById).as('released_by_id'),
      added: sql<number | null>`sum(${breaks.addedBoxes})::int`.as('added_boxes'),
    })
    .from(breaks)
    .where(releasedThatDay)
    .groupBy(breaks.orderId)
    .as('released');
  const where = searchOf(query.search, false);
  const [total] = await app.db.select({ n: count() }).from(orders).innerJoin(released, eq(released.orderId, orders.id)).where(where);
  const page = await app.db
    .select({ order: orders, at: released.at, by: users.name, added: released.added })
    .from(orders)
    .innerJoin(released, eq(released.orderId, orders.id))
    .leftJoin(users, eq(users.id, released.byId))
    .where(where)
    .orderBy(desc(released.at), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const runouts = await runoutsByOrder(app.db, page.map(({ order }) => order.id), releasedThatDay);
  return {
    total_count: Number(total?.n ?? 0),
    results: page.map(({ order, at, by, added }) => ({
      order_id: order.orderId,
      route: order.route,
      client_name: clientDisplayName(order),
      released_by: by,
      released_at: at ? new Date(at).toISOString() : null,
      added_boxes: added === null ? null : Number(added),
      runouts: runouts.get(order.id) ?? [],
    })),
  };
}

// 'Lista de pedidos' (spec/panel.md §2 'Orders'): delivery date, search, status filter and pages, each row
// with its progress (items finished over items) counted in the same query.
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderRow, OrderStatusFilter } from '../../../shared/contract/orders';
import { CHECKING_STATUS, ITEM_STATUS } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { items, orders } from '../../db/schema';
import { containsPattern } from '../../db/like';

const STATUS_WHERE: Record<OrderStatusFilter, SQL> = {
  waiting: isNull(orders.checkingStatus),
  in_separation: eq(orders.checkingStatus, CHECKING_STATUS.inSeparation),
  conferred: eq(orders.checkingStatus, CHECKING_STATUS.conference),
  separated: eq(orders.checkingStatus, CHECKING_STATUS.separated),
  loaded: eq(orders.checkingStatus, CHECKING_STATUS.loaded),
  waiting_reposition: eq(orders.checkingStatus, CHECKING_STATUS.waitingReposition),
};

function searchOf(text: string | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const like = containsPattern(term);
  return or(
    ilike(orders.orderId, like),
    ilike(orders.clientName, like),
    ilike(orders.clientTrade, like),
    ilike(orders.storeId, like),
    ilike(orders.route, like),
  );
}

export interface ListQuery {
  scheduledDate?: string;
  search?: string;
  status?: OrderStatusFilter;
  page: number;
  pageSize: number;
}

type Order = typeof orders.$inferSelect;

export function toOrderRow(order: Order, totals: { total: number; finished: number }): OrderRow {
  return {
    order_id: order.orderId,
    client_data: { client_type: order.clientType, client_name: order.clientName, client_trade: order.clientTrade },
    store_id: order.storeId,
    permission_to_separate: order.permissionToSeparate,
    separation_group: order.separationGroup,
    directed_group: order.directedGroup,
    route: order.route,
    color_route: order.colorRoute,
    scheduled_date: order.scheduledDate,
    checking_status: order.checkingStatus,
    is_critical: order.isCritical,
    priority: order.priority,
    total_items: totals.total,
    finished_items: totals.finished,
  };
}

/** The list's filter: its date, status and search (a text contained in any of five columns, found by their trigram indexes, migration 0022). */
export function listWhere(query: Pick<ListQuery, 'scheduledDate' | 'search' | 'status'>): SQL | undefined {
  return and(
    query.scheduledDate ? eq(orders.scheduledDate, query.scheduledDate) : undefined,
    query.status ? STATUS_WHERE[query.status] : undefined,
    searchOf(query.search),
  );
}

export async function listOrders(db: DbOrTx, query: ListQuery) {
  const where = listWhere(query);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  // A search names few orders, but PostgreSQL, estimating a hundred, walked the dates' index
  // from the newest and filtered each order until a page was full: over a year's 450,000
  // orders, 1.5 s for an order number from weeks ago (bench/year-of-data.ts). Sorted by the
  // date plus nothing, which no index gives, the search's orders are found by the trigram
  // indexes first and then sorted. Without a search the index's order is the right way.
  const newestFirst = query.search ? sql`${orders.scheduledDate} + 0 desc` : desc(orders.scheduledDate);
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(newestFirst, desc(orders.orderId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const rows = await db
    .select({
      order: orders,
      total: sql<number>`count(${items.id})::int`,
      finished: sql<number>`count(${items.id}) filter (where ${items.status} > ${ITEM_STATUS.pending})::int`,
    })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .leftJoin(items, eq(items.orderId, orders.id))
    .groupBy(orders.id)
    .orderBy(desc(orders.scheduledDate), desc(orders.orderId));
  return { total_count: count?.n ?? 0, results: rows.map(({ order, total, finished }) => toOrderRow(order, { total, finished })) };
}

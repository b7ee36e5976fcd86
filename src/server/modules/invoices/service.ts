// Finance of orders (spec/loading.md §2.2): release without invoice, approve or cancel
// pending payments. A decision that lifts a conveyor hold answers with the Resolved event
// the conveyor screens close their alert on.
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceOrder } from '../../../shared/contract/invoices';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { operationDate } from '../../../shared/domain/operation-day';
import { releasesWindowOf } from '../operation-day/releases-window';
import type { AppContext } from '../../context';
import { orders, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { internetState } from '../two-factor/internet';
import { pendingAlertOf } from '../conveyor/alerts';
import { emit, tellConveyorScreens, type Emission } from '../conveyor/emissions';

interface PageQuery {
  page: number;
  pageSize: number;
  search?: string;
}

function searchOf(text: string | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const like = `%${term}%`;
  return or(ilike(orders.orderId, like), ilike(orders.clientName, like), ilike(orders.clientTrade, like), ilike(orders.route, like));
}

async function invoicePage(app: AppContext, where: SQL | undefined, query: PageQuery, order: SQL[]) {
  const filtered = and(where, searchOf(query.search));
  const [total] = await app.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(filtered);
  const rows = await app.db
    .select({ order: orders, releasedBy: users.name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.releasedWithoutInvoiceById))
    .where(filtered)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total_count: total?.n ?? 0, results: rows.map(({ order, releasedBy }) => toInvoiceOrder(order, releasedBy)) };
}

function toInvoiceOrder(order: typeof orders.$inferSelect, releasedBy: string | null): InvoiceOrder {
  return {
    order_id: order.orderId,
    route: order.route,
    client_name_or_trade: order.clientTrade || order.clientName,
    client_data: { client_trade: order.clientTrade, client_name: order.clientName, client_type: order.clientType },
    released_without_invoice_by: releasedBy,
    released_without_invoice_at: order.releasedWithoutInvoiceAt?.toISOString() ?? null,
  };
}

async function today(app: AppContext): Promise<string> {
  const { timeZone } = await readSettingsRow(app.db);
  return operationDate(app.now(), timeZone);
}

/** 'Sem nota fiscal': separated orders of the day, ready for the truck but for their invoice. */
export async function listWithoutInvoice(app: AppContext, query: PageQuery) {
  const date = await today(app);
  const where = and(
    eq(orders.scheduledDate, date),
    eq(orders.checkingStatus, CHECKING_STATUS.separated),
    eq(orders.hasInvoice, false),
    isNull(orders.releasedWithoutInvoiceById),
    ne(orders.permissionToSeparate, 'recused'),
  );
  return invoicePage(app, where, query, [asc(orders.route), asc(orders.orderId)]);
}

/**
 * 'Liberados sem nota fiscal': released on the chosen operation day (today, or Friday on a
 * Saturday), never a Saturday nor after today; a Friday's list keeps what its shift
 * released past midnight.
 */
export async function listReleased(app: AppContext, query: PageQuery & { operationDate?: string }) {
  const { start, end } = await releasesWindowOf(app, query.operationDate);
  const where = and(
    isNotNull(orders.releasedWithoutInvoiceById),
    gte(orders.releasedWithoutInvoiceAt, start),
    lt(orders.releasedWithoutInvoiceAt, end),
  );
  return invoicePage(app, where, query, [desc(orders.releasedWithoutInvoiceAt)]);
}

export async function listPendingPayments(app: AppContext, query: PageQuery) {
  const date = await today(app);
  const where = and(eq(orders.permissionToSeparate, 'pending'), gte(orders.scheduledDate, date));
  return invoicePage(app, where, query, [asc(orders.scheduledDate), asc(orders.orderId)]);
}

export async function releaseWithoutInvoice(
  app: AppContext,
  orderId: string,
  userId: number,
): Promise<InvoiceOrder> {
  const [order] = await app.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw notFound(`Erro ao procurar pedido #${orderId}`);
  if (order.hasInvoice) throw conflict(`O pedido #${orderId} já tem nota fiscal.`);
  const [released] =
    order.releasedWithoutInvoiceById !== null
      ? [order]
      : await app.db
          .update(orders)
          .set({ releasedWithoutInvoiceById: userId, releasedWithoutInvoiceAt: app.now(), updatedAt: app.now() })
          .where(eq(orders.id, order.id))
          .returning();
  const [user] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, released!.releasedWithoutInvoiceById!));
  tellConveyorScreens(app, [emit('pendingInvoiceOrderResolved', await pendingAlertOf(app.db, order, 'pendingInvoiceOrder'))]);
  return toInvoiceOrder(released!, user?.name ?? null);
}

export const OFFLINE_ONLY = 'Aprovar e cancelar pagamentos só é possível quando o CD está sem internet.';

/** Approves or cancels pending payments; online the company's systems decide them. */
export async function decidePendingPayments(
  app: AppContext,
  decision: 'aprovado' | 'cancelado',
  orderIds: string[],
): Promise<{ updated: number }> {
  if ((await internetState(app)).online) throw conflict(OFFLINE_ONLY);
  const changed = await app.db
    .update(orders)
    .set({ permissionToSeparate: decision === 'aprovado' ? 'approved' : 'recused', updatedAt: app.now() })
    .where(and(inArray(orders.orderId, orderIds), eq(orders.permissionToSeparate, 'pending')))
    .returning();
  const emissions: Emission[] = [];
  for (const order of changed) {
    emissions.push(emit('pendingFinanceValidateOrderResolved', await pendingAlertOf(app.db, order, 'pendingFinanceValidateOrder')));
  }
  tellConveyorScreens(app, emissions);
  return { updated: changed.length };
}

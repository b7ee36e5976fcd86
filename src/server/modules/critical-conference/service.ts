// The critical-order conference (spec/loading.md §2.5, §4 'Conference scan', §5 'Box-count
// check'): the day's critical orders, the scan that opens a conference record (only for a
// finished, not cancelled critical order), and the box-count check that stores the
// checker's count on the record and on the order (boxes_by_conferencer, with its history).
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { orderNotFinishedMessage } from '../../../shared/contract/box-conference';
import type { CriticalConference, CriticalOrder } from '../../../shared/contract/critical-conference';
import { operationDate } from '../../../shared/domain/operation-day';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { parseBoxCode } from '../../../shared/scan/box-code';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { boxCountChanges, orderConferences, orders, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';

/** Statuses whose picking is over, so the order may be checked (§4 'Conference scan'). */
const CHECKABLE: readonly number[] = [CHECKING_STATUS.separated, CHECKING_STATUS.loaded, CHECKING_STATUS.waitingReposition];

const separatorName = sql<string | null>`(select u.username from works w join users u on u.id = w.separator_id
  where w.order_id = orders.id and w.type = 'separation' order by w.begin desc limit 1)`;

/** The order's latest critical conference, as columns of one row. */
const latestConference = (column: string) =>
  sql.raw(`(select c.${column} from order_conferences c where c.order_id = orders.id and c.is_critical order by c.id desc limit 1)`);

const countColumns = { conferenceBoxesNumber: orders.conferenceBoxesNumber, boxesNumber: orders.boxesNumber };

/** The count the box-count check asks about: the order conference's, else the picker's. */
function countToCheck(order: { conferenceBoxesNumber: number | null; boxesNumber: number | null }): number {
  return order.conferenceBoxesNumber ?? order.boxesNumber ?? 0;
}

async function today(app: AppContext): Promise<string> {
  const { timeZone } = await readSettingsRow(app.db);
  return operationDate(app.now(), timeZone);
}

export async function listCriticalOrders(
  app: AppContext,
  query: { page: number; pageSize: number; search?: string },
): Promise<{ results: CriticalOrder[]; totalCount: number }> {
  const search = query.search?.trim();
  const where = and(
    eq(orders.scheduledDate, await today(app)),
    eq(orders.isCritical, true),
    sql`${orders.permissionToSeparate} <> 'recused'`,
    search ? or(ilike(orders.orderId, `%${search}%`), ilike(orders.clientName, `%${search}%`), ilike(orders.clientTrade, `%${search}%`)) : undefined,
  );
  const conferenceId = sql<number | null>`${latestConference('id')}`;
  const [total] = await app.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await app.db
    .select({
      orderId: orders.orderId,
      route: orders.route,
      colorRoute: orders.colorRoute,
      checkingStatus: orders.checkingStatus,
      clientName: orders.clientName,
      clientTrade: orders.clientTrade,
      clientType: orders.clientType,
      separator: separatorName,
      ...countColumns,
      conferenceId,
      conferenceAdjusted: sql<number | null>`${latestConference('adjusted_boxes_number')}`,
      checkedBy: sql<string | null>`(select u.username from users u where u.id = ${latestConference('checked_by_id')})`,
    })
    .from(orders)
    .where(where)
    // Those still to check first: no answered box check yet, then by order number.
    .orderBy(sql`${latestConference('adjusted_boxes_number')} is not null`, asc(orders.orderId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    totalCount: total?.n ?? 0,
    results: rows.map((row) => ({
      order_id: row.orderId,
      route: row.route,
      color_route: row.colorRoute,
      checking_status: row.checkingStatus,
      client_data: { client_name: row.clientName, client_trade: row.clientTrade, client_type: row.clientType },
      separator: row.separator ? { username: row.separator } : null,
      expected_boxes: countToCheck(row),
      conference:
        row.conferenceId === null
          ? null
          : {
              id: row.conferenceId,
              order_id: row.orderId,
              adjusted_boxes_number: row.conferenceAdjusted,
              expected_boxes: countToCheck(row),
              checked_by: row.checkedBy,
            },
    })),
  };
}

async function conferenceView(db: DbOrTx, where: SQL): Promise<CriticalConference | undefined> {
  const [row] = await db
    .select({ conference: orderConferences, orderId: orders.orderId, checkedBy: users.username, ...countColumns })
    .from(orderConferences)
    .innerJoin(orders, eq(orders.id, orderConferences.orderId))
    .leftJoin(users, eq(users.id, orderConferences.checkedById))
    .where(and(where, eq(orderConferences.isCritical, true)))
    .orderBy(desc(orderConferences.id))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.conference.id,
    order_id: row.orderId,
    adjusted_boxes_number: row.conference.adjustedBoxesNumber,
    expected_boxes: countToCheck(row),
    checked_by: row.checkedBy,
  };
}

/** The order number of a scan: a box label's first part, or the number itself. */
function orderNumberOf(code: string): string {
  return parseBoxCode(code)?.orderId ?? code.trim();
}

/**
 * A critical order scanned: refused when it is unknown, not critical, cancelled or not yet
 * finished; otherwise its open critical conference is returned, or one is opened.
 */
export async function startCriticalConference(app: AppContext, code: string, userId: number): Promise<CriticalConference> {
  const orderId = orderNumberOf(code);
  if (code.includes(';') && !parseBoxCode(code)) throw badRequest(`QRCode #${code.trim()} inválido`);
  return app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!order) throw notFound(`Pedido #${orderId} não encontrado`);
    if (!order.isCritical) throw badRequest(`Pedido #${orderId} não é um pedido crítico`);
    if (order.permissionToSeparate === 'recused') throw conflict(`Pedido #${orderId} foi cancelado`);
    if (order.checkingStatus === null || !CHECKABLE.includes(order.checkingStatus)) {
      throw conflict(orderNotFinishedMessage(orderId));
    }
    const open = await conferenceView(tx, and(eq(orderConferences.orderId, order.id), isNull(orderConferences.finishedAt))!);
    if (open) return open;
    await tx.insert(orderConferences).values({ orderId: order.id, checkedById: userId, isCritical: true, startedAt: app.now() });
    return (await conferenceView(tx, eq(orderConferences.orderId, order.id)))!;
  });
}

export async function getCriticalConference(app: AppContext, orderId: string): Promise<CriticalConference> {
  const found = await conferenceView(app.db, eq(orders.orderId, orderId));
  if (!found) throw notFound(`Pedido #${orderId} não tem conferência de pedido crítico`);
  return found;
}

/**
 * The box-count check answered: the record keeps the checker's count and the order gets it
 * as boxes_by_conferencer (the conveyor expects it from then on), recorded with who gave it.
 */
export async function checkCriticalBoxes(app: AppContext, id: number, boxes: number, userId: number): Promise<CriticalConference> {
  return app.db.transaction(async (tx) => {
    const [conference] = await tx
      .select({ id: orderConferences.id, orderId: orderConferences.orderId, finishedAt: orderConferences.finishedAt })
      .from(orderConferences)
      .where(and(eq(orderConferences.id, id), eq(orderConferences.isCritical, true)))
      .for('update');
    if (!conference) throw notFound('Conferência não encontrada');
    const [order] = await tx
      .select({ id: orders.id, before: orders.boxesByConferencer, status: orders.permissionToSeparate })
      .from(orders)
      .where(eq(orders.id, conference.orderId))
      .for('update');
    if (order!.status === 'recused') throw conflict('Este pedido foi cancelado');
    await tx.update(orderConferences).set({ adjustedBoxesNumber: boxes }).where(eq(orderConferences.id, id));
    if (order!.before !== boxes) {
      await tx.update(orders).set({ boxesByConferencer: boxes, updatedAt: app.now() }).where(eq(orders.id, order!.id));
      await tx.insert(boxCountChanges).values({
        orderId: order!.id,
        field: 'boxes_by_conferencer',
        oldValue: order!.before,
        newValue: boxes,
        userId,
        source: 'conference',
        createdAt: app.now(),
      });
    }
    return (await conferenceView(tx, eq(orderConferences.id, id)))!;
  });
}

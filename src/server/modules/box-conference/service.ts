// The box conference (spec/loading.md §2.3-2.4, §4 'Conference scan'): each scan of a label
// not read yet raises the read count by one up to the total (a label read again changes
// nothing); reaching it confers the order (its conference count is recorded with who did
// it); a cancelled order leaves the conference.
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { orderNotFinishedMessage, type BoxConferenceRow } from '../../../shared/contract/box-conference';
import { INVALID_BOX_CODE, parseBoxCode } from '../../../shared/scan/box-code';
import { operationDate } from '../../../shared/domain/operation-day';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import { BOX_CONFERENCE_STATUS, CHECKING_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { boxConferenceReads, boxConferences, boxCountChanges, items, orders, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { pendingAlertOf } from '../conveyor/alerts';
import { emit, tellConveyorScreens, type Emission } from '../conveyor/emissions';

const FINISHED = [CHECKING_STATUS.separated, CHECKING_STATUS.loaded, CHECKING_STATUS.waitingReposition];
const statusSql = sql<number>`coalesce(${boxConferences.status}, ${BOX_CONFERENCE_STATUS.pending})::int`;

const rowColumns = {
  orderId: orders.orderId,
  clientName: orders.clientName,
  clientTrade: orders.clientTrade,
  route: orders.route,
  colorRoute: orders.colorRoute,
  readBoxes: sql<number>`coalesce(${boxConferences.readBoxes}, 0)::int`,
  totalBoxes: sql<number>`coalesce(${boxConferences.totalBoxes}, ${orders.boxesNumber}, 0)::int`,
  status: statusSql,
  conferenceBoxesNumber: orders.conferenceBoxesNumber,
  updated: boxConferences.updatedAt,
};

function rows(db: DbOrTx) {
  return db.select(rowColumns).from(orders).leftJoin(boxConferences, eq(boxConferences.orderId, orders.id)).$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

function toRow(row: Row): BoxConferenceRow {
  return {
    order_id: row.orderId,
    client_name_or_trade: row.clientTrade || row.clientName,
    route: row.route,
    color_route: row.colorRoute,
    read_boxes: row.readBoxes,
    total_boxes: row.totalBoxes,
    status: row.status,
    conference_boxes_number: row.conferenceBoxesNumber,
    updated: row.updated?.toISOString() ?? null,
  };
}


async function rowOf(db: DbOrTx, orderId: string): Promise<BoxConferenceRow> {
  const [row] = await rows(db).where(eq(orders.orderId, orderId));
  if (!row) throw notFound(`Erro ao procurar pedido #${orderId}`);
  return toRow(row);
}

export async function listBoxConferences(
  app: AppContext,
  query: { page: number; pageSize: number; search?: string; status?: number },
) {
  const { timeZone } = await readSettingsRow(app.db);
  const term = query.search?.trim();
  const where: SQL | undefined = and(
    eq(orders.scheduledDate, operationDate(app.now(), timeZone)),
    inArray(orders.checkingStatus, FINISHED),
    isNotNull(orders.boxesNumber),
    eq(sql`${orders.permissionToSeparate}`, sql`'approved'`),
    term ? or(ilike(orders.orderId, `%${term}%`), ilike(orders.clientName, `%${term}%`), ilike(orders.clientTrade, `%${term}%`)) : undefined,
    query.status ? eq(statusSql, query.status) : undefined,
  );
  const [total] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(boxConferences, eq(boxConferences.orderId, orders.id))
    .where(where);
  const page = await rows(app.db)
    .where(where)
    .orderBy(asc(orders.route), asc(orders.orderId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { totalCount: total?.n ?? 0, results: page.map((row) => toRow(row)) };
}

/**
 * 'Ultimas leituras': orders with boxes read, latest first. A conference at 0 (created ahead of
 * any read, or cleared by 'Excluir') has no reading to list: it showed as 0/13.
 */
export async function recentBoxConferences(app: AppContext, limit: number): Promise<BoxConferenceRow[]> {
  const recent = await rows(app.db).where(gt(boxConferences.readBoxes, 0)).orderBy(desc(boxConferences.updatedAt)).limit(limit);
  return recent.map((row) => toRow(row));
}

/**
 * Writes an order's boxes read (creating its conference); at the total the order is
 * conferred and its conference count recorded; at zero ('Excluir') its labels may be read
 * again. Returns the conveyor events it settles.
 */
async function writeReadBoxes(app: AppContext, tx: DbOrTx, orderId: string, readBoxes: number, userId: number): Promise<Emission[]> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  if (!order) throw notFound(`Erro ao procurar pedido #${orderId}`);
  const total = order.boxesNumber ?? 0;
  const status =
    readBoxes >= total && total > 0 ? BOX_CONFERENCE_STATUS.conferred : readBoxes > 0 ? BOX_CONFERENCE_STATUS.inProgress : BOX_CONFERENCE_STATUS.pending;
  await tx
    .insert(boxConferences)
    .values({ orderId: order.id, readBoxes, totalBoxes: total, status, userId, createdAt: app.now(), updatedAt: app.now() })
    .onConflictDoUpdate({ target: boxConferences.orderId, set: { readBoxes, status, userId, updatedAt: app.now() } });
  if (readBoxes === 0) await forgetReads(tx, order.id);
  const conferenceCount = status === BOX_CONFERENCE_STATUS.conferred ? readBoxes : null;
  if (conferenceCount !== order.conferenceBoxesNumber) {
    await tx.update(orders).set({ conferenceBoxesNumber: conferenceCount, updatedAt: app.now() }).where(eq(orders.id, order.id));
    await tx.insert(boxCountChanges).values({
      orderId: order.id,
      field: 'conference_boxes_number',
      oldValue: order.conferenceBoxesNumber,
      newValue: conferenceCount,
      userId,
      source: 'conference',
      createdAt: app.now(),
    });
  }
  if (status !== BOX_CONFERENCE_STATUS.conferred) return [];
  return [emit('pendingConferenceOrderResolved', await pendingAlertOf(tx, order, 'pendingConferenceOrder'))];
}

export async function setReadBoxes(app: AppContext, orderId: string, readBoxes: number, userId: number) {
  tellConveyorScreens(app, await app.db.transaction((tx) => writeReadBoxes(app, tx, orderId, readBoxes, userId)));
  return rowOf(app.db, orderId);
}

export async function scanBox(app: AppContext, tagValue: string, userId: number) {
  const { reply, emissions } = await scanBoxCommitted(app, tagValue, userId);
  tellConveyorScreens(app, emissions);
  return reply;
}

/** The scan's outcome and, once it is committed, what the conveyor screens hear of it. */
async function scanBoxCommitted(app: AppContext, tagValue: string, userId: number) {
  const code = parseBoxCode(tagValue);
  if (!code) throw badRequest(`${INVALID_BOX_CODE.title}: ${INVALID_BOX_CODE.description}`);
  const [order] = await app.db.select().from(orders).where(eq(orders.orderId, code.orderId));
  if (!order) throw notFound(`Erro ao procurar pedido #${code.orderId}`);
  if (order.permissionToSeparate === 'recused') {
    // A cancelled order leaves the conference.
    await app.db.transaction(async (tx) => {
      await tx.delete(boxConferences).where(eq(boxConferences.orderId, order.id));
      await forgetReads(tx, order.id);
    });
    return { reply: { outcome: 'recused' as const, order: await rowOf(app.db, code.orderId) }, emissions: [] };
  }
  if (!(FINISHED as readonly (number | null)[]).includes(order.checkingStatus)) {
    throw conflict(orderNotFinishedMessage(code.orderId));
  }
  return app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(boxConferences).where(eq(boxConferences.orderId, order.id)).for('update');
    const total = order.boxesNumber ?? 0;
    const read = current?.readBoxes ?? 0;
    if (read >= total) return { reply: { outcome: 'previous' as const, order: await rowOf(tx, code.orderId) }, emissions: [] };
    const [first] = await tx
      .insert(boxConferenceReads)
      .values({ orderId: order.id, boxNumber: code.box, userId, createdAt: app.now() })
      .onConflictDoNothing()
      .returning({ box: boxConferenceReads.boxNumber });
    if (!first) return { reply: { outcome: 'repeated' as const, order: await rowOf(tx, code.orderId) }, emissions: [] };
    const emissions = await writeReadBoxes(app, tx, code.orderId, read + 1, userId);
    const outcome = read + 1 >= total ? ('conferred' as const) : ('counted' as const);
    return { reply: { outcome, order: await rowOf(tx, code.orderId) }, emissions };
  });
}

/** Forgets which of the order's labels were read. */
async function forgetReads(tx: DbOrTx, orderPk: number) {
  await tx.delete(boxConferenceReads).where(eq(boxConferenceReads.orderId, orderPk));
}

export async function listOrderItems(db: DbOrTx, orderId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw notFound(`Erro ao procurar pedido #${orderId}`);
  const rowsOfItems = await db
    .select({ id: items.id, name: products.name, image: products.imagePath, quantity: items.quantity, portionType: items.portionType })
    .from(items)
    .innerJoin(products, eq(products.sku, items.sku))
    .where(eq(items.orderId, order.id))
    .orderBy(asc(products.name));
  return rowsOfItems.map(({ id, name, image, quantity, portionType }) => ({ id, name, image, quantity, type: PORTION_NAME[portionType as PortionType] }));
}

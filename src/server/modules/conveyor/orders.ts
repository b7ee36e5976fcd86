// How the conveyor sees one order: its counts, route and pending facts, and the card the
// screen shows (ConveyorOrderCard of contract/events.ts). The card's optional image
// (spec/loading.md §2.1, img_base64 of §3) has no source named in the spec; it is the
// conveyor camera's latest photo of one of the order's boxes (box_images, the photos the
// panel's gallery 'Caixas' shows), sent as a data: URL.
import { and, desc, eq, gte, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { ConveyorCardError, ConveyorOrderCard } from '../../../shared/contract/events';
import { isConferredOnConveyor } from '../../../shared/domain/box-counts';
import type { DbOrTx } from '../../db/client';
import { boxConferences, boxImages, boxReads, orders, routes } from '../../db/schema';
import { boxPhotoDataUrl } from '../orders/box-images';
import type { PendingFacts } from './pending';

export const conveyorOrderColumns = {
  id: orders.id,
  orderId: orders.orderId,
  route: orders.route,
  colorRoute: orders.colorRoute,
  routeId: orders.routeId,
  clientName: orders.clientName,
  clientTrade: orders.clientTrade,
  clientType: orders.clientType,
  scheduledDate: orders.scheduledDate,
  permissionToSeparate: orders.permissionToSeparate,
  checkingStatus: orders.checkingStatus,
  hasInvoice: orders.hasInvoice,
  releasedWithoutInvoiceById: orders.releasedWithoutInvoiceById,
  boxesNumber: orders.boxesNumber,
  loadingBoxesNumber: orders.loadingBoxesNumber,
  conferenceBoxesNumber: orders.conferenceBoxesNumber,
  boxesByConferencer: orders.boxesByConferencer,
  adjustedBoxesNumber: orders.adjustedBoxesNumber,
  correctedBoxesNumber: orders.correctedBoxesNumber,
  skipped: orders.skipped,
  updatedAt: orders.updatedAt,
  boxConferenceStatus: boxConferences.status,
  /** The label of the order's latest box photo, if the camera took any. */
  photoTag: sql<string | null>`(select ${boxImages.tagValue} from ${boxImages} where ${boxImages.orderId} = ${orders.id}
    order by ${boxImages.createdAt} desc, ${boxImages.id} desc limit 1)`,
};

export type ConveyorOrder = Awaited<ReturnType<typeof findConveyorOrders>>[number];

function findConveyorOrders(db: DbOrTx) {
  return db
    .select(conveyorOrderColumns)
    .from(orders)
    .leftJoin(boxConferences, eq(boxConferences.orderId, orders.id))
    .$dynamic();
}

export async function loadConveyorOrder(db: DbOrTx, orderId: string): Promise<ConveyorOrder | undefined> {
  const [row] = await findConveyorOrders(db).where(eq(orders.orderId, orderId));
  return row;
}

/** The other orders of the same route and date that still wait for something. */
export async function routeSiblings(db: DbOrTx, order: ConveyorOrder): Promise<ConveyorOrder[]> {
  if (!order.route) return [];
  return findConveyorOrders(db).where(
    and(
      eq(orders.route, order.route),
      eq(orders.scheduledDate, order.scheduledDate),
      ne(orders.id, order.id),
      ne(orders.permissionToSeparate, 'recused'),
    ),
  );
}

export function pendingFactsOf(order: ConveyorOrder): PendingFacts {
  return {
    orderId: order.orderId,
    permissionToSeparate: order.permissionToSeparate,
    checkingStatus: order.checkingStatus,
    hasInvoice: order.hasInvoice,
    releasedWithoutInvoice: order.releasedWithoutInvoiceById !== null,
    boxConferenceStatus: order.boxConferenceStatus,
  };
}

/** Boxes the order should reach on the conveyor; null when nobody counted them yet. */
export function expectedBoxes(order: ConveyorOrder): number | null {
  return order.adjustedBoxesNumber ?? order.boxesByConferencer ?? order.conferenceBoxesNumber ?? order.boxesNumber;
}

export function isConferred(order: ConveyorOrder): boolean {
  return isConferredOnConveyor({ ...order, conferenceBoxesNumber: order.conferenceBoxesNumber ?? order.boxesNumber });
}

export function toCard(order: ConveyorOrder, errorType: ConveyorCardError | null = null): ConveyorOrderCard {
  return {
    order_id: order.orderId,
    route: order.route,
    color_route: order.colorRoute,
    client_name_or_trade: order.clientTrade || order.clientName,
    client_type: order.clientType,
    scheduled_date: order.scheduledDate,
    permission_to_separate: order.permissionToSeparate,
    loading_boxes_number: order.loadingBoxesNumber ?? 0,
    conference_boxes_number: order.conferenceBoxesNumber,
    boxes_by_conferencer: order.boxesByConferencer,
    adjusted_boxes_number: order.adjustedBoxesNumber,
    corrected_boxes_number: order.correctedBoxesNumber,
    skipped: order.skipped,
    img_base64: order.photoTag === null ? null : boxPhotoDataUrl(order.photoTag),
    updated: order.updatedAt.toISOString(),
    expected_boxes: expectedBoxes(order),
    error_type: errorType,
  };
}

/**
 * The cards of the orders whose boxes were last read in [start, end), latest read first: the
 * carousel a screen shows again after a reload or a restart, in the order the reads made it.
 */
export async function recentlyReadCards(db: DbOrTx, start: Date, end: Date, limit: number): Promise<ConveyorOrderCard[]> {
  const lastRead = max(boxReads.createdAt);
  const latest = await db
    .select({ orderId: boxReads.orderId, lastRead })
    .from(boxReads)
    .where(and(gte(boxReads.createdAt, start), lt(boxReads.createdAt, end)))
    .groupBy(boxReads.orderId)
    .orderBy(desc(lastRead), desc(boxReads.orderId))
    .limit(limit);
  if (latest.length === 0) return [];
  const found = await findConveyorOrders(db).where(inArray(orders.id, latest.map((row) => row.orderId)));
  const byId = new Map(found.map((order) => [order.id, order]));
  return latest.flatMap((row) => {
    const order = byId.get(row.orderId);
    return order ? [toCard(order)] : [];
  });
}

/** Boxes a route puts on its truck (§9: adjusted on the conveyor, else corrected, else read). */
export async function routeLoad(db: DbOrTx, routeId: number) {
  const [row] = await db
    .select({
      id: routes.id,
      code: routes.code,
      capacity: routes.vehicleCapacity,
      reduced: routes.reduced,
      isHidden: routes.isHidden,
      totalBoxes: sql<number>`coalesce(sum(coalesce(${orders.adjustedBoxesNumberConveyor}, ${orders.correctedBoxesNumber}, ${orders.loadingBoxesNumber}, 0)), 0)::int`,
    })
    .from(routes)
    .leftJoin(orders, eq(orders.routeId, routes.id))
    .where(eq(routes.id, routeId))
    .groupBy(routes.id);
  return row;
}

/** Orders of an operation date whose payment is pending (the lock toggle's rule counts them). */
export async function countPendingOrders(db: DbOrTx, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.scheduledDate, date), eq(orders.permissionToSeparate, 'pending')));
  return row?.n ?? 0;
}

// The conveyor engine: what one box read does (rules in docs/conveyor-engine.md). It
// returns the events to send; the socket layer (socket.ts) sends them.
import { eq, isNull, sql } from 'drizzle-orm';
import { INVALID_BOX_CODE, parseBoxCode } from '../../../shared/scan/box-code';
import { loadingDay } from '../../../shared/domain/operation-day';
import type { BoxSource } from '../../../shared/domain/box-counts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { boxCountChanges, boxReads, orders, truckLoadings } from '../../db/schema';
import { readSettingsRow } from '../settings/service';
import { boxError, emit, type Emission } from './emissions';
import {
  expectedBoxes,
  isConferred,
  loadConveyorOrder,
  pendingFactsOf,
  routeLoad,
  routeSiblings,
  toCard,
  type ConveyorOrder,
} from './orders';
import { pendingRuleOf, type PendingEvent } from './pending';
import { pendingAlertOf } from './alerts';

export interface BoxRead {
  tagValue: string;
  userId: number | null;
  /** Which reader sent it (the socket id of the conveyor link, or 'screen'). */
  readerId: string;
  source: BoxSource;
}

export async function activeTruckLoading(db: DbOrTx) {
  const [loading] = await db.select().from(truckLoadings).where(isNull(truckLoadings.endTime)).limit(1);
  return loading;
}

/** The route a loading is taking: the route of the first box read during it. */
async function loadingRoute(db: DbOrTx, truckLoadingId: number): Promise<string | null> {
  const [row] = await db
    .select({ route: orders.route })
    .from(boxReads)
    .innerJoin(orders, eq(orders.id, boxReads.orderId))
    .where(eq(boxReads.truckLoadingId, truckLoadingId))
    .orderBy(boxReads.id)
    .limit(1);
  return row?.route ?? null;
}

/** Counts box `box` once: a second read of the same label, from any reader, changes nothing. */
async function countBox(
  app: AppContext,
  order: ConveyorOrder,
  box: number,
  read: BoxRead,
  truckLoadingId: number | null,
): Promise<ConveyorOrder | undefined> {
  return app.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(boxReads)
      .values({
        orderId: order.id,
        boxNumber: box,
        tagValue: read.tagValue,
        source: read.source,
        readerId: read.readerId,
        userId: read.userId,
        truckLoadingId,
      })
      .onConflictDoNothing()
      .returning({ id: boxReads.id });
    if (inserted.length === 0) return undefined;
    const [updated] = await tx
      .update(orders)
      .set({ loadingBoxesNumber: sql`coalesce(${orders.loadingBoxesNumber}, 0) + 1`, updatedAt: app.now() })
      .where(eq(orders.id, order.id))
      .returning({ loadingBoxesNumber: orders.loadingBoxesNumber });
    const newValue = updated!.loadingBoxesNumber!;
    await tx.insert(boxCountChanges).values({
      orderId: order.id,
      field: 'loading_boxes_number',
      oldValue: newValue - 1 || null,
      newValue,
      userId: read.userId,
      source: read.source,
      createdAt: app.now(),
    });
    return loadConveyorOrder(tx, order.orderId);
  });
}

async function pendingRouteEmission(db: DbOrTx, order: ConveyorOrder): Promise<Emission[]> {
  const pending = (await routeSiblings(db, order)).flatMap((sibling) => {
    const rule = pendingRuleOf(pendingFactsOf(sibling));
    return rule ? [{ order_id: sibling.orderId, message: rule.subtitle(sibling.orderId) }] : [];
  });
  if (pending.length === 0 || !order.route) return [];
  return [emit('pendingRoute', { route: order.route, color_route: order.colorRoute, orders: pending })];
}

async function overCapacityEmissions(db: DbOrTx, order: ConveyorOrder): Promise<Emission[]> {
  if (order.routeId === null) return [];
  const load = await routeLoad(db, order.routeId);
  if (!load || load.totalBoxes <= load.capacity || load.reduced !== null || load.isHidden) return [];
  const payload = { id: load.id, route: load.code, totalBoxes: load.totalBoxes, capacity_vehicle: load.capacity };
  return [emit('routeError', payload), emit('routeAboveBoxNoTratament', payload)];
}

export async function handleRead(app: AppContext, read: BoxRead): Promise<Emission[]> {
  const { db } = app;
  const tagValue = read.tagValue.trim();
  const out: Emission[] = [emit('readTag', { tag_value: tagValue })];
  const settings = await readSettingsRow(db);
  // The admin code is read to confirm a box count: the screen takes it from readTag.
  if (tagValue === settings.token) return out;
  if (!settings.conveyorEnabled) {
    return [...out, boxError('Esteira desligada', 'Ligue a esteira para contabilizar as caixas')];
  }
  const code = parseBoxCode(tagValue);
  if (!code) return [...out, boxError(INVALID_BOX_CODE.title, INVALID_BOX_CODE.description)];

  const order = await loadConveyorOrder(db, code.orderId);
  if (!order) {
    const title = `Erro ao contabilizar a caixa no FRONT do pedido #${code.orderId}`;
    return [...out, boxError(title, 'Não foi possível encontrar o pedido', code.orderId)];
  }
  if (order.permissionToSeparate === 'recused') return [...out, emit('canceled', toCard(order, 'recused'))];
  if (loadingDay(order.scheduledDate, app.now(), settings.timeZone) === 'future') {
    return [...out, emit('rescheduled', toCard(order, 'rescheduled'))];
  }
  if (settings.pendingOrderBlocksLoading) {
    const rule = pendingRuleOf(pendingFactsOf(order));
    if (rule) return [...out, emit(rule.event satisfies PendingEvent, await pendingAlertOf(db, order, rule.event))];
  }

  const loading = await activeTruckLoading(db);
  if (loading) {
    const route = await loadingRoute(db, loading.id);
    if (route !== null && order.route !== route) {
      const title = `Pedido #${order.orderId} da rota ${order.route ?? '-'} não pertence a rota ${route}`;
      return [
        ...out,
        emit('routeErrorWrongOrder', { title, description: `Carregamento da placa ${loading.licensePlate}`, order_id: order.orderId }),
        emit('notConfirmed', toCard(order, 'wrongRoute')),
      ];
    }
  }
  const expected = expectedBoxes(order);
  if (expected !== null && code.box > expected) return [...out, emit('notConfirmed', toCard(order, 'aboveQuantity'))];

  const counted = await countBox(app, order, code.box, read, loading?.id ?? null);
  if (!counted) return [...out, emit('notConfirmed', toCard(order, 'scannedTag'))];
  out.push(emit('addBox', toCard(counted)));
  if (isConferred(counted)) out.push(emit('confirmation', toCard(counted)));
  if (settings.pendingOrderBlocksLoading && counted.loadingBoxesNumber === 1) {
    out.push(...(await pendingRouteEmission(db, counted)));
  }
  out.push(...(await overCapacityEmissions(db, counted)));
  return out;
}

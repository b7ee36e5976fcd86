// The conveyor engine: what one box read does (rules in docs/conveyor-engine.md). It
// returns the events to send; the socket layer (socket.ts) sends them.
import { isNull, sql } from 'drizzle-orm';
import { INVALID_BOX_CODE, parseBoxCode } from '../../../shared/scan/box-code';
import { loadingDay } from '../../../shared/domain/operation-day';
import type { BoxSource } from '../../../shared/domain/box-counts';
import type { AppContext } from '../../context';
import { queryRows, type DbOrTx } from '../../db/client';
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

/** The loading under way and the route it takes (the route of its first box), in one query. */
async function activeLoadingWithRoute(db: DbOrTx) {
  const [loading] = await db
    .select({
      id: truckLoadings.id,
      licensePlate: truckLoadings.licensePlate,
      route: sql<string | null>`(select o.route from box_reads r join orders o on o.id = r.order_id
        where r.truck_loading_id = truck_loadings.id order by r.id limit 1)`,
    })
    .from(truckLoadings)
    .where(isNull(truckLoadings.endTime))
    .limit(1);
  return loading;
}

/**
 * Counts box `box` once, in one statement: the read, the order's count and the change record
 * (with who or what read it). A second read of the same label, from any reader, even at the
 * same instant, inserts nothing and changes nothing. Returns the new count, or undefined.
 */
async function countBox(app: AppContext, order: ConveyorOrder, box: number, read: BoxRead, truckLoadingId: number | null) {
  const now = app.now();
  const [row] = await queryRows<{ loading_boxes_number: number }>(
    app.db,
    sql`with inserted as (
          insert into ${boxReads} (order_id, box_number, tag_value, source, reader_id, user_id, truck_loading_id, created_at)
          values (${order.id}, ${box}, ${read.tagValue}, ${read.source}, ${read.readerId}, ${read.userId}, ${truckLoadingId}, ${now})
          on conflict (order_id, box_number) do nothing
          returning order_id),
        counted as (
          update ${orders} set loading_boxes_number = coalesce(loading_boxes_number, 0) + 1, updated_at = ${now}
          where id in (select order_id from inserted)
          returning id, loading_boxes_number),
        recorded as (
          insert into ${boxCountChanges} (order_id, field, old_value, new_value, user_id, source, created_at)
          select id, 'loading_boxes_number', nullif(loading_boxes_number - 1, 0), loading_boxes_number, ${read.userId}, ${read.source}, ${now}
          from counted)
        select loading_boxes_number from counted`,
  );
  if (!row) return undefined;
  return { ...order, loadingBoxesNumber: row.loading_boxes_number, updatedAt: now };
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
  const code = parseBoxCode(tagValue);
  // The three lookups a read needs go to the pool together.
  const [settings, order, loading] = await Promise.all([
    readSettingsRow(db),
    code ? loadConveyorOrder(db, code.orderId) : undefined,
    code ? activeLoadingWithRoute(db) : undefined,
  ]);
  // The admin code is read to confirm a box count: the screen takes it from readTag.
  if (tagValue === settings.token) return out;
  if (!settings.conveyorEnabled) {
    return [...out, boxError('Esteira desligada', 'Ligue a esteira para contabilizar as caixas')];
  }
  if (!code) return [...out, boxError(INVALID_BOX_CODE.title, INVALID_BOX_CODE.description)];
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

  if (loading) {
    const { route } = loading;
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

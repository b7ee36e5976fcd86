// The conveyor engine: what one box read does (rules in docs/conveyor-engine.md). It
// returns the events to send; the socket layer (socket.ts) sends them.
import { isNull, sql } from 'drizzle-orm';
import { INVALID_BOX_CODE, parseBoxCode } from '../../../shared/scan/box-code';
import { addDays, loadingDay, operationDate } from '../../../shared/domain/operation-day';
import type { BoxSource } from '../../../shared/domain/box-counts';
import type { AppContext } from '../../context';
import { queryRows, type DbOrTx } from '../../db/client';
import { boxCountChanges, boxReads, orders, routes, truckLoadings } from '../../db/schema';
import { boxError, emit, type Emission } from './emissions';
import { expectedBoxes, isConferred, pendingFactsOf, routeSiblings, toCard, type ConveyorOrder } from './orders';
import { readContext, type ReadContext } from './read-context';
import { pendingRuleOf, type PendingEvent } from './pending';
import { pendingAlertOf } from './alerts';

export interface BoxRead {
  tagValue: string;
  userId: number | null;
  /** Which reader sent it (the socket id of the conveyor link, or 'screen'). */
  readerId: string;
  source: BoxSource;
  /** When the reader read it (the link's read_at), if it said. */
  readAt?: Date;
}

export async function activeTruckLoading(db: DbOrTx) {
  const [loading] = await db.select().from(truckLoadings).where(isNull(truckLoadings.endTime)).limit(1);
  return loading;
}

/** A route's boxes on its truck after a count, when the route is still untreated. */
export interface RouteLoadAfterCount {
  id: number;
  code: string;
  capacity: number;
  totalBoxes: number;
}

/**
 * Counts box `box` once, in one statement: the read, the order's count, the change record
 * (with who or what read it) and, for a route still untreated, the boxes its truck now
 * carries (§9: reduced on the conveyor, else corrected, else read). A second read of the same
 * label, from any reader, even at the same instant, inserts nothing and changes nothing.
 * Returns the counted order and the route's load, or undefined.
 */
async function countBox(app: AppContext, order: ConveyorOrder, box: number, read: BoxRead, truckLoadingId: number | null) {
  const now = app.now();
  const [row] = await queryRows<{
    loading_boxes_number: number;
    route_id: number | null;
    route_code: string | null;
    capacity: number | null;
    route_boxes: number | null;
  }>(
    app.db,
    sql`with inserted as (
          insert into ${boxReads} (order_id, box_number, tag_value, source, reader_id, user_id, truck_loading_id, created_at, read_at)
          values (${order.id}, ${box}, ${read.tagValue}, ${read.source}, ${read.readerId}, ${read.userId}, ${truckLoadingId}, ${now}, ${read.readAt ?? null})
          on conflict (order_id, box_number) do nothing
          returning order_id),
        counted as (
          update ${orders} set loading_boxes_number = coalesce(loading_boxes_number, 0) + 1, updated_at = ${now}
          where id in (select order_id from inserted)
          returning id, route_id, loading_boxes_number,
            coalesce(adjusted_boxes_number_conveyor, corrected_boxes_number, loading_boxes_number) as on_truck),
        recorded as (
          insert into ${boxCountChanges} (order_id, field, old_value, new_value, user_id, source, created_at)
          select id, 'loading_boxes_number', nullif(loading_boxes_number - 1, 0), loading_boxes_number, ${read.userId}, ${read.source}, ${now}
          from counted)
        select c.loading_boxes_number, r.id as route_id, r.code as route_code, r.vehicle_capacity as capacity,
          case when r.reduced is null and not r.is_hidden then
            c.on_truck + (select coalesce(sum(coalesce(o.adjusted_boxes_number_conveyor, o.corrected_boxes_number, o.loading_boxes_number, 0)), 0)
                          from ${orders} o where o.route_id = r.id and o.id <> c.id)
          end::int as route_boxes
        from counted c left join ${routes} r on r.id = c.route_id`,
  );
  if (!row) return undefined;
  const routeLoad: RouteLoadAfterCount | undefined =
    row.route_id !== null && row.route_boxes !== null
      ? { id: row.route_id, code: row.route_code!, capacity: row.capacity!, totalBoxes: row.route_boxes }
      : undefined;
  return { order: { ...order, loadingBoxesNumber: row.loading_boxes_number, updatedAt: now }, routeLoad };
}

async function pendingRouteEmission(db: DbOrTx, order: ConveyorOrder): Promise<Emission[]> {
  const pending = (await routeSiblings(db, order)).flatMap((sibling) => {
    const rule = pendingRuleOf(pendingFactsOf(sibling));
    return rule ? [{ order_id: sibling.orderId, message: rule.subtitle(sibling.orderId) }] : [];
  });
  if (pending.length === 0 || !order.route) return [];
  return [emit('pendingRoute', { route: order.route, color_route: order.colorRoute, orders: pending })];
}

/** §13: a route over its vehicle and still untreated raises both spellings on every counted box. */
function overCapacityEmissions(load: RouteLoadAfterCount | undefined): Emission[] {
  if (!load || load.totalBoxes <= load.capacity) return [];
  const payload = { id: load.id, route: load.code, totalBoxes: load.totalBoxes, capacity_vehicle: load.capacity };
  return [emit('routeError', payload), emit('routeAboveBoxNoTratament', payload)];
}

const MINUTE_MS = 60_000;
let lastLoading: { key: string; date: string } | undefined;

/**
 * The latest scheduled date the conveyor loads now (loadingDay's 'current': today, or
 * tomorrow at or before 06h); a later one is rescheduled. Zone conversion is slow next to a
 * read, and the answer only changes on a minute boundary, so it is kept for the minute.
 */
function lastLoadingDate(now: Date, zone: string): string {
  const key = `${zone} ${Math.floor(now.getTime() / MINUTE_MS)}`;
  if (lastLoading?.key !== key) {
    const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    const today = operationDate(minute, zone);
    const tomorrow = addDays(today, 1);
    lastLoading = { key, date: loadingDay(tomorrow, minute, zone) === 'current' ? tomorrow : today };
  }
  return lastLoading.date;
}

/**
 * Order of events in this process: a lookup started before a count of the same order
 * completed may miss that count, so the count's result is remembered and preferred.
 */
let sequence = 0;
const RECENT_COUNTS = 10_000;
const recentCounts = new WeakMap<object, Map<number, { seq: number; loadingBoxesNumber: number; updatedAt: Date }>>();

function countsOf(app: AppContext) {
  let counts = recentCounts.get(app.db);
  if (!counts) {
    counts = new Map();
    recentCounts.set(app.db, counts);
  }
  return counts;
}

function rememberCount(app: AppContext, order: ConveyorOrder): void {
  const counts = countsOf(app);
  counts.delete(order.id);
  counts.set(order.id, { seq: (sequence += 1), loadingBoxesNumber: order.loadingBoxesNumber ?? 0, updatedAt: order.updatedAt });
  if (counts.size > RECENT_COUNTS) counts.delete(counts.keys().next().value!);
}

/** A read's lookup, started early so it overlaps the previous read of the same order. */
export interface ReadLookup {
  seq: number;
  context: Promise<ReadContext>;
}

export function startLookup(app: AppContext, tagValue: string): ReadLookup {
  const code = parseBoxCode(tagValue.trim());
  const context = readContext(app.db, code?.orderId ?? null);
  // A failed lookup surfaces when the read is handled, not as an unhandled rejection now.
  context.catch(() => undefined);
  return { seq: (sequence += 1), context };
}

export async function handleRead(app: AppContext, read: BoxRead, lookup: ReadLookup = startLookup(app, read.tagValue)): Promise<Emission[]> {
  const { db } = app;
  const tagValue = read.tagValue.trim();
  const out: Emission[] = [emit('readTag', { tag_value: tagValue })];
  const code = parseBoxCode(tagValue);
  // Everything the rules read, in one statement (possibly already under way).
  const { settings, order: looked, loading } = await lookup.context;
  const fresher = looked ? countsOf(app).get(looked.id) : undefined;
  const order = looked && fresher && fresher.seq > lookup.seq ? { ...looked, loadingBoxesNumber: fresher.loadingBoxesNumber, updatedAt: fresher.updatedAt } : looked;
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
  if (order.scheduledDate > lastLoadingDate(app.now(), settings.timeZone)) {
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

  const result = await countBox(app, order, code.box, read, loading?.id ?? null);
  if (!result) return [...out, emit('notConfirmed', toCard(order, 'scannedTag'))];
  const counted = result.order;
  rememberCount(app, counted);
  out.push(emit('addBox', toCard(counted)));
  if (isConferred(counted)) out.push(emit('confirmation', toCard(counted)));
  if (settings.pendingOrderBlocksLoading && counted.loadingBoxesNumber === 1) {
    out.push(...(await pendingRouteEmission(db, counted)));
  }
  out.push(...overCapacityEmissions(result.routeLoad));
  return out;
}

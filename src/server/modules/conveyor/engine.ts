// The conveyor engine: what box reads do (rules in docs/conveyor-engine.md). It returns the
// events to send for each read; the socket layer (socket.ts) sends them.
import { isNull } from 'drizzle-orm';
import { INVALID_BOX_CODE, parseBoxCode, type BoxCode } from '../../../shared/scan/box-code';
import { addDays, loadingDay, operationDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { truckLoadings } from '../../db/schema';
import { countBoxes, type BoxRead, type BoxToCount, type CountedBoxes, type RouteLoadAfterCount } from './count-boxes';
import { boxError, emit, type Emission } from './emissions';
import { expectedBoxes, isConferred, pendingFactsOf, routeSiblings, toCard, type ConveyorOrder } from './orders';
import { readContext, type ReadContext } from './read-context';
import { pendingRuleOf, type PendingEvent } from './pending';
import { pendingAlertOf } from './alerts';

export async function activeTruckLoading(db: DbOrTx) {
  const [loading] = await db.select().from(truckLoadings).where(isNull(truckLoadings.endTime)).limit(1);
  return loading;
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
 * completed (the next batch's, started while the order's batch is counted) may miss that
 * count, so the count is remembered and preferred.
 */
let sequence = 0;
const RECENT_COUNTS = 10_000;
interface RecentCount {
  seq: number;
  loadingBoxesNumber: number;
  updatedAt: Date;
}
const recentCounts = new WeakMap<object, Map<number, RecentCount>>();

function countsOf(app: AppContext): Map<number, RecentCount> {
  let counts = recentCounts.get(app.db);
  if (!counts) {
    counts = new Map();
    recentCounts.set(app.db, counts);
  }
  return counts;
}

function rememberCount(app: AppContext, orderId: number, loadingBoxesNumber: number, updatedAt: Date): void {
  const counts = countsOf(app);
  counts.delete(orderId);
  counts.set(orderId, { seq: (sequence += 1), loadingBoxesNumber, updatedAt });
  if (counts.size > RECENT_COUNTS) counts.delete(counts.keys().next().value!);
}

/** A batch's lookup, possibly started before the order's previous batch was counted. */
export interface ReadLookup {
  seq: number;
  context: Promise<ReadContext>;
}

export function startLookup(app: AppContext, orderKey: string | undefined): ReadLookup {
  const context = readContext(app.db, orderKey ?? null);
  // A failed lookup surfaces when the batch is handled, not as an unhandled rejection now.
  context.catch(() => undefined);
  return { seq: (sequence += 1), context };
}

/** The lookup's context, with the order's count as the latest count in this process left it. */
async function contextOf(app: AppContext, lookup: ReadLookup): Promise<ReadContext> {
  const context = await lookup.context;
  const fresher = context.order ? countsOf(app).get(context.order.id) : undefined;
  if (!context.order || !fresher || fresher.seq < lookup.seq) return context;
  return { ...context, order: { ...context.order, loadingBoxesNumber: fresher.loadingBoxesNumber, updatedAt: fresher.updatedAt } };
}

/**
 * What the rules answer to one read before any count: the screen's messages when the read
 * counts nothing, or the box it may count.
 */
async function decide(app: AppContext, tagValue: string, code: BoxCode | undefined, context: ReadContext): Promise<Emission[] | number> {
  const { settings, order, loading } = context;
  // The admin code is read to confirm a box count: the screen takes it from readTag.
  if (tagValue === settings.token) return [];
  if (!settings.conveyorEnabled) return [boxError('Esteira desligada', 'Ligue a esteira para contabilizar as caixas')];
  if (!code) return [boxError(INVALID_BOX_CODE.title, INVALID_BOX_CODE.description)];
  if (!order) {
    const title = `Erro ao contabilizar a caixa no FRONT do pedido #${code.orderId}`;
    return [boxError(title, 'Não foi possível encontrar o pedido', code.orderId)];
  }
  if (order.permissionToSeparate === 'recused') return [emit('canceled', toCard(order, 'recused'))];
  if (order.scheduledDate > lastLoadingDate(app.now(), settings.timeZone)) return [emit('rescheduled', toCard(order, 'rescheduled'))];
  if (settings.pendingOrderBlocksLoading) {
    const rule = pendingRuleOf(pendingFactsOf(order));
    if (rule) return [emit(rule.event satisfies PendingEvent, await pendingAlertOf(app.db, order, rule.event))];
  }
  if (loading && loading.route !== null && order.route !== loading.route) {
    const title = `Pedido #${order.orderId} da rota ${order.route ?? '-'} não pertence a rota ${loading.route}`;
    return [
      emit('routeErrorWrongOrder', { title, description: `Carregamento da placa ${loading.licensePlate}`, order_id: order.orderId }),
      emit('notConfirmed', toCard(order, 'wrongRoute')),
    ];
  }
  const expected = expectedBoxes(order);
  if (expected !== null && code.box > expected) return [emit('notConfirmed', toCard(order, 'aboveQuantity'))];
  return code.box;
}

/** The answer to one read. */
export async function handleRead(app: AppContext, read: BoxRead): Promise<Emission[]> {
  const [answer] = await handleReads(app, [read]);
  return answer!;
}

/**
 * The answers to reads of one order (or of no order), in the order they were read, each as
 * if handled alone after the ones before it: the rules read the order once, and every box
 * is counted in one statement (count-boxes.ts). Callers group reads by order (order-reads.ts).
 */
export async function handleReads(app: AppContext, reads: readonly BoxRead[], lookup?: ReadLookup): Promise<Emission[][]> {
  const tagValues = reads.map((read) => read.tagValue.trim());
  const codes = tagValues.map((tagValue) => parseBoxCode(tagValue) ?? undefined);
  const orderKey = codes.find((code) => code !== undefined)?.orderId;
  if (codes.some((code) => code !== undefined && code.orderId !== orderKey)) throw new Error('handleReads takes the reads of one order');
  const context = await contextOf(app, lookup ?? startLookup(app, orderKey));

  const answers: Emission[][] = tagValues.map((tagValue) => [emit('readTag', { tag_value: tagValue })]);
  /** Per read: the box it may count, once the rules allowed it. */
  const boxOf: (number | undefined)[] = [];
  /** The boxes to count, each once, for the first read that holds it. */
  const toCount: BoxToCount[] = [];
  for (const [index, read] of reads.entries()) {
    const decision = await decide(app, tagValues[index]!, codes[index], context);
    if (typeof decision !== 'number') answers[index]!.push(...decision);
    else {
      boxOf[index] = decision;
      if (!toCount.some((earlier) => earlier.box === decision)) toCount.push({ box: decision, read });
    }
  }

  const { order, loading } = context;
  if (order && toCount.length > 0) {
    const result = await countBoxes(app, order.id, toCount, loading?.id ?? null);
    if (result) rememberCount(app, order.id, result.loadingBoxesNumber, result.updatedAt);
    await answerCounts(app, { ...context, order }, result, boxOf, answers);
  }
  return answers;
}

/** The route's load as it stood after the `countedSoFar`-th box of the batch. */
function routeLoadAt(result: CountedBoxes, countedSoFar: number): RouteLoadAfterCount | undefined {
  const load = result.routeLoad;
  if (!load || !result.truckFollowsCount) return load;
  return { ...load, totalBoxes: load.totalBoxes - (result.counted.length - countedSoFar) };
}

/**
 * Each counting read's answer, as the read would have had alone: the order's count at its
 * box (addBox, confirmation at the expected count, the route's pending orders on the first
 * box while the pending lock is on, the route over its vehicle), or 'scannedTag' for a box
 * read before.
 */
async function answerCounts(
  app: AppContext,
  context: ReadContext & { order: ConveyorOrder },
  result: CountedBoxes | undefined,
  boxOf: readonly (number | undefined)[],
  answers: Emission[][],
): Promise<void> {
  const { order: looked, settings } = context;
  const toCountYet = new Set(result?.counted);
  const order: ConveyorOrder = result ? { ...looked, updatedAt: result.updatedAt } : looked;
  // The count before the batch, as the statement found it (another process may have counted since the lookup).
  const before = result ? result.loadingBoxesNumber - result.counted.length : (looked.loadingBoxesNumber ?? 0);
  let count = before;
  for (const [index, box] of boxOf.entries()) {
    if (box === undefined) continue;
    const answer = answers[index]!;
    if (!toCountYet.delete(box)) {
      answer.push(emit('notConfirmed', toCard({ ...order, loadingBoxesNumber: count }, 'scannedTag')));
      continue;
    }
    count += 1;
    const at = { ...order, loadingBoxesNumber: count };
    answer.push(emit('addBox', toCard(at)));
    if (isConferred(at)) answer.push(emit('confirmation', toCard(at)));
    if (settings.pendingOrderBlocksLoading && count === 1) answer.push(...(await pendingRouteEmission(app.db, at)));
    // A box counted here means the statement counted: `result` is there.
    answer.push(...overCapacityEmissions(routeLoadAt(result!, count - before)));
  }
}

// Plays out the picking of a day: each separator works through orders one after another
// (one open work each on the floor now), items get confirmed, weighed from pre-picking tags
// or broken, steps are confirmed and boxes counted and labelled.
import { PORTION_TYPE } from '../../shared/domain/products';
import { CHECKING_STATUS, ITEM_STATUS } from '../../shared/domain/statuses';
import type { GroupRow } from './centre';
import { minutesBefore, secondsAfter, type DemoContext } from './context';
import type { PlannedItem, PlannedOrder, Stage } from './plan';
import { usePrePickingTags } from './pre-picking';
import { recordBreak } from './breaks';

export interface PickingOptions {
  /** When the day's picking stands: now for today, the afternoon for past days. */
  anchor: Date;
  groups: ReadonlyMap<number, GroupRow>;
}

const CHECKING_STATUS_OF: Record<Exclude<Stage, 'waiting'>, number> = {
  picking: CHECKING_STATUS.inSeparation,
  conference: CHECKING_STATUS.conference,
  reposition: CHECKING_STATUS.waitingReposition,
  separated: CHECKING_STATUS.separated,
  loading: CHECKING_STATUS.separated,
  loaded: CHECKING_STATUS.loaded,
};

/** Faster separators finish more orders, so the rankings have a shape. */
const SKILL = [1.5, 1.35, 1.25, 1.15, 1.05, 1, 1, 0.95, 0.9, 0.8, 0.7, 0.6];
/** separador12 stopped a while ago: the dashboard shows them paused (see extras.ts). */
export const PAUSED_SEPARATOR_INDEX = 11;

export function simulatePicking(context: DemoContext, orders: readonly PlannedOrder[], options: PickingOptions): void {
  const { random, users } = context;
  const separators = users.separators;
  const open = orders.filter((order) => order.stage === 'picking');
  if (open.length > separators.length) throw new Error('More open works than separators');
  const done = orders
    .filter((order) => order.stage !== 'waiting' && order.stage !== 'picking')
    .sort((a, b) => (a.route?.index ?? 99) - (b.route?.index ?? 99) || a.row.id - b.row.id);

  const queues = new Map<number, PlannedOrder[]>(separators.map((id) => [id, []]));
  for (const order of done) {
    const separator = random.weighted(separators.map((id, index) => [id, SKILL[index] ?? 1] as const));
    queues.get(separator)!.push(order);
  }

  separators.forEach((separatorId, index) => {
    const current = open[index];
    let cursor: Date;
    if (current) {
      const begin = minutesBefore(options.anchor, random.int(4, 25));
      pickOrder(context, current, separatorId, begin, options);
      cursor = minutesBefore(begin, random.int(1, 4));
    } else {
      cursor = minutesBefore(options.anchor, index === PAUSED_SEPARATOR_INDEX ? 25 : random.int(2, 12));
    }
    for (const order of [...queues.get(separatorId)!].reverse()) {
      const duration = order.items.reduce((sum, item) => sum + item.secs, 0) + random.int(60, 240);
      const begin = secondsAfter(cursor, -duration);
      pickOrder(context, order, separatorId, begin, options);
      cursor = minutesBefore(begin, random.int(1, 6));
    }
  });
}

function itemOutcome(context: DemoContext, order: PlannedOrder): number {
  if (order.stage === 'picking') {
    return context.random.weighted([[ITEM_STATUS.separated, 97], [ITEM_STATUS.totalBreak, 1.5], [ITEM_STATUS.partialBreak, 1.5]] as const);
  }
  return context.random.weighted([
    [ITEM_STATUS.separated, 96],
    [ITEM_STATUS.totalBreak, 1.5],
    [ITEM_STATUS.partialBreak, 1.5],
    [ITEM_STATUS.replenished, 1],
  ] as const);
}

/** What the picker put in the box: weights vary a little around the ordered grams. */
function confirmedQuantity(context: DemoContext, item: PlannedItem, status: number): number {
  const { quantity, portionType } = item.row;
  if (status === ITEM_STATUS.totalBreak) return 0;
  if (status === ITEM_STATUS.partialBreak) {
    return portionType === PORTION_TYPE.unit
      ? Math.floor(quantity / 2)
      : Math.round((quantity * context.random.int(30, 80)) / 100);
  }
  if (portionType === PORTION_TYPE.unit || item.product.purchaseValue < 1000) return quantity;
  return Math.round((quantity * (1000 + context.random.int(-40, 80))) / 1000);
}

function separationMethod(group: GroupRow, step: number | null | undefined): 'manual' | 'scanning' {
  const scanner = group.camScanner || group.infraredScanner;
  return scanner && !(step != null && group.stepsWithoutScanner?.includes(step)) ? 'scanning' : 'manual';
}

function pickOrder(context: DemoContext, order: PlannedOrder, separatorId: number, begin: Date, options: PickingOptions): void {
  const { random, rows, ids } = context;
  const group = options.groups.get(order.group)!;
  const finished = order.stage !== 'picking';
  const workId = ids.next('works');

  // A reposition order waits on at least one unreleased break.
  const forcedBreak = order.stage === 'reposition' ? random.int(0, order.items.length - 1) : -1;
  let clock = secondsAfter(begin, random.int(20, 60));
  order.items.forEach((item, index) => {
    const at = secondsAfter(clock, item.secs);
    if (!finished && at > options.anchor) return; // the picker has not got there yet
    clock = at;
    let status = index === forcedBreak ? ITEM_STATUS.totalBreak : itemOutcome(context, order);
    if (status === ITEM_STATUS.partialBreak && item.row.portionType === PORTION_TYPE.unit && item.row.quantity < 2) {
      status = ITEM_STATUS.totalBreak;
    }
    const brokenAs = status === ITEM_STATUS.replenished ? ITEM_STATUS.partialBreak : status;
    const picked = confirmedQuantity(context, item, brokenAs);
    Object.assign(item.row, {
      status,
      confirmedQuantity: status === ITEM_STATUS.replenished ? item.row.quantity : picked,
      separationMethod: separationMethod(group, item.row.step),
      workId,
      separatedTimeSecs: item.secs,
      separatedAt: at,
    });
    if (status === ITEM_STATUS.partialBreak || status === ITEM_STATUS.replenished) {
      // A partial break switches the item to the conversion flow (spec/operator.md §4 step 9).
      item.row.useConversionFlow = true;
      item.row.convertedQuantity = picked;
    }
    if (item.row.separationMethod === 'scanning' && item.row.portionType === PORTION_TYPE.weight && picked > 0) {
      usePrePickingTags(context, item, picked, { workId, separatorId, at });
    }
    if (status !== ITEM_STATUS.separated) {
      recordBreak(context, order, item, {
        type: brokenAs === ITEM_STATUS.totalBreak ? ITEM_STATUS.totalBreak : ITEM_STATUS.partialBreak,
        broken: item.row.quantity - picked,
        workId,
        at,
        released: order.stage !== 'reposition' && order.stage !== 'picking',
        replenished: status === ITEM_STATUS.replenished,
      });
    }
  });

  const end = finished ? secondsAfter(clock, random.int(30, 120)) : null;
  rows.works.push({
    id: workId,
    separatorId,
    orderId: order.row.id,
    separationGroup: group.separationGroup,
    type: 'separation',
    begin,
    end,
    workingTimeSecs: end ? Math.round((end.getTime() - begin.getTime()) / 1000) : null,
    doubleCheck: random.chance(0.05),
    fastTrack: true,
  });
  order.workId = workId;
  if (end) order.workEnd = end;
  recordSteps(context, order, group, workId, finished);
  Object.assign(order.row, {
    separationGroup: group.separationGroup,
    checkingStatus: CHECKING_STATUS_OF[order.stage as Exclude<Stage, 'waiting'>],
    updatedAt: end ?? clock,
  });
  if (end) finishOrder(context, order, group, separatorId, end);
}

function recordSteps(context: DemoContext, order: PlannedOrder, group: GroupRow, workId: number, finished: boolean): void {
  const levels = [...new Set(order.items.map((item) => item.row.step).filter((step): step is number => step != null))];
  let boxesLeft = order.boxes;
  levels.forEach((level, index) => {
    const items = order.items.filter((item) => item.row.step === level);
    const isFinished = finished || items.every((item) => item.row.status !== ITEM_STATUS.pending);
    const last = items.reduce<Date | undefined>((latest, item) => (item.row.separatedAt as Date | undefined) ?? latest, undefined);
    let accountedBoxes: number | null = null;
    if (group.hasCountByStep && isFinished) {
      accountedBoxes = index === levels.length - 1 ? boxesLeft : Math.round((order.boxes * items.length) / order.items.length);
      accountedBoxes = Math.max(0, Math.min(accountedBoxes, boxesLeft));
      boxesLeft -= accountedBoxes;
    }
    context.rows.separationSteps.push({
      id: context.ids.next('separationSteps'),
      orderId: order.row.id,
      level,
      isFinished,
      accountedBoxes,
      workId,
      finishedAt: isFinished ? (last ?? null) : null,
    });
  });
}

function finishOrder(context: DemoContext, order: PlannedOrder, group: GroupRow, separatorId: number, end: Date): void {
  const { random, rows, ids } = context;
  let boxes = order.boxes;
  // Now and then the picker counts one box more than expected and confirms the divergence.
  if (group.hasCountByStep && random.chance(0.06)) {
    if (random.chance(0.5)) {
      rows.boxDivergences.push({ id: ids.next('boxDivergences'), action: 'back_divergence', orderId: order.row.id, expectedBoxes: boxes, inputedBoxes: boxes + 2, inputedById: separatorId, createdAt: end });
    }
    rows.boxDivergences.push({ id: ids.next('boxDivergences'), action: 'confirm_divergence', orderId: order.row.id, expectedBoxes: boxes, inputedBoxes: boxes + 1, inputedById: separatorId, createdAt: end });
    boxes += 1;
    order.boxes = boxes;
  }
  Object.assign(order.row, { boxesNumber: boxes, isAlreadyPrintStickers: true, endTime: end });
  rows.labelPrints.push({
    id: ids.next('labelPrints'),
    orderId: order.row.id,
    boxQuantity: boxes,
    printerChoice: order.row.colorRoute === 'BRANCA' || !order.row.colorRoute ? random.int(1, 2) : null,
    userId: separatorId,
    createdAt: end,
  });
  if (group.hasConference) recordConference(context, order, end);
}

/** The conference group's orders are checked after picking (open while in 'conference'). */
function recordConference(context: DemoContext, order: PlannedOrder, end: Date): void {
  const { random, rows, ids, users } = context;
  const startedAt = secondsAfter(end, random.int(120, 900));
  if (order.stage === 'conference') {
    // The one checker works one order at a time: the first waiting order is under way.
    const checking = rows.orderConferences.some((conference) => conference.finishedAt == null);
    if (!checking) {
      const started = startedAt < context.now ? startedAt : minutesBefore(context.now, 1);
      rows.orderConferences.push({ id: ids.next('orderConferences'), orderId: order.row.id, checkedById: users.checker, isCritical: order.row.isCritical, startedAt: started });
    }
    return;
  }
  const finishedAt = secondsAfter(startedAt, random.int(180, 480));
  rows.orderConferences.push({
    id: ids.next('orderConferences'),
    orderId: order.row.id,
    checkedById: users.checker,
    hasBeenReviewed: random.chance(0.15),
    isCritical: order.row.isCritical,
    adjustedBoxesNumber: order.boxes,
    startedAt,
    finishedAt,
  });
  if (order.row.isCritical) order.row.boxesByConferencer = order.boxes;
  order.row.endTime = finishedAt;
}

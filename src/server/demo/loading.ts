// Plays out the loading side of a day: the box conference of separated routes, the trucks
// already loaded and the one being loaded now, every box the conveyor read, and the
// corrections made on the way. Then sizes each route's vehicle (a few routes over capacity).
import { loadingDayBounds } from '../../shared/domain/operation-day';
import { BOX_CONFERENCE_STATUS, CHECKING_STATUS } from '../../shared/domain/statuses';
import type { BoxCountField, BoxSource } from '../../shared/domain/box-counts';
import { boxImagePath } from './product-image';
import { minutesBefore, secondsAfter, type DemoContext } from './context';
import type { PlannedDay, PlannedOrder, PlannedRoute } from './plan';

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function plate(context: DemoContext): string {
  const letter = () => context.random.pick([...PLATE_LETTERS]);
  return `${letter()}${letter()}${letter()}${context.random.int(0, 9)}${letter()}${context.random.int(10, 99)}`;
}

function logChange(
  context: DemoContext,
  order: PlannedOrder,
  change: { field: BoxCountField; from: number | null; to: number | null; source: BoxSource; userId: number | null; at: Date },
): void {
  context.rows.boxCountChanges.push({
    id: context.ids.next('boxCountChanges'),
    orderId: order.row.id,
    field: change.field,
    oldValue: change.from,
    newValue: change.to,
    source: change.source,
    userId: change.userId,
    createdAt: change.at,
  });
}

function boxConference(context: DemoContext, order: PlannedOrder, status: number, at: Date): void {
  const total = order.row.boxesNumber ?? order.boxes;
  const readBoxes = status === BOX_CONFERENCE_STATUS.conferred ? total : status === BOX_CONFERENCE_STATUS.inProgress ? context.random.int(0, total - 1) : 0;
  const checker = status === BOX_CONFERENCE_STATUS.pending ? null : context.users.checker;
  context.rows.boxConferences.push({
    id: context.ids.next('boxConferences'),
    orderId: order.row.id,
    readBoxes,
    totalBoxes: total,
    status,
    userId: checker,
    createdAt: at,
    updatedAt: at,
  });
  // The labels the checker read so far: boxes 1 to readBoxes.
  for (let box = 1; box <= readBoxes; box += 1) context.rows.boxConferenceReads.push({ orderId: order.row.id, boxNumber: box, userId: checker, createdAt: at });
  if (status === BOX_CONFERENCE_STATUS.conferred) {
    order.row.conferenceBoxesNumber = total;
    logChange(context, order, { field: 'conference_boxes_number', from: null, to: total, source: 'conference', userId: context.users.checker, at });
  }
}

/** Reads boxes 1..count of an order on the conveyor, between `from` and `to`. */
function readBoxes(context: DemoContext, order: PlannedOrder, count: number, truckLoadingId: number, from: Date, to: Date): void {
  const span = Math.max(1, (to.getTime() - from.getTime()) / 1000);
  for (let box = 1; box <= count; box += 1) {
    const tagValue = `${order.row.orderId};${box}`;
    const at = secondsAfter(from, context.random.int(0, Math.floor(span)));
    context.rows.boxReads.push({
      id: context.ids.next('boxReads'),
      orderId: order.row.id,
      boxNumber: box,
      tagValue,
      source: 'conveyor',
      readerId: 'esteira-1',
      userId: context.users.fixedReader,
      truckLoadingId,
      createdAt: at,
    });
    if (box <= 2 && order.route?.index === 0) {
      context.rows.boxImages.push({ id: context.ids.next('boxImages'), orderId: order.row.id, tagValue, urlImage: boxImagePath(tagValue), createdAt: at });
    }
  }
}

/** One loaded order: most go straight through; some were reduced, skipped or corrected. */
function loadOrder(context: DemoContext, order: PlannedOrder, truckLoadingId: number, from: Date, to: Date): void {
  const { random, users } = context;
  const boxes = order.row.boxesNumber ?? order.boxes;
  const roll = random.next();
  let reads = boxes;
  if (boxes >= 2 && roll < 0.05) {
    // Reduced before the conveyor (boxes merged): fewer boxes to read.
    reads = boxes - 1;
    order.row.adjustedBoxesNumber = reads;
    logChange(context, order, { field: 'adjusted_boxes_number', from: null, to: reads, source: 'panel', userId: users.supervisor, at: from });
  } else if (boxes >= 2 && roll < 0.09) {
    // A label would not read: skipped, the count taken as corrected on the conveyor.
    reads = boxes - 1;
    order.row.skipped = true;
    order.row.correctedBoxesNumber = boxes;
    logChange(context, order, { field: 'corrected_boxes_number', from: null, to: boxes, source: 'conveyor', userId: users.admin, at: to });
  }
  readBoxes(context, order, reads, truckLoadingId, from, to);
  order.row.loadingBoxesNumber = reads;
  logChange(context, order, { field: 'loading_boxes_number', from: null, to: reads, source: 'conveyor', userId: users.fixedReader, at: to });
}

function startTruck(context: DemoContext, date: string, start: Date, end: Date | null): number {
  const id = context.ids.next('truckLoadings');
  context.rows.truckLoadings.push({
    id,
    licensePlate: plate(context),
    operationDate: date,
    startTime: start,
    endTime: end,
    startedById: context.users.loader,
    finishedById: end ? context.users.loader : null,
  });
  return id;
}

export function simulateLoading(context: DemoContext, day: PlannedDay, anchor: Date): void {
  const { random } = context;
  const loaded = day.routes.filter((route) => route.stage === 'loaded');
  loaded.forEach((route, position) => {
    const start = minutesBefore(anchor, (loaded.length - position) * 50 + 30);
    const end = secondsAfter(start, random.int(30, 45) * 60);
    const truck = startTruck(context, day.date, start, end);
    for (const order of route.orders) {
      boxConference(context, order, BOX_CONFERENCE_STATUS.conferred, minutesBefore(start, random.int(10, 60)));
      loadOrder(context, order, truck, start, end);
      order.row.checkingStatus = CHECKING_STATUS.loaded;
    }
    Object.assign(route.row, { loadingStatus: 'loaded', printed: true, printedAt: end });
  });

  // The truck at the belt started 25 minutes ago, or at the conveyor's day start if that was
  // later: a centre started at 07:02 shows its reads on the carousel, which lists that day's.
  const dayStart = loadingDayBounds(anchor, context.zone).start;
  for (const route of day.routes.filter((candidate) => candidate.stage === 'loading')) {
    const start = new Date(Math.max(minutesBefore(anchor, 25).getTime(), dayStart.getTime()));
    const truck = startTruck(context, day.date, start, null);
    const fullyRead = Math.ceil(route.orders.length * 0.6);
    route.orders.forEach((order, index) => {
      boxConference(context, order, BOX_CONFERENCE_STATUS.conferred, minutesBefore(start, random.int(10, 60)));
      if (index < fullyRead) loadOrder(context, order, truck, start, anchor);
      else if (index === fullyRead) {
        const reads = Math.max(1, Math.floor((order.row.boxesNumber ?? 1) / 2));
        readBoxes(context, order, reads, truck, start, anchor);
        order.row.loadingBoxesNumber = reads;
      }
    });
    route.row.loadingStatus = 'loading';
  }

  // Separated routes: the box conference is done on the first, under way on one, pending after.
  const separated = day.routes.filter((route) => route.stage === 'separated');
  separated.forEach((route, position) => {
    const status =
      position < Math.ceil(separated.length / 2)
        ? BOX_CONFERENCE_STATUS.conferred
        : position === Math.ceil(separated.length / 2)
          ? BOX_CONFERENCE_STATUS.inProgress
          : BOX_CONFERENCE_STATUS.pending;
    for (const order of route.orders) {
      if (order.row.boxesNumber == null) continue;
      boxConference(context, order, status, minutesBefore(anchor, random.int(5, 40)));
    }
  });
}

function routeBoxes(route: PlannedRoute): number {
  return route.orders.reduce(
    (sum, order) =>
      sum + (order.row.adjustedBoxesNumberConveyor ?? order.row.correctedBoxesNumber ?? order.row.loadingBoxesNumber ?? order.row.boxesNumber ?? order.boxes),
    0,
  );
}

/**
 * Vehicle capacities: comfortably above the route's boxes, except the given routes, which
 * exceed it and show each over-capacity treatment: reduced, hidden, not reducible, and
 * one still under analysis.
 */
export function sizeVehicles(context: DemoContext, routes: readonly PlannedRoute[], overCapacity: readonly number[] = []): void {
  const { random, users } = context;
  for (const route of routes) {
    const boxes = routeBoxes(route);
    const over = overCapacity.indexOf(route.index);
    route.row.vehicleCapacity = over < 0 ? Math.ceil((boxes * 1.25) / 10) * 10 + 10 : Math.max(1, boxes - random.int(3, 10));
    if (over === 0) Object.assign(route.row, { reduced: true, reducedById: users.supervisor });
    if (over === 1) Object.assign(route.row, { isHidden: true, isHiddenById: users.supervisor });
    if (over === 2) Object.assign(route.row, { reduced: false, reducedById: users.supervisor });
  }
}

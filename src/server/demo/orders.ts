// Orders of one operation date: a client, a route, the items and the delivery details.
// Stages are set afterwards (stages.ts); here every order is still waiting.
import { PORTION_TYPE } from '../../shared/domain/products';
import type { ClientType } from '../../shared/domain/clients';
import { ROUTE_COLOUR_NAMES, type RouteColour } from '../../shared/domain/route-colours';
import type { IsoDate } from '../../shared/domain/operation-day';
import type { ProductRow } from './catalogue';
import type { DemoClient } from './clients';
import { PALLET_LIMIT_GRAMS, PALLET_LIMIT_WHOLESALE_BOXES } from './centre';
import type { DemoContext } from './context';
import { FIRST_NAMES, ITEM_INSTRUCTIONS, LAST_NAMES, ORDER_INSTRUCTIONS } from './names';
import type { PlannedDay, PlannedItem, PlannedOrder, PlannedRoute, RouteStage } from './plan';

const ORDER_NUMBER_BASE = 480_000;

/** Items per order by client type: a family buys little, a supermarket a lot. */
const ITEM_COUNT: Record<ClientType, readonly [number, number]> = {
  PF: [4, 12],
  PJ: [8, 22],
  KA: [15, 32],
  IFOOD: [3, 8],
};
const UNITS: Record<ClientType, readonly [number, number]> = { PF: [1, 6], PJ: [2, 24], KA: [6, 48], IFOOD: [1, 10] };
const GRAMS: Record<ClientType, readonly [number, number]> = {
  PF: [300, 2500],
  PJ: [1000, 15000],
  KA: [3000, 30000],
  IFOOD: [500, 5000],
};

export interface DaySpec {
  date: IsoDate;
  routeCount: number;
  orderCount: number;
  routeStage(index: number): RouteStage;
}

export interface Catalogue {
  active: readonly ProductRow[];
}

function quantityOf(context: DemoContext, product: ProductRow, type: ClientType): number {
  const { random } = context;
  if (product.portionType === PORTION_TYPE.unit) {
    if (product.isWholesale) return random.int(1, type === 'KA' ? 6 : 2);
    const [min, max] = UNITS[type];
    return random.int(min, max);
  }
  // Weight: whole portions for pre-packed trays, grams in 50 g steps for loose goods.
  if (product.purchaseValue < 1000) return random.int(1, type === 'PF' ? 3 : 8) * product.purchaseValue;
  const [min, max] = GRAMS[type];
  return Math.round(random.int(min, max) / 50) * 50;
}

function boxesFor(items: readonly PlannedItem[]): number {
  let volume = 0;
  for (const { row, product } of items) {
    if (product.isWholesale) volume += row.quantity;
    else if (row.portionType === PORTION_TYPE.unit) volume += row.quantity * 0.08;
    else volume += row.quantity / 7000;
  }
  return Math.min(30, Math.max(1, Math.round(volume)));
}

/** The settings' pallet rule: heavy orders, or many wholesale boxes, go on a pallet. */
function isPalletized(items: readonly PlannedItem[]): boolean {
  let grams = 0;
  let wholesaleBoxes = 0;
  for (const { row, product } of items) {
    if (row.portionType === PORTION_TYPE.weight) grams += row.quantity;
    if (product.isWholesale) wholesaleBoxes += row.quantity;
  }
  return grams >= PALLET_LIMIT_GRAMS || wholesaleBoxes >= PALLET_LIMIT_WHOLESALE_BOXES;
}

function buildItems(context: DemoContext, orderId: number, type: ClientType, catalogue: Catalogue): PlannedItem[] {
  const { random } = context;
  const [min, max] = ITEM_COUNT[type];
  const products = random.sample(catalogue.active, random.int(min, max));
  return products
    .map((product) => {
      const preBoxed = product.category === 'Ovos' && random.chance(0.3);
      const row = {
        id: 0,
        orderId,
        sku: product.sku,
        step: preBoxed ? null : product.step,
        portionType: product.portionType,
        quantity: quantityOf(context, product, type),
        status: 1,
        preBoxed,
        grouped: product.isWholesale && random.chance(0.2),
        instructions: random.chance(0.05) ? random.pick(ITEM_INSTRUCTIONS) : null,
      };
      const secs = product.portionType === PORTION_TYPE.weight ? random.int(35, 110) : random.int(15, 60);
      return { row, product, secs };
    })
    .sort((a, b) => (a.row.step ?? 99) - (b.row.step ?? 99) || a.product.sku - b.product.sku)
    .map((item) => {
      item.row.id = context.ids.next('items');
      context.rows.items.push(item.row);
      return item;
    });
}

function routeCode(index: number): string {
  return `R${String(index + 1).padStart(2, '0')}`;
}

function buildRoutes(context: DemoContext, spec: DaySpec): PlannedRoute[] {
  // Skip white: routes have a colour; BRANCA is for orders without one.
  const colours = ROUTE_COLOUR_NAMES.filter((colour) => colour !== 'BRANCA');
  return Array.from({ length: spec.routeCount }, (_, index) => {
    const row = {
      id: context.ids.next('routes'),
      operationDate: spec.date,
      code: routeCode(index),
      colorRoute: colours[index % colours.length] as RouteColour,
      vehicleCapacity: 0, // set once the boxes are known (loading.ts)
      driverName: `${context.random.pick(FIRST_NAMES)} ${context.random.pick(LAST_NAMES)}`,
      createdAt: context.now,
    };
    context.rows.routes.push(row);
    return { row, index, stage: spec.routeStage(index), orders: [] };
  });
}

/** The group the rules send an order to (spec/panel.md §3 separation group receive_*). */
function groupFor(context: DemoContext, type: ClientType, isCritical: boolean): number {
  if (isCritical) return 4;
  if (context.random.chance(0.04)) return 3; // directed by the panel to the manual group
  if (type === 'KA') return context.random.chance(0.7) ? 2 : 4;
  if (type === 'PJ') return context.random.chance(0.5) ? 1 : 2;
  return 1;
}

function timeWindow(context: DemoContext): [string, string] {
  const start = context.random.pick([6, 7, 8, 9, 10, 13, 14]);
  return [`${String(start).padStart(2, '0')}:00:00`, `${String(start + 4).padStart(2, '0')}:00:00`];
}

export function buildOrder(
  context: DemoContext,
  client: DemoClient,
  route: PlannedRoute | null,
  date: IsoDate,
  catalogue: Catalogue,
): PlannedOrder {
  const { random } = context;
  const id = context.ids.next('orders');
  const type = client.row.clientType;
  const isCritical = random.chance(0.05);
  const group = groupFor(context, type, isCritical);
  const row = {
    id,
    orderId: String(ORDER_NUMBER_BASE + id),
    clientId: client.row.id,
    clientType: type,
    clientName: client.row.clientName,
    clientTrade: client.row.clientTrade ?? null,
    ifoodBag: type === 'IFOOD',
    storeId: random.weighted([['1', 6], ['2', 3], ['3', 1]] as const),
    route: route?.row.code ?? null,
    colorRoute: route?.row.colorRoute ?? null,
    routeId: route?.row.id ?? null,
    scheduledDate: date,
    instructions: random.chance(0.1) ? random.pick(ORDER_INSTRUCTIONS) : null,
    isCritical,
    priority: random.chance(0.06) ? random.int(1, 3) : 0,
    isDynamicPrice: random.chance(0.08),
    directedGroup: group === 3 ? 3 : null,
    isFirstOrder: random.chance(0.03),
    isPalletized: false,
    createdAt: context.now,
    updatedAt: context.now,
  };
  const items = buildItems(context, id, type, catalogue);
  row.isPalletized = isPalletized(items);
  context.rows.orders.push(row);
  const [from, to] = timeWindow(context);
  const delivery = {
    orderId: id,
    driver: route?.row.driverName ?? null,
    neighborhood: client.neighborhood,
    shippingStreetAndNumber: client.street,
    city: client.row.city ?? null,
    state: client.row.state ?? null,
    scheduledTimeFrom: from,
    scheduledTimeTo: to,
    observations: random.chance(0.1) ? 'Interfone quebrado, ligar ao chegar' : null,
  };
  context.rows.orderDeliveryDetails.push(delivery);
  return { row, client, route, stage: 'waiting', group, items, delivery, boxes: boxesFor(items) };
}

/** Routes and orders of one date, orders spread evenly over the routes. */
export function buildDay(context: DemoContext, spec: DaySpec, clients: readonly DemoClient[], catalogue: Catalogue): PlannedDay {
  const routes = buildRoutes(context, spec);
  const orders: PlannedOrder[] = [];
  for (let index = 0; index < spec.orderCount; index += 1) {
    const route = routes[index % routes.length] ?? null;
    const order = buildOrder(context, context.random.pick(clients), route, spec.date, catalogue);
    route?.orders.push(order);
    orders.push(order);
  }
  return { date: spec.date, routes, orders };
}

/** Orders already scheduled for a later date, still without a route. */
export function buildScheduledOrders(
  context: DemoContext,
  date: IsoDate,
  count: number,
  clients: readonly DemoClient[],
  catalogue: Catalogue,
): PlannedOrder[] {
  return Array.from({ length: count }, () => buildOrder(context, context.random.pick(clients), null, date, catalogue));
}

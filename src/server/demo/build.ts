// The demo centre, assembled: yesterday (all delivered), today in full swing (the day the
// screens open on), tomorrow's routes waiting, and a few orders scheduled further ahead.
import { atLocalTime } from '../../shared/domain/operation-day';
import { buildCatalogue } from './catalogue';
import { buildPrinters, buildSeparationGroups, buildSettings, buildTwoFactorSecrets } from './centre';
import { buildMarkets } from './markets';
import { buildClients } from './clients';
import { relativeDate, type DemoContext } from './context';
import { buildAlerts, buildComplaints, buildPauses, buildReplenishmentRequests } from './floor-events';
import { simulateLoading, sizeVehicles } from './loading';
import { buildDay, buildScheduledOrders } from './orders';
import { simulatePicking } from './picking';
import type { PlannedDay, PlannedOrder, RouteStage } from './plan';
import { buildTagStock } from './pre-picking';
import { assignFinance, assignStages } from './stages';

export const TODAY_ROUTES = 30;
export const TODAY_ORDERS = 400;

/** Today: routes 1-3 loaded, 4 on the truck, 5-10 separated, 11-14 being picked, the rest waiting. */
function todayRouteStage(index: number): RouteStage {
  if (index < 3) return 'loaded';
  if (index === 3) return 'loading';
  if (index < 10) return 'separated';
  if (index < 14) return 'active';
  return 'waiting';
}
/**
 * Routes over their vehicle's capacity: reduced, hidden, not reducible, under analysis. The
 * one under analysis is a separated route, so its picked boxes really exceed the vehicle and
 * 'Rotas estouradas' shows it to reduce.
 */
const OVER_CAPACITY_TODAY = [4, 11, 17, 8];

/** Orders first in the picking queue get the highest index (the panel sorts descending). */
function setQueue(orders: readonly PlannedOrder[]): void {
  const queue = [...orders].sort(
    (a, b) => (b.row.priority ?? 0) - (a.row.priority ?? 0) || (a.route?.index ?? 99) - (b.route?.index ?? 99) || a.row.id - b.row.id,
  );
  queue.forEach((order, position) => (order.row.queueIndex = queue.length - position));
}

export interface DemoDays {
  yesterday: PlannedDay;
  today: PlannedDay;
  tomorrow: PlannedDay;
  later: PlannedOrder[];
}

export function buildDemo(context: DemoContext): DemoDays {
  buildSettings(context);
  const groups = new Map(buildSeparationGroups(context).map((group) => [group.separationGroup, group]));
  buildTwoFactorSecrets(context);
  const products = buildCatalogue(context.random);
  context.rows.products.push(...products.map((product) => ({ ...product, updatedAt: context.now })));
  const catalogue = { active: products.filter((product) => product.status === 'active') };
  const clients = buildClients(context);

  const yesterdayDate = relativeDate(context, -1);
  const yesterday = buildDay(context, { date: yesterdayDate, routeCount: 8, orderCount: 120, routeStage: () => 'loaded' }, clients, catalogue);
  assignStages(context, yesterday, { picking: 0, conference: 0, reposition: 0 });
  assignFinance(context, yesterday.orders, { cancelled: 0, paymentPending: 0, withoutInvoice: 0, releasedWithoutInvoice: 0 });
  simulatePicking(context, yesterday.orders, { anchor: atLocalTime(yesterdayDate, '15:00', context.zone), groups });
  simulateLoading(context, yesterday, atLocalTime(yesterdayDate, '21:00', context.zone));

  const today = buildDay(context, { date: context.today, routeCount: TODAY_ROUTES, orderCount: TODAY_ORDERS, routeStage: todayRouteStage }, clients, catalogue);
  assignStages(context, today, { picking: 10, conference: 6, reposition: 5 });
  assignFinance(context, today.orders, { cancelled: 8, paymentPending: 10, withoutInvoice: 5, releasedWithoutInvoice: 3 });
  simulatePicking(context, today.orders, { anchor: context.now, groups });
  simulateLoading(context, today, context.now);
  setQueue(today.orders);

  const tomorrow = buildDay(context, { date: relativeDate(context, 1), routeCount: 5, orderCount: 40, routeStage: () => 'waiting' }, clients, catalogue);
  setQueue(tomorrow.orders);
  const later = buildScheduledOrders(context, relativeDate(context, 2), 6, clients, catalogue);

  sizeVehicles(context, yesterday.routes);
  sizeVehicles(context, today.routes, OVER_CAPACITY_TODAY);
  sizeVehicles(context, tomorrow.routes);
  buildPrinters(context, today.routes.map((route) => route.row.colorRoute));
  buildMarkets(context);
  buildTagStock(context, products);
  buildAlerts(context, today.orders, products);
  buildReplenishmentRequests(context, products);
  buildPauses(context);
  buildComplaints(context, [...yesterday.orders, ...today.orders.filter((order) => order.stage === 'loaded')]);
  return { yesterday, today, tomorrow, later };
}

// Decides where each order of a day stands: by route (early routes are loaded, the next
// one is on the truck, then separated, a few routes in full swing, the rest waiting), and
// the finance states (cancelled, payment pending, without invoice).
import type { DemoContext } from './context';
import type { PlannedDay, PlannedOrder, Stage } from './plan';

export interface ActiveMix {
  /** Orders with an open work: one per separator on the floor. */
  picking: number;
  conference: number;
  reposition: number;
}

const STAGE_OF_ROUTE: Record<Exclude<PlannedDay['routes'][number]['stage'], 'active'>, Stage> = {
  loaded: 'loaded',
  loading: 'loading',
  separated: 'separated',
  waiting: 'waiting',
};

export function assignStages(context: DemoContext, day: PlannedDay, mix: ActiveMix): void {
  const active: PlannedOrder[] = [];
  for (const route of day.routes) {
    for (const order of route.orders) {
      if (route.stage === 'active') active.push(order);
      else order.stage = STAGE_OF_ROUTE[route.stage];
    }
  }
  const shuffled = context.random.sample(active, active.length);
  const conference = shuffled.filter((order) => order.row.clientType !== 'PF').slice(0, mix.conference);
  for (const order of conference) {
    order.stage = 'conference';
    order.group = 4; // only the conference group sends orders to a checker
  }
  const rest = shuffled.filter((order) => order.stage !== 'conference');
  rest.slice(0, mix.picking).forEach((order) => (order.stage = 'picking'));
  rest.slice(mix.picking, mix.picking + mix.reposition).forEach((order) => (order.stage = 'reposition'));
  rest.slice(mix.picking + mix.reposition).forEach((order, index) => (order.stage = index % 2 === 0 ? 'separated' : 'waiting'));
}

export interface FinanceMix {
  cancelled: number;
  paymentPending: number;
  withoutInvoice: number;
  releasedWithoutInvoice: number;
}

/**
 * Payment and invoice states. Invoices are issued once an order is separated; a few
 * separated orders still lack one (some released by finance without it). Cancellations and
 * pending payments are among the orders nobody has picked yet.
 */
export function assignFinance(context: DemoContext, orders: readonly PlannedOrder[], mix: FinanceMix): void {
  const { random } = context;
  const waiting = random.sample(
    orders.filter((order) => order.stage === 'waiting'),
    mix.cancelled + mix.paymentPending,
  );
  waiting.slice(0, mix.cancelled).forEach((order) => (order.row.permissionToSeparate = 'recused'));
  waiting.slice(mix.cancelled).forEach((order) => (order.row.permissionToSeparate = 'pending'));

  const invoiced = orders.filter((order) => ['separated', 'loading', 'loaded'].includes(order.stage));
  for (const order of invoiced) {
    order.row.hasInvoice = true;
    order.delivery.billOfSaleId = String(random.int(100_000, 999_999));
  }
  const missing = random.sample(
    invoiced.filter((order) => order.stage === 'separated'),
    mix.withoutInvoice + mix.releasedWithoutInvoice,
  );
  missing.forEach((order, index) => {
    order.row.hasInvoice = false;
    order.delivery.billOfSaleId = null;
    if (index < mix.releasedWithoutInvoice) {
      order.row.releasedWithoutInvoiceById = context.users.finance;
      order.row.releasedWithoutInvoiceAt = new Date(context.now.getTime() - random.int(5, 90) * 60_000);
    }
  });
}

// The shape of a planned operation day: routes, their orders and items, and how far each
// order has come. Builders fill it; the floor and loading simulations play it out.
import type { IsoDate } from '../../shared/domain/operation-day';
import type { RouteColour } from '../../shared/domain/route-colours';
import type { ProductRow } from './catalogue';
import type { DemoClient } from './clients';
import type { Row } from './rows';

/** How far an order has come, in the order a day goes through. */
export const STAGES = ['waiting', 'picking', 'conference', 'reposition', 'separated', 'loading', 'loaded'] as const;
export type Stage = (typeof STAGES)[number];

/** How far a route has come; 'active' routes hold orders in every picking state. */
export type RouteStage = 'loaded' | 'loading' | 'separated' | 'active' | 'waiting';

export type ItemRow = Row<'items'> & { id: number; sku: number; quantity: number; portionType: number; status: number };
export type OrderRow = Row<'orders'> & { id: number; orderId: string; scheduledDate: IsoDate };
export type RouteRow = Row<'routes'> & { id: number; code: string; colorRoute: RouteColour; vehicleCapacity: number };

export interface PlannedItem {
  row: ItemRow;
  product: ProductRow;
  /** Seconds the picker spends on it. */
  secs: number;
}

export interface PlannedOrder {
  row: OrderRow;
  client: DemoClient;
  route: PlannedRoute | null;
  stage: Stage;
  /** Group that picks it: decided by the group rules (or the panel's direction). */
  group: number;
  items: PlannedItem[];
  delivery: Row<'orderDeliveryDetails'>;
  /** Boxes the order fills once packed. */
  boxes: number;
  /** Separator who picks it, and the work, once simulated. */
  workId?: number;
  workEnd?: Date;
}

export interface PlannedRoute {
  row: RouteRow;
  index: number;
  stage: RouteStage;
  orders: PlannedOrder[];
}

export interface PlannedDay {
  date: IsoDate;
  routes: PlannedRoute[];
  orders: PlannedOrder[];
}

// Reads of the packing lists: a date's routes (filtered, paged) and their orders with the
// box counts and delivery details the romaneio prints. Cancelled orders never travel, so
// they are left out of every list, count and total.
import { sql, type SQL } from 'drizzle-orm';
import type { PackingListOrder, RouteGroup } from '../../../shared/contract/packing-lists';
import { boxesOnTruck } from '../../../shared/domain/box-counts';
import type { IsoDate } from '../../../shared/domain/operation-day';
import { CHECKING_STATUS, type RouteLoadingStatus } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { containsPattern } from '../../db/like';

export interface RouteFilters {
  date: IsoDate;
  isPrinted?: boolean;
  status?: RouteLoadingStatus;
  search?: string;
}

interface RouteRow {
  id: number;
  code: string;
  color_route: string;
  loading_status: RouteLoadingStatus;
  driver_name: string | null;
  printed: boolean;
  printed_at: string | null;
}

interface OrderRow {
  id: number;
  route_id: number;
  order_id: string;
  client_type: string;
  client_name: string;
  client_trade: string | null;
  checking_status: number | null;
  loading_boxes_number: number | null;
  corrected_boxes_number: number | null;
  adjusted_boxes_number: number | null;
  adjusted_boxes_number_conveyor: number | null;
  boxes_by_conferencer: number | null;
  conference_boxes_number: number | null;
  skipped: boolean;
  has_details: boolean;
  driver: string | null;
  neighborhood: string | null;
  shipping_street_and_number: string | null;
  bill_of_sale_id: string | null;
  scheduled_time_from: string | null;
  scheduled_time_to: string | null;
  observations: string | null;
}

/** Orders that left separation (conference, separated or loaded) count as finished. */
const SEPARATION_DONE: readonly number[] = [CHECKING_STATUS.conference, CHECKING_STATUS.separated, CHECKING_STATUS.loaded];

function whereOf(filters: RouteFilters): SQL {
  const conditions: SQL[] = [sql`r.operation_date = ${filters.date}`];
  if (filters.isPrinted !== undefined) conditions.push(sql`r.printed = ${filters.isPrinted}`);
  if (filters.status) conditions.push(sql`r.loading_status = ${filters.status}`);
  if (filters.search) conditions.push(sql`r.code ilike ${containsPattern(filters.search)}`);
  return sql.join(conditions, sql` and `);
}

async function routeRows(db: DbOrTx, filters: RouteFilters, page?: { offset: number; limit: number }): Promise<RouteRow[]> {
  return queryRows<RouteRow>(
    db,
    sql`select r.id, r.code, r.color_route, r.loading_status, r.driver_name, r.printed, r.printed_at
        from routes r where ${whereOf(filters)}
        order by r.code, r.id
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

async function orderRows(db: DbOrTx, routeIds: number[]): Promise<OrderRow[]> {
  if (routeIds.length === 0) return [];
  return queryRows<OrderRow>(
    db,
    sql`select o.id, o.route_id, o.order_id, o.client_type, o.client_name, o.client_trade, o.checking_status,
               o.loading_boxes_number, o.corrected_boxes_number, o.adjusted_boxes_number,
               o.adjusted_boxes_number_conveyor, o.boxes_by_conferencer, o.conference_boxes_number, o.skipped,
               d.order_id is not null as has_details, d.driver, d.neighborhood, d.shipping_street_and_number,
               d.bill_of_sale_id, d.scheduled_time_from::text as scheduled_time_from,
               d.scheduled_time_to::text as scheduled_time_to, d.observations
        from orders o
        left join order_delivery_details d on d.order_id = o.id
        where o.route_id in (${sql.join(routeIds.map((id) => sql`${id}`), sql`, `)})
          and o.permission_to_separate <> 'recused'
        order by o.order_id`,
  );
}

function toOrder(row: OrderRow): PackingListOrder {
  return {
    id: row.id,
    order_id: row.order_id,
    // PF clients are people (their name); companies go by their trade name (spec/panel.md §2).
    client_name_or_trade: row.client_type === 'PF' ? row.client_name : (row.client_trade ?? row.client_name),
    loading_boxes_number: row.loading_boxes_number,
    corrected_boxes_number: row.corrected_boxes_number,
    adjusted_boxes_number: row.adjusted_boxes_number,
    adjusted_boxes_number_conveyor: row.adjusted_boxes_number_conveyor,
    boxes_by_conferencer: row.boxes_by_conferencer,
    conference_boxes_number: row.conference_boxes_number,
    skipped: row.skipped,
    order_delivery_details: row.has_details
      ? {
          driver: row.driver,
          neighborhood: row.neighborhood,
          shipping_street_and_number: row.shipping_street_and_number,
          bill_of_sale_id: row.bill_of_sale_id,
          scheduled_time_from: row.scheduled_time_from,
          scheduled_time_to: row.scheduled_time_to,
          observations: row.observations,
        }
      : null,
  };
}

/** Total boxes of an order on the truck, from the raw row (spec/panel.md §9). */
export function orderBoxes(order: PackingListOrder): number {
  return boxesOnTruck({
    adjustedBoxesNumberConveyor: order.adjusted_boxes_number_conveyor,
    correctedBoxesNumber: order.corrected_boxes_number,
    loadingBoxesNumber: order.loading_boxes_number,
  });
}

async function groupsOf(db: DbOrTx, routes: RouteRow[]): Promise<RouteGroup[]> {
  const orders = await orderRows(db, routes.map((route) => route.id));
  return routes.map((route) => {
    const mine = orders.filter((order) => order.route_id === route.id);
    const listed = mine.map(toOrder);
    return {
      id: route.id,
      route: route.code,
      colorRoute: route.color_route,
      status: route.loading_status,
      driverName: route.driver_name,
      quantityOrders: listed.length,
      totalBoxes: listed.reduce((sum, order) => sum + orderBoxes(order), 0),
      separateFinish: mine.length > 0 && mine.every((order) => order.checking_status !== null && SEPARATION_DONE.includes(order.checking_status)),
      printed: route.printed,
      printedAt: route.printed_at === null ? null : new Date(route.printed_at).toISOString(),
      orders: listed,
    };
  });
}

/** One page of route groups and how many routes match the filters. */
export async function routeGroupPage(db: DbOrTx, filters: RouteFilters, page: number, pageSize: number) {
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from routes r where ${whereOf(filters)}`);
  const routes = await routeRows(db, filters, { offset: (page - 1) * pageSize, limit: pageSize });
  return { totalCount: count?.total ?? 0, groups: await groupsOf(db, routes) };
}

/** Route groups matching the filters in batches of routes, for the spreadsheet. */
export async function* routeGroupBatches(db: DbOrTx, filters: RouteFilters, batchSize = 20): AsyncGenerator<RouteGroup[]> {
  for (let offset = 0; ; offset += batchSize) {
    const routes = await routeRows(db, filters, { offset, limit: batchSize });
    if (routes.length === 0) return;
    yield await groupsOf(db, routes);
    if (routes.length < batchSize) return;
  }
}

/** The routes of a date with these codes, as groups (absent codes are left out). */
export async function routeGroupsByCode(db: DbOrTx, date: IsoDate, codes: readonly string[]): Promise<RouteGroup[]> {
  if (codes.length === 0) return [];
  const routes = await queryRows<RouteRow>(
    db,
    sql`select r.id, r.code, r.color_route, r.loading_status, r.driver_name, r.printed, r.printed_at
        from routes r
        where r.operation_date = ${date} and r.code in (${sql.join(codes.map((code) => sql`${code}`), sql`, `)})
        order by r.code`,
  );
  return groupsOf(db, routes);
}

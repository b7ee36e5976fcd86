// The dashboard's reads: the day's figures with the separators, the 'Quebras' and
// 'Detalhes das rotas' modals, and one separator's orders.
import { sql } from 'drizzle-orm';
import type { BreakGroup, Dashboard, DashboardRoute } from '../../../shared/contract/dashboard';
import { completion, forecastEnd, percentChange, separatorStatus, tonsPerHour } from '../../../shared/domain/dashboard';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { ROUTE_COLOURS, isRouteColour } from '../../../shared/domain/route-colours';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { currentOperationDay } from './day';
import { countBreaksAndRoutes, countDays, routeBoxes, workTimes, type DayCounts } from './figures';
import { listFloorSeparators, listSeparatorOrders } from './separators';

const NOTHING: Omit<DayCounts, 'scheduled_date'> = {
  total_orders: 0,
  completed_orders: 0,
  orders_in_progress: 0,
  orders_without_route: 0,
  orders_pending_status: 0,
  ifood_total: 0,
  ifood_finalized: 0,
  critical_total: 0,
  critical_finalized: 0,
  total_items: 0,
  processed_items: 0,
  items_in_progress: 0,
  total_volume: 0,
  processed_volume: 0,
  average_time_per_item: 0,
  first_to_last_item: 0,
};

export async function readDashboard(app: AppContext): Promise<Dashboard> {
  const day = await currentOperationDay(app);
  const [days, times, breaksAndRoutes, separators] = await Promise.all([
    countDays(app.db, day),
    workTimes(app.db, day),
    countBreaksAndRoutes(app.db, day),
    listFloorSeparators(app.db, day),
  ]);
  const today = days.get(day.date) ?? { ...NOTHING, scheduled_date: day.date };
  const previous = days.get(day.previousWeek) ?? { ...NOTHING, scheduled_date: day.previousWeek };
  const now = day.now;

  const ordersRemaining = today.total_orders - today.completed_orders - today.orders_in_progress;
  const itemsLeft = today.total_items - today.processed_items;
  // Separators working side by side: the configured number, else those on the floor now.
  const working = separators.filter((separator) => !separator.is_paused && separatorStatus(separator) !== 'conference').length;
  const parallel = day.separatorsConfig > 0 ? day.separatorsConfig : working;
  const done = ordersRemaining + today.orders_in_progress === 0;
  const until = done && times.last_end ? times.last_end : now;
  const endTime = done ? times.last_end : forecastEnd(now, ordersRemaining + today.orders_in_progress, times.average_cycle_time || times.average_duration, parallel);
  const endByItems = itemsLeft === 0 ? times.last_end : forecastEnd(now, itemsLeft, today.average_time_per_item, parallel);

  return {
    date: day.date,
    updated_in: now.toISOString(),
    total_orders: today.total_orders,
    completed_orders: today.completed_orders,
    orders_in_progress: today.orders_in_progress,
    orders_remaining: ordersRemaining,
    orders_completion_percentage: completion(today.completed_orders, today.total_orders),
    total_items: today.total_items,
    processed_items: today.processed_items,
    items_in_progress: today.items_in_progress,
    items_remaining: itemsLeft - today.items_in_progress,
    items_completion_percentage: completion(today.processed_items, today.total_items),
    total_volume: today.total_volume,
    processed_volume: today.processed_volume,
    tons_per_hour: tonsPerHour(today.processed_volume, times.start_time, until),
    start_time: times.start_time?.toISOString() ?? null,
    end_time: endTime?.toISOString() ?? null,
    end_time_by_items: endByItems?.toISOString() ?? null,
    average_duration: times.average_duration,
    average_cycle_time: times.average_cycle_time,
    average_idle_time: times.average_idle_time,
    avg_time_first_to_last_item: { scheduled_date: day.date, average_time_seconds: today.first_to_last_item },
    average_time_per_item: today.average_time_per_item,
    total_breaks: breaksAndRoutes.total_breaks,
    exploded_routes: breaksAndRoutes.exploded_routes,
    orders_without_route: today.orders_without_route,
    orders_pending_status: today.orders_pending_status,
    total_ifood_orders: { finalized: today.ifood_finalized, total: today.ifood_total },
    total_critical_orders: { finalized: today.critical_finalized, total: today.critical_total },
    separators_quantity_config: day.separatorsConfig,
    historical_comparison: {
      created: now.toISOString(),
      previous_date: day.previousWeek,
      previous_total_orders: previous.total_orders,
      previous_total_items: previous.total_items,
      previous_total_volume: previous.total_volume,
      orders_percentage_change: percentChange(today.total_orders, previous.total_orders),
      items_percentage_change: percentChange(today.total_items, previous.total_items),
      total_volume_percentage_change: percentChange(today.total_volume, previous.total_volume),
    },
    data: separators,
  };
}

interface BreakRow {
  sku: number;
  name: string;
  type: number;
  portion_type: number;
  order_id: string;
  separator: string | null;
  broken_quantity: number;
}

/** The day's breaks by product and type, the product with most breaks first. */
export async function readBreakGroups(app: AppContext): Promise<{ total_breaks: number; data: BreakGroup[] }> {
  const day = await currentOperationDay(app);
  const rows = await queryRows<BreakRow>(
    app.db,
    sql`
      select p.sku, p.name, b.type::int as type, i.portion_type::int as portion_type, o.order_id,
             u.username as separator, b.broken_quantity
      from breaks b
      join orders o on o.id = b.order_id
      join items i on i.id = b.item_id
      join products p on p.sku = i.sku
      left join works w on w.id = b.work_id
      left join users u on u.id = w.separator_id
      where o.scheduled_date = ${day.date}
      order by b.created_at`,
  );
  const groups = new Map<string, BreakGroup>();
  for (const row of rows) {
    const key = `${row.sku}:${row.type}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        name: row.name,
        type: row.type,
        unity_product_base: row.portion_type === PORTION_TYPE.weight ? 'peso' : 'unidade',
        quantity_breaks: 0,
        items: [],
      };
      groups.set(key, group);
    }
    group.quantity_breaks += 1;
    group.items.push({ order: row.order_id, separator: row.separator, quantity_break: row.broken_quantity });
  }
  const data = [...groups.values()].sort((a, b) => b.quantity_breaks - a.quantity_breaks || a.name.localeCompare(b.name));
  return { total_breaks: rows.length, data };
}

interface RouteRow {
  code: string;
  color_route: string;
  loading_status: string;
  reduced: boolean | null;
  capacity: number;
  boxes: number;
}

export async function readRoutes(app: AppContext) {
  const day = await currentOperationDay(app);
  const rows = await queryRows<RouteRow>(app.db, sql`select * from (${routeBoxes(day)}) r order by r.code`);
  const data: DashboardRoute[] = rows.map((row) => ({
    route: row.code,
    tagColor: isRouteColour(row.color_route) ? ROUTE_COLOURS[row.color_route] : row.color_route,
    status: row.loading_status,
    boxes: row.boxes,
    capacity: row.capacity,
    need_reduce: row.boxes > row.capacity,
    is_reduced: row.reduced,
  }));
  return {
    total_routes_in_carambola: data.length,
    routes_need_reduce_quantity: data.filter((route) => route.need_reduce).length,
    routes_reduced_quantity: data.filter((route) => route.is_reduced === true).length,
    updated_in: day.now.toISOString(),
    data_routes: data,
  };
}

export async function readSeparatorOrders(app: AppContext, userId: number) {
  const day = await currentOperationDay(app);
  const data = await listSeparatorOrders(app.db, day, userId);
  return {
    user_id: userId,
    completed_orders_user: data.filter((order) => order.end !== null).length,
    orders_user_in_progress: data.filter((order) => order.end === null).length,
    data,
  };
}

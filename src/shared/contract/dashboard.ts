// The panel's dashboard (spec/panel.md §2 'Dashboard', §3 'Dashboard data', §7 'Dashboard'):
// the day's figures, the separators on the floor, their orders, the breaks and routes
// modals, pausing a separator, and one separator's performance (the users screen's detail).
// Every figure is computed by the server from the operation day (docs/dashboard.md).
import { z } from 'zod';
import { endpoint, queryInt } from './endpoint';

const finalizedOfTotal = z.object({ finalized: z.number().int(), total: z.number().int() });

export const dashboardSeparatorSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** Separation orders the separator finished today. */
  total_orders_completed: z.number().int(),
  /** The separator's latest separation work today (open while end is null). */
  last_work: z
    .object({ begin: z.string(), end: z.string().nullable(), order: z.string(), is_critical: z.boolean() })
    .nullable(),
  is_paused: z.boolean(),
  /** When the pause started, for the grey timer. */
  paused_at: z.string().nullable(),
  /** Begin of an open conference work: the separator is checking an order. */
  work_conference: z.string().nullable(),
  /** The separator is a beginner or picks critical orders (SeparationCriticalOrBeginner). */
  is_critical_or_beginner: z.boolean(),
});
export type DashboardSeparator = z.infer<typeof dashboardSeparatorSchema>;

export const dashboardSchema = z.object({
  /** The operation day (YYYY-MM-DD) the figures are about. */
  date: z.string(),
  updated_in: z.string(),
  total_orders: z.number().int(),
  completed_orders: z.number().int(),
  orders_in_progress: z.number().int(),
  orders_remaining: z.number().int(),
  orders_completion_percentage: z.number(),
  total_items: z.number().int(),
  processed_items: z.number().int(),
  items_in_progress: z.number().int(),
  items_remaining: z.number().int(),
  items_completion_percentage: z.number(),
  /** Grams of the weight items ordered today, and of those already separated. */
  total_volume: z.number().int(),
  processed_volume: z.number().int(),
  /** Separated tons per hour since the first work of the day. */
  tons_per_hour: z.number(),
  /** First work begin and the forecast end (ISO), by orders and by items. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  end_time_by_items: z.string().nullable(),
  /** Averages in seconds over the day's finished separation works. */
  average_duration: z.number(),
  average_cycle_time: z.number(),
  average_idle_time: z.number(),
  avg_time_first_to_last_item: z.object({ scheduled_date: z.string(), average_time_seconds: z.number() }),
  average_time_per_item: z.number(),
  total_breaks: z.number().int(),
  exploded_routes: z.number().int(),
  orders_without_route: z.number().int(),
  orders_pending_status: z.number().int(),
  total_ifood_orders: finalizedOfTotal,
  total_critical_orders: finalizedOfTotal,
  separators_quantity_config: z.number().int(),
  historical_comparison: z.object({
    created: z.string(),
    /** The same weekday one week before. */
    previous_date: z.string(),
    previous_total_orders: z.number().int(),
    previous_total_items: z.number().int(),
    previous_total_volume: z.number().int(),
    /** Percent change against the previous week; null when it had nothing. */
    orders_percentage_change: z.number().nullable(),
    items_percentage_change: z.number().nullable(),
    total_volume_percentage_change: z.number().nullable(),
  }),
  data: z.array(dashboardSeparatorSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const getDashboard = endpoint({
  method: 'GET',
  path: '/api/carambola/dashboard/',
  access: ['SeparationDashboardView'],
  summary: "The operation day's figures and the separators on the floor.",
  response: dashboardSchema,
});

export const breakGroupSchema = z.object({
  name: z.string(),
  /** 3 total break, 4 partial break. */
  type: z.number().int(),
  unity_product_base: z.enum(['peso', 'unidade']),
  quantity_breaks: z.number().int(),
  items: z.array(
    z.object({
      order: z.string(),
      separator: z.string().nullable(),
      /** Units, or grams for weight items. */
      quantity_break: z.number().int(),
    }),
  ),
});
export type BreakGroup = z.infer<typeof breakGroupSchema>;

export const getDashboardBreaks = endpoint({
  method: 'GET',
  path: '/api/carambola/dashboard/break',
  access: ['SeparationDashboardView'],
  summary: "The day's breaks grouped by product and break type, most frequent first.",
  response: z.object({ total_breaks: z.number().int(), data: z.array(breakGroupSchema) }),
});

export const dashboardRouteSchema = z.object({
  route: z.string(),
  tagColor: z.string(),
  /** Loading state: pending, loading, loaded. */
  status: z.string(),
  boxes: z.number().int(),
  capacity: z.number().int(),
  need_reduce: z.boolean(),
  /** null = under analysis. */
  is_reduced: z.boolean().nullable(),
});
export type DashboardRoute = z.infer<typeof dashboardRouteSchema>;

export const getDashboardRoutes = endpoint({
  method: 'GET',
  path: '/api/carambola/routes/',
  access: ['SeparationDashboardView'],
  summary: "The day's routes with their boxes against the vehicle ('Detalhes das rotas').",
  response: z.object({
    total_routes_in_carambola: z.number().int(),
    routes_need_reduce_quantity: z.number().int(),
    routes_reduced_quantity: z.number().int(),
    updated_in: z.string(),
    data_routes: z.array(dashboardRouteSchema),
  }),
});

export const separatorOrderSchema = z.object({
  order_id: z.string(),
  queue_index: z.number().int().nullable(),
  color_route: z.string().nullable(),
  is_critical: z.boolean(),
  checking_status: z.number().int().nullable(),
  client_data: z.object({ client_type: z.string(), client_name: z.string(), client_trade: z.string().nullable() }),
  route: z.string().nullable(),
  /** Finished items of the order, percent, rounded. */
  porcentage_scanned: z.number().int(),
  begin: z.string(),
  end: z.string().nullable(),
});
export type SeparatorOrder = z.infer<typeof separatorOrderSchema>;

const userIdQuery = z.object({ userId: queryInt().positive() });

export const getSeparatorOrders = endpoint({
  method: 'GET',
  path: '/api/carambola/dashboard/orders-user',
  access: ['SeparationDashboardView'],
  summary: "A separator's orders of the day, the open one first.",
  query: userIdQuery,
  response: z.object({
    user_id: z.number().int(),
    completed_orders_user: z.number().int(),
    orders_user_in_progress: z.number().int(),
    data: z.array(separatorOrderSchema),
  }),
});

export const pauseStateSchema = z.object({
  user_id: z.number().int(),
  is_paused: z.boolean(),
  paused_at: z.string().nullable(),
  /** The order the separator holds: pausing resets it first ('Resetar e pausar'). */
  order_in_progress: z.string().nullable(),
});

export const getPause = endpoint({
  method: 'GET',
  path: '/api/carambola/dashboard/pause',
  access: ['SeparationDashboardView'],
  summary: 'Whether a separator is paused and which order they hold.',
  query: userIdQuery,
  response: pauseStateSchema,
});

export const setPause = endpoint({
  method: 'POST',
  path: '/api/carambola/dashboard/pause',
  changes: ['dashboard'],
  access: ['SeparationDashboardView'],
  summary: "Pauses a separator (resetting the order they hold first) or lets them play again.",
  body: z.object({
    userId: z.number({ error: 'Informe o separador' }).int().positive(),
    action: z.enum(['pause', 'play'], { error: "A ação deve ser 'pause' ou 'play'" }),
  }),
  response: z.object({ message: z.string(), reset_order: z.string().nullable() }),
});

const periodFiguresSchema = z.object({
  items: z.number().int(),
  /** Grams of weight items separated. */
  kilos: z.number().int(),
  orders: z.number().int(),
  /** Seconds. */
  time_per_order: z.number(),
  time_per_item: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const getSeparatorPerformance = endpoint({
  method: 'GET',
  path: '/api/carambola/dashboard/separator',
  access: ['SeparationUsersView', 'SeparationDashboardView'],
  summary: "One separator's figures today, this week, this month and of all time.",
  query: z.object({ separatorId: queryInt().positive() }),
  response: z.object({
    today_data: periodFiguresSchema,
    week_data: periodFiguresSchema,
    month_data: periodFiguresSchema,
    all_time_data: periodFiguresSchema.extend({ separator: z.string(), name: z.string() }),
  }),
});

export const dashboardEndpoints = {
  getDashboard,
  getDashboardBreaks,
  getDashboardRoutes,
  getSeparatorOrders,
  getPause,
  setPause,
  getSeparatorPerformance,
};

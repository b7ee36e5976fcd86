// The conveyor and truck loading (spec/loading.md §2.1, §4, §7 'Loading conference'): truck
// loading by licence plate, the admin-code box-count confirmation, the pending-order lock,
// an order's box history and the over-capacity route treatment of the conveyor modal.
// The box reads themselves travel on the box-count socket (events.ts).
import { z } from 'zod';
import { endpoint, queryInt } from './endpoint';
import { conveyorOrderCardSchema } from './events';

/** Who works the conveyor screen: the fixed reader, or box-conference staff. */
const CONVEYOR_ACCESS = ['SeparationFixedReader', 'SeparationShipmentManagement'] as const;

export const PLATE_MIN_LENGTH = 7;
export const PLATE_MAX_LENGTH = 10;
/** The same words on the start-loading screen (a plate confirmed too soon) and from the server. */
export const PLATE_TOO_SHORT = `A placa precisa de ao menos ${PLATE_MIN_LENGTH} caracteres`;

export const licensePlateSchema = z
  .string()
  .trim()
  .transform((plate) => plate.toUpperCase())
  .pipe(
    z
      .string()
      .min(PLATE_MIN_LENGTH, PLATE_TOO_SHORT)
      .max(PLATE_MAX_LENGTH, `A placa tem no máximo ${PLATE_MAX_LENGTH} caracteres`),
  );

export const truckLoadingSchema = z.object({
  license_plate: z.string(),
  start_time: z.string(),
  end_time: z.string().nullable(),
});
export type TruckLoading = z.infer<typeof truckLoadingSchema>;

export const startTruckLoading = endpoint({
  method: 'POST',
  path: '/api/carambola/loading-conference/truck/start/',
  changes: ['routes', 'dashboard', 'orders'],
  access: CONVEYOR_ACCESS,
  summary: 'Starts loading a truck, identified by its licence plate (one loading at a time).',
  body: z.object({ license_plate: licensePlateSchema }),
  response: truckLoadingSchema,
});

export const finishTruckLoading = endpoint({
  method: 'POST',
  path: '/api/carambola/loading-conference/truck/finish/',
  changes: ['routes', 'dashboard', 'orders'],
  access: CONVEYOR_ACCESS,
  summary: 'Finishes the loading under way.',
  body: z.object({ license_plate: z.string().optional() }).optional(),
  response: truckLoadingSchema,
});

/** Active when the reply has no message (spec/loading.md §4 'Loading'). */
export const truckLoadingStatusSchema = z.union([
  truckLoadingSchema,
  z.object({ message: z.string() }),
]);

export const getTruckLoadingStatus = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/truck/status/',
  access: CONVEYOR_ACCESS,
  summary: 'The loading under way, or a message when there is none.',
  response: truckLoadingStatusSchema,
});

export const confirmBoxCount = endpoint({
  method: 'PUT',
  path: '/api/carambola/loading-conference/change/:orderId',
  changes: ['routes', 'dashboard', 'orders'],
  access: CONVEYOR_ACCESS,
  audit: 'boxCount.corrected',
  summary: "Confirms an order's box count on the conveyor with the admin code (the order is then skipped).",
  params: z.object({ orderId: z.string().min(1) }),
  body: z.object({
    isFixScanner: z.literal(true),
    boxes: z.number().int().min(1, 'Quantidade de caixa não pode ser 0'),
    admin_code: z.string().min(1),
  }),
  response: z.object({ order_id: z.string(), corrected_boxes_number: z.number().int() }),
});

export const pendingLockSchema = z.object({
  pending_order_blocks_loading: z.boolean(),
  /** Orders of the operation day whose payment is pending. */
  pending_orders: z.number().int(),
  /** The server's internet probe: the lock may go off, and payments be decided here, only offline. */
  centre_online: z.boolean(),
});
export type PendingLock = z.infer<typeof pendingLockSchema>;

/** The lock may be turned off only with this many pending orders, the centre offline. */
export const PENDING_LOCK_MIN_ORDERS = 10;

export const getPendingLock = endpoint({
  method: 'GET',
  path: '/api/carambola/conveyor/pending-lock',
  access: [...CONVEYOR_ACCESS, 'SeparationInvoiceRelease'],
  summary: 'The conveyor pending-order lock ("Verificação de pedido na esteira").',
  response: pendingLockSchema,
});

export const setPendingLock = endpoint({
  method: 'PATCH',
  path: '/api/carambola/conveyor/pending-lock',
  changes: ['routes', 'dashboard'],
  access: ['SeparationInvoiceRelease'],
  audit: 'settings.changed',
  summary: 'Turns the pending-order lock on, or off while the centre is offline with enough pending orders.',
  body: z.object({ pending_order_blocks_loading: z.boolean() }),
  response: pendingLockSchema,
});

export const boxCountChangeSchema = z.object({
  field: z.string(),
  old_value: z.number().int().nullable(),
  new_value: z.number().int().nullable(),
  source: z.string(),
  user: z.string().nullable(),
  created: z.string(),
});

export const getBoxHistory = endpoint({
  method: 'GET',
  path: '/api/carambola/conveyor/orders/:orderId/box-history',
  access: [...CONVEYOR_ACCESS, 'SeparationOrdersManagement', 'SeparationDashboardView'],
  summary: "Every change of an order's box counts, oldest first, with who or what made it.",
  params: z.object({ orderId: z.string().min(1) }),
  response: z.array(boxCountChangeSchema),
});

export const routeAboveSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  is_hidden: z.boolean(),
  is_hidden_by: z.number().int().nullable(),
  reduced: z.boolean().nullable(),
  reduced_by: z.number().int().nullable(),
});

export const updateRouteAboveLimit = endpoint({
  method: 'PATCH',
  path: '/api/carambola/routes/route-above-box-limit/:id',
  changes: ['routes', 'dashboard'],
  access: ['SeparationFixedReader', 'SeparationCheckCriticalOrder'],
  summary: 'Over-capacity treatment of a route: hide/show, reduced, not reducible or back to analysis.',
  params: z.object({ id: z.coerce.number().int() }),
  body: z
    .object({
      reduced: z.boolean().nullable().optional(),
      is_hidden: z.boolean().optional(),
      reduced_by: z.number().int().optional(),
      is_hidden_by: z.number().int().optional(),
    })
    .refine((body) => body.reduced !== undefined || body.is_hidden !== undefined, 'Informe reduced ou is_hidden'),
  response: routeAboveSchema,
});

export const loadingOrderSchema = z.object({
  order_id: z.string(),
  route: z.string().nullable(),
  color_route: z.string().nullable(),
  client_name_or_trade: z.string(),
  scheduled_date: z.string(),
  permission_to_separate: z.string(),
  checking_status: z.number().int().nullable(),
  has_invoice: z.boolean(),
  released_without_invoice: z.boolean(),
  /** 1 pending, 2 in progress, 3 conferred; null without a box conference. */
  box_conference_status: z.number().int().nullable(),
  expected_boxes: z.number().int().nullable(),
  loading_boxes_number: z.number().int(),
  skipped: z.boolean(),
});
export type LoadingOrder = z.infer<typeof loadingOrderSchema>;

export const listLoadingOrders = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/',
  access: [...CONVEYOR_ACCESS, 'SeparationCheckCriticalOrder'],
  summary: 'Orders of an operation date on their way to the trucks, by route then order number.',
  query: z.object({
    scheduledDate: z.iso.date().optional(),
    route: z.string().optional(),
    search: z.string().optional(),
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(500).default(10),
  }),
  response: z.object({ results: z.array(loadingOrderSchema), total_count: z.number().int() }),
});

/** Orders kept in the conveyor carousel (spec/loading.md §9). */
export const CAROUSEL_SIZE = 10;

export const listRecentConveyorCards = endpoint({
  method: 'GET',
  path: '/api/carambola/conveyor/recent-cards',
  access: CONVEYOR_ACCESS,
  summary: "The carousel after a reload or a restart: the cards of the operation day's last read orders, latest read first.",
  response: z.array(conveyorOrderCardSchema).max(CAROUSEL_SIZE),
});

export const conveyorEndpoints = {
  listLoadingOrders,
  listRecentConveyorCards,
  startTruckLoading,
  finishTruckLoading,
  getTruckLoadingStatus,
  confirmBoxCount,
  getPendingLock,
  setPendingLock,
  getBoxHistory,
  updateRouteAboveLimit,
};

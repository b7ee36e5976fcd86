// Romaneios (packing lists) of a date's routes, their printing and spreadsheet, and the
// route reprint of box labels (spec/panel.md §2 'Romaneios', 'Token and route reprint', §3
// 'Route group', 'Route (reprint)', §4 'Route printing', §7 'Romaneios', 'Reprint routes';
// spec/loading.md §7 'Routes and orders' shows the reprint paths).
import { z } from 'zod';
import { orderNumber } from './order-number';
import { ROUTE_LOADING_STATUSES } from '../domain/statuses';
import { endpoint, fileResponse, isoDate, queryBool, queryInt } from './endpoint';

const access = ['SeparationReleasePackingList'] as const;
/** Screen labels of a route's loading status (spec/panel.md §4 'Route printing'). */
export const ROUTE_LOADING_STATUS_LABEL = { pending: 'Pendente', loading: 'Carregando', loaded: 'Carregado' } as const;

const routeCode = z.string().trim().min(1, 'Informe a rota').max(40, 'Rota inválida');
const loadingStatus = z.enum(ROUTE_LOADING_STATUSES, { message: 'Status inválido' });

export const packingListOrderSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  client_name_or_trade: z.string(),
  loading_boxes_number: z.number().int().nullable(),
  corrected_boxes_number: z.number().int().nullable(),
  adjusted_boxes_number: z.number().int().nullable(),
  adjusted_boxes_number_conveyor: z.number().int().nullable(),
  boxes_by_conferencer: z.number().int().nullable(),
  conference_boxes_number: z.number().int().nullable(),
  skipped: z.boolean(),
  order_delivery_details: z
    .object({
      driver: z.string().nullable(),
      neighborhood: z.string().nullable(),
      shipping_street_and_number: z.string().nullable(),
      bill_of_sale_id: z.string().nullable(),
      scheduled_time_from: z.string().nullable(),
      scheduled_time_to: z.string().nullable(),
      observations: z.string().nullable(),
    })
    .nullable(),
});
export type PackingListOrder = z.infer<typeof packingListOrderSchema>;

export const routeGroupSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  colorRoute: z.string(),
  status: loadingStatus,
  driverName: z.string().nullable(),
  quantityOrders: z.number().int(),
  /** Boxes on the truck: reduced on the conveyor, else corrected, else read (§9). */
  totalBoxes: z.number().int(),
  /** Every order of the route has left separation. */
  separateFinish: z.boolean(),
  printed: z.boolean(),
  printedAt: z.string().nullable(),
  orders: z.array(packingListOrderSchema),
});
export type RouteGroup = z.infer<typeof routeGroupSchema>;

const listFilters = z.object({
  scheduledDate: isoDate.optional(),
  isPrinted: queryBool().optional(),
  filterByStatus: loadingStatus.optional(),
  searchRoute: z.string().trim().max(40, 'Rota inválida').optional(),
});

export const packingList = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/packing-list',
  access,
  summary: "A date's routes with their orders, boxes and delivery details, printed or waiting, paged.",
  query: listFilters.extend({
    page: queryInt().min(1, 'Página inválida').default(1),
    pageSize: queryInt().min(1, 'Tamanho de página inválido').max(100, 'Tamanho de página inválido').default(10),
  }),
  response: z.object({ totalCount: z.number().int(), results: z.record(z.string(), routeGroupSchema) }),
});

export const packingListDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/packing-list/download',
  access,
  summary: "The packing list of a date's routes as a spreadsheet, one row per order (.xlsx).",
  query: listFilters,
  response: fileResponse,
});

const printReply = z.object({ message: z.string() });

export const printSingleRoute = endpoint({
  method: 'POST',
  path: '/api/carambola/loading-conference/print-packing-list/single-route',
  changes: ['routes', 'dashboard', 'orders'],
  access,
  audit: 'release.packingList',
  summary: "Prints one route's packing list: loaded routes with the scanner's counts, or without scanner.",
  body: z.object({ route: routeCode, withoutScanner: z.boolean().optional(), scheduledDate: isoDate.optional() }),
  response: printReply,
});

export const printManyRoutes = endpoint({
  method: 'POST',
  path: '/api/carambola/loading-conference/print-packing-list/many-routes',
  changes: ['routes', 'dashboard', 'orders'],
  access,
  audit: 'release.packingList',
  summary: "Prints the packing lists of several loaded routes ('Imprimir todas').",
  query: z.object({ scheduledDate: isoDate.optional() }),
  body: z
    .array(z.object({ route: routeCode, driverName: z.string().max(120).nullable().optional(), totalBoxes: z.number().int().min(0) }))
    .min(1, 'Selecione pelo menos uma rota')
    .max(200, 'Rotas demais de uma vez'),
  response: printReply,
});

// ---- Route reprint ('Reimpressão de rotas') ---------------------------------------------

const reprintAccess = ['SeparationReprintRoutes'] as const;

export const reprintRouteSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  color_route: z.string(),
  status: loadingStatus,
  orders: z.array(
    z.object({
      order_id: z.string(),
      boxes: z.number().int(),
      quantity_reprint: z.number().int(),
      date_printed: z.string().nullable(),
    }),
  ),
});
export type ReprintRoute = z.infer<typeof reprintRouteSchema>;

export const ordersByRoute = endpoint({
  method: 'GET',
  path: '/api/carambola/routes/orders-by-route',
  access: reprintAccess,
  summary: "A date's routes with each order's boxes and label reprints.",
  query: z.object({ scheduledDate: isoDate.optional() }),
  response: z.array(reprintRouteSchema),
});

export const reprintByRoute = endpoint({
  method: 'POST',
  path: '/api/carambola/print/reprint-by-route',
  access: reprintAccess,
  summary: "Reprints the box labels of a route's orders, or of one order of it.",
  body: z.object({
    routeId: z.number().int().min(1, 'Rota inválida'),
    orderId: orderNumber.optional(),
  }),
  response: printReply,
});

export const packingListsEndpoints = {
  packingList,
  packingListDownload,
  printSingleRoute,
  printManyRoutes,
  ordersByRoute,
  reprintByRoute,
};

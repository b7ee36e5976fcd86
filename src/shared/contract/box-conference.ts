// The box conference of the loading area (spec/loading.md §2.3, §2.4, §4): the list with its
// status filter and editable count, the scanning screen's scan, recent readings and edits,
// and the early release of packing lists ('Liberar romaneios').
import { z } from 'zod';
import { ROUTE_LOADING_STATUSES } from '../domain/statuses';
import { endpoint, queryInt } from './endpoint';

const BOX_CONFERENCE_ACCESS = ['SeparationShipmentManagement'] as const;

/**
 * A box read or a critical conference of an order still being picked is refused with this
 * message (spec/loading.md §4), which the screens show as information, not as an error.
 */
export const orderNotFinishedMessage = (orderId: string) => `Pedido #${orderId} ainda não foi finalizado!`;
export const isOrderNotFinished = (message: string) => /^Pedido #\S+ ainda não foi finalizado!$/.test(message);

export const boxConferenceRowSchema = z.object({
  order_id: z.string(),
  client_name_or_trade: z.string(),
  route: z.string().nullable(),
  color_route: z.string().nullable(),
  read_boxes: z.number().int(),
  total_boxes: z.number().int(),
  /** 1 pending, 2 in progress, 3 conferred. */
  status: z.number().int(),
  conference_boxes_number: z.number().int().nullable(),
  updated: z.string().nullable(),
});
export type BoxConferenceRow = z.infer<typeof boxConferenceRowSchema>;

export const listBoxConferences = endpoint({
  method: 'GET',
  path: '/api/carambola/box-conference/orders',
  access: BOX_CONFERENCE_ACCESS,
  summary: "The day's separated orders with their box conference, filtered by status (1, 2, 3) and search.",
  query: z.object({
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(10),
    search: z.string().optional(),
    status: queryInt().min(1).max(3).optional(),
  }),
  response: z.object({ results: z.array(boxConferenceRowSchema), totalCount: z.number().int() }),
});

export const setReadBoxes = endpoint({
  method: 'PATCH',
  path: '/api/carambola/box-conference/orders/:orderId',
  changes: ['orders'],
  access: BOX_CONFERENCE_ACCESS,
  audit: 'boxCount.corrected',
  summary: "Sets an order's boxes read in the box conference (0 clears it).",
  params: z.object({ orderId: z.string().min(1) }),
  body: z.object({ read_boxes: z.number().int().min(0) }),
  response: boxConferenceRowSchema,
});

/** 'repeated': the label was read before; nothing changed, and the order shows its count. */
export const SCAN_OUTCOMES = ['counted', 'conferred', 'previous', 'recused', 'repeated'] as const;

export const scanBox = endpoint({
  method: 'POST',
  path: '/api/carambola/box-conference/scan',
  changes: ['orders'],
  access: BOX_CONFERENCE_ACCESS,
  summary: "One box scanned in the box conference: counts it up to the order's total, each label once.",
  body: z.object({ tag_value: z.string().min(1) }),
  response: z.object({ outcome: z.enum(SCAN_OUTCOMES), order: boxConferenceRowSchema }),
});

export const recentBoxConferences = endpoint({
  method: 'GET',
  path: '/api/carambola/box-conference/recent',
  access: BOX_CONFERENCE_ACCESS,
  summary: 'The latest box conferences with boxes read, newest first (Ultimas leituras, history).',
  query: z.object({ limit: queryInt().min(1).max(100).default(19) }),
  response: z.array(boxConferenceRowSchema),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  name: z.string(),
  /** Grams of a weighed item ('peso'), units otherwise. */
  quantity: z.number(),
  type: z.enum(['peso', 'unidade']),
});

export const listOrderItems = endpoint({
  method: 'GET',
  path: '/api/carambola/box-conference/orders/:orderId/items',
  access: BOX_CONFERENCE_ACCESS,
  summary: "The order's items (the divergent-quantity modal's 'Ver itens').",
  params: z.object({ orderId: z.string().min(1) }),
  response: z.array(orderItemSchema),
});

// 'Liberar romaneios' on the box conference list (spec/loading.md §2.3, §6): a few named users
// may release the packing lists of the day's routes before every box is conferred, marking
// those routes loaded so their romaneio can be printed. Who they are is a server setting
// (PACKING_LIST_RELEASERS, see README), never the screen's decision.

export const releasableRouteSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  color_route: z.string(),
  loading_status: z.enum(ROUTE_LOADING_STATUSES),
  orders: z.number().int(),
  /** Orders whose box conference is done. */
  conferred_orders: z.number().int(),
});
export type ReleasableRoute = z.infer<typeof releasableRouteSchema>;

export const getPackingListRelease = endpoint({
  method: 'GET',
  path: '/api/carambola/box-conference/packing-list-release',
  access: BOX_CONFERENCE_ACCESS,
  summary: "Whether the user may release packing lists, and the day's routes not yet loaded.",
  response: z.object({ allowed: z.boolean(), routes: z.array(releasableRouteSchema) }),
});

export const releasePackingLists = endpoint({
  method: 'POST',
  path: '/api/carambola/box-conference/packing-list-release',
  changes: ['orders'],
  access: BOX_CONFERENCE_ACCESS,
  audit: 'release.packingList',
  summary: "Releases the chosen routes' packing lists: the routes become loaded (only the named users).",
  body: z.object({ routes: z.array(z.number().int().min(1), { error: 'Escolha as rotas' }).min(1, 'Escolha ao menos uma rota') }),
  response: z.object({ released: z.number().int() }),
});

export const boxConferenceEndpoints = {
  listBoxConferences,
  setReadBoxes,
  scanBox,
  recentBoxConferences,
  listOrderItems,
  getPackingListRelease,
  releasePackingLists,
};

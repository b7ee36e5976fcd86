// The panel's orders (spec/panel.md §2 'Orders', §4, §5, §7 'Orders'): the list with its
// search, status filter and pages; the bulk adjustment (priority, critical, directed group,
// reset); the order-id spreadsheet; the order detail; and 'Editar item separado'.
// The spec names /separation/order-separation/ for the list, the detail and the reset
// (§7 'Dashboard'); the adjustment body is the spec's "order update" call.
import { z } from 'zod';
import { orderNumber } from './order-number';
import { UPLOAD_BODY_LIMIT, endpoint, fileResponse, fileUpload, isoDate, queryInt, uploadedFileName } from './endpoint';
import { prePickingTagSchema } from './pre-picking';

const ORDERS_ACCESS = ['SeparationOrdersManagement'] as const;
/** "order detail accepts dashboard or orders permission" (spec/panel.md §6). */
const DETAIL_ACCESS = ['SeparationOrdersManagement', 'SeparationDashboardView'] as const;

/** The list's status filter: waiting (no checking status yet) and checking statuses 1..5. */
export const ORDER_STATUS_FILTERS = ['waiting', 'in_separation', 'conferred', 'separated', 'loaded', 'waiting_reposition'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];


export const clientDataSchema = z.object({
  client_type: z.string(),
  client_name: z.string(),
  client_trade: z.string().nullable(),
});

export const orderRowSchema = z.object({
  order_id: z.string(),
  client_data: clientDataSchema,
  store_id: z.string().nullable(),
  /** approved, pending or recused (= cancelled): the payment badge. */
  permission_to_separate: z.string(),
  separation_group: z.number().int().nullable(),
  directed_group: z.number().int().nullable(),
  route: z.string().nullable(),
  color_route: z.string().nullable(),
  scheduled_date: z.string(),
  checking_status: z.number().int().nullable(),
  is_critical: z.boolean(),
  priority: z.number().int(),
  total_items: z.number().int(),
  /** Items whose status is above 1 (separated, broken or replenished). */
  finished_items: z.number().int(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/order-separation/',
  access: ORDERS_ACCESS,
  summary:
    'Orders by delivery date, search (number, client, store or route) and status, newest delivery date first, a page at a time. Without scheduledDate, every date.',
  query: z.object({
    /** The delivery date; the screen opens on the operation day and may clear it for every date. */
    scheduledDate: isoDate.optional(),
    search: z.string().max(100, 'Busca longa demais').optional(),
    status: z.enum(ORDER_STATUS_FILTERS, { error: 'Status inválido' }).optional(),
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(10),
  }),
  response: z.object({ results: z.array(orderRowSchema), total_count: z.number().int() }),
});

/** One adjustment per call, as the modal sends it (spec/panel.md §4 'Order adjustment modes'). */
export const orderAdjustmentSchema = z
  .object({
    priority: z.literal(true).optional(),
    critical: z.literal(true).optional(),
    directedGroup: z.number({ error: 'Informe o grupo' }).int('Informe o grupo').min(1, 'O grupo deve ser no mínimo 1').optional(),
    reset: z.literal(true).optional(),
    ordersId: z.array(orderNumber).min(1, 'Selecione ao menos um pedido').max(5000, 'No máximo 5000 pedidos por vez'),
  })
  .refine(
    (body) => [body.priority, body.critical, body.directedGroup, body.reset].filter((mode) => mode !== undefined).length === 1,
    { message: 'Escolha um ajuste: prioridade, crítico, grupo direcionado ou resetar', path: ['priority'] },
  );
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;

/**
 * Why an order was left as it was: 'iniciado' when its separation state does not allow the
 * adjustment (already started, or not started for a reset), 'canceled' when it is cancelled.
 */
export const ADJUSTMENT_REFUSALS = ['iniciado', 'canceled'] as const;

export const adjustmentReplySchema = z.object({
  message: z.string(),
  updated: z.array(z.string()),
  refused: z.array(z.object({ order_id: z.string(), outcome: z.enum(ADJUSTMENT_REFUSALS), message: z.string() })),
  not_found: z.array(z.string()),
});
export type AdjustmentReply = z.infer<typeof adjustmentReplySchema>;

export const adjustOrders = endpoint({
  method: 'PATCH',
  path: '/api/carambola/separation/order-separation/',
  changes: ['dashboard', 'orders', 'breaks', 'replenishment'],
  access: ORDERS_ACCESS,
  audit: 'order.adjusted',
  summary:
    'Prioritises, marks critical, directs to a group or resets the orders; started or cancelled ones are reported, not changed (404 when none exists).',
  body: orderAdjustmentSchema,
  response: adjustmentReplySchema,
});

export const readOrdersSpreadsheet = endpoint({
  method: 'POST',
  path: '/api/carambola/separation/order-separation/spreadsheet',
  access: ORDERS_ACCESS,
  summary: 'Reads the order_id column of an .xlsx or .csv file: the known order numbers (unique) and the unknown ones. Changes nothing.',
  query: uploadedFileName,
  /** The file as it is (application/octet-stream). */
  body: fileUpload,
  bodyLimit: UPLOAD_BODY_LIMIT,
  rateLimit: 'upload',
  response: z.object({ orders_id: z.array(z.string()), not_found: z.array(z.string()) }),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  sku: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  converted_quantity: z.number().int().nullable(),
  confirmed_quantity: z.number().int().nullable(),
  /** 'unidade', or 'peso' (quantities in grams). */
  type: z.enum(['unidade', 'peso']),
  status: z.number().int(),
  separated_time_secs: z.number().int().nullable(),
  separation_method: z.string().nullable(),
  has_pre_picking: z.boolean(),
  work: z
    .object({
      separator: z.object({ username: z.string() }),
      working_time_secs: z.number().int().nullable(),
      begin: z.string(),
      end: z.string().nullable(),
    })
    .nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderStepSchema = z.object({
  /** null: 'Itens sem etapa'. */
  level: z.number().int().nullable(),
  is_finished: z.boolean(),
  accounted_boxes: z.number().int().nullable(),
  /** The items grouped by who separated them (null: nobody yet). */
  separators: z.array(z.object({ username: z.string().nullable(), items: z.array(orderItemSchema) })),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

/** Every stage's box count (spec/panel.md §3 'Loading data'; shared/domain/box-counts). */
export const loadingDataSchema = z.object({
  adjusted_boxes_number_conveyor: z.number().int().nullable(),
  corrected_boxes_number: z.number().int().nullable(),
  loading_boxes_number: z.number().int().nullable(),
  adjusted_boxes_number: z.number().int().nullable(),
  boxes_by_conferencer: z.number().int().nullable(),
  conference_boxes_number: z.number().int().nullable(),
  boxes_number: z.number().int().nullable(),
});
export type LoadingData = z.infer<typeof loadingDataSchema>;

export const orderDetailSchema = z.object({
  order: orderRowSchema.extend({
    instructions: z.string().nullable(),
    replacement_order: z.object({ old_order: z.string() }).nullable(),
    end_time: z.string().nullable(),
  }),
  steps: z.array(orderStepSchema),
  boxes_image: z.array(z.object({ id: z.number().int(), tag_value: z.string(), url_image: z.string(), created: z.string() })),
  loading_data: loadingDataSchema,
  summary: z.object({
    total_items: z.number().int(),
    finished_items: z.number().int(),
    items_in_separation: z.number().int(),
    /** Seconds of the separation works, summed. */
    separation_time_secs: z.number().int(),
    separated_by: z.array(z.string()),
    conferred_by: z.string().nullable(),
    /** null: the order went through no conference. */
    has_been_reviewed: z.boolean().nullable(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const getOrder = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/order-separation/:orderId',
  access: DETAIL_ACCESS,
  summary: 'One order with its steps and items by separator, box photos, box counts and summary.',
  params: z.object({ orderId: orderNumber }),
  response: orderDetailSchema,
});

/**
 * An item's pre-picking data on the order page (spec/panel.md §3 'Item pre-picking response';
 * §7 'Item pre-picking data by item id', path not shown): the tags scanned into it, in scan
 * order, and the share of its pre-picking scans made with a unique tag (a percentage).
 */
export const itemPrePickings = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/order-separation/item/:itemId/pre-picking',
  access: DETAIL_ACCESS,
  summary: "An item's pre-picking tags, in scan order, and metrics.unique_tag_beeped_percentual (0 to 100, 2 decimals).",
  params: z.object({ itemId: z.coerce.number({ error: 'Item inválido' }).int('Item inválido').positive('Item inválido') }),
  response: z.object({
    pre_pickings: z.array(prePickingTagSchema),
    metrics: z.object({ unique_tag_beeped_percentual: z.number() }),
  }),
});
export type ItemPrePickings = z.infer<typeof itemPrePickings.response>;

/** 'Editar item separado': a total (3) or partial (4) break declared from the panel. */
export const editSeparatedItem = endpoint({
  method: 'PATCH',
  path: '/api/carambola/separation/order-separation/item/:itemId',
  changes: ['dashboard', 'orders', 'breaks', 'replenishment'],
  access: ORDERS_ACCESS,
  audit: 'order.adjusted',
  summary: 'Turns a separated item of an unfinished order into a total break, or a partial one with the quantity separated.',
  params: z.object({ itemId: z.coerce.number({ error: 'Item inválido' }).int('Item inválido').positive('Item inválido') }),
  body: z.object({
    statusId: z.union([z.literal(3), z.literal(4)], { error: 'Escolha quebra total ou parcial' }),
    quantitySeparated: z.number({ error: 'A quantidade precisa ser um numero' }).nullable().optional(),
  }),
  response: orderItemSchema,
});

/** A box photo of the gallery 'Caixas' (url_image of boxes_image), by the label read. */
export const boxImage = endpoint({
  method: 'GET',
  path: '/api/boxes-conference/images/:file',
  // Photos load in <img> tags, which send no bearer token.
  access: 'public',
  summary: "A box's photo from the conveyor, e.g. /api/boxes-conference/images/480511-1.svg.",
  params: z.object({ file: z.string().regex(/^[\w.-]{1,80}\.svg$/, 'Foto inválida') }),
  response: fileResponse,
});

export const ordersEndpoints = { listOrders, adjustOrders, readOrdersSpreadsheet, getOrder, itemPrePickings, editSeparatedItem, boxImage };

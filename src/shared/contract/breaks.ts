// 'Quebras' (spec/panel.md §2 Breaks, §4, §7 'Breaks and replenishment'): orders with breaks
// to release, putting a broken item back ("Repor") by scan or by hand, releasing the order,
// and the release history. Quantities are integers as everywhere: units, or grams for
// weight items (peso).
import { z } from 'zod';
import { orderNumber } from './order-number';
import { endpoint, queryInt } from './endpoint';

const BREAKS_ACCESS = ['SeparationBreakOrderManagement'] as const;

export const runoutSchema = z.object({
  /** The break's id. */
  id: z.number().int(),
  /** The broken item's id (the one "Repor" changes). */
  item: z.number().int(),
  order: z.string(),
  work: z.number().int().nullable(),
  sku: z.number().int(),
  product_base_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** 3 total, 4 partial. */
  type: z.number().int(),
  /** What was missing when the picker broke it. */
  broken_quantity: z.number().int(),
  quantity: z.number().int(),
  converted_quantity: z.number().int().nullable(),
  confirmed_quantity: z.number().int().nullable(),
  /** Put back so far from the panel (scanned labels or the typed quantity). */
  repositioned_quantity: z.number().int(),
  purchase_value: z.number().int(),
  /** Item status: 3 total break, 4 partial break, 5 replenished. */
  status: z.number().int(),
  unity_product_base: z.enum(['peso', 'unidade']),
  use_conversion_flow: z.boolean(),
  /** The item's step is read with a scanner in its group (else the quantity is typed). */
  has_scanner: z.boolean(),
  separation: z.object({ level: z.number().int().nullable() }),
});
export type Runout = z.infer<typeof runoutSchema>;

export const breakOrderSchema = z.object({
  order_id: z.string(),
  route: z.string().nullable(),
  color_route: z.string().nullable(),
  client_name: z.string(),
  checking_status: z.number().int().nullable(),
  /** The picker finished it: releasing asks whether boxes were added. */
  is_order_separated: z.boolean(),
  separation_group: z.number().int().nullable(),
  runouts: z.array(runoutSchema),
});
export type BreakOrder = z.infer<typeof breakOrderSchema>;

export const breakHistoryOrderSchema = z.object({
  order_id: z.string(),
  route: z.string().nullable(),
  client_name: z.string(),
  released_by: z.string().nullable(),
  released_at: z.string().nullable(),
  added_boxes: z.number().int().nullable(),
  runouts: z.array(runoutSchema),
});
export type BreakHistoryOrder = z.infer<typeof breakHistoryOrderSchema>;

const page = {
  page: queryInt().min(1).default(1),
  pageSize: queryInt().min(1).max(100).default(10),
  search: z.string().max(100).optional(),
};

export const listBreakOrders = endpoint({
  method: 'GET',
  path: '/api/carambola/reposition/',
  access: BREAKS_ACCESS,
  summary: "'A liberar': orders with breaks not yet released, oldest break first; search by order number or route.",
  query: z.object(page),
  response: z.object({ results: z.array(breakOrderSchema), total_count: z.number().int() }),
});

export const listBreakHistory = endpoint({
  method: 'GET',
  path: '/api/carambola/reposition/history',
  access: BREAKS_ACCESS,
  summary: "'Histórico': orders whose breaks were released on an operation day (today by default; no Saturdays, not after today).",
  query: z.object({ ...page, operationDate: z.iso.date().optional() }),
  response: z.object({ results: z.array(breakHistoryOrderSchema), total_count: z.number().int() }),
});

export const repositionItem = endpoint({
  method: 'PATCH',
  path: '/api/carambola/reposition/:itemId',
  changes: ['breaks', 'dashboard', 'orders'],
  access: BREAKS_ACCESS,
  summary:
    "'Repor': a scanned product label (productCode) adds its quantity; finishReposition ends it, with totalRepositionAmount when typed by hand (no scanner). The item becomes 5 (reposto).",
  params: z.object({ itemId: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({
    productCode: z.string().trim().min(1).max(200).optional(),
    codeType: z.string().max(40).optional(),
    finishReposition: z.boolean().optional(),
    totalRepositionAmount: z.number().int().min(0).max(10_000_000).optional(),
  }),
  response: runoutSchema,
});

export const reportPrePickingBreak = endpoint({
  method: 'PATCH',
  path: '/api/carambola/reposition/pre-picking-break-report/:itemId',
  changes: ['breaks', 'dashboard', 'orders'],
  access: BREAKS_ACCESS,
  summary:
    "'Quebra parcial' in the reposition: what is missing stays missing; the item is converted to what it holds (cannot be undone).",
  params: z.object({ itemId: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: runoutSchema,
});

export const releaseBreakOrder = endpoint({
  method: 'PATCH',
  path: '/api/carambola/reposition/release-order/:orderId',
  changes: ['breaks', 'dashboard', 'orders'],
  access: BREAKS_ACCESS,
  audit: 'release.break',
  summary:
    "'Liberar pedido': releases every break of the order; a separated order waiting for reposition becomes separated, and added boxes (addictedBoxes) raise its box count.",
  params: z.object({ orderId: orderNumber }),
  body: z.object({ addictedBoxes: z.number().int().min(1, 'A quantidade de caixas deve ser no mínimo 1.').max(999).optional() }),
  response: z.object({
    message: z.string(),
    order_id: z.string(),
    checking_status: z.number().int().nullable(),
    boxes_number: z.number().int().nullable(),
  }),
});

export const breaksEndpoints = {
  listBreakOrders,
  listBreakHistory,
  repositionItem,
  reportPrePickingBreak,
  releaseBreakOrder,
};

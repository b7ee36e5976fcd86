// The picker's calls (spec/operator.md §7 'Picking'): order queue and assignment, recovery
// of unfinished work, item confirmation and breaks, scans into an item, steps and the final
// box count. Quantities are integers on the wire: grams for weight items ('peso'), units for
// unit items ('unidade'); the screens show kilograms with 3 decimals.
import { z } from 'zod';
import { BOX_DIVERGENCE_ACTIONS } from '../domain/alerts';
import { ROUTE_LOADING_STATUSES } from '../domain/statuses';
import { endpoint, queryInt } from './endpoint';

export const clientDataSchema = z.object({
  client_type: z.string(),
  client_name: z.string(),
  client_trade: z.string().nullable(),
  ifood_bag: z.boolean(),
});

export const pickingOrderSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  client_data: clientDataSchema,
  is_critical: z.boolean(),
  route: z.string().nullable(),
  color_route: z.string().nullable(),
  store_id: z.string().nullable(),
  instructions: z.string().nullable(),
  scheduled_date: z.string(),
  boxes_number: z.number().int().nullable(),
  is_first_order: z.boolean(),
  is_already_print_stickers: z.boolean(),
  is_palletized: z.boolean(),
  separation_group: z.number().int().nullable(),
});
export type PickingOrder = z.infer<typeof pickingOrderSchema>;

export const workSchema = z.object({
  id: z.number().int(),
  begin: z.string(),
  end: z.string().nullable(),
  working_time_secs: z.number().int().nullable(),
  order_id: z.string(),
  separator_id: z.number().int(),
  separation_group: z.number().int().nullable(),
  fast_track: z.boolean(),
});
export type Work = z.infer<typeof workSchema>;

export const weighingSchema = z.object({
  id: z.number().int(),
  /** Grams, or units for unit items. */
  grams: z.number().int(),
  pre_picking_id: z.number().int().nullable(),
});

export const pickingItemSchema = z.object({
  id: z.number().int(),
  sku: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  product_base_id: z.number().int(),
  quantity: z.number().int(),
  converted_quantity: z.number().int().nullable(),
  confirmed_quantity: z.number().int().nullable(),
  unity_product_base: z.enum(['peso', 'unidade']),
  /** 1 pending, 2 separated, 3 total break, 4 partial break, 5 replenished. */
  status: z.number().int(),
  use_conversion_flow: z.boolean(),
  pre_boxed: z.boolean(),
  grouped: z.boolean(),
  instructions: z.string().nullable(),
  is_wholesale: z.boolean(),
  unique_tag_only: z.boolean(),
  barcode: z.string().nullable(),
  weighings: z.array(weighingSchema),
});
export type PickingItem = z.infer<typeof pickingItemSchema>;

/** A step: its level, or the pseudo-steps that need no confirmation. */
export const stepKeySchema = z.union([z.number().int(), z.literal('pre_boxed'), z.literal('no_separation_step')]);
export type StepKey = z.infer<typeof stepKeySchema>;

export const pickingStepSchema = z.object({
  step: stepKeySchema,
  is_finished: z.boolean(),
  accounted_boxes: z.number().int().nullable(),
  items: z.array(pickingItemSchema),
});
export type PickingStep = z.infer<typeof pickingStepSchema>;

/** Everything the picking screen needs about the order a picker holds. */
export const pickingStateSchema = z.object({
  work: workSchema,
  order: pickingOrderSchema,
  steps: z.array(pickingStepSchema),
});
export type PickingState = z.infer<typeof pickingStateSchema>;

/** Server messages the screen reacts to (spec/operator.md §8 'Server messages in picking'). */
export const PICKING_MESSAGE = {
  success: 'Success',
  ordersNotFound: 'Orders not found',
  unfinishedNotFound: 'Unfinished works not found!',
  rescheduled: 'Order rescheduled',
  reseted: 'Order reseted',
  canceled: 'This order has been canceled',
  finished: 'Separation finished',
  conferenceStarted: 'Separation confirmed and conference started',
  /**
   * The picker owes the conference of an order they finished (a 'revision' work): the
   * recovery returns that order, and a new order is refused (409, this detail) until then.
   */
  revisionPending: 'Revision pending',
} as const;

export const newOrderReplySchema = z.object({
  message: z.string(),
  /** Orders the group may still take after this one. */
  remaining: z.number().int(),
  work: workSchema.nullable(),
  order: pickingOrderSchema.nullable(),
  steps: z.array(pickingStepSchema),
});
export type NewOrderReply = z.infer<typeof newOrderReplySchema>;

export const getNewOrder = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/order-separation/new',
  changes: ['dashboard', 'orders', 'breaks', 'replenishment'],
  access: 'signedIn',
  summary: "The next order the picker's group may take (or the one the picker already holds).",
  query: z.object({ step: queryInt().min(1).default(1), separationGroup: queryInt().min(1) }),
  response: newOrderReplySchema,
});

/**
 * What the recovery found: 'separation', an order the picker is picking (the screen resumes
 * it); 'revision', an order the picker finished and whose conference they owe (the screen
 * leads them to /operacao/conferencia/{orderId}, it does not pick it again); null, nothing.
 */
export const recoveredWorkSchema = z.object({
  message: z.string(),
  type: z.enum(['separation', 'revision']).nullable(),
  data: pickingStateSchema.nullable(),
});
export type RecoveredWork = z.infer<typeof recoveredWorkSchema>;

export const recoverWork = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/separation-work/recovery',
  access: 'signedIn',
  summary: "The picker's unfinished work with its order and steps, if any: the order being picked, else the one whose conference the picker owes.",
  response: recoveredWorkSchema,
});

const workRef = z.object({ workId: z.number().int().positive() });

export const updateItem = endpoint({
  method: 'PUT',
  path: '/api/carambola/separation/separation-item/:id',
  changes: ['dashboard', 'orders', 'breaks', 'replenishment'],
  access: 'signedIn',
  summary: 'Confirms an item (statusId 2) or breaks it: total (3) or partial (4) with quantityPartial.',
  params: z.object({ id: z.coerce.number().int() }),
  body: workRef.extend({
    statusId: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    /** Units, or grams for weight items; partial breaks only. */
    quantityPartial: z.number().nullish(),
  }),
  response: pickingItemSchema,
});

export const pickItem = endpoint({
  method: 'POST',
  path: '/api/carambola/separation/item/:itemId/pick-item',
  changes: ['dashboard', 'orders', 'breaks', 'replenishment'],
  access: 'signedIn',
  summary: 'A scan into an item: the code is parsed and checked, then its weighing is added.',
  params: z.object({ itemId: z.coerce.number().int() }),
  body: workRef.extend({ productCode: z.string().min(1).max(200), codeType: z.string().max(40).optional() }),
  response: pickingItemSchema,
});

export const resetPickByScan = endpoint({
  method: 'DELETE',
  path: '/api/carambola/separation/item/:itemId/pick-item/reset',
  changes: ['dashboard', 'orders', 'breaks', 'replenishment'],
  access: 'signedIn',
  summary: "Removes the weighing of the scanned code from the item ('Escaneie para excluir').",
  params: z.object({ itemId: z.coerce.number().int() }),
  body: workRef.extend({ productCode: z.string().min(1).max(200), codeType: z.string().max(40).optional() }),
  response: pickingItemSchema,
});

export const resetAllPicks = endpoint({
  method: 'DELETE',
  path: '/api/carambola/separation/item/:itemId/pick-item/reset-all',
  changes: ['dashboard', 'orders', 'breaks', 'replenishment'],
  access: 'signedIn',
  summary: "Removes every weighing of the item ('Limpar').",
  params: z.object({ itemId: z.coerce.number().int() }),
  body: workRef,
  response: pickingItemSchema,
});

export const confirmStep = endpoint({
  method: 'PATCH',
  path: '/api/carambola/separation/step/:orderId',
  // 'alerts': the work ends, and its requests to scan another SKU leave the supervisors' bells.
  changes: ['dashboard', 'orders', 'breaks', 'replenishment', 'alerts'],
  access: 'signedIn',
  summary: 'Confirms a step once its items are done, with the boxes it filled (groups that count by step).',
  params: z.object({ orderId: z.string() }),
  body: workRef.extend({
    level: z.number().int().min(1),
    boxes: z.number().int().nullish(),
    /** Line with one picker per step: closes this picker's work so the next step's picker takes the order. */
    handOver: z.boolean().optional(),
  }),
  response: pickingStateSchema,
});

export const finishOrder = endpoint({
  method: 'PUT',
  path: '/api/carambola/separation/finish-order/:orderId',
  // 'alerts': the work ends, and its requests to scan another SKU leave the supervisors' bells.
  changes: ['dashboard', 'orders', 'breaks', 'replenishment', 'alerts'],
  access: 'signedIn',
  summary: 'Finishes the order with its box count; hands it to conference when the group has it.',
  params: z.object({ orderId: z.string() }),
  body: workRef.extend({ boxesNumber: z.number().int() }),
  response: z.object({
    message: z.string(),
    data: z.object({
      order_id: z.string(),
      checking_status: z.number().int(),
      boxes_number: z.number().int(),
      /** The loading of the order's route: 'loading' or 'loaded' opens the picker's loading warning. */
      route_loading_status: z.enum(ROUTE_LOADING_STATUSES).nullish(),
    }),
  }),
});

export const boxDivergenceSchema = z.object({
  id: z.number().int(),
  action: z.enum(BOX_DIVERGENCE_ACTIONS),
  order: z.string(),
  expected_boxes: z.number().int(),
  inputed_boxes: z.number().int(),
  inputed_by: z.number().int().nullable(),
  created_at: z.string(),
});

export const listBoxDivergences = endpoint({
  method: 'GET',
  path: '/api/carambola/routes/historic-divergence-boxes',
  access: 'signedIn',
  summary: 'The box-count divergence history of an order.',
  query: z.object({ order: z.string() }),
  response: z.array(boxDivergenceSchema),
});

export const createBoxDivergence = endpoint({
  method: 'POST',
  path: '/api/carambola/routes/historic-divergence-boxes',
  changes: ['routes', 'dashboard'],
  access: 'signedIn',
  summary: "Logs the picker's answer to a divergent box count: confirm_divergence or back_divergence.",
  body: z.object({
    action: z.enum(BOX_DIVERGENCE_ACTIONS),
    order: z.string(),
    expected_boxes: z.number().int().min(0),
    inputed_boxes: z.number().int().min(0),
  }),
  response: boxDivergenceSchema,
});

export const productDataSchema = z.object({
  sku: z.number().int(),
  name: z.string(),
  product_base_id: z.number().int(),
  unity_product_base: z.enum(['peso', 'unidade']),
  purchase_value: z.number().int(),
  barcode: z.string().nullable(),
  is_wholesale: z.boolean(),
  unique_tag_only: z.boolean(),
});

export const listProductData = endpoint({
  method: 'GET',
  path: '/api/carambola/product-data/product',
  access: 'signedIn',
  summary: 'The active SKUs of a base product (the other SKUs a picker may be allowed to scan).',
  query: z.object({ productBaseId: queryInt().positive() }),
  response: z.object({ results: z.array(productDataSchema) }),
});

export const pickingEndpoints = {
  listProductData,
  getNewOrder,
  recoverWork,
  updateItem,
  pickItem,
  resetPickByScan,
  resetAllPicks,
  confirmStep,
  finishOrder,
  listBoxDivergences,
  createBoxDivergence,
};

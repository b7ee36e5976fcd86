// The operator conference of an order (spec/operator.md §2 'Operator conference screen', §7
// 'Picking' order-conference calls; spec/loading.md §7): the order as the checker sees it,
// start, finish with each item's 'Separador não colocou o item na caixa' mark and the box
// count, and the recovery of a conference left open.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { pickingStepSchema } from './picking';

const orderIdField = z.string({ error: 'Informe o número do pedido' }).trim().min(1, 'Informe o número do pedido');

export const conferenceRecordSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  checked_by: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  adjusted_boxes_number: z.number().int().nullable(),
});
export type ConferenceRecord = z.infer<typeof conferenceRecordSchema>;

export const conferenceOrderSchema = z.object({
  order: z.object({
    order_id: z.string(),
    client_data: z.object({ client_type: z.string(), client_name: z.string(), client_trade: z.string().nullable() }),
    is_critical: z.boolean(),
    route: z.string().nullable(),
    color_route: z.string().nullable(),
    instructions: z.string().nullable(),
    scheduled_date: z.string(),
    /** The scheduled date is not the centre's today: the screen warns 'Pedido agendado para ...'. */
    scheduled_for_another_day: z.boolean(),
    boxes_number: z.number().int().nullable(),
    checking_status: z.number().int().nullable(),
    separation_group: z.number().int().nullable(),
    /**
     * Conferred once by its picker, a beginner (SeparationCriticalOrBeginner), and waiting for
     * a checker's review: only a checker other than the first one may confer it now.
     */
    awaiting_review: z.boolean(),
  }),
  /** One line per picker who worked on the order. */
  separations: z.array(z.object({ separator: z.string(), total_items: z.number().int(), boxes: z.number().int().nullable() })),
  steps: z.array(pickingStepSchema),
  /** The latest operator conference of the order, open or finished. */
  conference: conferenceRecordSchema.nullable(),
  /** Items the latest conference marked as not put in the box. */
  not_in_box: z.array(z.number().int()),
});
export type ConferenceOrder = z.infer<typeof conferenceOrderSchema>;

export const getConferenceOrder = endpoint({
  method: 'GET',
  path: '/api/carambola/order-conference/order',
  access: 'signedIn',
  summary: 'An order as the checker confers it: header, separations, items per step and its conference.',
  query: z.object({ orderId: orderIdField }),
  response: conferenceOrderSchema,
});

export const startConference = endpoint({
  method: 'POST',
  path: '/api/carambola/order-conference/start-conference',
  changes: ['dashboard', 'orders'],
  access: 'signedIn',
  summary: "Opens the operator conference of an order waiting for it (or returns the user's open one).",
  body: z.object({ orderId: orderIdField }),
  response: conferenceRecordSchema,
});

export const CONFERENCE_BOXES_MESSAGE = 'Número de caixas não pode ser menor ou igual a 0.';

export const finishConference = endpoint({
  method: 'POST',
  path: '/api/carambola/order-conference/finish-conference',
  changes: ['dashboard', 'orders'],
  access: 'signedIn',
  summary:
    "Finishes the user's open conference of the order: item marks and the confirmed box count. A beginner's own order stays waiting for a checker's review.",
  body: z.object({
    orderId: orderIdField,
    items: z
      .array(z.object({ itemId: z.number().int().positive(), separated: z.boolean({ error: 'Informe se o item foi colocado na caixa' }) }))
      .max(2000)
      .default([]),
    boxesQuantity: z
      .number({ error: 'Informe a quantidade de caixas' })
      .int('A quantidade de caixas é um número inteiro')
      .min(1, CONFERENCE_BOXES_MESSAGE)
      .max(10_000, 'Quantidade de caixas grande demais'),
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ order_id: z.string(), checking_status: z.number().int(), boxes_quantity: z.number().int() }),
  }),
});

/** Server messages of the recovery (spec/operator.md §8 'Pending conference') and of the group's queue. */
export const CONFERENCE_MESSAGE = {
  found: 'Pending conference found',
  none: 'Nenhuma conferência pendente',
  finished: 'Conference finished',
  /** A beginner conferred their own order: it stays waiting (checking status 2) for a checker's review. */
  sentForReview: 'Pedido enviado para revisão de um conferente',
  /** The group has no order waiting for conference (as picking's 'Orders not found'). */
  ordersNotFound: 'Orders not found',
} as const;

/** A conference the user holds: the order to open, or none. */
const heldConferenceReply = z.object({ message: z.string(), data: z.object({ order: z.object({ order_id: z.string() }) }).nullable() });

export const recoverConference = endpoint({
  method: 'GET',
  path: '/api/carambola/order-conference/recovery',
  access: 'signedIn',
  summary: "The user's conference left open, if any.",
  response: heldConferenceReply,
});

/**
 * The conference variant of the order screen (spec/operator.md §2 '/operacao/conferencia/pedido';
 * path not shown, in the style of picking's order-separation/new): the checker working a group
 * without scanner takes its next order waiting for conference.
 */
export const takeNextConference = endpoint({
  method: 'POST',
  path: '/api/carambola/order-conference/new',
  changes: ['dashboard', 'orders'],
  access: ['SeparationCheck'],
  summary: "Opens the conference of the group's longest-waiting order (or returns the user's open one); none: 'Orders not found'.",
  body: z.object({
    separationGroup: z
      .number({ error: 'Informe o grupo de separação' })
      .int('O grupo de separação é um número inteiro')
      .min(1, 'Informe o grupo de separação'),
  }),
  response: heldConferenceReply,
});

export const waitingOrderSchema = z.object({
  order_id: z.string(),
  client_name: z.string(),
  route: z.string().nullable(),
  separator: z.string().nullable(),
  boxes_number: z.number().int().nullable(),
  /** When picking finished. */
  separated_at: z.string().nullable(),
  /** The checker conferring it now, if any. */
  checking_by: z.string().nullable(),
  /** A beginner's order they conferred themselves: this conference is its review. */
  awaiting_review: z.boolean(),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

export const listWaitingOrders = endpoint({
  method: 'GET',
  path: '/api/carambola/order-conference/orders',
  access: ['SeparationCheck'],
  summary: 'Orders waiting for their operator conference, the longest waiting first.',
  response: z.object({ results: z.array(waitingOrderSchema) }),
});

export const conferenceEndpoints = { getConferenceOrder, startConference, finishConference, recoverConference, takeNextConference, listWaitingOrders };

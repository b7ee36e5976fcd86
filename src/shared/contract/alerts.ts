// Help calls and scanning alerts (spec/operator.md §4 'New-SKU authorization', 'Scanner
// lock', 'Support alerts', §7 'Alerts'; spec/panel.md §4 'Notifications'). Pickers raise
// them; supervisors (SeparationOrdersManagement or Tech) answer them from the bell. Every
// creation and answer is also pushed as the live `alert` event (contract/events.ts).
import { z } from 'zod';
import { ALERT_KINDS, ALERT_STATUSES } from '../domain/alerts';
import { PAGE_PERMISSIONS } from '../domain/permissions';
import { endpoint, queryInt } from './endpoint';

/** Who answers alerts: spec/operator.md §6. */
export const ALERT_ANSWERERS = PAGE_PERMISSIONS.supportAlerts;

/**
 * What the alert asks for, derived from kind and status: a help call, a request to scan
 * another SKU (a support alert that went through awaiting), a picker blocked by a lost
 * pre-picking, or the pre-picking break behind a partial break.
 */
export const ALERT_TOPICS = ['help', 'otherSku', 'lostPrePicking', 'prePickingBreak'] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];

const person = z.object({ id: z.number().int(), name: z.string(), login: z.string() });

export const alertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  status: z.enum(ALERT_STATUSES),
  topic: z.enum(ALERT_TOPICS),
  reason: z.string().nullable(),
  separation_group: z.number().int().nullable(),
  created: z.string(),
  responded_at: z.string().nullable(),
  user_request: person,
  user_response: person.nullable(),
  related_alert: z.object({ id: z.number().int() }).nullable(),
  order_id: z.string().nullable(),
  item: z
    .object({ id: z.number().int(), sku: z.number().int(), name: z.string(), order: z.object({ order_id: z.string() }) })
    .nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive('Alerta inválido') });

export const listAlerts = endpoint({
  method: 'GET',
  path: '/api/carambola/alert/',
  access: 'signedIn',
  summary: 'Open alerts (pendente and awaiting) or those of one status, newest first; a picker sees only their own.',
  query: z.object({
    status: z.enum(ALERT_STATUSES, { message: 'Status inválido' }).optional(),
    kind: z.enum(ALERT_KINDS, { message: 'Tipo de alerta inválido' }).optional(),
  }),
  response: z.array(alertSchema),
});

export const getAlert = endpoint({
  method: 'GET',
  path: '/api/carambola/alert/:id',
  access: 'signedIn',
  summary: "One alert (the picker's own, or any for a supervisor): polled while a request is awaiting.",
  params: idParams,
  response: alertSchema,
});

export const callSupport = endpoint({
  method: 'POST',
  path: '/api/carambola/alert/support',
  changes: ['alerts'],
  access: 'signedIn',
  summary: 'A help call from a separation group with its reason; one pending call per picker.',
  body: z.object({
    separationGroup: z.number({ message: 'Grupo de separação obrigatório' }).int().positive('Grupo de separação inválido'),
    reasonForCalling: z.string({ message: 'Motivo obrigatório' }).trim().min(1, 'Motivo obrigatório').max(300, 'Motivo longo demais'),
  }),
  response: alertSchema,
});

export const acceptSupport = endpoint({
  method: 'PATCH',
  path: '/api/carambola/alert/support/:id',
  changes: ['alerts'],
  access: ALERT_ANSWERERS,
  summary: "'Aceitar chamado': a pending help call becomes concluido.",
  params: idParams,
  body: z.object({ status: z.literal('concluido', { message: "Status deve ser 'concluido'" }) }),
  response: alertSchema,
});

export const requestOtherSku = endpoint({
  method: 'POST',
  path: '/api/carambola/alert/other-sku',
  changes: ['alerts'],
  access: 'signedIn',
  summary: 'Asks a supervisor to let the picker scan another SKU into an item of their open work.',
  body: z.object({
    workId: z.number({ message: 'Separação obrigatória' }).int().positive('Separação inválida'),
    itemId: z.number({ message: 'Item obrigatório' }).int().positive('Item inválido'),
    /** The SKU the picker wants to scan, when known (shown to the supervisor). */
    sku: z.number().int().positive('SKU inválido').optional(),
  }),
  response: alertSchema,
});

export const otherSkuAuthorization = endpoint({
  method: 'GET',
  path: '/api/carambola/alert/other-sku/:itemId',
  access: 'signedIn',
  summary: "The item's authorization flag: null (not asked or awaiting), true (accept) or false (declined), with the latest request.",
  params: z.object({ itemId: z.coerce.number().int().positive('Item inválido') }),
  response: z.object({ authorization: z.boolean().nullable(), alert: alertSchema.nullable() }),
});

export const answerAlert = endpoint({
  method: 'PATCH',
  path: '/api/carambola/alert/:id',
  changes: ['alerts'],
  access: ALERT_ANSWERERS,
  summary: "A supervisor's answer: awaiting → accept/declined (another SKU), pendente → concluido (help call, 'Liberar separador').",
  params: idParams,
  body: z.object({ status: z.enum(['accept', 'declined', 'concluido'], { message: 'Status inválido' }) }),
  response: alertSchema,
});

export const prePickingBreakReports = endpoint({
  method: 'GET',
  path: '/api/carambola/alert/pre-picking-break-report',
  access: 'signedIn',
  summary: 'Pre-picking break reports of an item (newest first; the first carries the status).',
  query: z.object({
    itemId: queryInt().positive('Item inválido'),
    separationWorkId: queryInt().positive('Separação inválida').optional(),
  }),
  response: z.array(alertSchema),
});

export const reportPrePickingBreak = endpoint({
  method: 'POST',
  path: '/api/carambola/alert/pre-picking-break-report',
  changes: ['alerts'],
  access: 'signedIn',
  summary: 'Reports a pre-picking break of an item of the picker’s open work (one pending report per item).',
  body: z.object({
    orderId: z.string({ message: 'Pedido obrigatório' }).trim().min(1, 'Pedido obrigatório').max(60),
    itemId: z.number({ message: 'Item obrigatório' }).int().positive('Item inválido'),
  }),
  response: alertSchema,
});

export const closePrePickingBreak = endpoint({
  method: 'PATCH',
  path: '/api/carambola/alert/pre-picking-break-report/:id',
  changes: ['alerts'],
  access: ALERT_ANSWERERS,
  summary: 'Closes a pre-picking break report (statusForAlert concluido).',
  params: idParams,
  body: z.object({
    statusForAlert: z.literal('concluido', { message: "Status deve ser 'concluido'" }),
    itemId: z.number({ message: 'Item obrigatório' }).int().positive('Item inválido'),
  }),
  response: alertSchema,
});

export const alertsEndpoints = {
  listAlerts,
  prePickingBreakReports,
  getAlert,
  callSupport,
  acceptSupport,
  requestOtherSku,
  otherSkuAuthorization,
  answerAlert,
  reportPrePickingBreak,
  closePrePickingBreak,
};

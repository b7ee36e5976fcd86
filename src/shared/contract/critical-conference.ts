// Critical-order conference (spec/loading.md §2.5, §3 'Critical conference order', §7
// 'Conference records'): the day's critical orders paged 5 at a time, the scan that opens a
// conference record, and the box-count check (sim/não, then the corrected quantity).
import { z } from 'zod';
import { endpoint, queryInt } from './endpoint';

export const CRITICAL_ACCESS = ['SeparationCheckCriticalOrder'] as const;
export const CRITICAL_PAGE_SIZE = 5;

export const criticalConferenceSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  adjusted_boxes_number: z.number().int().nullable(),
  /** The boxes the order should have: what the box-count check asks about. */
  expected_boxes: z.number().int(),
  checked_by: z.string().nullable(),
});
export type CriticalConference = z.infer<typeof criticalConferenceSchema>;

export const criticalOrderSchema = z.object({
  order_id: z.string(),
  route: z.string().nullable(),
  color_route: z.string().nullable(),
  checking_status: z.number().int().nullable(),
  client_data: z.object({ client_name: z.string(), client_trade: z.string().nullable(), client_type: z.string() }),
  separator: z.object({ username: z.string() }).nullable(),
  expected_boxes: z.number().int(),
  conference: criticalConferenceSchema.nullable(),
});
export type CriticalOrder = z.infer<typeof criticalOrderSchema>;

export const listCriticalOrders = endpoint({
  method: 'GET',
  path: '/api/carambola/order-conference/critical-orders',
  access: CRITICAL_ACCESS,
  summary: "The day's critical orders, those still to check first, with their conference record.",
  query: z.object({
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(50).default(CRITICAL_PAGE_SIZE),
    search: z.string().optional(),
  }),
  response: z.object({ results: z.array(criticalOrderSchema), totalCount: z.number().int() }),
});

export const startCriticalConference = endpoint({
  method: 'POST',
  path: '/api/carambola/order-conference/critical',
  changes: ['dashboard', 'orders'],
  access: CRITICAL_ACCESS,
  summary: 'A critical order scanned (order number or box label): opens its conference record, or returns the open one.',
  body: z.object({ code: z.string().trim().min(1, 'Leia ou digite o número do pedido') }),
  response: criticalConferenceSchema,
});

export const getCriticalConference = endpoint({
  method: 'GET',
  // The same templated path as checkCriticalBoxes: OpenAPI 3.1 refuses two templates that
  // differ only in the parameter's name, so both call it `id` (here, the order number).
  path: '/api/carambola/order-conference/critical/:id',
  access: CRITICAL_ACCESS,
  summary: "An order's latest critical conference record.",
  params: z.object({ id: z.string().min(1).describe('O número do pedido') }),
  response: criticalConferenceSchema,
});

export const checkCriticalBoxes = endpoint({
  method: 'PATCH',
  path: '/api/carambola/order-conference/critical/:id',
  changes: ['dashboard', 'orders'],
  access: CRITICAL_ACCESS,
  summary: "The box-count check's answer: the order's boxes as the checker counted them (sim: the expected count).",
  params: z.object({ id: z.coerce.number().int().min(1).describe('O registro de conferência') }),
  body: z.object({
    adjusted_boxes_number: z
      .number({ error: 'Informe a quantidade de caixas' })
      .int('A quantidade de caixas é um número inteiro')
      .min(1, 'A quantidade de caixas deve ser maior que 0'),
  }),
  response: criticalConferenceSchema,
});

export const criticalConferenceEndpoints = {
  listCriticalOrders,
  startCriticalConference,
  getCriticalConference,
  checkCriticalBoxes,
};

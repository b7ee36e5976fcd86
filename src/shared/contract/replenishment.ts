// 'Reabastecimento' (spec/panel.md §2, §3 'Replenishment request', §4, §7): the stock
// requests the separation groups make (a picker's break asks for the SKU), answered from the
// panel with "Reposto" (reabastecido) or "Sem estoque" (quebra), and their history.
import { z } from 'zod';
import { REPLENISHMENT_STATUSES } from '../domain/alerts';
import { endpoint, queryBool, queryInt } from './endpoint';

const REPLENISHMENT_ACCESS = ['SeparationReplenishmentResponse'] as const;

export const replenishmentRequestSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  sku: z.number().int(),
  sku_name: z.string(),
  image: z.string().nullable(),
  separation_group: z.number().int(),
  user_request: z.string(),
  user_response: z.string().nullable(),
  status: z.enum(REPLENISHMENT_STATUSES),
  /** HH:MM:SS from the request to its answer; null while unanswered. */
  time_to_response: z.string().nullable(),
});
export type ReplenishmentRequest = z.infer<typeof replenishmentRequestSchema>;

export const replenishmentGroupSchema = z.object({
  separation_group: z.number().int(),
  market_number: z.number().int().nullable(),
  /** Requests waiting for an answer. */
  waiting: z.number().int(),
  oldest: z.string(),
});

export const listReplenishmentGroups = endpoint({
  method: 'GET',
  path: '/api/carambola/replenishment/',
  access: REPLENISHMENT_ACCESS,
  summary: "'Solicitações': the groups with requests waiting for an answer, with how many.",
  response: z.object({ results: z.array(replenishmentGroupSchema) }),
});

export const listReplenishmentItems = endpoint({
  method: 'GET',
  path: '/api/carambola/replenishment/items',
  access: REPLENISHMENT_ACCESS,
  summary: "A group's requests waiting for an answer, oldest first (the card's modal).",
  query: z.object({ separationGroup: queryInt().min(1).max(1_000_000) }),
  response: z.object({ results: z.array(replenishmentRequestSchema) }),
});

export const createReplenishment = endpoint({
  method: 'POST',
  path: '/api/carambola/replenishment/',
  changes: ['replenishment'],
  access: 'signedIn',
  summary: 'A group asks the stock for a SKU; an open request of the same SKU and group is answered instead of a new one.',
  body: z.object({
    sku: z.number().int().positive().max(2_147_483_647),
    separationGroup: z.number().int().min(1).max(1_000_000),
  }),
  response: replenishmentRequestSchema,
});

export const answerReplenishment = endpoint({
  method: 'PATCH',
  path: '/api/carambola/replenishment/',
  changes: ['replenishment'],
  access: REPLENISHMENT_ACCESS,
  summary: "Answers a request: 'reabastecido' (Reposto) or 'quebra' (Sem estoque).",
  body: z.object({
    replenishmentId: z.number().int().positive().max(2_147_483_647),
    status: z.enum(['reabastecido', 'quebra']),
  }),
  response: replenishmentRequestSchema,
});

export const REPLENISHMENT_STATUS_FILTERS = ['todos', ...REPLENISHMENT_STATUSES] as const;

export const listReplenishmentHistory = endpoint({
  method: 'GET',
  path: '/api/carambola/replenishment/history',
  access: REPLENISHMENT_ACCESS,
  summary:
    "'Histórico': requests between two dates (replenishmentToday: today only), by status and by the name of who answered, newest first.",
  query: z.object({
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(10),
    replenishmentToday: queryBool().optional(),
    initialSeparationDate: z.iso.date().optional(),
    finalSeparationDate: z.iso.date().optional(),
    status: z.enum(REPLENISHMENT_STATUS_FILTERS).default('todos'),
    userResponseName: z.string().max(100).optional(),
  }),
  response: z.object({ results: z.array(replenishmentRequestSchema), total_count: z.number().int() }),
});

export const replenishmentEndpoints = {
  listReplenishmentGroups,
  listReplenishmentItems,
  createReplenishment,
  answerReplenishment,
  listReplenishmentHistory,
};

// The picker's own figures (spec/operator.md §2 'Performance screen', §3 'Performance',
// 'Feedback'; spec/loading.md §3 'Productivity'): the day's goal progress shown when an order
// is finished, the period figures against the other pickers, and the break feedback.
import { z } from 'zod';
import { endpoint } from './endpoint';

export const productivitySchema = z.object({
  /** Orders this user finished today. */
  completed_orders_user: z.number().int(),
  /** Orders of today finished by anyone, and today's orders in all. */
  total_completed_orders: z.number().int(),
  total_orders: z.number().int(),
  goal_separate: z.number().int(),
});
export type Productivity = z.infer<typeof productivitySchema>;

export const getProductivity = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/productivity',
  access: 'signedIn',
  summary: "Today's individual and team goal progress of the signed-in picker.",
  response: productivitySchema,
});

export const TIME_RANGES = ['today', 'week', 'month', 'always'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const performanceFiguresSchema = z.object({
  /** Kilograms of weight items (3 decimals). */
  kilos: z.number(),
  items: z.number(),
  orders: z.number(),
  /** Seconds. */
  time_per_item: z.number().int(),
  time_per_order: z.number().int(),
  total_time: z.number().int(),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

export const PERFORMANCE_MESSAGE = { noItems: 'No items found for the separator', success: 'Success' } as const;

export const getPerformance = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/performance',
  access: 'signedIn',
  summary: "The signed-in picker's figures for the period, beside the average of the other pickers.",
  query: z.object({ timeRange: z.enum(TIME_RANGES, { error: 'Período inválido: use today, week, month ou always' }).default('today') }),
  response: z.object({
    message: z.string(),
    separator: performanceFiguresSchema,
    /** Per other picker who worked in the period; null when nobody else did. */
    average: performanceFiguresSchema.nullable(),
  }),
});

const isoDate = (label: string) =>
  z
    .string({ error: `Informe a ${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `A ${label} deve estar no formato AAAA-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `A ${label} é inválida`);

export const feedbackComplaintSchema = z.object({
  name: z.string(),
  reason: z.object({ name: z.string() }),
  /** Units, or kilograms for weight items. */
  quantity_complaint: z.number(),
  unity_product_base: z.enum(['peso', 'unidade']),
  separation_date: z.string(),
  order_id: z.string(),
});

export const getFeedback = endpoint({
  method: 'GET',
  path: '/api/carambola/separation/feedback/:id',
  access: 'signedIn',
  summary: "A picker's complained items against the items they separated, both dates included (own id, or a users viewer).",
  params: z.object({ id: z.coerce.number({ error: 'Separador inválido' }).int('Separador inválido').positive('Separador inválido') }),
  query: z
    .object({ date_from: isoDate('data inicial'), date_to: isoDate('data final') })
    .refine((range) => range.date_from <= range.date_to, { message: 'A data inicial deve ser anterior à final', path: ['date_to'] }),
  response: z.object({
    totalComplaintItems: z.number().int(),
    totalSeparatedItems: z.number().int(),
    complaints: z.array(feedbackComplaintSchema),
  }),
});

export const performanceEndpoints = { getProductivity, getPerformance, getFeedback };

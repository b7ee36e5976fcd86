// The panel's performance reports: the three views of 'Desempenho dos separadores' and its
// spreadsheets (spec/panel.md §2 'Performance', §7 'Reports and downloads').
import { z } from 'zod';
import { endpoint, fileResponse, isoDate, queryInt } from './endpoint';

const access = ['SeparationDataAnalysis'] as const;
const twoDates = z.object({ initialSeparationDate: isoDate.optional(), finalSeparationDate: isoDate.optional() });

// The spreadsheets: real .xlsx files, streamed, after the date rules of §5.
export const timeBySeparatorDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/time-to-separation-by-separator/download',
  access,
  summary: 'Average and total working and idle time per separator over a range (.xlsx).',
  query: twoDates,
  response: fileResponse,
});

export const ordersBySeparatorDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/orders-by-separator/download',
  access,
  summary: 'Every order finished in a range, with its separator, times and items (.xlsx).',
  query: twoDates,
  response: fileResponse,
});

export const breaksBySeparatorDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/order-break-by-separator',
  access,
  summary: 'Every item break of a range with its separator, order and product (.xlsx).',
  query: twoDates,
  response: fileResponse,
});

export const timeBySkuDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/time-to-separation-by-sku/download',
  access,
  summary: 'Items separated per SKU on one operation day with their average time (.xlsx).',
  query: z.object({ operationDate: isoDate.optional() }),
  response: fileResponse,
});

export const timeByLevelDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/time-to-separation-by-level/download',
  access,
  summary: 'Items separated per step (level) on one operation day with their average time (.xlsx).',
  query: z.object({ operationDate: isoDate.optional() }),
  response: fileResponse,
});

// The three views of 'Desempenho dos separadores' (spec/panel.md §2 'Performance', §3
// 'Item-time report', 'Order-time report', 'Break report', §7 'Other data calls'): average
// time per order and per item, and breaks, per separator over a period.
const group = queryInt().min(1, 'Grupo inválido').optional();

/** A period is at most this many days (the screen offers today, yesterday, week, month). */
export const MAX_PERIOD_DAYS = 31;
export const PERIOD_MESSAGE = `Selecione um período de no máximo ${MAX_PERIOD_DAYS} dias, com a data inicial antes da final.`;

export const SEPARATION_METHOD_FILTERS = ['all', 'camera', 'scanner', 'manual'] as const;
export type SeparationMethodFilter = (typeof SEPARATION_METHOD_FILTERS)[number];

const itemTimeUser = z.object({ username: z.string(), avg_secs: z.number(), total_items: z.number().int(), total_secs: z.number().int() });

export const itemTimeReportSchema = z.object({
  global: z.object({
    avg_secs: z.number(),
    total_items: z.number().int(),
    total_secs: z.number().int(),
    items_per_hour: z.number(),
    users: z.array(itemTimeUser),
  }),
  timeline: z.array(
    z.object({ separated_hour: z.number().int(), avg_secs: z.number(), total_items: z.number().int(), total_secs: z.number().int(), users: z.array(itemTimeUser) }),
  ),
});
export type ItemTimeReport = z.infer<typeof itemTimeReportSchema>;

export const workItemsAverage = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/work-items-average',
  access,
  summary: 'Average time per item separated, overall, per separator and per hour of the day.',
  query: z.object({
    initialSeparationDate: isoDate,
    finalSeparationDate: isoDate,
    separationGroup: group,
    separationMethod: z.enum(SEPARATION_METHOD_FILTERS, { message: 'Método de separação inválido' }).default('all'),
  }),
  response: itemTimeReportSchema,
});

export const orderTimeReportSchema = z.object({
  global: z.object({
    working_total_secs: z.number().int(),
    idle_total_secs: z.number().int(),
    working_avg_min: z.number(),
    idle_avg_min: z.number(),
  }),
  users: z.array(
    z.object({
      username: z.string(),
      total_orders: z.number().int(),
      working_avg_min: z.number(),
      idle_avg_min: z.number(),
      working_total_secs: z.number().int(),
      idle_total_secs: z.number().int(),
      /** Minutes from a day's first order taken to its last finished, summed over days. */
      timesheet_min: z.number(),
      timesheet_work_perc: z.number(),
    }),
  ),
});
export type OrderTimeReport = z.infer<typeof orderTimeReportSchema>;

export const timeBySeparator = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/time-to-separation-by-separator',
  access,
  summary: 'Average working and idle time per order of each separator over a period.',
  query: z.object({ scheduledDateGte: isoDate, scheduledDateLte: isoDate, separationGroup: group }),
  response: orderTimeReportSchema,
});

/**
 * 'Total de quebras': each separator's count of breaks over the period, most first. The breaks
 * themselves come a page at a time for the separator opened (separatorBreaks): a month of a
 * large centre is 30,000 of them, more than a person reads and 3.7 MB of JSON a call
 * (docs/performance.md 'year-of-data'); the spreadsheet keeps every one.
 */
export const breakReportSchema = z.array(z.object({ username: z.string(), break_quantity: z.number().int() }));
export type BreakReport = z.infer<typeof breakReportSchema>;

const breaksQuery = { initialSeparationDate: isoDate, finalSeparationDate: isoDate, separationGroup: group };

export const breaksBySeparator = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/breaks-by-separator',
  access,
  summary: 'The number of item breaks of each separator over a period, most first.',
  query: z.object(breaksQuery),
  response: breakReportSchema,
});

export const separatorBreakSchema = z.object({ order_id: z.string(), product: z.object({ name: z.string() }), reason: z.object({ name: z.string() }) });
export type SeparatorBreak = z.infer<typeof separatorBreakSchema>;

/** The breaks table of an opened separator: as the panel's other tables, 10 a page. */
export const SEPARATOR_BREAKS_PAGE_SIZE = 10;

export const separatorBreaks = endpoint({
  method: 'GET',
  path: '/api/carambola/data-analysis/breaks-by-separator/breaks',
  access,
  summary: "One separator's item breaks over a period, in the order declared, with the order, product and reason, a page at a time.",
  query: z.object({
    ...breaksQuery,
    username: z.string({ error: 'Informe o separador' }).trim().min(1, 'Informe o separador').max(150, 'Separador inválido'),
    page: queryInt().min(1, 'Página inválida').default(1),
    pageSize: queryInt().min(1, 'Tamanho de página inválido').max(100, 'Tamanho de página inválido').default(SEPARATOR_BREAKS_PAGE_SIZE),
  }),
  response: z.object({ results: z.array(separatorBreakSchema), total_count: z.number().int() }),
});

export const reportsEndpoints = {
  workItemsAverage,
  timeBySeparator,
  breaksBySeparator,
  separatorBreaks,
  timeByLevelDownload,
  timeBySeparatorDownload,
  ordersBySeparatorDownload,
  breaksBySeparatorDownload,
  timeBySkuDownload,
};

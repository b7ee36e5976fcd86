// Performance spreadsheets of the panel (spec/panel.md §7 'Reports and downloads'): real
// .xlsx files, streamed, after the date rules of §5.
import { z } from 'zod';
import { endpoint, fileResponse, isoDate } from './endpoint';

const access = ['SeparationDataAnalysis'] as const;
const twoDates = z.object({ initialSeparationDate: isoDate.optional(), finalSeparationDate: isoDate.optional() });

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

export const reportsEndpoints = {
  timeByLevelDownload,
  timeBySeparatorDownload,
  ordersBySeparatorDownload,
  breaksBySeparatorDownload,
  timeBySkuDownload,
};

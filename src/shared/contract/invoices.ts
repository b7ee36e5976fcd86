// 'Financeiro dos pedidos' (spec/loading.md §2.2, §7 'Finance'): orders without an invoice and
// their release, orders released without one, and pending payments to approve or cancel.
import { z } from 'zod';
import { endpoint, queryBool, queryInt } from './endpoint';

const INVOICES_ACCESS = ['SeparationInvoiceRelease'] as const;

export const invoiceOrderSchema = z.object({
  order_id: z.string(),
  route: z.string().nullable(),
  client_name_or_trade: z.string(),
  client_data: z.object({ client_trade: z.string().nullable(), client_name: z.string(), client_type: z.string() }),
  released_without_invoice_by: z.string().nullable(),
  released_without_invoice_at: z.string().nullable(),
});
export type InvoiceOrder = z.infer<typeof invoiceOrderSchema>;

const page = {
  page: queryInt().min(1).default(1),
  pageSize: queryInt().min(1).max(100).default(10),
  search: z.string().optional(),
};

export const invoicePageSchema = z.object({ results: z.array(invoiceOrderSchema), total_count: z.number().int() });

export const listOrderDeliveryDetails = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/order-delivery-details',
  access: INVOICES_ACCESS,
  summary:
    "Separated orders of the day without an invoice (ordersWithoutInvoice), or those released without one on an operation day (releasedWithoutInvoice; today, or Friday on a Saturday, by default; a Saturday or a day after today is refused with 400).",
  query: z.object({
    ...page,
    ordersWithoutInvoice: queryBool().optional(),
    releasedWithoutInvoice: queryBool().optional(),
    operationDate: z.iso.date().optional(),
  }),
  response: invoicePageSchema,
});

export const releaseWithoutInvoice = endpoint({
  method: 'PATCH',
  path: '/api/carambola/loading-conference/order-delivery-details/:orderId',
  changes: ['routes', 'dashboard', 'orders'],
  access: INVOICES_ACCESS,
  audit: 'release.invoice',
  summary: 'Releases an order to be loaded without its invoice.',
  params: z.object({ orderId: z.string().min(1) }),
  body: z.object({ releaseWithoutInvoice: z.literal(true) }),
  response: invoiceOrderSchema,
});

export const listPendingPayments = endpoint({
  method: 'GET',
  path: '/api/carambola/finance/orders',
  access: INVOICES_ACCESS,
  summary: 'Orders of the day with the payment status asked (pendente by default).',
  query: z.object({ ...page, orderStatus: z.enum(['pendente', 'pending']).default('pendente') }),
  response: invoicePageSchema,
});

export const decidePendingPayments = endpoint({
  method: 'PATCH',
  path: '/api/carambola/finance/orders',
  access: INVOICES_ACCESS,
  audit: 'release.invoice',
  summary: 'Approves or cancels orders whose payment is pending (only while the centre is offline).',
  body: z.object({ newOrderStatus: z.enum(['aprovado', 'cancelado']), ordersId: z.array(z.string().min(1)).min(1) }),
  response: z.object({ updated: z.number().int() }),
});

export const invoicesEndpoints = { listOrderDeliveryDetails, releaseWithoutInvoice, listPendingPayments, decidePendingPayments };

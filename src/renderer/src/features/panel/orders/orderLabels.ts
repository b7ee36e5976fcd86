// How the orders screens name an order's states (spec/panel.md §4 'Order checking_status',
// 'Payment badges'), its client and its quantities.
import type { OrderRow } from '@shared/contract/orders';
import { CHECKING_STATUS_LABEL, type CheckingStatus } from '@shared/domain/statuses';
import { formatPortion } from '@shared/format';

export function statusLabel(checkingStatus: number | null): string {
  return checkingStatus === null ? CHECKING_STATUS_LABEL.waiting : (CHECKING_STATUS_LABEL[checkingStatus as CheckingStatus] ?? CHECKING_STATUS_LABEL.waiting);
}

const STATUS_COLOUR: Record<string, string> = { 1: 'blue', 2: 'violet', 3: 'teal', 4: 'green', 5: 'orange' };
export const statusColour = (checkingStatus: number | null) => (checkingStatus === null ? 'gray' : (STATUS_COLOUR[checkingStatus] ?? 'gray'));

const PAYMENT: Record<string, { label: string; colour: string }> = {
  approved: { label: 'Aprovado', colour: 'green' },
  pending: { label: 'Pendente', colour: 'yellow' },
  recused: { label: 'Cancelado', colour: 'red' },
};
export const paymentBadge = (status: string) => PAYMENT[status] ?? { label: status, colour: 'gray' };

/** client_name for people (PF), the trade name for companies. */
export function clientOf(order: Pick<OrderRow, 'client_data'>): string {
  const { client_type, client_name, client_trade } = order.client_data;
  return client_type === 'PF' ? client_name : client_trade || client_name;
}

/** Units, or grams shown as Kg with 3 decimals. */
export function quantityText(quantity: number | null, type: 'unidade' | 'peso'): string {
  if (quantity === null) return '-';
  return formatPortion(quantity, type);
}

// How the bell names each alert and what answers it offers (spec/operator.md §2 'Header and
// menus', §4 'Support alerts'; spec/panel.md §4 'Notifications').
import type { Alert, AlertTopic } from '@shared/contract/alerts';

export const ALERT_TITLE: Record<AlertTopic, string> = {
  help: 'Chamado de ajuda',
  otherSku: 'Autorização para bipar outro SKU',
  lostPrePicking: 'Pacote de pre picking perdido',
  prePickingBreak: 'Quebra de pre picking',
};

/** The line under the title: who, where, and which order or item. */
export function alertSubtitle(alert: Alert): string {
  const { name, login } = alert.user_request;
  const parts = [name === login ? login : `${name} (${login})`];
  if (alert.separation_group !== null) parts.push(`Grupo ${alert.separation_group}`);
  const order = alert.item?.order.order_id ?? alert.order_id;
  if (order) parts.push(`Pedido ${order}`);
  return parts.join(' · ');
}

/** What the supervisor reads as the reason: the picker's own words, else the item. */
export function alertDetail(alert: Alert): string | null {
  if (alert.reason) return alert.reason;
  return alert.item ? `${alert.item.name} (SKU ${alert.item.sku})` : null;
}

/** The alerts still waiting for a supervisor, oldest first (the one waiting longest on top). */
export function waitingAlerts(alerts: readonly Alert[]): Alert[] {
  return alerts.filter((alert) => alert.status === 'pendente' || alert.status === 'awaiting').sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
}

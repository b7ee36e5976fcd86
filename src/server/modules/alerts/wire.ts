// Reads alerts as the contract shows them (contract/alerts.ts): who asked, who answered,
// the item with its order, and the topic derived from kind and status.
import { and, desc, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Alert, AlertTopic } from '../../../shared/contract/alerts';
import { OTHER_SKU_STATUSES, type AlertKind, type AlertStatus } from '../../../shared/domain/alerts';
import type { DbOrTx } from '../../db/client';
import { alerts, items, orders, products, users, works } from '../../db/schema';

export type AlertRow = typeof alerts.$inferSelect;

export function topicOf(row: Pick<AlertRow, 'kind' | 'status'>): AlertTopic {
  if (row.kind === 'lost_pre_picking') return 'lostPrePicking';
  if (row.kind === 'pre_picking_break') return 'prePickingBreak';
  return OTHER_SKU_STATUSES.includes(row.status as AlertStatus) ? 'otherSku' : 'help';
}

const requester = alias(users, 'requester');
const responder = alias(users, 'responder');
const itemOrder = alias(orders, 'item_order');

/** Alerts matching `where`, newest first, with everything the bell shows. */
export async function loadAlerts(db: DbOrTx, where: SQL | undefined, limit = 200): Promise<Alert[]> {
  const rows = await db
    .select({
      alert: alerts,
      requester: { id: requester.id, name: requester.name, login: requester.username },
      responder: { id: responder.id, name: responder.name, login: responder.username },
      orderId: orders.orderId,
      item: { id: items.id, sku: items.sku },
      productName: products.name,
      itemOrderId: itemOrder.orderId,
    })
    .from(alerts)
    .innerJoin(requester, eq(requester.id, alerts.userRequestId))
    .leftJoin(responder, eq(responder.id, alerts.userResponseId))
    .leftJoin(orders, eq(orders.id, alerts.orderId))
    .leftJoin(items, eq(items.id, alerts.itemId))
    .leftJoin(products, eq(products.sku, items.sku))
    .leftJoin(itemOrder, eq(itemOrder.id, items.orderId))
    .where(where)
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.alert.id,
    kind: row.alert.kind as AlertKind,
    status: row.alert.status as AlertStatus,
    topic: topicOf(row.alert),
    reason: row.alert.reason,
    separation_group: row.alert.separationGroup,
    created: row.alert.createdAt.toISOString(),
    responded_at: row.alert.respondedAt?.toISOString() ?? null,
    user_request: row.requester,
    user_response: row.responder?.id != null ? row.responder : null,
    related_alert: row.alert.relatedAlertId === null ? null : { id: row.alert.relatedAlertId },
    order_id: row.orderId ?? row.itemOrderId ?? null,
    item:
      row.item?.id != null && row.itemOrderId
        ? { id: row.item.id, sku: row.item.sku, name: row.productName ?? '', order: { order_id: row.itemOrderId } }
        : null,
  }));
}

export async function loadAlert(db: DbOrTx, id: number): Promise<Alert | null> {
  const [alert] = await loadAlerts(db, eq(alerts.id, id), 1);
  return alert ?? null;
}

/** The alert's work has not ended. */
const workStillOpen = (): SQL => sql`exists (select 1 from ${works} where ${works.id} = ${alerts.workId} and ${works.end} is null)`;

/**
 * The open alerts: help calls and lost pre-pickings pending, requests awaiting an answer while
 * their work is still open (a request about an order already finished can no longer be used,
 * so it leaves the supervisors' bell).
 */
export const openStatuses = (): SQL =>
  or(
    eq(alerts.status, 'pendente'),
    and(eq(alerts.status, 'awaiting'), or(isNull(alerts.workId), workStillOpen())),
  )!;


export const ownedBy = (userId: number | Placeholder): SQL => eq(alerts.userRequestId, userId);

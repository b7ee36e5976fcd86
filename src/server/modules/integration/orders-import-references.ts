// What an order batch is checked against, read in one pass inside its transaction: the
// clients, products and routes it names, and the orders it already holds (locked), with
// whether each has started and who holds it.
import { inArray, sql } from 'drizzle-orm';
import type { IntegrationOrder } from '../../../shared/contract/integration';
import type { Tx } from '../../db/client';
import { clients, items, orders, products, routes, works } from '../../db/schema';

export interface StoredOrder {
  id: number;
  orderId: string;
  scheduledDate: string;
  permissionToSeparate: string;
  started: boolean;
  holderId: number | null;
}

export type BatchReferences = Awaited<ReturnType<typeof readBatchReferences>>;

/** The key a record's route is found by: its date and code. */
export const routeKeyOf = (record: Pick<IntegrationOrder, 'scheduled_date' | 'route_code'>) => `${record.scheduled_date}|${record.route_code}`;

/** Items compared regardless of their order in the payload. */
export function itemsSignature(list: readonly { sku: number; quantity: number; instructions?: string | null }[]): string {
  return JSON.stringify([...list].map((item) => [item.sku, item.quantity, item.instructions ?? null]).sort());
}

export async function readBatchReferences(tx: Tx, records: readonly IntegrationOrder[]) {
  const clientRows = await tx
    .select({ id: clients.id, externalId: clients.externalId, clientType: clients.clientType, clientName: clients.clientName, clientTrade: clients.clientTrade })
    .from(clients)
    .where(inArray(clients.externalId, [...new Set(records.map((r) => r.client_external_id))]));

  const skus = [...new Set(records.flatMap((r) => r.items.map((item) => item.sku)))];
  const productRows = await tx
    .select({ sku: products.sku, portionType: products.portionType, step: products.step })
    .from(products)
    .where(inArray(products.sku, skus));

  const routeKeys = records.filter((r) => r.route_code).map(routeKeyOf);
  const routeRows = routeKeys.length
    ? await tx
        .select({ id: routes.id, code: routes.code, operationDate: routes.operationDate, colorRoute: routes.colorRoute })
        .from(routes)
        .where(inArray(sql`${routes.operationDate}::text || '|' || ${routes.code}`, [...new Set(routeKeys)]))
    : [];

  const stored = await lockStoredOrders(tx, records.map((r) => r.order_id));
  return {
    clientByExternalId: new Map(clientRows.map((row) => [row.externalId, row])),
    productBySku: new Map(productRows.map((row) => [row.sku, row])),
    routeByKey: new Map(routeRows.map((row) => [`${row.operationDate}|${row.code}`, row])),
    stored,
    /** Each stored order's items, as itemsSignature() writes them. */
    storedSignatures: await storedItemSignatures(tx, [...stored.values()].map((order) => order.id)),
  };
}

async function lockStoredOrders(tx: Tx, orderIds: readonly string[]): Promise<Map<string, StoredOrder>> {
  const rows = await tx
    .select({
      id: orders.id,
      orderId: orders.orderId,
      scheduledDate: orders.scheduledDate,
      permissionToSeparate: orders.permissionToSeparate,
      checkingStatus: orders.checkingStatus,
    })
    .from(orders)
    .where(inArray(orders.orderId, [...orderIds]))
    .for('update');
  const ids = rows.map((row) => row.id);
  const workRows = ids.length
    ? await tx
        .select({ orderId: works.orderId, separatorId: works.separatorId, end: works.end })
        .from(works)
        .where(inArray(works.orderId, ids))
    : [];
  const stored = new Map<string, StoredOrder>();
  for (const row of rows) {
    const orderWorks = workRows.filter((work) => work.orderId === row.id);
    stored.set(row.orderId, {
      id: row.id,
      orderId: row.orderId,
      scheduledDate: row.scheduledDate,
      permissionToSeparate: row.permissionToSeparate,
      started: row.checkingStatus !== null || orderWorks.length > 0,
      holderId: orderWorks.find((work) => work.end === null)?.separatorId ?? null,
    });
  }
  return stored;
}

async function storedItemSignatures(tx: Tx, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ orderId: items.orderId, sku: items.sku, quantity: items.quantity, instructions: items.instructions })
    .from(items)
    .where(inArray(items.orderId, [...orderIds]));
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return new Map([...byOrder].map(([orderId, list]) => [orderId, itemsSignature(list)]));
}

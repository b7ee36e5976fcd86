// The writes of an order batch already checked: the orders upserted, the items of new orders
// and of orders not yet started replaced when they differ, the delivery details upserted.
// Each returns what it changed, so the batch can count created, updated and unchanged.
import { inArray, sql } from 'drizzle-orm';
import type { IntegrationOrder } from '../../../shared/contract/integration';
import type { Tx } from '../../db/client';
import { bulkInsert, bulkUpsert } from '../../db/bulk';
import { items, orderDeliveryDetails, orders } from '../../db/schema';
import { itemsSignature, routeKeyOf, type BatchReferences } from './orders-import-references';

/** Upserts the orders; returns each order's id by its order_id (stored or new) and which rows changed. */
export async function writeOrders(tx: Tx, records: readonly IntegrationOrder[], refs: BatchReferences) {
  const orderRows = records.map((record) => {
    const client = refs.clientByExternalId.get(record.client_external_id)!;
    const route = record.route_code ? refs.routeByKey.get(routeKeyOf(record))! : null;
    return {
      order_id: record.order_id,
      client_id: client.id,
      client_type: client.clientType,
      client_name: client.clientName,
      client_trade: client.clientTrade,
      ifood_bag: record.ifood_bag,
      store_id: record.store_id ?? null,
      route: route?.code ?? null,
      color_route: route?.colorRoute ?? null,
      route_id: route?.id ?? null,
      scheduled_date: record.scheduled_date,
      instructions: record.instructions ?? null,
      is_critical: record.is_critical,
      priority: record.priority,
      is_dynamic_price: record.is_dynamic_price,
      permission_to_separate: record.status,
      has_invoice: record.has_invoice,
      replacement_of_order_id: record.replacement_of_order_id ?? null,
    };
  });
  const [, ...orderColumns] = Object.keys(orderRows[0]!);
  const { written } = await bulkUpsert(tx, orders, orderRows, {
    conflict: ['order_id'],
    columns: orderColumns,
    onChange: { updated_at: sql`now()` },
    returning: ['id', 'order_id'],
  });
  const idByOrderId = new Map<string, number>([
    ...[...refs.stored.values()].map((order) => [order.orderId, order.id] as const),
    ...written.map((row) => [row.order_id as string, row.id as number] as const),
  ]);
  return { idByOrderId, writtenOrderIds: written.map((row) => row.order_id as string) };
}

/** Whether a record's items differ from what is stored (a new order always does). */
export function itemsDiffer(record: IntegrationOrder, refs: BatchReferences): boolean {
  const existing = refs.stored.get(record.order_id);
  return !existing || refs.storedSignatures.get(existing.id) !== itemsSignature(record.items);
}

/** New orders get their items; orders not yet started get theirs replaced when they differ. */
export async function writeItems(tx: Tx, records: readonly IntegrationOrder[], refs: BatchReferences, idByOrderId: Map<string, number>) {
  const itemsChanged = records.filter((record) => itemsDiffer(record, refs));
  const replaced = itemsChanged.filter((record) => refs.stored.has(record.order_id)).map((record) => idByOrderId.get(record.order_id)!);
  if (replaced.length) await tx.delete(items).where(inArray(items.orderId, replaced));
  await bulkInsert(
    tx,
    items,
    ['order_id', 'sku', 'step', 'portion_type', 'quantity', 'instructions'],
    itemsChanged.flatMap((record) =>
      record.items.map((item) => {
        const product = refs.productBySku.get(item.sku)!;
        return {
          order_id: idByOrderId.get(record.order_id),
          sku: item.sku,
          step: product.step,
          portion_type: product.portionType,
          quantity: item.quantity,
          instructions: item.instructions ?? null,
        };
      }),
    ),
  );
  return itemsChanged.map((record) => record.order_id);
}

const DELIVERY_COLUMNS = [
  'driver',
  'neighborhood',
  'shipping_street_and_number',
  'city',
  'state',
  'bill_of_sale_id',
  'scheduled_time_from',
  'scheduled_time_to',
  'observations',
] as const;

/** Upserts the delivery details the batch sends; returns the order ids whose details changed. */
export async function writeDeliveries(tx: Tx, records: readonly IntegrationOrder[], idByOrderId: Map<string, number>): Promise<string[]> {
  const deliveries = records.filter((record) => record.delivery);
  if (deliveries.length === 0) return [];
  const { written } = await bulkUpsert(
    tx,
    orderDeliveryDetails,
    deliveries.map((record) => ({
      order_id: idByOrderId.get(record.order_id),
      ...Object.fromEntries(DELIVERY_COLUMNS.map((column) => [column, record.delivery![column] ?? null])),
    })),
    { conflict: ['order_id'], columns: [...DELIVERY_COLUMNS], returning: ['order_id'] },
  );
  const orderIdById = new Map([...idByOrderId].map(([orderId, id]) => [id, orderId]));
  return written.map((row) => orderIdById.get(row.order_id as number)!);
}

// Orders pushed by the company's systems. One transaction per batch: every record is
// checked against the catalogue, the routes and the floor (an order already in separation
// keeps its items), and either the whole batch is written or nothing is. An upstream
// cancellation or reschedule of an order a picker holds reaches that picker as the spec's
// notice once the batch is saved.
import { inArray, sql } from 'drizzle-orm';
import type { BatchResult, IntegrationOrder } from '../../../shared/contract/integration';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bulkInsert, bulkUpsert } from '../../db/bulk';
import { clients, items, orderDeliveryDetails, orders, products, routes, works } from '../../db/schema';
import { BatchProblems, findDuplicates } from './batch-errors';

import { tellPickers, type NoticeToPicker } from '../picking/notices';

interface StoredOrder {
  id: number;
  orderId: string;
  scheduledDate: string;
  permissionToSeparate: string;
  started: boolean;
  holderId: number | null;
}

/** Items compared regardless of their order in the payload. */
function itemsSignature(list: readonly { sku: number; quantity: number; instructions: string | null }[]): string {
  return JSON.stringify([...list].map((item) => [item.sku, item.quantity, item.instructions ?? null]).sort());
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

/** The advisory lock namespace of order imports (the two-key form keeps it apart from any other lock). */
const ORDER_LOCK_SPACE = 0x6f726473; // 'ords'

export async function importOrders(
  app: AppContext,
  records: readonly IntegrationOrder[],
): Promise<BatchResult> {
  const problems = new BatchProblems();
  findDuplicates(problems, records, (r) => r.order_id, (i) => `orders.${i}.order_id`, (key) => `Pedido ${key} repetido no lote`);
  records.forEach((record, index) =>
    findDuplicates(
      problems,
      record.items,
      (item) => String(item.sku),
      (itemIndex) => `orders.${index}.items.${itemIndex}.sku`,
      (sku) => `SKU ${sku} repetido no pedido ${record.order_id}`,
    ),
  );
  problems.throwIfAny();

  const { result, notices } = await app.db.transaction(async (tx) => {
    // Batches naming the same orders take turns (an ERP resending on a timeout while the first
    // try is still being saved): the later one then finds the earlier one's rows and changes
    // nothing, where it used to insert the items a second time and fail with a 500. Locks are
    // taken in order of order_id, so two batches never wait on each other in a circle.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ORDER_LOCK_SPACE}, hashtext(id)) from (select distinct id from unnest(${sql.param(records.map((r) => r.order_id))}::text[]) as id order by id) as ids`,
    );
    const clientRows = await tx
      .select({ id: clients.id, externalId: clients.externalId, clientType: clients.clientType, clientName: clients.clientName, clientTrade: clients.clientTrade })
      .from(clients)
      .where(inArray(clients.externalId, [...new Set(records.map((r) => r.client_external_id))]));
    const clientByExternalId = new Map(clientRows.map((row) => [row.externalId, row]));

    const skus = [...new Set(records.flatMap((r) => r.items.map((item) => item.sku)))];
    const productRows = await tx
      .select({ sku: products.sku, portionType: products.portionType, step: products.step })
      .from(products)
      .where(inArray(products.sku, skus));
    const productBySku = new Map(productRows.map((row) => [row.sku, row]));

    const routeKeys = records.filter((r) => r.route_code).map((r) => `${r.scheduled_date}|${r.route_code}`);
    const routeRows = routeKeys.length
      ? await tx
          .select({ id: routes.id, code: routes.code, operationDate: routes.operationDate, colorRoute: routes.colorRoute })
          .from(routes)
          .where(inArray(sql`${routes.operationDate}::text || '|' || ${routes.code}`, [...new Set(routeKeys)]))
      : [];
    const routeByKey = new Map(routeRows.map((row) => [`${row.operationDate}|${row.code}`, row]));

    const stored = await lockStoredOrders(tx, records.map((r) => r.order_id));
    const storedSignatures = await storedItemSignatures(tx, [...stored.values()].map((order) => order.id));

    records.forEach((record, index) => {
      if (!clientByExternalId.has(record.client_external_id)) {
        problems.add(`orders.${index}.client_external_id`, `Cliente ${record.client_external_id} não cadastrado`);
      }
      if (record.route_code && !routeByKey.has(`${record.scheduled_date}|${record.route_code}`)) {
        problems.add(`orders.${index}.route_code`, `Rota ${record.route_code} de ${record.scheduled_date} não cadastrada`);
      }
      record.items.forEach((item, itemIndex) => {
        if (!productBySku.has(item.sku)) problems.add(`orders.${index}.items.${itemIndex}.sku`, `SKU ${item.sku} não cadastrado`);
      });
      const existing = stored.get(record.order_id);
      if (existing?.started && storedSignatures.get(existing.id) !== itemsSignature(record.items.map(withNullInstructions))) {
        problems.add(
          `orders.${index}.items`,
          `Pedido ${record.order_id} já está em separação: os itens e as quantidades não podem mudar`,
        );
      }
    });
    problems.throwIfAny();

    const orderRows = records.map((record) => {
      const client = clientByExternalId.get(record.client_external_id)!;
      const route = record.route_code ? routeByKey.get(`${record.scheduled_date}|${record.route_code}`)! : null;
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
      ...[...stored.values()].map((order) => [order.orderId, order.id] as const),
      ...written.map((row) => [row.order_id as string, row.id as number] as const),
    ]);

    // Items: new orders get theirs; orders not yet started get theirs replaced when they differ.
    const itemsChanged = records.filter((record) => {
      const existing = stored.get(record.order_id);
      return !existing || storedSignatures.get(existing.id) !== itemsSignature(record.items.map(withNullInstructions));
    });
    const orderIdById = new Map([...idByOrderId].map(([orderId, id]) => [id, orderId]));
    const replaced = itemsChanged.filter((record) => stored.has(record.order_id)).map((record) => idByOrderId.get(record.order_id)!);
    if (replaced.length) await tx.delete(items).where(inArray(items.orderId, replaced));
    await bulkInsert(
      tx,
      items,
      ['order_id', 'sku', 'step', 'portion_type', 'quantity', 'instructions'],
      itemsChanged.flatMap((record) =>
        record.items.map((item) => {
          const product = productBySku.get(item.sku)!;
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

    const deliveries = records.filter((record) => record.delivery);
    const deliveryWritten = deliveries.length
      ? (
          await bulkUpsert(
            tx,
            orderDeliveryDetails,
            deliveries.map((record) => ({
              order_id: idByOrderId.get(record.order_id),
              driver: record.delivery!.driver ?? null,
              neighborhood: record.delivery!.neighborhood ?? null,
              shipping_street_and_number: record.delivery!.shipping_street_and_number ?? null,
              city: record.delivery!.city ?? null,
              state: record.delivery!.state ?? null,
              bill_of_sale_id: record.delivery!.bill_of_sale_id ?? null,
              scheduled_time_from: record.delivery!.scheduled_time_from ?? null,
              scheduled_time_to: record.delivery!.scheduled_time_to ?? null,
              observations: record.delivery!.observations ?? null,
            })),
            {
              conflict: ['order_id'],
              columns: [
                'driver',
                'neighborhood',
                'shipping_street_and_number',
                'city',
                'state',
                'bill_of_sale_id',
                'scheduled_time_from',
                'scheduled_time_to',
                'observations',
              ],
              returning: ['order_id'],
            },
          )
        ).written
      : [];

    const touched = new Set<string>([
      ...written.map((row) => row.order_id as string),
      ...itemsChanged.map((record) => record.order_id),
      ...deliveryWritten.map((row) => orderIdById.get(row.order_id as number)!),
    ]);
    const created = records.filter((record) => !stored.has(record.order_id)).length;
    const updatedOrderIds = [...touched].filter((orderId) => stored.has(orderId));
    // An order whose items or delivery changed is a changed order for the results feed too.
    if (updatedOrderIds.length > 0) {
      await tx.update(orders).set({ updatedAt: sql`now()` }).where(inArray(orders.orderId, updatedOrderIds));
    }
    const updated = updatedOrderIds.length;

    return {
      result: { received: records.length, created, updated, unchanged: records.length - created - updated },
      notices: noticesFor(records, stored),
    };
  });
  // The pickers holding an order the batch cancelled or rescheduled hear of it.
  tellPickers(app, notices);
  return result;
}

function withNullInstructions(item: IntegrationOrder['items'][number]) {
  return { sku: item.sku, quantity: item.quantity, instructions: item.instructions ?? null };
}

/** Cancelling or rescheduling an order a picker holds tells that picker at once. */
function noticesFor(records: readonly IntegrationOrder[], stored: Map<string, StoredOrder>): NoticeToPicker[] {
  const notices: NoticeToPicker[] = [];
  for (const record of records) {
    const existing = stored.get(record.order_id);
    if (!existing?.holderId) continue;
    if (record.status === 'recused' && existing.permissionToSeparate !== 'recused') {
      notices.push({ separatorId: existing.holderId, notice: { orderId: record.order_id, message: 'This order has been canceled' } });
    } else if (record.scheduled_date !== existing.scheduledDate) {
      notices.push({ separatorId: existing.holderId, notice: { orderId: record.order_id, message: 'Order rescheduled' } });
    }
  }
  return notices;
}

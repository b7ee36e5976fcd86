// Orders pushed by the company's systems. One transaction per batch: every record is
// checked against the catalogue, the routes and the floor (an order already in separation
// keeps its items), and either the whole batch is written or nothing is. An upstream
// cancellation or reschedule of an order a picker holds reaches that picker as the spec's
// notice once the batch is saved. The reads are in orders-import-references.ts, the writes
// in orders-import-writes.ts.
import { inArray, sql } from 'drizzle-orm';
import type { BatchResult, IntegrationOrder } from '../../../shared/contract/integration';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { BatchProblems, findDuplicates } from './batch-errors';
import { readBatchReferences, routeKeyOf, type BatchReferences, type StoredOrder } from './orders-import-references';
import { itemsDiffer, writeDeliveries, writeItems, writeOrders } from './orders-import-writes';
import { tellPickers, type NoticeToPicker } from '../picking/notices';

/** The advisory lock namespace of order imports (the two-key form keeps it apart from any other lock). */
const ORDER_LOCK_SPACE = 0x6f726473; // 'ords'

export async function importOrders(app: AppContext, records: readonly IntegrationOrder[]): Promise<BatchResult> {
  refuseRepeats(records);
  const { result, notices } = await app.db.transaction(async (tx) => {
    await takeTurns(tx, records);
    const refs = await readBatchReferences(tx, records);
    refuseUnknownOrStarted(records, refs);

    const { idByOrderId, writtenOrderIds } = await writeOrders(tx, records, refs);
    const itemsChanged = await writeItems(tx, records, refs, idByOrderId);
    const deliveriesChanged = await writeDeliveries(tx, records, idByOrderId);

    const touched = new Set([...writtenOrderIds, ...itemsChanged, ...deliveriesChanged]);
    const created = records.filter((record) => !refs.stored.has(record.order_id)).length;
    const updatedOrderIds = [...touched].filter((orderId) => refs.stored.has(orderId));
    // An order whose items or delivery changed is a changed order for the results feed too.
    if (updatedOrderIds.length > 0) {
      await tx.update(orders).set({ updatedAt: sql`now()` }).where(inArray(orders.orderId, updatedOrderIds));
    }
    const updated = updatedOrderIds.length;
    return {
      result: { received: records.length, created, updated, unchanged: records.length - created - updated },
      notices: noticesFor(records, refs.stored),
    };
  });
  // The pickers holding an order the batch cancelled or rescheduled hear of it.
  tellPickers(app, notices);
  return result;
}

/** An order twice in the batch, or a SKU twice in an order, is refused before any read. */
function refuseRepeats(records: readonly IntegrationOrder[]): void {
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
}

/**
 * Batches naming the same orders take turns (an ERP resending on a timeout while the first
 * try is still being saved): the later one then finds the earlier one's rows and changes
 * nothing, where it used to insert the items a second time and fail with a 500. Locks are
 * taken in order of order_id, so two batches never wait on each other in a circle.
 */
async function takeTurns(tx: Tx, records: readonly IntegrationOrder[]): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ORDER_LOCK_SPACE}, hashtext(id)) from (select distinct id from unnest(${sql.param(records.map((r) => r.order_id))}::text[]) as id order by id) as ids`,
  );
}

/** Clients, routes and SKUs must exist; an order already in separation keeps its items. */
function refuseUnknownOrStarted(records: readonly IntegrationOrder[], refs: BatchReferences): void {
  const problems = new BatchProblems();
  records.forEach((record, index) => {
    if (!refs.clientByExternalId.has(record.client_external_id)) {
      problems.add(`orders.${index}.client_external_id`, `Cliente ${record.client_external_id} não cadastrado`);
    }
    if (record.route_code && !refs.routeByKey.has(routeKeyOf(record))) {
      problems.add(`orders.${index}.route_code`, `Rota ${record.route_code} de ${record.scheduled_date} não cadastrada`);
    }
    record.items.forEach((item, itemIndex) => {
      if (!refs.productBySku.has(item.sku)) problems.add(`orders.${index}.items.${itemIndex}.sku`, `SKU ${item.sku} não cadastrado`);
    });
    if (refs.stored.get(record.order_id)?.started && itemsDiffer(record, refs)) {
      problems.add(`orders.${index}.items`, `Pedido ${record.order_id} já está em separação: os itens e as quantidades não podem mudar`);
    }
  });
  problems.throwIfAny();
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

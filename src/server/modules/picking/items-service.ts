// Confirming an item and the total and partial breaks (spec/operator.md §4 'Item status',
// §5 'Break dialog').
import { and, count, eq, sql } from 'drizzle-orm';
import type { PickingItem } from '../../../shared/contract/picking';
import { formatKgWithUnit } from '../../../shared/format';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import { quantityToScan } from '../../../shared/scan';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { breaks, items, separationSteps, weighings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requestReplenishment } from '../replenishment/service';
import { holdWork, type Held } from './access';
import { announcePrePickingBreak, declarePrePickingBreak, type DeclaredBreak } from './pre-picking-break';
import { loadItem, type ItemRow } from './state';

export interface ItemUpdate {
  workId: number;
  statusId: 2 | 3 | 4;
  quantityPartial?: number | null;
}

/** The item, on the held work's order, in a step that is still open. */
export async function itemOfWork(tx: Tx, held: Held, itemId: number): Promise<ItemRow> {
  const [row] = await tx
    .select({ item: items, stepFinished: separationSteps.isFinished })
    .from(items)
    .leftJoin(separationSteps, and(eq(separationSteps.orderId, items.orderId), eq(separationSteps.level, items.step)))
    .where(and(eq(items.id, itemId), eq(items.orderId, held.order.id)));
  return checkItem(row);
}

/** The item exists on the order and its step is still open. */
export function checkItem(row: { item: ItemRow | null; stepFinished: boolean | null } | undefined): ItemRow {
  if (!row?.item) throw notFound('Item não encontrado neste pedido.');
  if (row.stepFinished && !row.item.preBoxed) throw conflict('Esta etapa já foi confirmada.');
  return row.item;
}

export async function scannedTotal(tx: Tx, itemId: number): Promise<{ total: number; count: number }> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${weighings.grams}), 0)`, count: count() })
    .from(weighings)
    .where(eq(weighings.itemId, itemId));
  return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

/** Seconds since the picker's previous item, or since taking the order (migration 0011). */
const secondsOnItem = (held: Held, now: Date) => sql<number>`seconds_on_item(${held.work.id}::integer, ${now.toISOString()}::timestamptz)`;

/** Marks the item picked (status 2) with what went into the box. */
export async function markSeparated(tx: Tx, held: Held, item: ItemRow, confirmed: number, scanned: boolean, now: Date): Promise<void> {
  await tx
    .update(items)
    .set({
      status: ITEM_STATUS.separated,
      confirmedQuantity: confirmed,
      workId: held.work.id,
      separatedAt: now,
      separatedTimeSecs: secondsOnItem(held, now),
      separationMethod: scanned ? 'scanning' : 'manual',
    })
    .where(eq(items.id, item.id));
}

const scannedText = (item: ItemRow, amount: number) => (item.portionType === PORTION_TYPE.weight ? formatKgWithUnit(amount) : `${amount} Un`);

function partialQuantity(item: ItemRow, requested: number | null | undefined, scanned: { total: number; count: number }): number {
  const field = (message: string) => badRequest(message, [{ field: 'body.quantityPartial', message }]);
  // With weighings the quantity is their sum (spec §5): the dialog shows it and cannot change
  // it, and another number sent is refused rather than silently replaced.
  if (scanned.count > 0 && requested != null && requested !== scanned.total) {
    throw field(`Com itens bipados, a quantidade da quebra parcial é a soma deles: ${scannedText(item, scanned.total)}`);
  }
  const quantity = scanned.count > 0 ? scanned.total : requested;
  if (quantity === null || quantity === undefined) throw field('Campo obrigatório');
  if (quantity <= 0) throw field('A quantidade precisa ser positiva');
  if (quantity >= quantityToScan(item)) throw field('A quantidade precisa ser inferior a quantidade esperada');
  if (!Number.isInteger(quantity)) {
    if (item.portionType === PORTION_TYPE.unit) throw field('A quantidade precisa ser um número inteiro');
    return Math.round(quantity); // grams
  }
  return quantity;
}

export async function updateItem(app: AppContext, userId: number, itemId: number, update: ItemUpdate): Promise<PickingItem> {
  const { item, declared } = await app.db.transaction((tx) => writeItemUpdate(app, tx, userId, itemId, update));
  if (declared) announcePrePickingBreak(app, declared, userId);
  return item;
}

async function writeItemUpdate(
  app: AppContext,
  tx: Tx,
  userId: number,
  itemId: number,
  update: ItemUpdate,
): Promise<{ item: PickingItem; declared?: DeclaredBreak }> {
  const held = await holdWork(tx, update.workId, userId);
  const item = await itemOfWork(tx, held, itemId);
  const now = app.now();
  if (item.status === update.statusId && item.status === ITEM_STATUS.separated) return { item: await loadItem(tx, item.id) };
  if (item.status !== ITEM_STATUS.pending) {
    throw conflict(item.status === ITEM_STATUS.separated ? 'Este item já foi confirmado.' : 'Esta quebra não pode ser desfeita.');
  }
  const scanned = await scannedTotal(tx, item.id);

  if (update.statusId === ITEM_STATUS.separated) {
    await markSeparated(tx, held, item, scanned.count > 0 ? scanned.total : quantityToScan(item), scanned.count > 0, now);
    return { item: await loadItem(tx, item.id) };
  }

  let confirmed = 0;
  if (update.statusId === ITEM_STATUS.totalBreak) {
    if (scanned.count > 0) throw conflict('Limpe os itens bipados antes de uma quebra total.');
  } else {
    confirmed = partialQuantity(item, update.quantityPartial, scanned);
  }
  await tx
    .update(items)
    .set({
      status: update.statusId,
      confirmedQuantity: confirmed,
      // A partial break converts the item: what is left to deliver is what was picked.
      ...(update.statusId === ITEM_STATUS.partialBreak ? { convertedQuantity: confirmed } : {}),
      workId: held.work.id,
      separatedAt: now,
      separatedTimeSecs: secondsOnItem(held, now),
      separationMethod: scanned.count > 0 ? 'scanning' : 'manual',
    })
    .where(eq(items.id, item.id));
  await tx.insert(breaks).values({
    itemId: item.id,
    orderId: held.order.id,
    workId: held.work.id,
    type: update.statusId,
    brokenQuantity: item.quantity - confirmed,
    createdAt: now,
  });
  // The stock is asked for the SKU at once (spec/panel.md 'Reabastecimento').
  const group = held.work.separationGroup ?? held.order.separationGroup;
  if (group !== null) await requestReplenishment(tx, { sku: item.sku, separationGroup: group, userId, now });
  // A partial break declares the pre-picking break (spec/operator.md §4 flow 9), with it.
  const declared = update.statusId === ITEM_STATUS.partialBreak ? await declarePrePickingBreak(tx, held, { itemId: item.id, userId, now }) : undefined;
  return { item: await loadItem(tx, item.id), declared };
}

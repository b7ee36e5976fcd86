// 'Editar item separado' (spec/panel.md §4 'Item status', §5 'Item break edit'): a
// supervisor turns a separated item of an unfinished order into a total break, or a
// partial one with the quantity that really went into the box. The item's unreleased break
// is updated rather than doubled; a refusal writes nothing.
import { and, eq } from 'drizzle-orm';
import type { OrderItem } from '../../../shared/contract/orders';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { CHECKING_STATUS, ITEM_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import { breaks, items, orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { loadOrderItems, toOrderItem } from './detail';

export interface ItemEdit {
  statusId: 3 | 4;
  quantitySeparated?: number | null;
}

const field = (message: string) => badRequest(message, [{ field: 'body.quantitySeparated', message }]);

/** The quantity the picker should have separated: the converted one when there is one. */
const expectedOf = (item: typeof items.$inferSelect) => item.convertedQuantity ?? item.quantity;

function partialQuantity(item: typeof items.$inferSelect, quantity: number | null | undefined): number {
  if (quantity === null || quantity === undefined) throw field('Campo obrigatorio');
  if (!Number.isFinite(quantity)) throw field('A quantidade precisa ser um numero');
  if (quantity <= 0) throw field('A quantidade precisa ser positiva');
  const expected = expectedOf(item);
  if (quantity >= expected) throw field(`A quantidade precisa ser inferior a quantidade esperada ${expected}`);
  if (!Number.isInteger(quantity) && item.portionType === PORTION_TYPE.unit) throw field('A quantidade precisa ser um numero inteiro');
  return Math.round(quantity);
}

function refusal(order: typeof orders.$inferSelect, item: typeof items.$inferSelect): string | null {
  if (order.permissionToSeparate === 'recused') return `Pedido ${order.orderId} cancelado`;
  if (order.checkingStatus === CHECKING_STATUS.separated || order.checkingStatus === CHECKING_STATUS.loaded) {
    return 'Pedido já finalizado: o item não pode ser alterado';
  }
  if (item.status === ITEM_STATUS.pending) return 'Item ainda não separado';
  if (item.status === ITEM_STATUS.totalBreak) return 'Item já está em quebra total';
  if (item.status === ITEM_STATUS.replenished) return 'Item já reposto: não pode ser alterado';
  return null;
}

export async function editSeparatedItem(app: AppContext, itemId: number, edit: ItemEdit): Promise<OrderItem> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ item: items, order: orders })
      .from(items)
      .innerJoin(orders, eq(orders.id, items.orderId))
      .where(eq(items.id, itemId))
      .for('update');
    if (!row) throw notFound('Item não encontrado');
    const { item, order } = row;
    const refused = refusal(order, item);
    if (refused) throw conflict(refused);
    const confirmed = edit.statusId === ITEM_STATUS.totalBreak ? 0 : partialQuantity(item, edit.quantitySeparated);
    const now = app.now();
    await tx
      .update(items)
      .set({
        status: edit.statusId,
        confirmedQuantity: confirmed,
        // As the picker's partial break: what is left to deliver is what was separated.
        ...(edit.statusId === ITEM_STATUS.partialBreak ? { convertedQuantity: confirmed } : {}),
      })
      .where(eq(items.id, item.id));
    const broken = item.quantity - confirmed;
    const [open] = await tx
      .select({ id: breaks.id })
      .from(breaks)
      .where(and(eq(breaks.itemId, item.id), eq(breaks.released, false)));
    if (open) await tx.update(breaks).set({ type: edit.statusId, brokenQuantity: broken }).where(eq(breaks.id, open.id));
    else {
      await tx.insert(breaks).values({ itemId: item.id, orderId: order.id, workId: item.workId, type: edit.statusId, brokenQuantity: broken, createdAt: now });
    }
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
    const [loaded] = await loadOrderItems(tx, { itemId: item.id });
    return toOrderItem(loaded!.item, loaded!.product, loaded!.work, loaded!.separator, loaded!.prePicked);
  });
}

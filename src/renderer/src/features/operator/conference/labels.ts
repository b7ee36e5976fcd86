// What the conference screen says about an item (spec/operator.md §2 'Operator conference
// screen'): its confirmed quantity (3 decimals for weight items) and, when the picker could
// not fill it, 'Quebra Total' or 'Quebra Parcial - Falta/Faltam x'.
import type { PickingItem } from '@shared/contract/picking';
import { ITEM_STATUS } from '@shared/domain/statuses';
import { formatKgWithUnit, pluralPt } from '@shared/format';

type Item = Pick<PickingItem, 'unity_product_base' | 'quantity' | 'confirmed_quantity' | 'status'> & Partial<Pick<PickingItem, 'converted_quantity'>>;

const isWeight = (item: Pick<Item, 'unity_product_base'>) => item.unity_product_base === 'peso';

export function formatAmount(item: Pick<Item, 'unity_product_base'>, amount: number): string {
  return isWeight(item) ? formatKgWithUnit(amount) : `${amount} Un`;
}


/** One unit (or one kilogram) missing reads 'Falta'; more reads 'Faltam'. */
export function breakLabel(item: Item): string | null {
  const confirmed = item.confirmed_quantity ?? 0;
  if (item.status === ITEM_STATUS.totalBreak || (item.status !== ITEM_STATUS.pending && confirmed === 0)) return 'Quebra Total';
  // Measured against the ordered quantity, as the break itself is (a partial break rewrites
  // converted_quantity to what was picked).
  const missing = item.quantity - confirmed;
  if (missing <= 0 || item.status === ITEM_STATUS.pending) return null;
  const one = isWeight(item) ? missing === 1000 : missing === 1;
  return `Quebra Parcial - ${one ? 'Falta' : 'Faltam'} ${formatAmount(item, missing)}`;
}

/** Items the picker put something of in the box: those the checker can mark as missing from it. */
export const hasConfirmedQuantity = (item: Pick<Item, 'confirmed_quantity'>) => (item.confirmed_quantity ?? 0) > 0;

/** The action bar's count of items the checker marked as missing from the box. */
export function notInBoxCount(count: number): string {
  if (count === 0) return 'Nenhum item marcado como fora da caixa';
  return pluralPt(count, 'item marcado como fora da caixa', 'itens marcados como fora da caixa');
}

/** What the order's page says right after the checker counted a critical order's boxes. */
export function criticalCountMessage(orderId: string, boxes: number): string {
  return `Contagem de caixas do pedido crítico ${orderId} registrada: ${pluralPt(boxes, 'caixa', 'caixas')}.`;
}

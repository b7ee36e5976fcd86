// The partial-break field of 'Editar item separado' (spec/panel.md §5 'Item break edit').
// Weight items are typed in Kg and sent in grams.
import type { OrderItem } from '@shared/contract/orders';
import { quantityText } from './orderLabels';

type Item = Pick<OrderItem, 'type' | 'quantity' | 'converted_quantity'>;

/** What the user typed, in the item's stored unit (grams for weight items). */
export const quantityInUnits = (typed: number, item: Pick<OrderItem, 'type'>) => (item.type === 'peso' ? Math.round(typed * 1000) : typed);

/** The field's message, or null when the partial quantity is valid. */
export function partialError(value: number | string, item: Item): string | null {
  if (value === '' || value === null) return 'Campo obrigatorio';
  const quantity = Number(value);
  if (!Number.isFinite(quantity)) return 'A quantidade precisa ser um numero';
  if (quantity <= 0) return 'A quantidade precisa ser positiva';
  const expected = item.converted_quantity ?? item.quantity;
  if (quantityInUnits(quantity, item) >= expected) {
    return `A quantidade precisa ser inferior a quantidade esperada ${quantityText(expected, item.type)}`;
  }
  return null;
}

// The break dialog's checks (spec/operator.md §5 'Break dialog'), word for word. The value is
// what the picker typed: units, or kilograms with decimals for weight items.
import type { PickingItem } from '@shared/contract/picking';
import { quantityToScan } from '@shared/scan';
import { isWeightItem } from './quantity';

type Item = Pick<PickingItem, 'unity_product_base' | 'quantity' | 'converted_quantity' | 'use_conversion_flow'>;

/** The partial quantity in the item's unit (grams or units), or the message to show. */
export function partialBreakQuantity(item: Item, typed: string | number | null): { ok: true; quantity: number } | { ok: false; message: string } {
  const text = typed === null ? '' : String(typed).trim().replace(',', '.');
  if (text === '') return { ok: false, message: 'Campo obrigatório' };
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return { ok: false, message: 'A quantidade precisa ser positiva' };
  if (!isWeightItem(item) && !Number.isInteger(value)) return { ok: false, message: 'A quantidade precisa ser um número inteiro' };
  const quantity = isWeightItem(item) ? Math.round(value * 1000) : value;
  const expected = quantityToScan({ quantity: item.quantity, convertedQuantity: item.converted_quantity, useConversionFlow: item.use_conversion_flow });
  if (quantity >= expected) return { ok: false, message: 'A quantidade precisa ser inferior a quantidade esperada' };
  return { ok: true, quantity };
}

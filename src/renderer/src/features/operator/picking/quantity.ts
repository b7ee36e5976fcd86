// Item quantities as the cards show them: units ('3 Un') or kilograms with 3 decimals.
import type { PickingItem } from '@shared/contract/picking';
import { formatKgWithUnit } from '@shared/format';

export const isWeightItem = (item: Pick<PickingItem, 'unity_product_base'>) => item.unity_product_base === 'peso';

export function formatQuantity(item: Pick<PickingItem, 'unity_product_base'>, amount: number): string {
  return isWeightItem(item) ? formatKgWithUnit(amount) : `${amount} Un`;
}

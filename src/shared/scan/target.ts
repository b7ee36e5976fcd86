// The scan check's input, built one way from the item as the picking screen and the server's
// reply both know it (the contract's PickingItem), so the tablet's instant answer and the
// server's rule that counts judge the same item by the same numbers.
import type { PickingItem } from '../contract/picking';
import { PORTION_TYPE } from '../domain/products';
import type { ScanTarget } from './checks';

export type ScanTargetItem = Pick<
  PickingItem,
  'product_base_id' | 'sku' | 'unity_product_base' | 'quantity' | 'converted_quantity' | 'use_conversion_flow' | 'unique_tag_only' | 'weighings'
>;

/** Grams or units already scanned into the item. */
export const scannedTotal = (item: Pick<PickingItem, 'weighings'>): number => item.weighings.reduce((sum, weighing) => sum + weighing.grams, 0);

export function scanTargetOf(item: ScanTargetItem, otherSkuAuthorized = false): ScanTarget {
  return {
    productBaseId: item.product_base_id,
    sku: item.sku,
    portionType: item.unity_product_base === 'peso' ? PORTION_TYPE.weight : PORTION_TYPE.unit,
    quantity: item.quantity,
    convertedQuantity: item.converted_quantity,
    useConversionFlow: item.use_conversion_flow,
    uniqueTagOnly: item.unique_tag_only,
    scannedTotal: scannedTotal(item),
    otherSkuAuthorized,
  };
}

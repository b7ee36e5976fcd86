// Scan checks against the item being picked (spec/operator.md §5 'Scan checks', §8 'Scan
// error modals'). Pure, shared by the picking screen (instant answer) and the server (the
// rule that counts). Quantities are integers: grams for weight items, units for unit items.
import { PORTION_TYPE, type PortionType } from '../domain/products';
import type { ParsedScan } from './codes';

/** Weight items may go over the ordered quantity by up to 0.999 kg (spec §5). */
export const WEIGHT_ALLOWANCE_GRAMS = 999;

/** The scan error modal of each refusal: its title, word for word from spec §8. */
export const SCAN_ERROR_TITLE = {
  wrongProduct: 'Produto bipado errado',
  wrongPortion: 'Produto com porcionamento errado',
  overweight: 'Produto com peso diferente que o permitido',
  overQuantity: 'Quantidade bipada maior que a do pedido',
  alreadyScanned: 'Produto já foi bipado',
  notFound: 'Produto com ID não encontrado',
  wrongSku: 'SKU bipado errado',
  uniqueTagOnly: 'Produto com tag única',
  notUniqueTag: 'Etiqueta não é uma tag única',
  wrongScanType: 'Tipo de leitura incorreto',
  wrongBarcode: 'Código de barras incorreto',
  expired: 'Pre picking vencido',
  unreadable: 'Código não reconhecido',
  wrongBox: 'Caixa bipada errada',
  badGs1: 'Etiqueta GS1 inválida',
} as const;
export type ScanErrorCode = keyof typeof SCAN_ERROR_TITLE;

export interface ScanTarget {
  productBaseId: number;
  sku: number;
  portionType: PortionType;
  quantity: number;
  convertedQuantity: number | null;
  useConversionFlow: boolean;
  /** The product accepts only unique pre-picking tags. */
  uniqueTagOnly: boolean;
  /** Grams or units already scanned into the item. */
  scannedTotal: number;
  /** A supervisor allowed scanning another SKU of the same base product. */
  otherSkuAuthorized?: boolean;
}

/** What the picker must scan: converted_quantity in the conversion flow, else quantity. */
export function quantityToScan(target: Pick<ScanTarget, 'quantity' | 'convertedQuantity' | 'useConversionFlow'>): number {
  return target.useConversionFlow && target.convertedQuantity != null ? target.convertedQuantity : target.quantity;
}

/** The most that may be scanned: the quantity, plus 0.999 kg for weight items. */
export function upperLimit(target: Pick<ScanTarget, 'quantity' | 'convertedQuantity' | 'useConversionFlow' | 'portionType'>): number {
  const quantity = quantityToScan(target);
  return target.portionType === PORTION_TYPE.weight ? quantity + WEIGHT_ALLOWANCE_GRAMS : quantity;
}

export type ScanCheck = { ok: true } | { ok: false; error: ScanErrorCode; scanned?: number | null; expected?: number };

/** Whether a parsed scan may go into the item; the first failing rule of spec §5 wins. */
export function checkScan(scan: ParsedScan, target: ScanTarget): ScanCheck {
  if (scan.productBaseId !== null && scan.productBaseId !== target.productBaseId) {
    return { ok: false, error: 'wrongProduct', scanned: scan.productBaseId, expected: target.productBaseId };
  }
  if (scan.sku !== null && scan.sku !== target.sku && !target.otherSkuAuthorized) {
    return { ok: false, error: 'wrongSku', scanned: scan.sku, expected: target.sku };
  }
  const needs = target.portionType === PORTION_TYPE.weight ? 'kg' : 'un';
  if (scan.typeProduct !== null && scan.typeProduct !== needs) return { ok: false, error: 'wrongPortion' };
  if (scan.isAdmin && target.uniqueTagOnly) return { ok: false, error: 'uniqueTagOnly' };
  if (scan.scaleId === null && scan.id === null && !scan.isAdmin && !scan.isBarcode && target.uniqueTagOnly) {
    return { ok: false, error: 'notUniqueTag' };
  }
  if (target.scannedTotal + scan.amount > upperLimit(target)) {
    return { ok: false, error: target.portionType === PORTION_TYPE.weight ? 'overweight' : 'overQuantity' };
  }
  return { ok: true };
}

/** Grams or units still to scan (never negative). */
export function remainingToScan(target: Pick<ScanTarget, 'quantity' | 'convertedQuantity' | 'useConversionFlow' | 'scannedTotal'>): number {
  return Math.max(0, quantityToScan(target) - target.scannedTotal);
}

/** The card's hint: 'Bipe 3 un' or 'Bipe 0,532 kg' (weights with 3 decimals and comma). */
export function remainingHint(target: Parameters<typeof remainingToScan>[0] & { portionType: PortionType }): string {
  const remaining = remainingToScan(target);
  if (target.portionType === PORTION_TYPE.unit) return `Bipe ${remaining} un`;
  return `Bipe ${(remaining / 1000).toFixed(3).replace('.', ',')} kg`;
}

/** Whether the scanned total completes the item: at least the quantity, within the limit. */
export function isScanComplete(target: Parameters<typeof remainingToScan>[0] & { portionType: PortionType }): boolean {
  return target.scannedTotal >= quantityToScan(target) && target.scannedTotal <= upperLimit(target);
}

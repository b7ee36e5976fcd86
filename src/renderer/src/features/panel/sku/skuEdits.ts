// Edits of the 'Etapas' table kept per SKU until saved: what the table shows is the product
// with its pending edit on top. Percentages are shown 0..100 and stored as fractions.
import type { Sku, SkuUpdate } from '@shared/contract/sku';

export type SkuEdits = Record<number, SkuUpdate>;
export type SkuChange = Partial<Omit<SkuUpdate, 'sku'>>;

export function toUpdate(sku: Sku): SkuUpdate {
  return {
    sku: sku.sku,
    minimumExtraOrder: sku.minimumExtraOrder,
    maximumExtraOrder: sku.maximumExtraOrder,
    uniqueTagOnly: sku.uniqueTagOnly,
    needAuthorization: sku.needAuthorization,
    batchRequired: sku.batchRequired,
    separationOrder: sku.separationOrder,
  };
}

export function withChange(edits: SkuEdits, sku: Sku, change: SkuChange): SkuEdits {
  return { ...edits, [sku.sku]: { ...(edits[sku.sku] ?? toUpdate(sku)), ...change } };
}

export const toPercent = (fraction: number) => Math.round(fraction * 10_000) / 100;
export const toFraction = (percent: number) => Math.round(percent * 100) / 10_000;

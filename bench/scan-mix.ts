// The scans of a real shift for bench/picking.ts: a client's requests in the order a picker
// sends them, of every kind in proportion, not only the cheapest. One "order" below is
// SHIFT_ORDER's items in two steps, scanned item after item:
//   - unit: a unit of a unit item that is not its last;
//   - scale label: a weighed item's label (a 30-digit scale label with its grams), not its last;
//   - unique tag: a pre-picking tag (id;product;value;kg), not its last;
//   - completes an item: any of these when it is the item's last;
//   - completes a step: the last scan of a step's last item.
// With SHIFT_ORDER as below an order is 52 scans: 24 unit, 6 scale label, 4 unique tag,
// 16 completing an item and 2 completing a step. Items live in one held order per client,
// each virtual order on two steps of its own.
import { items, prePickingTags, type products } from '../src/server/db/schema';
import type { Database } from '../src/server/db/client';
import { buildScaleLabel } from '../src/shared/scan';

export const SHIFT_ORDER = { unitItems: 8, unitsPerItem: 4, weighedItems: 6, labelsPerItem: 2, taggedItems: 4, tagsPerItem: 2 };
const LABEL_GRAMS = 500;
const TAG_GRAMS = 10;

export type ScanKind = 'unit' | 'scale label' | 'unique tag' | 'completes an item' | 'completes a step';
export const SCAN_KINDS: readonly ScanKind[] = ['unit', 'scale label', 'unique tag', 'completes an item', 'completes a step'];

export interface ScanScript {
  urls: string[];
  bodies: string[];
  kinds: ScanKind[];
}

type Product = typeof products.$inferSelect;

interface ScriptInput {
  db: Database['db'];
  base: string;
  orderId: number;
  workId: number;
  /** At least this many scans. */
  scans: number;
  unitProduct: Product;
  weightProduct: Product;
  /** A scale id of this client's own (labels are unique by scale and label id). */
  scaleId: number;
}

interface PlannedItem {
  step: number;
  portionType: 1 | 2;
  quantity: number;
  kind: 'unit' | 'scale label' | 'unique tag';
}

function orderItems(firstStep: number): PlannedItem[] {
  const o = SHIFT_ORDER;
  const planned: Omit<PlannedItem, 'step'>[] = [
    ...Array.from({ length: o.unitItems }, () => ({ portionType: 2 as const, quantity: o.unitsPerItem, kind: 'unit' as const })),
    ...Array.from({ length: o.weighedItems }, () => ({ portionType: 1 as const, quantity: o.labelsPerItem * LABEL_GRAMS, kind: 'scale label' as const })),
    ...Array.from({ length: o.taggedItems }, () => ({ portionType: 1 as const, quantity: o.tagsPerItem * TAG_GRAMS, kind: 'unique tag' as const })),
  ];
  // Every kind in both steps: alternate the items between them.
  return planned.map((item, n) => ({ ...item, step: firstStep + (n % 2) }));
}

const today = () => new Date().toISOString().slice(0, 10);

/** Inserts the items (and the tags) a client scans, and returns its requests in order. */
export async function shiftScans(input: ScriptInput): Promise<ScanScript> {
  const { db, base, orderId, workId, unitProduct, weightProduct, scaleId } = input;
  const perOrder = SHIFT_ORDER.unitItems * SHIFT_ORDER.unitsPerItem + SHIFT_ORDER.weighedItems * SHIFT_ORDER.labelsPerItem + SHIFT_ORDER.taggedItems * SHIFT_ORDER.tagsPerItem;
  const orders = Math.ceil(input.scans / perOrder);
  const script: ScanScript = { urls: [], bodies: [], kinds: [] };
  let label = 0;
  for (let order = 0; order < orders; order += 1) {
    const planned = orderItems(2 * order + 1);
    // Scanned step by step, as the screen leads.
    planned.sort((a, b) => a.step - b.step);
    const rows = await db
      .insert(items)
      .values(planned.map((item) => ({ orderId, sku: item.portionType === 2 ? unitProduct.sku : weightProduct.sku, portionType: item.portionType, quantity: item.quantity, step: item.step })))
      .returning({ id: items.id });
    for (const [n, item] of planned.entries()) {
      const itemId = rows[n]!.id;
      const lastOfStep = planned[n + 1]?.step !== item.step;
      const codes: string[] = [];
      if (item.kind === 'unit') for (let unit = 0; unit < item.quantity; unit += 1) codes.push(`${unitProduct.productBaseId}-1un`);
      if (item.kind === 'scale label') {
        for (let n = 0; n < SHIFT_ORDER.labelsPerItem; n += 1) {
          label += 1;
          codes.push(buildScaleLabel({ sku: weightProduct.sku, scaleId, scaleLabelId: label, date: today(), grams: LABEL_GRAMS }));
        }
      }
      if (item.kind === 'unique tag') {
        const tags = await db
          .insert(prePickingTags)
          .values(Array.from({ length: SHIFT_ORDER.tagsPerItem }, () => ({ sku: weightProduct.sku, productBaseId: weightProduct.productBaseId, purchaseValue: weightProduct.purchaseValue, itemWeight: TAG_GRAMS, uniqueTag: true })))
          .returning({ id: prePickingTags.id });
        for (const tag of tags) codes.push(`${tag.id};${weightProduct.productBaseId};${TAG_GRAMS / 1000};kg`);
      }
      for (const [c, code] of codes.entries()) {
        const last = c === codes.length - 1;
        script.urls.push(`${base}/api/carambola/separation/item/${itemId}/pick-item`);
        script.bodies.push(JSON.stringify({ workId, productCode: code }));
        script.kinds.push(!last ? item.kind : lastOfStep ? 'completes a step' : 'completes an item');
      }
    }
  }
  return script;
}

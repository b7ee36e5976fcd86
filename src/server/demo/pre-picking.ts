// Pre-picking tags: weight products are weighed and labelled before picking. Tags scanned
// into an item become its weighings; the rest is the stock the pickers will scan next, plus
// a generic tag per product and the universal admin tag.
import { PORTION_TYPE } from '../../shared/domain/products';
import type { ProductRow } from './catalogue';
import { minutesBefore, type DemoContext } from './context';
import type { PlannedItem } from './plan';

const TAG_VALIDITY_DAYS = 3;
const SCALES = 6;
const MAX_PORTIONS = 8;

/** Scale label numbers run alongside the tag ids (one label per weighing). */
const SCALE_LABEL_OFFSET = 700_000;

function tagBase(context: DemoContext, product: ProductRow, weighedAt: Date) {
  const id = context.ids.next('prePickingTags');
  return {
    id,
    sku: product.sku,
    productBaseId: product.productBaseId,
    purchaseValue: product.purchaseValue,
    scaleId: context.random.int(1, SCALES),
    scaleLabelId: SCALE_LABEL_OFFSET + id,
    weighingTime: weighedAt,
    createdAt: weighedAt,
    expiresAt: new Date(weighedAt.getTime() + TAG_VALIDITY_DAYS * 86_400_000),
    batchId: product.batchRequired ? `L${weighedAt.toISOString().slice(0, 10).replaceAll('-', '')}${context.random.int(10, 99)}` : null,
  };
}

/** Splits the grams picked into labelled portions, as the scale produced them. */
function portions(context: DemoContext, product: ProductRow, grams: number): number[] {
  const typical = product.purchaseValue < 1000 ? product.purchaseValue : context.random.int(800, 2500);
  const count = Math.min(MAX_PORTIONS, Math.max(1, Math.round(grams / typical)));
  const each = Math.floor(grams / count);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? grams - each * (count - 1) : each));
}

export function usePrePickingTags(
  context: DemoContext,
  item: PlannedItem,
  grams: number,
  scan: { workId: number; separatorId: number; at: Date },
): void {
  for (const portion of portions(context, item.product, grams)) {
    const tag = { ...tagBase(context, item.product, minutesBefore(scan.at, context.random.int(30, 600))), uniqueTag: true, itemWeight: portion, usedByItemId: item.row.id, usedAt: scan.at };
    context.rows.prePickingTags.push(tag);
    context.rows.weighings.push({
      id: context.ids.next('weighings'),
      itemId: item.row.id,
      grams: portion,
      prePickingTagId: tag.id,
      workId: scan.workId,
      scannedById: scan.separatorId,
      createdAt: scan.at,
    });
  }
}

/**
 * Unused tags: a few weighed portions per weight product (some from three days ago, now
 * expired), a generic tag for products that accept one, and the admin tag.
 */
export function buildTagStock(context: DemoContext, products: readonly ProductRow[]): void {
  const { random, rows } = context;
  const weightProducts = products.filter((product) => product.portionType === PORTION_TYPE.weight && product.status === 'active');
  for (const product of weightProducts) {
    for (let index = random.int(1, 4); index > 0; index -= 1) {
      const old = random.chance(0.1);
      const weighedAt = minutesBefore(context.now, old ? random.int(4 * 1440, 5 * 1440) : random.int(20, 600));
      const grams = product.purchaseValue < 1000 ? product.purchaseValue + random.int(-15, 15) : random.int(700, 2600);
      rows.prePickingTags.push({ ...tagBase(context, product, weighedAt), uniqueTag: true, itemWeight: grams });
    }
    if (!product.uniqueTagOnly) {
      const createdAt = minutesBefore(context.now, random.int(600, 1440));
      rows.prePickingTags.push({ ...tagBase(context, product, createdAt), uniqueTag: false, itemWeight: null, weighingTime: null, scaleId: null, scaleLabelId: null });
    }
  }
  const first = weightProducts[0]!;
  rows.prePickingTags.push({
    ...tagBase(context, first, minutesBefore(context.now, 1440)),
    uniqueTag: false,
    isAdmin: true,
    itemWeight: null,
    weighingTime: null,
    scaleId: null,
    scaleLabelId: null,
    expiresAt: null,
  });
}

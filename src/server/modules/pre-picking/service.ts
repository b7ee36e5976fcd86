// Finds a pre-picking tag from what the panel user scanned or typed: a bare number is the
// tag id; otherwise the scan code names it (semicolon code id, or scale and label ids).
import { and, eq, inArray } from 'drizzle-orm';
import type { PrePickingTag } from '../../../shared/contract/pre-picking';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import { parseScanCode } from '../../../shared/scan/codes';
import { int32FromDigits } from '../../db/int32';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { items, orders, prePickingTags, products, weighings } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

const NOT_FOUND = 'Pre picking não encontrado.';

function tagFilter(code: string, codeType: 'qr_code' | 'id') {
  if (codeType === 'id' && !/^\d+$/.test(code)) throw badRequest('O ID do pre picking é um número.');
  // An id too big for the column names no tag: it is not found, like any unknown id.
  if (/^\d+$/.test(code) && code.length < 13) return eq(prePickingTags.id, int32FromDigits(code) ?? -1);
  const parsed = parseScanCode(code);
  if (!parsed.ok) throw badRequest('Código de pre picking inválido.');
  const { scan } = parsed;
  if (scan.id !== null) return eq(prePickingTags.id, scan.id);
  if (scan.scaleId !== null && scan.scaleLabelId !== null) {
    return and(eq(prePickingTags.scaleId, scan.scaleId), eq(prePickingTags.scaleLabelId, scan.scaleLabelId));
  }
  throw badRequest('Este código não identifica um pre picking.');
}

type TagRow = typeof prePickingTags.$inferSelect;
type TagLink = PrePickingTag['orders'][number];

/** The orders and items each tag went into (its unique use, or any weighing of it), by item id. */
export async function tagLinks(db: DbOrTx, tags: readonly Pick<TagRow, 'id' | 'usedByItemId'>[]): Promise<Map<number, TagLink[]>> {
  if (tags.length === 0) return new Map();
  const links = new Map<number, Map<number, TagLink>>(tags.map((tag) => [tag.id, new Map()]));
  const itemsUsing = tags.flatMap((tag) => (tag.usedByItemId === null ? [] : [tag.usedByItemId]));
  const [weighed, used] = await Promise.all([
    db
      .selectDistinct({ tagId: weighings.prePickingTagId, orderId: orders.orderId, itemId: items.id, created: orders.createdAt })
      .from(weighings)
      .innerJoin(items, eq(items.id, weighings.itemId))
      .innerJoin(orders, eq(orders.id, items.orderId))
      .where(inArray(weighings.prePickingTagId, tags.map((tag) => tag.id))),
    itemsUsing.length === 0
      ? []
      : db
          .select({ orderId: orders.orderId, itemId: items.id, created: orders.createdAt })
          .from(items)
          .innerJoin(orders, eq(orders.id, items.orderId))
          .where(inArray(items.id, itemsUsing)),
  ]);
  const add = (tagId: number, link: { orderId: string; itemId: number; created: Date }) =>
    links.get(tagId)?.set(link.itemId, { order_id: link.orderId, item_id: link.itemId, created: link.created.toISOString() });
  for (const link of weighed) if (link.tagId !== null) add(link.tagId, link);
  for (const tag of tags) for (const link of used.filter((row) => row.itemId === tag.usedByItemId)) add(tag.id, link);
  return new Map([...links].map(([tagId, byItem]) => [tagId, [...byItem.values()].sort((a, b) => a.item_id - b.item_id)]));
}

/** A tag as the panel shows it (spec/panel.md §3 'Pre-picking tag'). */
export function toPrePickingTag(tag: TagRow, portionType: number, links: TagLink[], now: Date): PrePickingTag {
  return {
    id: tag.id,
    unique_tag: tag.uniqueTag,
    created: tag.createdAt.toISOString(),
    has_expired: tag.expiresAt !== null && tag.expiresAt.getTime() <= now.getTime(),
    sku_id: tag.sku,
    product_base_id: tag.productBaseId,
    batch_id: tag.batchId,
    item_weight: tag.itemWeight === null ? null : tag.itemWeight / 1000,
    scale_id: tag.scaleId,
    scale_label_id: tag.scaleLabelId,
    weighing_time: tag.weighingTime?.toISOString() ?? null,
    purchase_value: tag.purchaseValue,
    portion_type: PORTION_NAME[portionType as PortionType],
    orders: links,
  };
}

export async function lookupPrePicking(app: AppContext, code: string, codeType: 'qr_code' | 'id'): Promise<PrePickingTag> {
  const [found] = await app.db
    .select({ tag: prePickingTags, portionType: products.portionType })
    .from(prePickingTags)
    .innerJoin(products, eq(products.sku, prePickingTags.sku))
    .where(tagFilter(code, codeType))
    .limit(1);
  if (!found) throw notFound(NOT_FOUND);
  const links = await tagLinks(app.db, [found.tag]);
  return toPrePickingTag(found.tag, found.portionType, links.get(found.tag.id) ?? [], app.now());
}

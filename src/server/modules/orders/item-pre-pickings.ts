// An item's pre-picking data on the order page (spec/panel.md §3 'Item pre-picking response'):
// the tags scanned into it, in the order they were scanned, and how much of its pre-picking
// was read from unique tags (each scan counts: a generic tag read three times is three).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ItemPrePickings } from '../../../shared/contract/orders';
import type { AppContext } from '../../context';
import { items, prePickingTags, products, weighings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { tagLinks, toPrePickingTag } from '../pre-picking/service';

/** The share of `part` in `whole` as a percentage with 2 decimals (0 when nothing was read). */
const percentual = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

export async function itemPrePickings(app: AppContext, itemId: number): Promise<ItemPrePickings> {
  const [item] = await app.db.select({ id: items.id }).from(items).where(eq(items.id, itemId));
  if (!item) throw notFound('Item não encontrado.');
  const scans = await app.db
    .select({ tag: prePickingTags, portionType: products.portionType })
    .from(weighings)
    .innerJoin(prePickingTags, eq(prePickingTags.id, weighings.prePickingTagId))
    .innerJoin(products, eq(products.sku, prePickingTags.sku))
    .where(and(eq(weighings.itemId, item.id), isNotNull(weighings.prePickingTagId)))
    .orderBy(asc(weighings.createdAt), asc(weighings.id));
  const tags = [...new Map(scans.map((scan) => [scan.tag.id, scan])).values()];
  const links = await tagLinks(app.db, tags.map((scan) => scan.tag));
  const now = app.now();
  return {
    pre_pickings: tags.map((scan) => toPrePickingTag(scan.tag, scan.portionType, links.get(scan.tag.id) ?? [], now)),
    metrics: { unique_tag_beeped_percentual: percentual(scans.filter((scan) => scan.tag.uniqueTag).length, scans.length) },
  };
}

// Finds a pre-picking tag from what the panel user scanned or typed: a bare number is the
// tag id; otherwise the scan code names it (semicolon code id, or scale and label ids).
import { and, asc, eq, or } from 'drizzle-orm';
import type { PrePickingTag } from '../../../shared/contract/pre-picking-lookup';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import { parseScanCode } from '../../../shared/scan/codes';
import { int32FromDigits } from '../../db/int32';
import type { AppContext } from '../../context';
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

export async function lookupPrePicking(app: AppContext, code: string, codeType: 'qr_code' | 'id'): Promise<PrePickingTag> {
  const [found] = await app.db
    .select({ tag: prePickingTags, portionType: products.portionType })
    .from(prePickingTags)
    .innerJoin(products, eq(products.sku, prePickingTags.sku))
    .where(tagFilter(code, codeType))
    .limit(1);
  if (!found) throw notFound(NOT_FOUND);
  const { tag } = found;
  const links = await app.db
    .selectDistinct({ orderId: orders.orderId, itemId: items.id, created: orders.createdAt })
    .from(items)
    .innerJoin(orders, eq(orders.id, items.orderId))
    .leftJoin(weighings, eq(weighings.itemId, items.id))
    .where(or(eq(items.id, tag.usedByItemId ?? -1), eq(weighings.prePickingTagId, tag.id)))
    .orderBy(asc(items.id));
  return {
    id: tag.id,
    unique_tag: tag.uniqueTag,
    created: tag.createdAt.toISOString(),
    has_expired: tag.expiresAt !== null && tag.expiresAt.getTime() <= app.now().getTime(),
    sku_id: tag.sku,
    product_base_id: tag.productBaseId,
    batch_id: tag.batchId,
    item_weight: tag.itemWeight === null ? null : tag.itemWeight / 1000,
    scale_id: tag.scaleId,
    scale_label_id: tag.scaleLabelId,
    weighing_time: tag.weighingTime?.toISOString() ?? null,
    purchase_value: tag.purchaseValue,
    portion_type: PORTION_NAME[found.portionType as PortionType],
    orders: links.map((link) => ({ order_id: link.orderId, item_id: link.itemId, created: link.created.toISOString() })),
  };
}

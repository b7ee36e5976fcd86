// Scans into an item (POST .../item/{itemId}/pick-item): the code is parsed and checked with
// the shared rules of src/shared/scan, pre-picking tags are looked up and spent, and the
// weighing is added. The item confirms itself once the scanned total reaches its quantity.
// A tag scanned twice into the same item changes nothing the second time.
//
// A scan is the floor's most frequent request, so it reads without a lock and writes in one
// conditional statement (scan-context.ts, scan-write.ts): two round trips and one commit,
// where a transaction holding the order's lock costs five. Whatever changed in between makes
// the write refuse, and the scan is decided again on what is there now.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PickingItem } from '../../../shared/contract/picking';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import { checkScan, gtinForms, isScanComplete, parseFailureDetail, parseScanCode, SCAN_ERROR_TITLE, scanTargetOf, type ParsedScan, type ScanErrorCode } from '../../../shared/scan';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { items, prePickingTags, products, weighings } from '../../db/schema';
import { conflict, HttpError } from '../../http/errors';
import { refuseIfLost, scannerLocked } from './lost-pre-picking';
import { isOtherSkuAuthorized } from './other-sku';
import { readSettingsRow } from '../settings/service';
import { holdWork, type Held } from './access';
import { itemOfWork } from './items-service';
import { readScanContext } from './scan-context';
import { writeScan, type NewLabel } from './scan-write';
import { itemToWire, loadItem, type ItemProduct, type ItemRow } from './state';

type TagRow = typeof prePickingTags.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A refused scan: the modal's title as message, the rule as detail. */
export function scanRefused(error: ScanErrorCode, extra = ''): HttpError {
  return new HttpError(error === 'alreadyScanned' ? 409 : 400, `${SCAN_ERROR_TITLE[error]}${extra}`, { detail: error });
}

function parse(code: string): ParsedScan {
  const result = parseScanCode(code);
  if (!result.ok) throw scanRefused(result.error, parseFailureDetail(result));
  return result.scan;
}

/** What a scan needs of the product a code names. */
type NamedProduct = Pick<ProductRow, 'sku' | 'productBaseId'>;

/**
 * The product a code names when it names one by SKU or barcode. A SKU that is the item's own
 * names the product the scan's context already read (`itemProduct`): a scale label or a
 * pre-picking tag of the right product, most of a shift's weighed scans, asks nothing more.
 */
async function productOfCode(db: DbOrTx, scan: ParsedScan, item: ItemRow, itemProduct: ItemProduct | undefined): Promise<NamedProduct | null> {
  if (scan.sku !== null) {
    if (itemProduct && scan.sku === item.sku) return { sku: item.sku, productBaseId: itemProduct.productBaseId };
    const [product] = await productBySku(db).execute({ sku: scan.sku });
    if (!product) throw scanRefused('notFound');
    return product;
  }
  if (!scan.isBarcode) return null;
  // A variable-measure code carries the SKU; a product number (barcode or GS1 label) is the
  // product's own barcode, in whichever GTIN length the catalogue holds it.
  const found =
    scan.gtin !== null
      ? await productsByBarcode(db).execute({ codes: gtinForms(scan.gtin) })
      : scan.productCode !== null
        ? await productBySku(db).execute({ sku: Number(scan.productCode) })
        : null;
  if (!found) return null;
  if (found.length === 0) throw scanRefused('wrongBarcode');
  return found.find((product) => product.sku === item.sku) ?? found[0]!;
}

// Prepared: a unit scan names its product by barcode and a scale label or a tag names its tag
// (below), most of a shift's scans; Drizzle built each of these selects anew at every scan.
const productBySku = preparedStatement('scan_product_by_sku', (db) => db.select().from(products).where(eq(products.sku, sql.placeholder('sku'))));
const productsByBarcode = preparedStatement('scan_products_by_barcode', (db) =>
  db.select().from(products).where(sql`${products.barcode} = any(${sql.placeholder('codes')}::text[])`).limit(2),
);

/** The ways a code names a pre-picking tag, with the values of each (placeholders below). */
type TagKey =
  | { by: 'id'; values: { id: number } }
  | { by: 'scaleLabel'; values: { scaleId: number; scaleLabelId: number } }
  | { by: 'gs1Serial'; values: { gtin: string; serial: string } };

function tagKeyOf(scan: ParsedScan): TagKey | null {
  if (scan.id !== null) return { by: 'id', values: { id: scan.id } };
  if (scan.isBalance && scan.scaleId !== null && scan.scaleLabelId !== null) return { by: 'scaleLabel', values: { scaleId: scan.scaleId, scaleLabelId: scan.scaleLabelId } };
  if (scan.gtin !== null && scan.gs1?.serial) return { by: 'gs1Serial', values: { gtin: scan.gtin, serial: scan.gs1.serial } };
  return null;
}

const TAG_CONDITION = {
  id: eq(prePickingTags.id, sql.placeholder('id')),
  scaleLabel: and(eq(prePickingTags.scaleId, sql.placeholder('scaleId')), eq(prePickingTags.scaleLabelId, sql.placeholder('scaleLabelId'))),
  gs1Serial: and(eq(prePickingTags.gs1Gtin, sql.placeholder('gtin')), eq(prePickingTags.gs1Serial, sql.placeholder('serial'))),
};

const tagStatement = (by: TagKey['by'], lock: boolean) =>
  preparedStatement(`scan_tag_by_${by}${lock ? '_locked' : ''}`, (db) => {
    const query = db.select().from(prePickingTags).where(TAG_CONDITION[by]);
    return lock ? query.for('update') : query;
  });
const TAG_STATEMENTS = Object.fromEntries(
  (Object.keys(TAG_CONDITION) as TagKey['by'][]).map((by) => [by, { free: tagStatement(by, false), locked: tagStatement(by, true) }]),
) as Record<TagKey['by'], { free: ReturnType<typeof tagStatement>; locked: ReturnType<typeof tagStatement> }>;

/** The pre-picking tag a code refers to (a tag id, a scale label or a GS1 serial), locked when asked. */
async function tagOfCode(db: DbOrTx, scan: ParsedScan, lock: boolean): Promise<TagRow | null> {
  const key = tagKeyOf(scan);
  if (!key) return null;
  const statements = TAG_STATEMENTS[key.by];
  const [tag] = await (lock ? statements.locked : statements.free)(db).execute(key.values);
  if (!tag && scan.id !== null) throw scanRefused('notFound');
  return tag ?? null;
}

export interface Resolved {
  scan: ParsedScan;
  tag: TagRow | null;
  product: NamedProduct | null;
}

/**
 * What a code names. `lockTag: false` for a scan whose write checks the tag is still free
 * itself (pick_item_write); callers that spend the tag themselves (reposition) keep the lock.
 * `itemProduct`: the item's product, when the caller has read it.
 */
export async function resolve(
  db: DbOrTx,
  code: string,
  item: ItemRow,
  options: { lockTag: boolean; itemProduct?: ItemProduct } = { lockTag: true },
): Promise<Resolved> {
  const scan = parse(code);
  const tag = await tagOfCode(db, scan, options.lockTag);
  const product = await productOfCode(db, tag ? { ...scan, sku: tag.sku } : scan, item, options.itemProduct);
  return {
    tag,
    product,
    scan: {
      ...scan,
      sku: tag?.sku ?? product?.sku ?? scan.sku,
      productBaseId: tag?.productBaseId ?? product?.productBaseId ?? scan.productBaseId,
      amount: tag?.itemWeight ?? scan.amount,
    },
  };
}

/** Lock-free tries before a scan reads its context holding the order's lock (scan-write.ts). */
const OPTIMISTIC_TRIES = 2;

export async function pickItem(app: AppContext, userId: number, itemId: number, input: { workId: number; productCode: string }): Promise<PickingItem> {
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt += 1) {
    const picked = await tryPick(app, app.db, userId, itemId, input);
    if (picked) return picked;
  }
  // The item or its order changed under every try (a retry or a second tab racing this scan):
  // read holding the order's lock, so nothing the write checks can change meanwhile.
  return app.db.transaction(async (tx) => {
    await holdWork(tx, input.workId, userId);
    const picked = await tryPick(app, tx, userId, itemId, input);
    if (!picked) throw conflict('O item mudou enquanto era bipado: bipe de novo.');
    return picked;
  });
}

/** One read, the shared scan rules, one conditional write; null when the write found a change. */
async function tryPick(
  app: AppContext,
  db: DbOrTx,
  userId: number,
  itemId: number,
  input: { workId: number; productCode: string },
): Promise<PickingItem | null> {
  const context = await readScanContext(db, input.workId, userId, itemId);
  if (context.scannerLocked) throw scannerLocked();
  const { item, product: itemProduct, weighings: scannedBefore } = context;
  const { scan, tag } = await resolve(db, input.productCode, item, { lockTag: false, itemProduct });
  if (tag?.usedByItemId === item.id) return loadItem(db, item.id); // the same tag again: a retry
  if (item.status !== ITEM_STATUS.pending) throw scanRefused('overQuantity');
  if (tag?.uniqueTag && tag.usedByItemId !== null) {
    await refuseIfLost(db, tag, item);
    throw scanRefused('alreadyScanned');
  }
  const now = app.now();
  if (tag?.expiresAt && tag.expiresAt < now && (await readSettingsRow(db)).prePickingValidityCheck) throw scanRefused('expired');

  // The check's input built as the tablet builds it, from the item as the reply sends it.
  const target = scanTargetOf(itemToWire(item, itemProduct, scannedBefore));
  const before = target.scannedTotal;
  const scanned = { ...scan, isAdmin: scan.isAdmin || (tag !== null && !tag.uniqueTag) };
  let check = checkScan(scanned, target);
  // Another SKU is looked up only when it is scanned: a supervisor may have allowed it.
  if (!check.ok && check.error === 'wrongSku' && (await isOtherSkuAuthorized(db, item.id))) check = checkScan(scanned, { ...target, otherSkuAuthorized: true });
  if (!check.ok) {
    const ids = check.scanned != null ? ` (bipado ${check.scanned}, correto ${check.expected})` : '';
    throw scanRefused(check.error, ids);
  }

  const total = before + scan.amount;
  const completes = isScanComplete({ ...target, scannedTotal: total });
  const written = await writeScan(db, {
    userId,
    context,
    grams: scan.amount,
    tagId: tag?.id ?? null,
    spendTag: tag?.uniqueTag ?? false,
    newLabel: tag ? null : newLabelOf(scan),
    confirmed: completes ? total : null,
    now,
  });
  if (!written) return null;
  const picked = completes ? { ...item, status: ITEM_STATUS.separated, confirmedQuantity: total } : item;
  // The reply is built from what was read and written: no read-back.
  return itemToWire(picked, itemProduct, [...scannedBefore, { id: written.weighingId, grams: scan.amount, prePickingTagId: written.tagId }]);
}

/** The label a scan makes a tag of: a scale label, or a GS1 case label with a serial (AI 21). */
export function newLabelOf(scan: ParsedScan): NewLabel | null {
  if (scan.isBalance) return { sku: scan.sku!, scale: { id: scan.scaleId, labelId: scan.scaleLabelId }, gs1: null, weighedAt: scaleDate(scan) };
  const serial = scan.gs1?.serial;
  if (!serial || scan.gtin === null || scan.sku === null) return null;
  return { sku: scan.sku, scale: null, gs1: { gtin: scan.gtin, serial }, weighedAt: null };
}

/** When a scale label's portion was weighed (its printed date, at midday to stay on that day). */
export const scaleDate = (scan: ParsedScan): Date | null => (scan.date ? new Date(`${scan.date}T12:00:00Z`) : null);

/** Takes weighings out of an item and frees their tags; a confirmed item goes back to pending. */
async function removeWeighings(tx: Tx, item: ItemRow, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const removed = await tx.delete(weighings).where(inArray(weighings.id, ids)).returning({ tagId: weighings.prePickingTagId });
  const tagIds = removed.flatMap((row) => (row.tagId === null ? [] : [row.tagId]));
  if (tagIds.length) {
    await tx.update(prePickingTags).set({ usedByItemId: null, usedAt: null }).where(and(inArray(prePickingTags.id, tagIds), eq(prePickingTags.usedByItemId, item.id)));
  }
  if (item.status === ITEM_STATUS.separated) {
    await tx.update(items).set({ status: ITEM_STATUS.pending, confirmedQuantity: null, separatedAt: null, separatedTimeSecs: null }).where(eq(items.id, item.id));
  }
}

export async function resetPickByScan(app: AppContext, userId: number, itemId: number, input: { workId: number; productCode: string }): Promise<PickingItem> {
  return app.db.transaction(async (tx) => {
    const held: Held = await holdWork(tx, input.workId, userId);
    const item = await itemOfWork(tx, held, itemId);
    if (item.status !== ITEM_STATUS.pending && item.status !== ITEM_STATUS.separated) throw scanRefused('notFound');
    const { scan, tag } = await resolve(tx, input.productCode, item);
    const [weighing] = await tx
      .select({ id: weighings.id })
      .from(weighings)
      .where(and(eq(weighings.itemId, item.id), tag ? eq(weighings.prePickingTagId, tag.id) : and(isNull(weighings.prePickingTagId), eq(weighings.grams, scan.amount))))
      .orderBy(desc(weighings.id))
      .limit(1);
    if (!weighing) throw scanRefused('notFound');
    await removeWeighings(tx, item, [weighing.id]);
    return loadItem(tx, item.id);
  });
}

export async function resetAllPicks(app: AppContext, userId: number, itemId: number, input: { workId: number }): Promise<PickingItem> {
  return app.db.transaction(async (tx) => {
    const held = await holdWork(tx, input.workId, userId);
    const item = await itemOfWork(tx, held, itemId);
    if (item.status !== ITEM_STATUS.pending && item.status !== ITEM_STATUS.separated) throw scanRefused('notFound');
    const rows = await tx.select({ id: weighings.id }).from(weighings).where(eq(weighings.itemId, item.id));
    await removeWeighings(tx, item, rows.map((row) => row.id));
    return loadItem(tx, item.id);
  });
}

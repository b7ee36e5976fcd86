// 'Repor' (spec/panel.md §4 'Replenishment flow from breaks', §5 'Replenishment quantity'):
// the supervisor scans product labels into a broken item (after the box QR, which the screen
// checks), or types the quantity when the step has no scanner, then finishes: the item
// becomes 5 (reposto) holding what the picker put in plus what was put back. 'Quebra
// parcial' instead accepts what is missing and converts the item to what it holds.
//
// What the item holds is always computed from the break (what the picker confirmed) plus the
// repositions recorded for it, so no call, repeated or not, can count a quantity twice.
import { desc, eq } from 'drizzle-orm';
import type { Runout } from '../../../shared/contract/breaks';
import type { PortionType } from '../../../shared/domain/products';
import { CHECKING_STATUS, ITEM_STATUS } from '../../../shared/domain/statuses';
import { checkScan } from '../../../shared/scan';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { breaks, items, orders, prePickingTags, products, repositions } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { newLabelOf, resolve, scanRefused, type Resolved } from '../picking/scan-service';
import { makeLabelTag } from '../picking/scan-write';
import { confirmedAtBreak, loadRunout, repositionedOf, type BreakRow, type ItemRow } from './runouts';

export const REPOSITION_MESSAGE = {
  unavailable: 'Reposição indisponível',
  alreadyDone: 'Este item já foi reposto.',
  notBroken: 'Este item não está em quebra.',
  released: 'A quebra deste item já foi liberada.',
  noBreak: 'Quebra não encontrada para este item.',
  emptyQuantity: 'Quantidade não pode ser vazia.',
  nothingToDo: 'Bipe a etiqueta do produto ou informe a quantidade.',
  typedAfterScan: 'Os produtos já foram bipados: finalize sem digitar a quantidade.',
  usedElsewhere: 'Este pre picking já foi separado por outro pedido.',
} as const;

interface Broken {
  item: ItemRow;
  found: BreakRow;
}

/**
 * The item and its open break, with the order locked (a release waits for the reposition
 * and the other way round). Refuses what the panel shows as unavailable.
 */
async function openBreak(tx: Tx, itemId: number): Promise<Broken> {
  const [row] = await tx
    .select({ item: items, order: orders })
    .from(items)
    .innerJoin(orders, eq(orders.id, items.orderId))
    .where(eq(items.id, itemId))
    .for('update');
  if (!row) throw notFound('Item não encontrado.');
  const [found] = await tx
    .select()
    .from(breaks)
    .where(eq(breaks.itemId, itemId))
    .orderBy(desc(breaks.id))
    .limit(1);
  if (!found) throw notFound(REPOSITION_MESSAGE.noBreak);
  if (found.released) throw conflict(REPOSITION_MESSAGE.released);
  if (row.item.status === ITEM_STATUS.replenished) throw conflict(REPOSITION_MESSAGE.alreadyDone);
  if (row.item.status !== ITEM_STATUS.totalBreak && row.item.status !== ITEM_STATUS.partialBreak) {
    throw conflict(REPOSITION_MESSAGE.notBroken);
  }
  const status = row.order.checkingStatus;
  if (status !== CHECKING_STATUS.inSeparation && status !== CHECKING_STATUS.waitingReposition) {
    throw conflict(REPOSITION_MESSAGE.unavailable);
  }
  return { item: row.item, found };
}

/** One scanned product label: checked against the item, its tag spent, its quantity recorded. */
async function scanInto(tx: Tx, broken: Broken, productCode: string, userId: number, now: Date): Promise<void> {
  const { item, found } = broken;
  const { scan, tag } = await resolve(tx, productCode, item);
  if (tag?.uniqueTag && tag.usedByItemId === item.id) throw scanRefused('alreadyScanned');
  if (tag?.uniqueTag && tag.usedByItemId !== null) throw new HttpError(409, REPOSITION_MESSAGE.usedElsewhere, { detail: 'alreadyScanned' });
  if (tag?.expiresAt && tag.expiresAt < now && (await readSettingsRow(tx)).prePickingValidityCheck) throw scanRefused('expired');
  const [product] = await tx.select().from(products).where(eq(products.sku, item.sku));
  // Only the product rules apply: how much goes back is the supervisor's call, warned on screen.
  const check = checkScan(
    { ...scan, isAdmin: scan.isAdmin || (tag !== null && !tag.uniqueTag) },
    {
      productBaseId: product!.productBaseId,
      sku: item.sku,
      portionType: item.portionType as PortionType,
      quantity: Number.MAX_SAFE_INTEGER,
      convertedQuantity: null,
      useConversionFlow: false,
      uniqueTagOnly: product!.uniqueTagOnly,
      scannedTotal: 0,
    },
  );
  if (!check.ok) {
    const ids = check.scanned != null ? ` (bipado ${check.scanned}, correto ${check.expected})` : '';
    throw scanRefused(check.error, ids);
  }
  const tagId = await spendTag(tx, { scan, tag }, item, now);
  await tx.insert(repositions).values({ breakId: found.id, itemId: item.id, quantity: scan.amount, prePickingTagId: tagId, userId, createdAt: now });
}

/**
 * Marks a unique tag used; a scale label or a serialised GS1 case label without a tag becomes
 * one (label_tag, as a picker's scan does), so it cannot be put back twice.
 */
async function spendTag(tx: Tx, { scan, tag }: Pick<Resolved, 'scan' | 'tag'>, item: ItemRow, now: Date): Promise<number | null> {
  if (tag) {
    if (tag.uniqueTag) await tx.update(prePickingTags).set({ usedByItemId: item.id, usedAt: now }).where(eq(prePickingTags.id, tag.id));
    return tag.id;
  }
  const label = newLabelOf(scan);
  if (!label) return null;
  const created = await makeLabelTag(tx, item.id, scan.amount, label, now);
  // Null: another scan made the label's tag since it was looked up.
  if (created === null) throw new HttpError(409, REPOSITION_MESSAGE.usedElsewhere, { detail: 'alreadyScanned' });
  return created;
}

export interface RepositionInput {
  productCode?: string;
  codeType?: string;
  finishReposition?: boolean;
  totalRepositionAmount?: number;
}

export async function repositionItem(app: AppContext, userId: number, itemId: number, input: RepositionInput): Promise<Runout> {
  if (!input.productCode && !input.finishReposition) throw badRequest(REPOSITION_MESSAGE.nothingToDo);
  return app.db.transaction(async (tx) => {
    const broken = await openBreak(tx, itemId);
    const now = app.now();
    if (input.productCode) await scanInto(tx, broken, input.productCode, userId, now);
    if (input.finishReposition) {
      const typed = input.totalRepositionAmount;
      const scanned = await repositionedOf(tx, broken.found.id);
      if (typed !== undefined && typed > 0 && scanned > 0) throw conflict(REPOSITION_MESSAGE.typedAfterScan);
      if (scanned === 0 && (typed === undefined || typed <= 0)) {
        throw badRequest(REPOSITION_MESSAGE.emptyQuantity, [{ field: 'body.totalRepositionAmount', message: REPOSITION_MESSAGE.emptyQuantity }]);
      }
      if (scanned === 0) {
        await tx.insert(repositions).values({ breakId: broken.found.id, itemId, quantity: typed!, userId, createdAt: now });
      }
      const total = scanned || typed!;
      await tx
        .update(items)
        .set({
          status: ITEM_STATUS.replenished,
          confirmedQuantity: confirmedAtBreak(broken.item, broken.found) + total,
          // Whole again: the conversion a partial break made no longer applies.
          ...(broken.item.useConversionFlow ? {} : { convertedQuantity: null }),
        })
        .where(eq(items.id, itemId));
    }
    return loadRunout(tx, broken.found.id);
  });
}

/** 'Quebra parcial': the item keeps what it holds; the rest is missing for good (cannot be undone). */
export async function reportPrePickingBreak(app: AppContext, itemId: number): Promise<Runout> {
  return app.db.transaction(async (tx) => {
    const broken = await openBreak(tx, itemId);
    const holds = confirmedAtBreak(broken.item, broken.found) + (await repositionedOf(tx, broken.found.id));
    await tx
      .update(items)
      .set({
        status: holds > 0 ? ITEM_STATUS.partialBreak : ITEM_STATUS.totalBreak,
        confirmedQuantity: holds,
        convertedQuantity: holds,
        useConversionFlow: true,
      })
      .where(eq(items.id, itemId));
    return loadRunout(tx, broken.found.id);
  });
}

// Everything a scan decides on, in one statement and without a lock (bench/picking.ts): the
// picker's work, its order and group, whether their scanner is locked, the item with its
// product, its step and its weighings, and the item row's version. What the scan then
// writes is applied by pick_item_write only if none of it changed meanwhile (scan-write.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { alerts, items, orders, products, separationSteps, works } from '../../db/schema';
import { pendingLostPrePickingOf } from './lost-pre-picking';
import { checkHeld, type HoldRow } from './access';
import { checkItem } from './items-service';
import { itemProductColumns, parsedWeighings, weighingsOfItem, type ItemProduct, type ItemRow, type ItemWeighing, type WorkRow } from './state';

/**
 * Of the work and its order, what a scan decides and writes on: whose work it is, whether it
 * is open, whether the order was cancelled. The full rows (some 50 columns) are not read: each
 * column costs every scan its description, its parsing and its mapping (bench/picking.ts).
 */
export interface ScanHold extends HoldRow {
  work: Pick<WorkRow, 'id' | 'separatorId' | 'end'>;
}

export interface ScanContext {
  held: ScanHold;
  item: ItemRow;
  product: ItemProduct;
  weighings: ItemWeighing[];
  /** The item row's version (its xmin): any change of the item changes it. */
  itemVersion: string;
  /** A lost pre-picking of the picker waits for a supervisor (spec/operator.md §4 'Scanner lock'). */
  scannerLocked: boolean;
}

/** The context's statement; its parameters are the placeholders workId, userId and itemId. */
function contextQuery(db: DbOrTx) {
  return db
    .select({
      work: { id: works.id, separatorId: works.separatorId, end: works.end },
      order: { permissionToSeparate: orders.permissionToSeparate },
      item: items,
      product: itemProductColumns,
      stepFinished: separationSteps.isFinished,
      itemVersion: sql<string>`${items}.xmin::text`,
      weighings: weighingsOfItem,
      scannerLocked: sql<boolean>`exists (select 1 from ${alerts} where ${pendingLostPrePickingOf(sql.placeholder('userId'))})`,
    })
    .from(works)
    .innerJoin(orders, eq(orders.id, works.orderId))
    .leftJoin(items, and(eq(items.id, sql.placeholder('itemId')), eq(items.orderId, orders.id)))
    .leftJoin(products, eq(products.sku, items.sku))
    .leftJoin(separationSteps, and(eq(separationSteps.orderId, items.orderId), eq(separationSteps.level, items.step)))
    .where(eq(works.id, sql.placeholder('workId')));
}

const contextStatement = preparedStatement('scan_context', contextQuery, { workId: 0, userId: 0, itemId: 0 });

export async function readScanContext(db: DbOrTx, workId: number, userId: number, itemId: number): Promise<ScanContext> {
  const [row] = await contextStatement(db).execute({ workId, userId, itemId });
  const { work, order } = checkHeld(row, userId);
  const item = checkItem(row);
  return { held: { work, order }, item, product: row!.product!, weighings: parsedWeighings(row!.weighings), itemVersion: row!.itemVersion, scannerLocked: row!.scannerLocked };
}


// Everything a scan decides on, in one statement and without a lock (bench/picking.ts): the
// picker's work, its order and group, whether their scanner is locked, the item with its
// product, its step and its weighings, and the item row's version. What the scan then
// writes is applied by pick_item_write only if none of it changed meanwhile (scan-write.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { alerts, items, orders, products, separationGroups, separationSteps, works } from '../../db/schema';
import { pendingLostPrePickingOf } from './lost-pre-picking';
import { checkHeld, type Held } from './access';
import { checkItem } from './items-service';
import { itemProductColumns, parsedWeighings, weighingsOfItem, type ItemProduct, type ItemRow, type ItemWeighing } from './state';

export interface ScanContext {
  held: Held;
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
      work: works,
      order: orders,
      group: separationGroups,
      item: items,
      product: itemProductColumns,
      stepFinished: separationSteps.isFinished,
      itemVersion: sql<string>`${items}.xmin::text`,
      weighings: weighingsOfItem,
      scannerLocked: sql<boolean>`exists (select 1 from ${alerts} where ${pendingLostPrePickingOf(sql.placeholder('userId'))})`,
    })
    .from(works)
    .innerJoin(orders, eq(orders.id, works.orderId))
    .leftJoin(separationGroups, eq(separationGroups.separationGroup, works.separationGroup))
    .leftJoin(items, and(eq(items.id, sql.placeholder('itemId')), eq(items.orderId, orders.id)))
    .leftJoin(products, eq(products.sku, items.sku))
    .leftJoin(separationSteps, and(eq(separationSteps.orderId, items.orderId), eq(separationSteps.level, items.step)))
    .where(eq(works.id, sql.placeholder('workId')));
}

const contextStatement = preparedStatement('scan_context', contextQuery, { workId: 0, userId: 0, itemId: 0 });

export async function readScanContext(db: DbOrTx, workId: number, userId: number, itemId: number): Promise<ScanContext> {
  const [row] = await contextStatement(db).execute({ workId, userId, itemId });
  const held = checkHeld(row, userId);
  const item = checkItem(row);
  return { held, item, product: row!.product!, weighings: parsedWeighings(row!.weighings), itemVersion: row!.itemVersion, scannerLocked: row!.scannerLocked };
}


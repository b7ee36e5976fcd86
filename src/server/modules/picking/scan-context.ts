// Everything a scan needs in two statements (bench/picking.ts): the picker's work with its
// order locked, then the item with its product, its step and its weighings. A scan then
// costs these two reads, the weighing's insert and the commit.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { items, products, separationSteps } from '../../db/schema';
import { holdWork, type Held } from './access';
import { checkItem } from './items-service';
import type { ItemRow, ProductRow } from './state';

export interface ScanWeighing {
  id: number;
  grams: number;
  prePickingTagId: number | null;
}

export interface ScanContext {
  held: Held;
  item: ItemRow;
  product: ProductRow;
  weighings: ScanWeighing[];
}

export async function scanContext(tx: Tx, workId: number, userId: number, itemId: number): Promise<ScanContext> {
  // The order's lock first, in its own statement: the read below then starts after any
  // concurrent change of this order committed, so it sees that change's weighings and status.
  const held = await holdWork(tx, workId, userId);
  const [row] = await tx
    .select({
      item: items,
      product: products,
      stepFinished: separationSteps.isFinished,
      weighings: sql<ScanWeighing[]>`(select coalesce(json_agg(json_build_object('id', w.id, 'grams', w.grams, 'prePickingTagId', w.pre_picking_tag_id) order by w.id), '[]'::json)
        from weighings w where w.item_id = ${items.id})`,
    })
    .from(items)
    .innerJoin(products, eq(products.sku, items.sku))
    .leftJoin(separationSteps, and(eq(separationSteps.orderId, items.orderId), eq(separationSteps.level, items.step)))
    .where(and(eq(items.id, itemId), eq(items.orderId, held.order.id)));
  const item = checkItem(row);
  // json_agg arrives parsed from node-postgres and PGlite alike; a string only if a driver changes.
  const weighings = typeof row!.weighings === 'string' ? (JSON.parse(row!.weighings) as ScanWeighing[]) : row!.weighings;
  return { held, item, product: row!.product, weighings };
}

export const scannedSum = (weighings: readonly ScanWeighing[]) => weighings.reduce((sum, weighing) => sum + weighing.grams, 0);

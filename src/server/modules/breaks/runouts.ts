// A break as the panel shows it (a "runout"): the broken item, its product, what is missing,
// what was put back, and whether its step is read with a scanner in the order's group.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Runout } from '../../../shared/contract/breaks';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import type { DbOrTx } from '../../db/client';
import { breaks, items, orders, products, repositions, separationGroups } from '../../db/schema';

export type BreakRow = typeof breaks.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
type GroupRow = typeof separationGroups.$inferSelect;

/** Whether the group reads this item's step with a scanner (else the panel types the quantity). */
export function stepHasScanner(group: GroupRow | null, step: number | null): boolean {
  if (!group || !(group.camScanner || group.infraredScanner)) return false;
  return step === null || !group.stepsWithoutScanner.includes(step);
}

/** The quantity the picker had put in the box when the break was declared. */
export function confirmedAtBreak(item: Pick<ItemRow, 'quantity'>, found: Pick<BreakRow, 'brokenQuantity'>): number {
  return Math.max(0, item.quantity - found.brokenQuantity);
}

/** Grams or units put back into a break so far. */
export async function repositionedOf(db: DbOrTx, breakId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${repositions.quantity}), 0)` })
    .from(repositions)
    .where(eq(repositions.breakId, breakId));
  return Number(row?.total ?? 0);
}

export interface LoadedRunout {
  orderRowId: number;
  runout: Runout;
}

/** The breaks matching `where`, in picking order, with their items, products and repositions. */
export async function loadRunouts(db: DbOrTx, where: SQL | undefined): Promise<LoadedRunout[]> {
  const repositioned = db
    .select({ breakId: repositions.breakId, total: sql<string>`sum(${repositions.quantity})`.as('total') })
    .from(repositions)
    .groupBy(repositions.breakId)
    .as('repositioned');
  const rows = await db
    .select({ found: breaks, item: items, product: products, group: separationGroups, orderId: orders.orderId, repositioned: repositioned.total })
    .from(breaks)
    .innerJoin(items, eq(items.id, breaks.itemId))
    .innerJoin(products, eq(products.sku, items.sku))
    .innerJoin(orders, eq(orders.id, breaks.orderId))
    .leftJoin(separationGroups, eq(separationGroups.separationGroup, orders.separationGroup))
    .leftJoin(repositioned, eq(repositioned.breakId, breaks.id))
    .where(where)
    .orderBy(asc(items.step), asc(products.name), asc(breaks.id));
  return rows.map(({ found, item, product, group, orderId, repositioned: total }) => ({
    orderRowId: found.orderId,
    runout: {
      id: found.id,
      item: item.id,
      order: orderId,
      work: found.workId,
      sku: item.sku,
      product_base_id: product.productBaseId,
      name: product.name,
      image: product.imagePath,
      type: found.type,
      broken_quantity: found.brokenQuantity,
      quantity: item.quantity,
      converted_quantity: item.convertedQuantity,
      confirmed_quantity: item.confirmedQuantity,
      repositioned_quantity: Number(total ?? 0),
      purchase_value: product.purchaseValue,
      status: item.status,
      unity_product_base: PORTION_NAME[item.portionType as PortionType],
      use_conversion_flow: item.useConversionFlow,
      has_scanner: stepHasScanner(group, item.step),
      separation: { level: item.step },
    },
  }));
}

export async function loadRunout(db: DbOrTx, breakId: number): Promise<Runout> {
  const [loaded] = await loadRunouts(db, eq(breaks.id, breakId));
  if (!loaded) throw new Error(`break ${breakId} vanished`);
  return loaded.runout;
}

/** Runouts grouped by the order's row id, for a page of orders. */
export async function runoutsByOrder(db: DbOrTx, orderRowIds: number[], where: SQL | undefined): Promise<Map<number, Runout[]>> {
  const byOrder = new Map<number, Runout[]>();
  if (orderRowIds.length === 0) return byOrder;
  for (const { orderRowId, runout } of await loadRunouts(db, and(inArray(breaks.orderId, orderRowIds), where))) {
    byOrder.set(orderRowId, [...(byOrder.get(orderRowId) ?? []), runout]);
  }
  return byOrder;
}

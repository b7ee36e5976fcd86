// Reads what the picking screen shows: the work, its order and the order's steps with their
// items (spec/operator.md §3 'Order', 'Work', 'Step', 'Item').
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PickingItem, PickingOrder, PickingState, PickingStep, StepKey, Work } from '../../../shared/contract/picking';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import type { DbOrTx } from '../../db/client';
import { anyOfIds, preparedStatement } from '../../db/prepared';
import { sideBySide } from '../../db/side-by-side';
import { groupBy } from '../../../shared/group-by';
import { items, orders, products, separationSteps, works } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type WorkRow = typeof works.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export function orderToWire(order: OrderRow): PickingOrder {
  return {
    id: order.id,
    order_id: order.orderId,
    client_data: {
      client_type: order.clientType,
      client_name: order.clientName,
      client_trade: order.clientTrade,
      ifood_bag: order.ifoodBag,
    },
    is_critical: order.isCritical,
    route: order.route,
    color_route: order.colorRoute,
    store_id: order.storeId,
    instructions: order.instructions,
    scheduled_date: order.scheduledDate,
    boxes_number: order.boxesNumber,
    is_first_order: order.isFirstOrder,
    is_already_print_stickers: order.isAlreadyPrintStickers,
    is_palletized: order.isPalletized,
    separation_group: order.separationGroup,
  };
}

export function workToWire(work: WorkRow, orderId: string): Work {
  return {
    id: work.id,
    begin: work.begin.toISOString(),
    end: work.end?.toISOString() ?? null,
    working_time_secs: work.workingTimeSecs,
    order_id: orderId,
    separator_id: work.separatorId,
    separation_group: work.separationGroup,
    fast_track: work.fastTrack,
  };
}

/** What the picking screen shows of an item's product. */
export const itemProductColumns = {
  name: products.name,
  imagePath: products.imagePath,
  productBaseId: products.productBaseId,
  isWholesale: products.isWholesale,
  uniqueTagOnly: products.uniqueTagOnly,
  barcode: products.barcode,
};
export type ItemProduct = Pick<ProductRow, keyof typeof itemProductColumns>;

export function itemToWire(item: ItemRow, product: ItemProduct, itemWeighings: readonly ItemWeighing[]): PickingItem {
  return {
    id: item.id,
    sku: item.sku,
    name: product.name,
    image: product.imagePath,
    product_base_id: product.productBaseId,
    quantity: item.quantity,
    converted_quantity: item.convertedQuantity,
    confirmed_quantity: item.confirmedQuantity,
    unity_product_base: PORTION_NAME[item.portionType as PortionType],
    status: item.status,
    use_conversion_flow: item.useConversionFlow,
    pre_boxed: item.preBoxed,
    grouped: item.grouped,
    instructions: item.instructions,
    is_wholesale: product.isWholesale,
    unique_tag_only: product.uniqueTagOnly,
    barcode: product.barcode,
    weighings: itemWeighings.map((weighing) => ({ id: weighing.id, grams: weighing.grams, pre_picking_id: weighing.prePickingTagId })),
  };
}

/** The step an item belongs to: pre-boxed items and items without a step need no confirmation. */
export function stepKeyOf(item: Pick<ItemRow, 'step' | 'preBoxed'>): StepKey {
  if (item.preBoxed) return 'pre_boxed';
  return item.step ?? 'no_separation_step';
}

export interface ItemWeighing {
  id: number;
  grams: number;
  prePickingTagId: number | null;
}

/** An item's weighings as one JSON column, oldest first: the item and its weighings in one statement. */
export const weighingsOfItem = sql<ItemWeighing[]>`(select coalesce(json_agg(json_build_object('id', w.id, 'grams', w.grams,
  'prePickingTagId', w.pre_picking_tag_id) order by w.id), '[]'::json) from weighings w where w.item_id = ${items.id})`;

/** json_agg arrives parsed from node-postgres and PGlite alike; a string only if a driver changes. */
export const parsedWeighings = (value: ItemWeighing[] | string): ItemWeighing[] =>
  typeof value === 'string' ? (JSON.parse(value) as ItemWeighing[]) : value;

const itemsQuery = (db: DbOrTx, by: SQL) =>
  db
    .select({ item: items, product: itemProductColumns, weighings: weighingsOfItem })
    .from(items)
    .innerJoin(products, eq(products.sku, items.sku))
    .where(by)
    .orderBy(asc(items.step), asc(products.name), asc(items.id));
const itemsOfOrders = preparedStatement('picking_items_of_orders', (db) => itemsQuery(db, anyOfIds(items.orderId)), { ids: [] });
const itemsById = preparedStatement('picking_items_by_id', (db) => itemsQuery(db, anyOfIds(items.id)));
const stepsOfOrders = preparedStatement('picking_steps_of_orders', (db) => db.select().from(separationSteps).where(anyOfIds(separationSteps.orderId)), { ids: [] });

/** Items of some orders (or some item ids) with their products and weighings, in picking order. */
export async function loadItems(db: DbOrTx, where: { orderIds: number[] } | { itemIds: number[] }): Promise<{ row: ItemRow; wire: PickingItem }[]> {
  const rows = 'orderIds' in where ? await itemsOfOrders(db).execute({ ids: where.orderIds }) : await itemsById(db).execute({ ids: where.itemIds });
  return rows.map(({ item, product, weighings }) => ({ row: item, wire: itemToWire(item, product, parsedWeighings(weighings)) }));
}

export async function loadItem(db: DbOrTx, itemId: number): Promise<PickingItem> {
  const [item] = await loadItems(db, { itemIds: [itemId] });
  if (!item) throw new Error(`item ${itemId} vanished`);
  return item.wire;
}

/** The steps of each order with their items (three statements, however many orders). */
export async function loadStepsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, PickingStep[]>> {
  const [orderItems, stepRows] = await sideBySide(db, [
    async () => (orderIds.length ? loadItems(db, { orderIds }) : []),
    async () => (orderIds.length ? stepsOfOrders(db).execute({ ids: orderIds }) : []),
  ] as const);
  const itemsByOrder = groupBy(orderItems, (item) => item.row.orderId);
  const stepsByOrder = groupBy(stepRows, (step) => step.orderId);
  return new Map(orderIds.map((orderId) => [orderId, stepsOf(itemsByOrder.get(orderId) ?? [], stepsByOrder.get(orderId) ?? [])]));
}

function stepsOf(orderItems: { row: ItemRow; wire: PickingItem }[], stepRows: (typeof separationSteps.$inferSelect)[]): PickingStep[] {
  const steps = new Map<StepKey, PickingStep>();
  for (const { row, wire } of orderItems) {
    const key = stepKeyOf(row);
    let step = steps.get(key);
    if (!step) {
      const stored = typeof key === 'number' ? stepRows.find((candidate) => candidate.level === key) : undefined;
      step = {
        step: key,
        is_finished: typeof key === 'number' ? (stored?.isFinished ?? false) : true,
        accounted_boxes: stored?.accountedBoxes ?? null,
        items: [],
      };
      steps.set(key, step);
    }
    step.items.push(wire);
  }
  const rank = (key: StepKey) => (key === 'pre_boxed' ? -2 : key === 'no_separation_step' ? 10_000 : key);
  return [...steps.values()].sort((a, b) => rank(a.step) - rank(b.step));
}

export async function loadSteps(db: DbOrTx, orderId: number): Promise<PickingStep[]> {
  return (await loadStepsOfOrders(db, [orderId])).get(orderId)!;
}

export async function loadState(db: DbOrTx, work: WorkRow, order: OrderRow): Promise<PickingState> {
  return stateOf(work, order, await loadSteps(db, order.id));
}

export const stateOf = (work: WorkRow, order: OrderRow, steps: PickingStep[]): PickingState => ({
  work: workToWire(work, order.orderId),
  order: orderToWire(order),
  steps,
});

/** The picker's open work, if any. */
export async function openWorkOf(db: DbOrTx, separatorId: number): Promise<{ work: WorkRow; order: OrderRow } | null> {
  const [row] = await db
    .select({ work: works, order: orders })
    .from(works)
    .innerJoin(orders, eq(orders.id, works.orderId))
    .where(and(eq(works.separatorId, separatorId), isNull(works.end), eq(works.type, 'separation')))
    .orderBy(asc(works.begin))
    .limit(1);
  return row ?? null;
}

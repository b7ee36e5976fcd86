// The order detail (spec/panel.md §2 'Order detail', §3 'Order', 'Item', 'Loading data'):
// the order, its steps with the items grouped by who separated them, the box photos, every
// stage's box count and the summary. Read in a handful of queries, whatever the item count.
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { OrderDetail, OrderItem, OrderStep } from '../../../shared/contract/orders';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { boxImages, items, orderConferences, orders, products, separationSteps, users, weighings, works } from '../../db/schema';
import { notFound } from '../../http/errors';
import { secondsBetween } from '../picking/access';
import { toOrderRow } from './list';

type ItemRow = typeof items.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type WorkRow = typeof works.$inferSelect;

export const orderNotFound = (orderId: string) => notFound(`Pedido ${orderId} não encontrado`);

export function toOrderItem(item: ItemRow, product: ProductRow, work: WorkRow | null, separator: string | null, prePicked: boolean): OrderItem {
  return {
    id: item.id,
    sku: item.sku,
    name: product.name,
    image: product.imagePath,
    quantity: item.quantity,
    converted_quantity: item.convertedQuantity,
    confirmed_quantity: item.confirmedQuantity,
    type: PORTION_NAME[item.portionType as PortionType],
    status: item.status,
    separated_time_secs: item.separatedTimeSecs,
    separation_method: item.separationMethod,
    has_pre_picking: prePicked,
    work:
      work && separator
        ? {
            separator: { username: separator },
            working_time_secs: work.workingTimeSecs,
            begin: work.begin.toISOString(),
            end: work.end?.toISOString() ?? null,
          }
        : null,
  };
}

/** Items with product, work and separator, and whether a pre-picking tag went into them. */
export async function loadOrderItems(db: DbOrTx, where: { orderId: number } | { itemId: number }) {
  const prePicked = sql<boolean>`exists (select 1 from ${weighings} where ${weighings.itemId} = ${items.id} and ${isNotNull(weighings.prePickingTagId)})`;
  return db
    .select({ item: items, product: products, work: works, separator: users.username, prePicked })
    .from(items)
    .innerJoin(products, eq(products.sku, items.sku))
    .leftJoin(works, eq(works.id, items.workId))
    .leftJoin(users, eq(users.id, works.separatorId))
    .where('orderId' in where ? eq(items.orderId, where.orderId) : eq(items.id, where.itemId))
    .orderBy(asc(items.step), asc(products.name), asc(items.id));
}

type LoadedItem = Awaited<ReturnType<typeof loadOrderItems>>[number];

function groupSteps(rows: LoadedItem[], steps: (typeof separationSteps.$inferSelect)[]): OrderStep[] {
  const byLevel = new Map<number | null, Map<string | null, OrderItem[]>>();
  for (const level of steps.map((step) => step.level)) byLevel.set(level, new Map());
  for (const row of rows) {
    const level = row.item.step;
    const bySeparator = byLevel.get(level) ?? new Map<string | null, OrderItem[]>();
    byLevel.set(level, bySeparator);
    const key = row.work ? row.separator : null;
    bySeparator.set(key, [...(bySeparator.get(key) ?? []), toOrderItem(row.item, row.product, row.work, row.separator, row.prePicked)]);
  }
  const stepOf = new Map(steps.map((step) => [step.level as number | null, step]));
  // Numbered steps in order, then 'Itens sem etapa'; nobody's items after each separator's.
  const levels = [...byLevel.keys()].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return levels.map((level) => {
    const separators = [...byLevel.get(level)!.entries()]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
      .map(([username, stepItems]) => ({ username, items: stepItems }));
    const step = stepOf.get(level);
    return { level, is_finished: step?.isFinished ?? false, accounted_boxes: step?.accountedBoxes ?? null, separators };
  });
}

export async function orderDetail(db: DbOrTx, orderId: string, now: Date): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw orderNotFound(orderId);
  const [rows, steps, images, orderWorks, conference] = await Promise.all([
    loadOrderItems(db, { orderId: order.id }),
    db.select().from(separationSteps).where(eq(separationSteps.orderId, order.id)).orderBy(asc(separationSteps.level)),
    db.select().from(boxImages).where(eq(boxImages.orderId, order.id)).orderBy(asc(boxImages.createdAt), asc(boxImages.id)),
    db
      .select({ work: works, username: users.username })
      .from(works)
      .innerJoin(users, eq(users.id, works.separatorId))
      // Picking only: a 'revision' work is the picker's wait for the order's conference.
      .where(and(eq(works.orderId, order.id), eq(works.type, 'separation')))
      .orderBy(asc(works.begin)),
    db
      .select({ reviewed: orderConferences.hasBeenReviewed, checker: users.username })
      .from(orderConferences)
      .leftJoin(users, eq(users.id, orderConferences.checkedById))
      .where(eq(orderConferences.orderId, order.id))
      .orderBy(desc(orderConferences.startedAt), desc(orderConferences.id))
      .limit(1),
  ]);
  const finished = rows.filter((row) => row.item.status > ITEM_STATUS.pending).length;
  const separationSecs = orderWorks.reduce(
    (sum, { work }) => sum + (work.end ? (work.workingTimeSecs ?? secondsBetween(work.begin, work.end)) : secondsBetween(work.begin, now)),
    0,
  );
  const separatedBy = [...new Set(orderWorks.map((row) => row.username))];
  return {
    order: {
      ...toOrderRow(order, { total: rows.length, finished }),
      instructions: order.instructions,
      replacement_order: order.replacementOfOrderId ? { old_order: order.replacementOfOrderId } : null,
      end_time: order.endTime?.toISOString() ?? null,
    },
    steps: groupSteps(rows, steps),
    boxes_image: images.map((image) => ({
      id: image.id,
      tag_value: image.tagValue,
      url_image: image.urlImage,
      created: image.createdAt.toISOString(),
    })),
    loading_data: {
      adjusted_boxes_number_conveyor: order.adjustedBoxesNumberConveyor,
      corrected_boxes_number: order.correctedBoxesNumber,
      loading_boxes_number: order.loadingBoxesNumber,
      adjusted_boxes_number: order.adjustedBoxesNumber,
      boxes_by_conferencer: order.boxesByConferencer,
      conference_boxes_number: order.conferenceBoxesNumber,
      boxes_number: order.boxesNumber,
    },
    summary: {
      total_items: rows.length,
      finished_items: finished,
      items_in_separation: rows.length - finished,
      separation_time_secs: separationSecs,
      separated_by: separatedBy,
      conferred_by: conference[0]?.checker ?? null,
      has_been_reviewed: conference[0] ? conference[0].reviewed : null,
    },
  };
}

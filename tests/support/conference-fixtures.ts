// Orders picked by hand for the conference and performance tests: a finished separation work
// with its items, steps and box count, written straight to the database so every figure the
// tests expect can be computed by hand.
import type { Db } from '../../src/server/db/client';
import { items, orders, products, separationGroups, separationSteps, works } from '../../src/server/db/schema';
import { PORTION_TYPE } from '../../src/shared/domain/products';
import { CHECKING_STATUS, ITEM_STATUS } from '../../src/shared/domain/statuses';

let sequence = 0;

export async function ensureGroup(db: Db, separationGroup: number, hasConference: boolean): Promise<void> {
  await db.insert(separationGroups).values({ separationGroup, marketNumber: separationGroup, hasConference }).onConflictDoNothing();
}

export async function makeProduct(db: Db, portionType: number, name?: string): Promise<number> {
  sequence += 1;
  const sku = 900_000 + sequence;
  await db.insert(products).values({ sku, productBaseId: sku, name: name ?? `Produto ${sku}`, portionType });
  return sku;
}

export interface PickedItem {
  sku: number;
  portionType?: number;
  step?: number;
  quantity: number;
  /** What the picker confirmed; 0 = total break. */
  confirmed: number;
}

export interface PickedOrder {
  separatorId: number;
  group: number;
  items: PickedItem[];
  begin: Date;
  secs: number;
  boxes?: number;
  scheduledDate?: string;
  checkingStatus?: number;
  /** The work is still open (the picker has yet to finish the order): no end, status in separation. */
  open?: boolean;
}

/** An order whose work ended `secs` after `begin` (or is still open), each item confirmed as given. */
export async function makePickedOrder(db: Db, input: PickedOrder) {
  sequence += 1;
  const finished = new Date(input.begin.getTime() + input.secs * 1000);
  const end = input.open ? null : finished;
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `K${String(sequence).padStart(5, '0')}`,
      clientType: 'PF',
      clientName: `Cliente ${sequence}`,
      clientTrade: `Loja ${sequence}`,
      scheduledDate: input.scheduledDate ?? finished.toISOString().slice(0, 10),
      separationGroup: input.group,
      checkingStatus: input.checkingStatus ?? (input.open ? CHECKING_STATUS.inSeparation : CHECKING_STATUS.conference),
      boxesNumber: input.boxes ?? 2,
      endTime: end,
    })
    .returning();
  const [work] = await db
    .insert(works)
    .values({ separatorId: input.separatorId, orderId: order!.id, separationGroup: input.group, begin: input.begin, end, workingTimeSecs: end ? input.secs : null })
    .returning();
  const levels = [...new Set(input.items.map((item) => item.step ?? 1))];
  await db.insert(separationSteps).values(levels.map((level) => ({ orderId: order!.id, level, isFinished: true, workId: work!.id, finishedAt: finished })));
  const rows = await db
    .insert(items)
    .values(
      input.items.map((item) => ({
        orderId: order!.id,
        sku: item.sku,
        step: item.step ?? 1,
        portionType: item.portionType ?? PORTION_TYPE.unit,
        quantity: item.quantity,
        confirmedQuantity: item.confirmed,
        status: item.confirmed === 0 ? ITEM_STATUS.totalBreak : item.confirmed < item.quantity ? ITEM_STATUS.partialBreak : ITEM_STATUS.separated,
        workId: work!.id,
        separatedAt: finished,
      })),
    )
    .returning();
  return { order: order!, work: work!, items: rows };
}

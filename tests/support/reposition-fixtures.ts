// Test helpers for breaks and replenishment: groups, products and an order a picker holds,
// then breaks declared and the order finished through the picking API, as on the floor.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { operationDate } from '../../src/shared/domain/operation-day';
import { PORTION_TYPE } from '../../src/shared/domain/products';
import { items, orders, products, separationGroups, works } from '../../src/server/db/schema';

export const UNIT_SKU = 810001;
export const WEIGHT_SKU = 810002;
export const OTHER_SKU = 810003;
export const BASE = { [UNIT_SKU]: 8101, [WEIGHT_SKU]: 8102, [OTHER_SKU]: 8103 } as const;
/** Group 1 reads with a camera; group 3 has no scanner. */
export const SCANNER_GROUP = 1;
export const MANUAL_GROUP = 3;

export async function seedCatalogue(t: TestApp): Promise<void> {
  await t.database.db.insert(separationGroups).values([
    { separationGroup: SCANNER_GROUP, marketNumber: 1, camScanner: true },
    { separationGroup: MANUAL_GROUP, marketNumber: 2 },
  ]);
  await t.database.db.insert(products).values([
    { sku: UNIT_SKU, productBaseId: BASE[UNIT_SKU], name: 'Alface Crespa', portionType: PORTION_TYPE.unit, step: 1 },
    { sku: WEIGHT_SKU, productBaseId: BASE[WEIGHT_SKU], name: 'Banana Prata', portionType: PORTION_TYPE.weight, step: 2 },
    { sku: OTHER_SKU, productBaseId: BASE[OTHER_SKU], name: 'Cenoura', portionType: PORTION_TYPE.unit, step: 1 },
  ]);
}

let sequence = 0;

export interface HeldOrder {
  orderId: string;
  orderRowId: number;
  workId: number;
  /** Item ids: unit (4 un), weight (1 kg), other (2 un). */
  unit: number;
  weight: number;
  other: number;
}

/** An order of the group with three items, held by the picker (an open work). */
export async function holdOrder(t: TestApp, pickerId: number, group: number, now: Date): Promise<HeldOrder> {
  sequence += 1;
  const db = t.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `77${String(sequence).padStart(4, '0')}`,
      clientType: 'PJ',
      clientName: 'Mercado do Teste',
      clientTrade: 'Mercadinho',
      route: `R${sequence}`,
      scheduledDate: operationDate(now),
      separationGroup: group,
      checkingStatus: 1,
    })
    .returning();
  const [unit, weight, other] = await db
    .insert(items)
    .values([
      { orderId: order!.id, sku: UNIT_SKU, step: 1, portionType: PORTION_TYPE.unit, quantity: 4 },
      { orderId: order!.id, sku: WEIGHT_SKU, step: 2, portionType: PORTION_TYPE.weight, quantity: 1000 },
      { orderId: order!.id, sku: OTHER_SKU, step: 1, portionType: PORTION_TYPE.unit, quantity: 2 },
    ])
    .returning();
  const [work] = await db
    .insert(works)
    .values({ separatorId: pickerId, orderId: order!.id, separationGroup: group, begin: new Date(now.getTime() - 600_000) })
    .returning();
  return { orderId: order!.orderId, orderRowId: order!.id, workId: work!.id, unit: unit!.id, weight: weight!.id, other: other!.id };
}

/** The picker's item call (PUT separation-item), checked. */
export async function pick(t: TestApp, token: string, held: HeldOrder, itemId: number, statusId: 2 | 3 | 4, quantityPartial?: number) {
  const reply = await t.as(token, {
    method: 'PUT',
    url: `/api/carambola/separation/separation-item/${itemId}`,
    payload: { workId: held.workId, statusId, quantityPartial },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

/** Total break of the unit item, partial break (400 g of 1 kg) of the weight item, the rest confirmed. */
export async function breakAndFinish(t: TestApp, token: string, held: HeldOrder, options: { finish?: boolean } = {}): Promise<void> {
  await pick(t, token, held, held.unit, 3);
  await pick(t, token, held, held.weight, 4, 400);
  await pick(t, token, held, held.other, 2);
  if (options.finish === false) return;
  const reply = await t.as(token, {
    method: 'PUT',
    url: `/api/carambola/separation/finish-order/${held.orderId}`,
    payload: { workId: held.workId, boxesNumber: 2 },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

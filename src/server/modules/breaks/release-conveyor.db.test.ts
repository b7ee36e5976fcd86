// Releasing an order as the conveyor sees it: while it waits for reposition its boxes are
// held (pendingOrder); the release lifts the hold on the screens (pendingOrderResolved) and
// the box added while replenishing counts like the others.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { CHECKING_STATUS, ITEM_STATUS } from '../../../shared/domain/statuses';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { breaks, items, products } from '../../db/schema';
import { connectConveyorPair, eventNames, loadingCount, makeOrder, makeRoute, nextEvent, readAndHear, type ConveyorPair } from '../../../../tests/support/conveyor-fixtures';

let t: TestApp;
let supervisor: string;
let conveyor: ConveyorPair;

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  await t.createUser('chefe', ['SeparationBreakOrderManagement']);
  await t.createUser('leitor', ['SeparationFixedReader']);
  supervisor = await t.tokenFor('chefe');
  const leitor = await t.tokenFor('leitor');
  conveyor = await connectConveyorPair(baseUrl, leitor);
});

afterAll(async () => {
  conveyor?.close();
  await t?.close();
});

it('holds the boxes of an order waiting for reposition, then counts the added box after the release', async () => {
  const db = t.database.db;
  const route = await makeRoute(db, new Date());
  const order = await makeOrder(db, route, 2, { checkingStatus: CHECKING_STATUS.waitingReposition, conferenceBoxesNumber: null, endTime: new Date() });
  await db.insert(products).values({ sku: 820001, productBaseId: 8201, name: 'Tomate', portionType: PORTION_TYPE.unit });
  const [item] = await db
    .insert(items)
    .values({ orderId: order.id, sku: 820001, portionType: PORTION_TYPE.unit, quantity: 3, confirmedQuantity: 0, status: ITEM_STATUS.totalBreak })
    .returning();
  await db.insert(breaks).values({ itemId: item!.id, orderId: order.id, type: ITEM_STATUS.totalBreak, brokenQuantity: 3 });

  expect(eventNames(await readAndHear(conveyor.reader, conveyor.screen, `${order.orderId};1`))).toContain('pendingOrder');
  expect(await loadingCount(db, order.orderId)).toBeNull();

  const resolved = nextEvent<{ order_id: string }>(conveyor.screen, 'pendingOrderResolved', (payload) => payload.order_id === order.orderId);
  const release = await t.as(supervisor, { method: 'PATCH', url: `/api/carambola/reposition/release-order/${order.orderId}`, payload: { addictedBoxes: 1 } });
  expect(release.json()).toMatchObject({ checking_status: CHECKING_STATUS.separated, boxes_number: 3 });
  await resolved;

  for (const box of [1, 2, 3]) expect(eventNames(await readAndHear(conveyor.reader, conveyor.screen, `${order.orderId};${box}`))).toContain('addBox');
  expect(eventNames(await readAndHear(conveyor.reader, conveyor.screen, `${order.orderId};4`))).toContain('notConfirmed');
  expect(await loadingCount(db, order.orderId)).toBe(3);
});

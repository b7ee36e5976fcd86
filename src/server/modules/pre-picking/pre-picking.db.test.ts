// The panel's pre-picking lookup over the demo centre: a used tag found by its id and by its
// QR code, with the order and item it went into; unknown ids and other codes refused.
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed';
import { items, orders, prePickingTags } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

const NOW = new Date('2025-03-12T14:30:00Z');
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemo(t.database.db, { now: NOW });
  token = await t.tokenFor('supervisor', 'demo1234');
});
afterAll(() => t.close());

const lookup = (query: string) => t.as(token, { method: 'GET', url: `/api/carambola/pre-picking/lookup?${query}` });

describe('pre-picking lookup', () => {
  it('shows every field of a used tag, by id and by its QR code', async () => {
    const [tag] = await t.database.db.select().from(prePickingTags).where(isNotNull(prePickingTags.usedByItemId)).limit(1);
    expect(tag).toBeDefined();
    const [item] = await t.database.db.select().from(items).where(eq(items.id, tag!.usedByItemId!));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, item!.orderId));

    const byId = await lookup(`productCode=${tag!.id}&codeType=id`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      id: tag!.id,
      unique_tag: tag!.uniqueTag,
      sku_id: tag!.sku,
      product_base_id: tag!.productBaseId,
      item_weight: tag!.itemWeight === null ? null : tag!.itemWeight / 1000,
      orders: expect.arrayContaining([expect.objectContaining({ order_id: order!.orderId, item_id: item!.id })]),
    });

    const qr = `${tag!.id};${tag!.productBaseId};1;kg`;
    const byCode = await lookup(`productCode=${encodeURIComponent(qr)}`);
    expect(byCode.json().id).toBe(tag!.id);
  });

  it('answers an unknown id and a code that names no tag with their messages', async () => {
    expect((await lookup('productCode=99999999&codeType=id')).json()).toEqual({ message: 'Pre picking não encontrado.' });
    expect((await lookup('productCode=3120-2un')).json()).toEqual({ message: 'Este código não identifica um pre picking.' });
    expect((await lookup('productCode=abc&codeType=id')).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { products } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(products)
    .values({ sku: 100001, productBaseId: 5001, name: 'Tomate Italiano', category: 'Hortifruti', portionType: 1, step: 1 });
});
afterAll(() => t.close());

describe('GET /api/products/image/:file', () => {
  it("draws the product's picture without a token", async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/api/products/image/100001.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.body).toContain('<title>Tomate Italiano</title>');
  });

  it('answers 404 for an unknown product and 400 for a malformed name', async () => {
    expect((await t.server.inject({ method: 'GET', url: '/api/products/image/999.svg' })).statusCode).toBe(404);
    const bad = await t.server.inject({ method: 'GET', url: '/api/products/image/..%2Fetc.svg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ field: 'params.file' }] });
  });
});

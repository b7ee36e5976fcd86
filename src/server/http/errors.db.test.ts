// What a caller reads when a write fails in the database: a write that lost a race on a unique
// constraint is a 409 it may send again, in Portuguese; anything else a 500 with no internals.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/database';
import { prePickingTags, products } from '../db/schema';
import { sql } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE_MESSAGE, installErrorHandler, UNIQUE_CONFLICT_MESSAGE } from './errors';

let database: TestDatabase;
let server: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const [product] = await database.db
    .insert(products)
    .values({ sku: 990041, productBaseId: 99041, name: 'Produto de teste', purchaseValue: 1, portionType: 2 })
    .returning();
  server = Fastify({ logger: false });
  installErrorHandler(server);
  // The same scale label made a tag twice, as a scale's push and a picker's scan might.
  server.post('/label', async () => {
    const label = { sku: product!.sku, productBaseId: product!.productBaseId, purchaseValue: 1, scaleId: 41, scaleLabelId: 4141 };
    await database.db.insert(prePickingTags).values(label);
    await database.db.insert(prePickingTags).values(label);
  });
  server.post('/broken', async () => {
    await database.db.insert(prePickingTags).values({ sku: -1, productBaseId: 1, purchaseValue: 1 });
  });
  // PostgreSQL ending this connection (a restart, pg_terminate_backend) or cancelling a query
  // at its statement timeout: the codes a server in trouble answers with.
  server.post('/terminated', async () => {
    await database.db.execute(sql.raw(`do $$ begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`));
  });
  server.post('/timeout', async () => {
    await database.db.execute(sql.raw(`do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$`));
  });
  await server.ready();
});
afterAll(async () => {
  await server.close();
  await database.destroy();
});

describe('database errors', () => {
  it('answers a unique constraint lost to another write with a 409 to send again', async () => {
    const reply = await server.inject({ method: 'POST', url: '/label' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ message: UNIQUE_CONFLICT_MESSAGE });
  });

  it('answers a database that cannot answer now with a 503 in Portuguese, to send again', async () => {
    for (const url of ['/terminated', '/timeout']) {
      const reply = await server.inject({ method: 'POST', url });
      expect(reply.statusCode, url).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });

  it('answers any other database error with a 500 that shows nothing of the database', async () => {
    const reply = await server.inject({ method: 'POST', url: '/broken' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ message: 'Erro interno do servidor.' });
  });
});

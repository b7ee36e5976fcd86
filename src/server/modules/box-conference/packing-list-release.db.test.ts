// 'Liberar romaneios': only the configured users see the day's routes not yet loaded and may
// release them (the routes become loaded); anyone else is refused and nothing changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { makeOrder, makeRoute } from '../../../../tests/support/conveyor-fixtures';

let t: TestApp;
let releaser: string;
let other: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  t.context.config.packingListReleasers = ['chefe', 'tech', 'outro'];
  await t.createUser('chefe', ['SeparationShipmentManagement']);
  await t.createUser('carregador', ['SeparationShipmentManagement']);
  releaser = await t.tokenFor('chefe');
  other = await t.tokenFor('carregador');
});
afterAll(() => t?.close());

const state = (token: string) => t.as(token, { method: 'GET', url: '/api/carambola/box-conference/packing-list-release' });
const release = (token: string, ids: unknown) =>
  t.as(token, { method: 'POST', url: '/api/carambola/box-conference/packing-list-release', payload: { routes: ids } });

describe('packing-list release', () => {
  it("shows the named users the day's routes not yet loaded and releases the chosen ones", async () => {
    const pending = await makeRoute(db(), new Date());
    await makeOrder(db(), pending, 2);
    const loading = await makeRoute(db(), new Date(), { loadingStatus: 'loading' });
    const loaded = await makeRoute(db(), new Date(), { loadingStatus: 'loaded' });
    const listed = (await state(releaser)).json();
    expect(listed.allowed).toBe(true);
    const codes = listed.routes.map((route: { route: string }) => route.route);
    expect(codes).toEqual(expect.arrayContaining([pending.code, loading.code]));
    expect(codes).not.toContain(loaded.code);
    expect(listed.routes.find((route: { id: number }) => route.id === pending.id)).toMatchObject({ orders: 1, conferred_orders: 0, loading_status: 'pending' });

    expect((await release(releaser, [pending.id, loaded.id])).json()).toEqual({ released: 1 });
    const [stored] = await db().select().from(routes).where(eq(routes.id, pending.id));
    expect(stored!.loadingStatus).toBe('loaded');
  });

  it('hides the action from anyone else and refuses their release without changing anything', async () => {
    const route = await makeRoute(db(), new Date());
    expect((await state(other)).json()).toEqual({ allowed: false, routes: [] });
    const refused = await release(other, [route.id]);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Você não pode liberar romaneios.']);
    const [stored] = await db().select().from(routes).where(eq(routes.id, route.id));
    expect(stored!.loadingStatus).toBe('pending');
    expect((await release(releaser, [])).statusCode).toBe(400);
  });
});

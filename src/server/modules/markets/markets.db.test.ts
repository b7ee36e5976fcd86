// The market list of the group modal: the demo's markets by number, a filter by numbers,
// the settings permission, and a Portuguese refusal of a malformed list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed';
import { markets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { now: new Date('2025-03-12T14:30:00Z') });
});
afterAll(() => t.close());

const get = async (user: string, query = '') =>
  t.as(await t.tokenFor(user, 'demo1234'), { method: 'GET', url: `/api/carambola/separation-settings/toranja-config${query}` });

describe('toranja-config', () => {
  it('lists every market by number, or only the numbers asked', async () => {
    const rows = await t.database.db.select().from(markets);
    const all = (await get('admin')).json() as { markets_number_list: { market_number: number; name: string }[] };
    expect(all.markets_number_list.map((market) => market.market_number)).toEqual(rows.map((row) => row.marketNumber).sort((a, b) => a - b));
    expect(all.markets_number_list.length).toBeGreaterThan(1);

    const some = (await get('admin', '?marketNumbers=2,99')).json() as { markets_number_list: { market_number: number; name: string }[] };
    expect(some.markets_number_list).toEqual([{ market_number: 2, name: rows.find((row) => row.marketNumber === 2)!.name, active: true }]);
  });

  it('is for settings managers and refuses a malformed list', async () => {
    expect((await get('carregador')).statusCode).toBe(403);
    const bad = await get('admin', '?marketNumbers=um,dois');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toBeTruthy();
  });
});

// The panel's order search with the date cleared (OrdersPage, spec/panel.md §2 'Orders'): a
// text contained in an order's number, client, trade name, store or route, over every date.
// Pins migrations 0021 and 0022: the count reads the trigram indexes' pages, not every
// order of the history (it was about 1 s at 450,000 orders, bench/year-of-data.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/database';
import { queryRows } from '../../db/client';
import { orders } from '../../db/schema';
import { listOrders, listWhere } from './list';

/** Big enough that reading every order costs the planner more than the index (as a centre's history does). */
const HISTORY = 100_000;
let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
  // 200 days of 500 orders: numbers H<day><n>, clients 'Cliente <n>'.
  await db().execute(sql`
    insert into orders (order_id, client_type, client_name, store_id, route, scheduled_date)
    select 'H' || lpad((g / 500)::text, 3, '0') || lpad((g % 500)::text, 4, '0'), 'PF', 'Cliente ' || (g % 25000),
           'L' || (g % 300), 'R' || lpad((g % 30)::text, 2, '0'), date '2026-01-01' + (g / 500)
    from generate_series(0, ${HISTORY - 1}) g`);
  // As autovacuum leaves a centre's table: statistics, and the GIN indexes' pending entries merged.
  await db().execute(sql`vacuum analyze orders`);
});
afterAll(() => database.destroy());

/** Pages the count of the list's search reads, by EXPLAIN (ANALYZE, BUFFERS). */
async function pagesRead(search: string): Promise<number> {
  const query = db().select({ n: sql<number>`count(*)` }).from(orders).where(listWhere({ search })).toSQL();
  const bound = query.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(query.params[Number(n) - 1]).replace(/'/g, "''")}'`);
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>(
    db(),
    sql.raw(`explain (analyze, buffers, format json) ${bound}`),
  );
  const plan = row!['QUERY PLAN'][0].Plan;
  return plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
}

describe('the orders search over every date', () => {
  it('finds an order by part of its number, and a client by name, wherever they are in the history', async () => {
    const byNumber = await listOrders(db(), { search: '0030310', page: 1, pageSize: 10 });
    expect(byNumber.results.map((row) => row.order_id)).toEqual(['H0030310']);
    const byClient = await listOrders(db(), { search: 'cliente 24999', page: 1, pageSize: 10 });
    expect(byClient.total_count).toBe(HISTORY / 25000);
    expect(byClient.results.every((row) => row.client_data.client_name === 'Cliente 24999')).toBe(true);
  });

  it('reads a fraction of the pages a scan of every order would (migrations 0021, 0022)', async () => {
    const [{ pages } = { pages: 0 }] = await queryRows<{ pages: number }>(db(), sql`select relpages as pages from pg_class where relname = 'orders'`);
    expect(pages).toBeGreaterThan(100);
    expect(await pagesRead('H0030310')).toBeLessThan(pages / 2);
    expect(await pagesRead('Cliente 24999')).toBeLessThan(pages / 2);
  });
});

// Benchmark (issue #9): import a 5,000-order, 100,000-item day through the integration API
// in batches, on PostgreSQL, printing time, throughput and peak memory beside a floor
// measured in the same run: the same rows written by one bare bulk insert per batch, with
// no validation, no lookups and no HTTP. Goal: the whole day under 30 s.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/integration-import.ts
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { keepHeapLean } from '../src/server/lean-heap';
import { createTokenService } from '../src/server/auth/tokens';
import { createFloorEvents } from '../src/server/floor-events';
import { openDatabase, type Database } from '../src/server/db/client';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { bulkInsert } from '../src/server/db/bulk';
import { integrationKeys, items, orders } from '../src/server/db/schema';
import { newIntegrationKey } from '../src/server/auth/integration-keys';
import { megabytes, sampleMemory } from './memory';
import { percentile } from './percentile';
import { report } from './report';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000);
const ITEMS_PER_ORDER = 20;
const BATCH_ORDERS = Number(process.env.BENCH_BATCH ?? 250);
const DAY = '2026-12-01';

async function freshDatabase(adminUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const scratch = await createScratchPostgres(adminUrl, 'doca_bench');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const orderRecord = (n: number) => ({
  order_id: String(700000 + n),
  client_external_id: `C${n % 500}`,
  route_code: `R${String((n % 30) + 1).padStart(2, '0')}`,
  scheduled_date: DAY,
  is_critical: n % 40 === 0,
  items: Array.from({ length: ITEMS_PER_ORDER }, (_, i) => ({ sku: 10000 + ((n * 7 + i * 13) % 300), quantity: 1 + (i % 5) })),
});

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const { database, drop } = await freshDatabase(adminUrl);
  const memory = sampleMemory();
  try {
    keepHeapLean(); // as startServer does: the server's heap policy
    const server = await buildApp({
      db: database.db,
      dbKind: 'postgres',
      config: { port: 0, host: '127.0.0.1' },
      tokens: createTokenService('bench'.padEnd(48, 'x')), events: createFloorEvents(),
      now: () => new Date(),
    });
    const { key, prefix, hash } = newIntegrationKey();
    await database.db.insert(integrationKeys).values({ name: 'bench', prefix, keyHash: hash });
    const put = async (path: string, payload: Record<string, unknown>) => {
      const reply = await server.inject({ method: 'PUT', url: `/api/integration/v1/${path}`, payload, headers: { 'x-api-key': key } });
      if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
      return reply.json() as { created: number; unchanged: number };
    };
    await put('clients', {
      clients: Array.from({ length: 500 }, (_, n) => ({ external_id: `C${n}`, client_type: 'PJ', client_name: `Cliente ${n}` })),
    });
    await put('products', {
      products: Array.from({ length: 300 }, (_, n) => ({
        sku: 10000 + n,
        product_base_id: 1 + n,
        name: `Produto ${n}`,
        portion_type: n % 3 ? 'unidade' : 'peso',
        step: 1 + (n % 4),
      })),
    });
    await put('routes', {
      routes: Array.from({ length: 30 }, (_, n) => ({
        operation_date: DAY,
        code: `R${String(n + 1).padStart(2, '0')}`,
        color_route: 'AZUL',
        vehicle_capacity: 200,
      })),
    });

    const batches = Array.from({ length: Math.ceil(ORDERS / BATCH_ORDERS) }, (_, b) =>
      Array.from({ length: Math.min(BATCH_ORDERS, ORDERS - b * BATCH_ORDERS) }, (_, i) => orderRecord(b * BATCH_ORDERS + i)),
    );

    const latencies: number[] = [];
    const started = performance.now();
    let created = 0;
    for (const batch of batches) {
      const t0 = performance.now();
      created += (await put('orders', { orders: batch })).created;
      latencies.push(performance.now() - t0);
    }
    const importSeconds = (performance.now() - started) / 1000;

    const replayStarted = performance.now();
    let unchanged = 0;
    for (const batch of batches) unchanged += (await put('orders', { orders: batch })).unchanged;
    const replaySeconds = (performance.now() - replayStarted) / 1000;

    // Floor: the same day written by bare bulk inserts into a second set of order ids.
    const floorStarted = performance.now();
    for (const batch of batches) {
      const inserted = await bulkInsert(
        database.db,
        orders,
        ['order_id', 'client_type', 'client_name', 'scheduled_date'],
        batch.map((order) => ({ order_id: `F${order.order_id}`, client_type: 'PJ', client_name: 'x', scheduled_date: DAY })),
        sql`id`,
      );
      await bulkInsert(
        database.db,
        items,
        ['order_id', 'sku', 'portion_type', 'quantity'],
        batch.flatMap((order, index) =>
          order.items.map((item) => ({ order_id: inserted[index]!.id, sku: item.sku, portion_type: 2, quantity: item.quantity })),
        ),
      );
    }
    const floorSeconds = (performance.now() - floorStarted) / 1000;
    latencies.sort((a, b) => a - b);

    const totalItems = ORDERS * ITEMS_PER_ORDER;
    console.log(`integration import on PostgreSQL: ${ORDERS} orders, ${totalItems} items, batches of ${BATCH_ORDERS} orders`);
    console.log(`  import:   ${importSeconds.toFixed(2)} s  (${Math.round(totalItems / importSeconds)} items/s, ${created} orders created)`);
    console.log(`  batch:    p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
    console.log(`  replay:   ${replaySeconds.toFixed(2)} s  (${unchanged} of ${ORDERS} orders unchanged)`);
    console.log(`  floor:    ${floorSeconds.toFixed(2)} s  (bare bulk inserts of the same rows)`);
    console.log(`  peak RSS: ${megabytes(memory.stop())}`);
    console.log(`  goal:     under 30 s -> ${importSeconds < 30 ? 'met' : 'NOT met'}`);
    report({ bench: 'integration-import', name: `import of ${ORDERS} orders, ${totalItems} items`, value: importSeconds, unit: 's', floor: { name: 'bare bulk inserts', value: floorSeconds }, goal: { max: 30 } });
    await server.close();
  } finally {
    memory.stop();
    await drop();
  }
}

await main();

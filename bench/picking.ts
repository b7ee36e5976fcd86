// Benchmark (issue #3): picking on PostgreSQL, over real HTTP on this machine.
// 1. pick-item scan handling (POST .../item/{id}/pick-item with a generic code) at 1, 8 and
//    32 concurrent clients: p50, p99 and requests per second, beside a floor measured in the
//    same run on the same pool: a bare Fastify route doing one UPDATE ... RETURNING.
//    Goal at 8 clients: p99 within 2x the floor's p99 and at least half its throughput.
// 2. new-order assignment with 100 pickers asking at once: all distinct, p95 under 100 ms.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:picking
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { createTokenService } from '../src/server/auth/tokens';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { items, products, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo';
import type { AppContext } from '../src/server/context';

const LEVELS = [1, 8, 32];
const REQUESTS_PER_LEVEL = Number(process.env.BENCH_REQUESTS ?? 2000);
const PICKERS_AT_ONCE = 100;
const ITEMS_PER_CLIENT = 60;
const UNITS_PER_ITEM = 40;

async function freshDatabase(adminUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `doca_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

/** Runs `total` requests spread over `clients` loops, each client sending one at a time. */
async function load(clients: number, total: number, send: (client: number, n: number) => Promise<boolean>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; next < total; n += 1) {
        next += 1;
        const begin = performance.now();
        if (!(await send(client, n))) errors += 1;
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: latencies.length / seconds, errors };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const line = (label: string, f: Figures) =>
  `${label.padEnd(22)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${f.rps.toFixed(0).padStart(5)} req/s${f.errors ? `  ${f.errors} errors` : ''}`;

async function main(): Promise<void> {
  const { database, drop } = await freshDatabase(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
  try {
    const now = new Date();
    await seedDemo(database.db, { now });
    const tokens = createTokenService(randomBytes(24).toString('hex'));
    const context: AppContext = {
      db: database.db,
      dbKind: 'postgres',
      config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
      tokens,
      now: () => new Date(),
    };
    const server = await buildApp(context);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

    // The floor: the least any write-and-answer route can cost on this machine and pool.
    const floor = Fastify();
    floor.post<{ Params: { id: string } }>('/floor/:id', async (request) => {
      const rows = await queryRows<{ id: number }>(
        database.db,
        sql`update items set separated_time_secs = coalesce(separated_time_secs, 0) + 1 where id = ${Number(request.params.id)} returning id`,
      );
      return rows[0];
    });
    await floor.listen({ port: 0, host: '127.0.0.1' });
    const floorBase = `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}`;

    const pickerToken = async (username: string) => {
      const [user] = await database.db.insert(users).values({ username, name: username, passwordHash: 'x' }).returning();
      return tokens.sign({ user_id: user!.id, username });
    };
    const get = (token: string, path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

    // 2. new-order assignment first, on the demo's waiting orders.
    const crowd = await Promise.all(Array.from({ length: PICKERS_AT_ONCE }, (_, i) => pickerToken(`bench_crowd_${i}`)));
    const assigned: string[] = [];
    const assignment = await load(PICKERS_AT_ONCE, PICKERS_AT_ONCE, async (client) => {
      const reply = await get(crowd[client]!, '/api/carambola/separation/order-separation/new?separationGroup=1&step=1');
      const body = (await reply.json()) as { order: { order_id: string } | null };
      if (body.order) assigned.push(body.order.order_id);
      return reply.ok && body.order !== null;
    });

    // 1. scans: every client holds an order with its own unit items to scan into.
    const [unitProduct] = await database.db.select().from(products).where(eq(products.portionType, 2)).limit(1);
    const maxClients = Math.max(...LEVELS);
    const clients = await Promise.all(
      Array.from({ length: maxClients }, async (_, i) => {
        const token = await pickerToken(`bench_scan_${i}`);
        const reply = (await (await get(token, '/api/carambola/separation/order-separation/new?separationGroup=2&step=1')).json()) as {
          work: { id: number };
          order: { id: number };
        };
        const rows = await database.db
          .insert(items)
          .values(Array.from({ length: ITEMS_PER_CLIENT }, () => ({ orderId: reply.order.id, sku: unitProduct!.sku, portionType: 2, quantity: UNITS_PER_ITEM, step: 1 })))
          .returning({ id: items.id });
        return { token, workId: reply.work.id, itemIds: rows.map((row) => row.id), scans: 0 };
      }),
    );
    const code = `${unitProduct!.productBaseId}-1un`;
    const scan = async (client: number) => {
      const c = clients[client]!;
      const itemId = c.itemIds[Math.floor(c.scans / UNITS_PER_ITEM)];
      c.scans += 1;
      if (itemId === undefined) throw new Error('bench ran out of items: raise ITEMS_PER_CLIENT');
      const reply = await fetch(`${base}/api/carambola/separation/item/${itemId}/pick-item`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ workId: c.workId, productCode: code }),
      });
      await reply.arrayBuffer();
      return reply.ok;
    };
    const floorHit = async (client: number) => {
      const reply = await fetch(`${floorBase}/floor/${clients[client]!.itemIds[0]}`, { method: 'POST' });
      await reply.arrayBuffer();
      return reply.ok;
    };

    console.log(`PostgreSQL, ${REQUESTS_PER_LEVEL} requests per level, real HTTP on 127.0.0.1\n`);
    const results: { clients: number; scan: Figures; floor: Figures }[] = [];
    for (const level of LEVELS) {
      const requests = Math.min(REQUESTS_PER_LEVEL, (ITEMS_PER_CLIENT * UNITS_PER_ITEM * level) / 2);
      await load(level, Math.min(level * 5, 50), floorHit); // warm-up
      const floorFigures = await load(level, requests, floorHit);
      const scanFigures = await load(level, requests, scan);
      results.push({ clients: level, scan: scanFigures, floor: floorFigures });
      console.log(line(`floor, ${level} client(s)`, floorFigures));
      console.log(line(`pick-item, ${level} client(s)`, scanFigures));
    }
    const eight = results.find((result) => result.clients === 8)!;
    console.log(
      `\ngoal at 8 clients: p99 ${eight.scan.p99.toFixed(1)} ms vs 2x floor ${(2 * eight.floor.p99).toFixed(1)} ms -> ${eight.scan.p99 <= 2 * eight.floor.p99 ? 'met' : 'NOT met'}; ` +
        `${eight.scan.rps.toFixed(0)} req/s vs half floor ${(eight.floor.rps / 2).toFixed(0)} -> ${eight.scan.rps >= eight.floor.rps / 2 ? 'met' : 'NOT met'}`,
    );
    const distinct = new Set(assigned).size;
    console.log(
      `new order, ${PICKERS_AT_ONCE} pickers at once: ${assigned.length} orders, ${distinct} distinct; p50 ${assignment.p50.toFixed(1)} ms, ` +
        `p95 ${assignment.p95.toFixed(1)} ms (goal < 100 ms: ${assignment.p95 < 100 ? 'met' : 'NOT met'})`,
    );
    await floor.close();
    await server.close();
  } finally {
    await drop();
  }
}

await main();

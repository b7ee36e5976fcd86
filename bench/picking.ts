// Benchmark (issue #3): picking on PostgreSQL, over real HTTP on this machine.
// 1. pick-item scan handling (POST .../item/{id}/pick-item with a generic code) at 1, 8 and
//    32 concurrent clients: p50, p99 and requests per second, beside a floor measured in the
//    same run on the same pool: a bare Fastify route doing one UPDATE ... RETURNING.
//    Goal at 8 clients: p99 within 2x the floor's p99 and at least half its throughput.
// 2. new-order assignment with 100 pickers asking at once: all distinct, p95 under 100 ms.
//    It runs after the scans, on a server that has served requests, as at a shift's start;
//    five bursts of new pickers (BENCH_ASSIGNMENT_ROUNDS), the median burst counts. Two
//    warm-up bursts come first, printed and not counted: a centre's server has been up
//    through earlier shifts, whose pickers took orders all along, so its new-order path is
//    compiled; the first bursts after a start also wait on V8 compiling it (docs/picking-performance.md).
// The requests come from a worker thread (load-client.ts), as from other machines.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:picking
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { startLoadClient, type ClientPlan, type LoadResult } from './load-client';
import { megabytes, sampleMemory } from './memory';
import { createTokenService } from '../src/server/auth/tokens';
import { createFloorEvents } from '../src/server/floor-events';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { items, products, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo';
import type { AppContext } from '../src/server/context';
import { percentile } from './percentile';

const LEVELS = [1, 8, 32];
const REQUESTS_PER_LEVEL = Number(process.env.BENCH_REQUESTS ?? 2000);
const PICKERS_AT_ONCE = 100;
const ASSIGNMENT_ROUNDS = Number(process.env.BENCH_ASSIGNMENT_ROUNDS ?? 5);
const ASSIGNMENT_WARM_UP_ROUNDS = Number(process.env.BENCH_ASSIGNMENT_WARM_UP_ROUNDS ?? 2);
const ITEMS_PER_CLIENT = 160;
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

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

function figures({ latencies, seconds, errors }: LoadResult): Figures {
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    errors,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const line = (label: string, f: Figures) =>
  `${label.padEnd(22)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${f.rps.toFixed(0).padStart(5)} req/s${f.errors ? `  ${f.errors} errors` : ''}`;

/** The bench's taken orders back in the queue, as if nobody had taken them. */
async function putBackInQueue(db: Database['db'], orderIds: string[]): Promise<void> {
  await db.execute(sql`with taken as (select id from orders where order_id = any(${sql.param(orderIds)}::text[])),
      closed as (delete from works where order_id in (select id from taken)),
      steps as (delete from separation_steps where order_id in (select id from taken))
    update orders set checking_status = null, separation_group = null where id in (select id from taken)`);
}

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
      events: createFloorEvents(),
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
    floor.get('/floor', async () => ({ ok: true }));
    await floor.listen({ port: 0, host: '127.0.0.1' });
    const floorBase = `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}`;

    const pickerToken = async (username: string) => {
      const [user] = await database.db.insert(users).values({ username, name: username, passwordHash: 'x' }).returning();
      return tokens.sign({ user_id: user!.id, username });
    };
    const get = (token: string, path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

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
        return { token, workId: reply.work.id, itemIds: rows.map((row) => row.id) };
      }),
    );
    const code = `${unitProduct!.productBaseId}-1un`;
    const client = startLoadClient();
    const scanPlans: ClientPlan[] = clients.map((c) => ({
      method: 'POST',
      urls: c.itemIds.map((itemId) => `${base}/api/carambola/separation/item/${itemId}/pick-item`),
      repeatEach: UNITS_PER_ITEM,
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ workId: c.workId, productCode: code }),
    }));
    // Each level's clients start on items no earlier level reached: as many as one client
    // could have scanned had it sent every request of the level.
    let itemsUsed = 0;
    const scan = async (level: number, requests: number) => {
      const skip = itemsUsed;
      itemsUsed += Math.ceil(requests / UNITS_PER_ITEM) + 1;
      const plans = scanPlans.slice(0, level).map((plan) => ({ ...plan, urls: plan.urls.slice(skip) }));
      return figures(await client.runLoad({ clients: level, total: requests, plan: plans }));
    };
    const floorPlan = (level: number): ClientPlan[] =>
      clients.slice(0, level).map((c) => ({ method: 'POST', urls: [`${floorBase}/floor/${c.itemIds[0]}`], repeatEach: Infinity }));
    const floorHit = async (level: number, requests: number) => figures(await client.runLoad({ clients: level, total: requests, plan: floorPlan(level) }));

    console.log(`PostgreSQL, ${REQUESTS_PER_LEVEL} requests per level, real HTTP on 127.0.0.1\n`);
    const results: { clients: number; scan: Figures; floor: Figures }[] = [];
    // The process holds the server, the floor's route and the load client's thread.
    const rssBefore = process.memoryUsage().rss;
    const scanMemory = sampleMemory();
    for (const level of LEVELS) {
      const requests = REQUESTS_PER_LEVEL;
      await floorHit(level, Math.min(level * 5, 50)); // warm-up
      const floorFigures = await floorHit(level, requests);
      const scanFigures = await scan(level, requests);
      results.push({ clients: level, scan: scanFigures, floor: floorFigures });
      console.log(line(`floor, ${level} client(s)`, floorFigures));
      console.log(line(`pick-item, ${level} client(s)`, scanFigures));
    }

    console.log(
      `resident memory: ${megabytes(rssBefore)} before the scans (the demo seeded, server, floor route and load client in one process), ` +
        `${megabytes(scanMemory.stop())} at their peak`,
    );

    // 2. new-order assignment: a line of pickers who all ask at once, on the demo's waiting
    // orders. One burst is one sample of a noisy machine: the line asks ASSIGNMENT_ROUNDS
    // times, its orders put back in the queue between rounds, and the median round counts.
    const rounds: { assignment: Figures; floor: Figures; orders: number; distinct: number }[] = [];
    const assignmentMemory = sampleMemory();
    for (let round = 0; round < ASSIGNMENT_WARM_UP_ROUNDS + ASSIGNMENT_ROUNDS; round += 1) {
      // New pickers every round: none of them is known to the server yet.
      const crowd = await Promise.all(Array.from({ length: PICKERS_AT_ONCE }, (_, i) => pickerToken(`bench_crowd_${round}_${i}`)));
      // Its floor: as many requests at once, each on a new connection, to a route that does nothing.
      const crowdFloor = figures(
        await client.runLoad({
          clients: PICKERS_AT_ONCE,
          total: PICKERS_AT_ONCE,
          plan: crowd.map(() => ({ method: 'GET', urls: [`${floorBase}/floor`], repeatEach: 1 })),
        }),
      );
      const assignment = await client.runLoad({
        clients: PICKERS_AT_ONCE,
        total: PICKERS_AT_ONCE,
        plan: crowd.map((token) => ({
          method: 'GET',
          urls: [`${base}/api/carambola/separation/order-separation/new?separationGroup=1&step=1`],
          repeatEach: 1,
          headers: { authorization: `Bearer ${token}` },
        })),
        collect: 'order.order_id',
      });
      const assigned = assignment.collected.filter((orderId): orderId is string => typeof orderId === 'string');
      rounds.push({ assignment: figures(assignment), floor: crowdFloor, orders: assigned.length, distinct: new Set(assigned).size });
      await putBackInQueue(database.db, assigned);
    }
    const assignmentPeak = assignmentMemory.stop();
    const eight = results.find((result) => result.clients === 8)!;
    console.log(
      `\ngoal at 8 clients: p99 ${eight.scan.p99.toFixed(1)} ms vs 2x floor ${(2 * eight.floor.p99).toFixed(1)} ms -> ${eight.scan.p99 <= 2 * eight.floor.p99 ? 'met' : 'NOT met'}; ` +
        `${eight.scan.rps.toFixed(0)} req/s vs half floor ${(eight.floor.rps / 2).toFixed(0)} -> ${eight.scan.rps >= eight.floor.rps / 2 ? 'met' : 'NOT met'}`,
    );
    for (const [n, round] of rounds.entries()) {
      const name = n < ASSIGNMENT_WARM_UP_ROUNDS ? `warm-up ${n + 1} (not counted)` : `round ${n + 1 - ASSIGNMENT_WARM_UP_ROUNDS}`;
      console.log(
        `new order, ${name}: ${round.orders} orders, ${round.distinct} distinct; p50 ${round.assignment.p50.toFixed(1)} ms, ` +
          `p95 ${round.assignment.p95.toFixed(1)} ms; floor (a bare route, ${PICKERS_AT_ONCE} at once) p95 ${round.floor.p95.toFixed(1)} ms`,
      );
    }
    const counted = rounds.slice(ASSIGNMENT_WARM_UP_ROUNDS);
    const median = [...counted].sort((a, b) => a.assignment.p95 - b.assignment.p95)[Math.floor(counted.length / 2)]!;
    const allDistinct = rounds.every((round) => round.orders === PICKERS_AT_ONCE && round.distinct === PICKERS_AT_ONCE);
    console.log(
      `new order, ${PICKERS_AT_ONCE} pickers at once, median of ${counted.length} rounds: p95 ${median.assignment.p95.toFixed(1)} ms ` +
        `(goal < 100 ms: ${median.assignment.p95 < 100 ? 'met' : 'NOT met'}), that round's floor p95 ${median.floor.p95.toFixed(1)} ms; ` +
        `every round ${PICKERS_AT_ONCE} distinct orders: ${allDistinct ? 'yes' : 'NO'}`,
    );
    console.log(`peak resident memory over the new-order rounds: ${megabytes(assignmentPeak)}`);
    await client.close();
    await floor.close();
    await server.close();
  } finally {
    await drop();
  }
}

await main();

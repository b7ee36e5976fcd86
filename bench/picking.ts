// Benchmark (issue #3, issue 21): picking on PostgreSQL, over real HTTP on this machine.
// 1. new-order assignment with 100 pickers asking at once: all distinct, p95 under 150 ms for
//    the first burst after the server starts (cold: what an all-in-one station meets every
//    morning, V8 still compiling the path) and under 100 ms pooled over every burst
//    (BENCH_ASSIGNMENT_ROUNDS, the cold one included). Each burst's floor: as many requests at
//    once, each on a new connection, to a bare route. Then, for reading only, the opening of
//    the picking screen by 100 tablets at once (their pickers' unfinished work).
// 2. pick-item scans at 1, 8 and 32 concurrent clients, each client sending the scans of a
//    real shift in proportion (scan-mix.ts: unit, scale label, unique tag, the scan that
//    completes an item, the one that completes a step): p50, p99 and requests per second
//    beside a floor measured in the same run on the same pool: a bare Fastify route doing one
//    UPDATE ... RETURNING. Goal at 8 clients: p99 within 2x the floor's p99 and at least half
//    its throughput; any refused scan fails the verdict.
// The requests come from a worker thread (load-client.ts), as from other machines.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:picking
//   BENCH_REQUESTS=2000 scans per level, BENCH_ASSIGNMENT_ROUNDS=6 bursts
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import Fastify from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { keepHeapLean } from '../src/server/lean-heap';
import { startLoadClient, type ClientPlan, type LoadResult } from './load-client';
import { megabytes, sampleMemory } from './memory';
import { createTokenService } from '../src/server/auth/tokens';
import { createFloorEvents } from '../src/server/floor-events';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { products, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo';
import type { AppContext } from '../src/server/context';
import { percentile } from './percentile';
import { putBackInQueue } from './queue';
import { untilReady } from './until-ready';
import { report } from './report';
import { SCAN_KINDS, shiftScans } from './scan-mix';
import { countCpu, cpuPerRequest, type CpuSpent } from './cpu-time';

const LEVELS = [1, 8, 32];
const REQUESTS_PER_LEVEL = Number(process.env.BENCH_REQUESTS ?? 2000);
const PICKERS_AT_ONCE = 100;
const ASSIGNMENT_ROUNDS = Number(process.env.BENCH_ASSIGNMENT_ROUNDS ?? 6);
const COLD_GOAL_MS = 150;
const POOLED_GOAL_MS = 100;
const BENCH = 'picking';

async function freshDatabase(adminUrl: string): Promise<{ name: string; database: Database; drop: () => Promise<void> }> {
  const name = `doca_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  return {
    name,
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

async function main(): Promise<void> {
  const { name: databaseName, database, drop } = await freshDatabase(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
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
    keepHeapLean(); // as startServer does: the server's heap policy
    const server = await buildApp(context);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    await untilReady(base);

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

    const client = startLoadClient();
    /** Each picker of the crowd sends one GET of `path` at once, each on a new connection. */
    const crowdGets = (crowd: string[], path: string, collect?: string) =>
      client.runLoad({
        clients: crowd.length,
        total: crowd.length,
        plan: crowd.map((token) => ({ method: 'GET', urls: [`${base}${path}`], repeatEach: 1, headers: { authorization: `Bearer ${token}` } })),
        collect,
      });

    // 1. new-order assignment, first thing after the start: a line of pickers who all ask at
    // once, on the demo's waiting orders; new pickers every round, their orders put back in
    // the queue between rounds.
    const rounds: { assignment: LoadResult; cpu: CpuSpent; floor: Figures; orders: number; distinct: number }[] = [];
    const assignmentMemory = sampleMemory();
    for (let round = 0; round < ASSIGNMENT_ROUNDS; round += 1) {
      const crowd = await Promise.all(Array.from({ length: PICKERS_AT_ONCE }, (_, i) => pickerToken(`bench_crowd_${round}_${i}`)));
      const burstCpu = countCpu(databaseName);
      const assignment = await crowdGets(crowd, '/api/carambola/separation/order-separation/new?separationGroup=1&step=1', 'order.order_id');
      const cpu = burstCpu.stop();
      // Its floor, after it (the cold burst must be the server's first): as many requests at
      // once, each on a new connection, to a route that does nothing.
      const crowdFloor = figures(
        await client.runLoad({
          clients: PICKERS_AT_ONCE,
          total: PICKERS_AT_ONCE,
          plan: crowd.map(() => ({ method: 'GET', urls: [`${floorBase}/floor`], repeatEach: 1 })),
        }),
      );
      const assigned = assignment.collected.filter((orderId): orderId is string => typeof orderId === 'string');
      rounds.push({ assignment, cpu, floor: crowdFloor, orders: assigned.length, distinct: new Set(assigned).size });
      await putBackInQueue(database.db, assigned);
    }
    const assignmentPeak = assignmentMemory.stop();

    // Each tablet's opening of the picking screen asks for its picker's unfinished work first
    // (boot-plan.ts): a whole line opens at once at the start of a shift. Pickers who hold
    // nothing, as every morning; a figure to read, no goal of the issue's.
    const openers = await Promise.all(Array.from({ length: PICKERS_AT_ONCE }, (_, i) => pickerToken(`bench_opening_${i}`)));
    const openingCpu = countCpu(databaseName);
    const opening = await crowdGets(openers, '/api/carambola/separation/separation-work/recovery');
    const openingSpent = openingCpu.stop();

    // 2. scans: every client holds an order with the items of a real shift's orders to scan into.
    const [unitProduct] = await database.db.select().from(products).where(eq(products.portionType, 2)).limit(1);
    const [weightProduct] = await database.db
      .select()
      .from(products)
      .where(and(eq(products.portionType, 1), eq(products.uniqueTagOnly, false)))
      .limit(1);
    const maxClients = Math.max(...LEVELS);
    const clients = await Promise.all(
      Array.from({ length: maxClients }, async (_, i) => {
        const token = await pickerToken(`bench_scan_${i}`);
        const reply = (await (await get(token, '/api/carambola/separation/order-separation/new?separationGroup=2&step=1')).json()) as {
          work: { id: number };
          order: { id: number };
        };
        // Each level's clients start where the earlier levels left them: a client takes
        // part in the levels above its index and may send a whole level's requests in each.
        const levels = LEVELS.filter((level) => i < level).length;
        const script = await shiftScans({
          db: database.db,
          base,
          orderId: reply.order.id,
          workId: reply.work.id,
          scans: levels * REQUESTS_PER_LEVEL,
          unitProduct: unitProduct!,
          weightProduct: weightProduct!,
          scaleId: 100 + i,
        });
        return { token, workId: reply.work.id, itemId: Number(script.urls[0]!.split('/').at(-2)), script };
      }),
    );
    const used = new Array<number>(maxClients).fill(0);
    const scan = async (level: number, requests: number) => {
      const plans: ClientPlan[] = clients.slice(0, level).map((c, i) => {
        const from = used[i]!;
        used[i] = from + requests;
        return {
          method: 'POST',
          urls: c.script.urls.slice(from),
          bodies: c.script.bodies.slice(from),
          kinds: c.script.kinds.slice(from),
          repeatEach: 1,
          headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
        };
      });
      return client.runLoad({ clients: level, total: requests, plan: plans });
    };
    const floorPlan = (level: number): ClientPlan[] =>
      clients.slice(0, level).map((c) => ({ method: 'POST', urls: [`${floorBase}/floor/${c.itemId}`], repeatEach: Infinity }));
    const floorHit = async (level: number, requests: number) => figures(await client.runLoad({ clients: level, total: requests, plan: floorPlan(level) }));

    console.log(`PostgreSQL, real HTTP on 127.0.0.1\n`);
    for (const [n, round] of rounds.entries()) {
      const f = figures(round.assignment);
      console.log(
        `new order, burst ${n + 1}${n === 0 ? ' (cold, the first after the start)' : ''}: ${round.orders} orders, ${round.distinct} distinct; ` +
          `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms; floor (a bare route, ${PICKERS_AT_ONCE} at once) p95 ${round.floor.p95.toFixed(1)} ms`,
      );
      console.log(`    ${cpuPerRequest(round.cpu, PICKERS_AT_ONCE)}`);
    }
    console.log(`peak resident memory over the new-order bursts: ${megabytes(assignmentPeak)}`);
    const openingFigures = figures(opening);
    console.log(
      `opening the picking screen, ${PICKERS_AT_ONCE} tablets at once (the unfinished work's recovery): p50 ${openingFigures.p50.toFixed(1)} ms, ` +
        `p95 ${openingFigures.p95.toFixed(1)} ms${opening.errors ? `, ${opening.errors} errors` : ''}\n    ${cpuPerRequest(openingSpent, PICKERS_AT_ONCE)}\n`,
    );

    console.log(`scans of a real shift in proportion, ${REQUESTS_PER_LEVEL} requests per level`);
    const results: { clients: number; scan: Figures; floor: Figures; result: LoadResult }[] = [];
    // The process holds the server, the floor's route and the load client's thread.
    const rssBefore = process.memoryUsage().rss;
    const scanMemory = sampleMemory();
    for (const level of LEVELS) {
      await floorHit(level, Math.min(level * 5, 50)); // warm-up
      const floorCpu = countCpu(databaseName);
      const floorFigures = await floorHit(level, REQUESTS_PER_LEVEL);
      const floorSpent = floorCpu.stop();
      const scanCpu = countCpu(databaseName);
      const result = await scan(level, REQUESTS_PER_LEVEL);
      const scanSpent = scanCpu.stop();
      const scanFigures = figures(result);
      results.push({ clients: level, scan: scanFigures, floor: floorFigures, result });
      console.log(`${line(`floor, ${level} client(s)`, floorFigures)}  ${cpuPerRequest(floorSpent, REQUESTS_PER_LEVEL)}`);
      console.log(`${line(`pick-item, ${level} client(s)`, scanFigures)}  ${cpuPerRequest(scanSpent, REQUESTS_PER_LEVEL)}`);
      for (const kind of SCAN_KINDS) {
        const samples = result.byKind[kind] ?? [];
        if (samples.length) console.log(`    ${kind.padEnd(18)} ${String(samples.length).padStart(5)} scans  p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}`);
      }
      for (const sample of result.errorSamples) console.log(`    refused: ${sample}`);
    }
    console.log(
      `resident memory: ${megabytes(rssBefore)} before the scans (the demo seeded, server, floor route and load client in one process), ` +
        `${megabytes(scanMemory.stop())} at their peak\n`,
    );

    const eight = results.find((result) => result.clients === 8)!;
    const errors = results.reduce((sum, result) => sum + result.scan.errors, 0);
    report({ bench: BENCH, name: 'scans refused (every level; any fails the verdict)', value: errors, unit: 'count', goal: { max: 1 } });
    report({ bench: BENCH, name: 'pick-item p99, 8 clients, a shift\'s mix', value: eight.scan.p99, unit: 'ms', floor: { name: 'bare UPDATE route p99', value: eight.floor.p99 }, goal: { max: 2 * eight.floor.p99 } });
    report({ bench: BENCH, name: 'pick-item throughput, 8 clients, a shift\'s mix', value: eight.scan.rps, unit: 'req/s', floor: { name: 'bare UPDATE route', value: eight.floor.rps }, goal: { min: eight.floor.rps / 2 } });
    const cold = rounds[0]!;
    const pooled = rounds.flatMap((round) => round.assignment.latencies).sort((a, b) => a - b);
    const pooledFloor = rounds.map((round) => round.floor.p95).sort((a, b) => a - b);
    const allDistinct = rounds.every((round) => round.orders === PICKERS_AT_ONCE && round.distinct === PICKERS_AT_ONCE);
    report({ bench: BENCH, name: `new order p95, ${PICKERS_AT_ONCE} at once, cold (first burst)`, value: figures(cold.assignment).p95, unit: 'ms', floor: { name: 'bare route, same burst, p95', value: cold.floor.p95 }, goal: { max: COLD_GOAL_MS } });
    report({ bench: BENCH, name: `new order p95, ${PICKERS_AT_ONCE} at once, pooled over ${rounds.length} bursts`, value: percentile(pooled, 95), unit: 'ms', floor: { name: 'bare route, median burst p95', value: percentile(pooledFloor, 50) }, goal: { max: POOLED_GOAL_MS } });
    report({ bench: BENCH, name: `opening the picking screen p95, ${PICKERS_AT_ONCE} at once`, value: openingFigures.p95, unit: 'ms' });
    report({ bench: BENCH, name: 'new-order bursts not all distinct or short of orders', value: allDistinct ? 0 : 1, unit: 'count', goal: { max: 1 } });
    await client.close();
    await floor.close();
    await server.close();
  } finally {
    await drop();
  }
}

await main();

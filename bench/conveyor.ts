// Benchmark (issues #7, #21): the conveyor engine on PostgreSQL. A belt (conveyor-belt.ts, in a
// worker thread: the reader and the screen are other machines on the floor) sends box reads
// over the box-count socket at a fixed rate with a share of repeated labels, while a screen in
// the 'frontend' room listens. The clock of each read starts at its due moment on the belt's
// schedule (a sender that falls behind counts) and stops when the screen hears its readTag
// (sent with the read's outcome, in one broadcast after the engine decided).
//
// Beside each run, the floor at the same moment: the same belt, at the same rate, against a
// socket server that only echoes reads to the screen (echo-screen-server.ts); a bare 'select 1'
// on the pool; and how late the server's event loop ran during the run.
//
// Two modes:
//   runs (default): BENCH_RUNS runs (5) of BENCH_RATE reads/s (500) for BENCH_SECONDS (60);
//     goal: p99 under 25 ms in every run, none lost or counted twice.
//   capacity (BENCH_MODE=capacity or --capacity): BENCH_CAPACITY_RATES (500,1000,1500,2000,2500)
//     in turn, BENCH_STEP_SECONDS (20) each, until a step fails; the figure is the highest rate
//     at which p99 stays under 50 ms with nothing lost, doubled or unheard; goal >= 1,500.
//     A warm-up at the first rate comes first, not judged (BENCH_WARMUP_SECONDS, 10).
// Each run reads boxes of its own orders, seeded before it (not timed).
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/conveyor.ts
//   (BENCH_REPEAT: share of repeated labels, 0.2; BENCH_FLOOR_SECONDS: length of the echo floor
//   before each run, 10; BENCH_DRAIN_SECONDS: how long reads may still arrive after the last
//   send, 60)
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { keepHeapLean } from '../src/server/lean-heap';
import { createTokenService } from '../src/server/auth/tokens';
import { createFloorEvents } from '../src/server/floor-events';
import { hashPassword } from '../src/server/auth/password';
import { openDatabase, queryRows, type Db } from '../src/server/db/client';
import { orders, permissionGroups, userPermissionGroups, users } from '../src/server/db/schema';
import { BOX_COUNT_SOCKET_PATH } from '../src/shared/contract/events';
import { makeRoute } from '../tests/support/conveyor-fixtures';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { boxCodes, planReads, seededRandom } from '../tools/conveyor-simulator';
import { startBelt, type Belt } from './conveyor-belt';
import { untilReady } from './until-ready';
import { startEchoScreenServer } from './echo-screen-server';
import { megabytes, sampleMemory } from './memory';
import { percentile } from './percentile';
import { report } from './report';

const numbers = (text: string) => text.split(',').map(Number);
const CAPACITY = process.env.BENCH_MODE === 'capacity' || process.argv.includes('--capacity');
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CAPACITY_RATES = numbers(process.env.BENCH_CAPACITY_RATES ?? '500,1000,1500,2000,2500');
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 0.2);
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const DRAIN_MS = Number(process.env.BENCH_DRAIN_SECONDS ?? 60) * 1000;
const RUN_GOAL_MS = 25;
/**
 * The event-loop monitor's timer: its histogram holds the time between two of its ticks, so
 * the lateness printed is that minus this interval (an idle loop shows 0, not 5 ms).
 */
const LOOP_RESOLUTION_MS = 5;
const loopLateness = (histogram: IntervalHistogram, p: number) => Math.max(0, histogram.percentile(p) / 1e6 - LOOP_RESOLUTION_MS);
const CAPACITY_GOAL_MS = 50;
const CAPACITY_GOAL_RATE = 1500;
const BOXES_PER_ORDER = 10;
/** A truck's worth of orders, as on the floor. */
const ORDERS_PER_ROUTE = 15;
const PASSWORD = 'bench-password';

interface Measured {
  rate: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** The echo server's p99 at the same rate, from the same belt. */
  floorP99: number;
  readsPerSecond: number;
  lost: number;
  doubled: number;
  unheard: number;
  /** Boxes lost, doubled, above an order's total, or reads never heard: must be 0. */
  wrong: number;
  loopP99: number;
  peakRss: number;
}

/** Orders enough for every distinct box of the run, on roomy trucks; returns the read plan. */
async function seedRun(db: Db, prefix: string, reads: number): Promise<{ plan: string[]; distinct: number }> {
  const distinct = Math.round(reads * (1 - REPEAT));
  const orderCount = Math.ceil(distinct / BOXES_PER_ORDER);
  const routes: Awaited<ReturnType<typeof makeRoute>>[] = [];
  for (let i = 0; i < Math.ceil(orderCount / ORDERS_PER_ROUTE); i += 1) {
    routes.push(await makeRoute(db, new Date(), { vehicleCapacity: ORDERS_PER_ROUTE * BOXES_PER_ORDER }));
  }
  const rows = Array.from({ length: orderCount }, (_, i) => {
    const route = routes[Math.floor(i / ORDERS_PER_ROUTE)]!;
    return {
      orderId: `${prefix}${String(i).padStart(6, '0')}`,
      clientType: 'PJ',
      clientName: `Cliente ${i}`,
      route: route.code,
      colorRoute: 'AZUL',
      routeId: route.id,
      scheduledDate: route.operationDate,
      checkingStatus: 3,
      hasInvoice: true,
      boxesNumber: BOXES_PER_ORDER,
      conferenceBoxesNumber: BOXES_PER_ORDER,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(orders).values(rows.slice(i, i + 1000));
  const codes = boxCodes(rows.map((row) => ({ order_id: row.orderId, boxes: BOXES_PER_ORDER }))).slice(0, distinct);
  const plan = planReads(codes, REPEAT, seededRandom(42)).slice(0, reads);
  return { plan, distinct: new Set(plan).size };
}

async function selectOneFloor(db: Db): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    await db.execute(sql`select 1`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Harness {
  db: Db;
  belt: Belt;
  server: { url: string; token: string };
  echoUrl: string;
}

/** One run: `rate` reads/s for `seconds` on the engine, after the echo floor at the same rate. */
async function measure({ db, belt, server, echoUrl }: Harness, run: number, rate: number, seconds: number): Promise<Measured> {
  const prefix = `R${run}P`;
  const { plan, distinct } = await seedRun(db, prefix, Math.round(rate * seconds));
  console.log(`\n[${run}] ${plan.length} leituras (${distinct} caixas distintas, ${(REPEAT * 100).toFixed(0)}% repetidas) a ${rate}/s por ${seconds} s`);

  await belt.open({ url: echoUrl, path: BOX_COUNT_SOCKET_PATH, token: server.token });
  const echoPlan = plan.slice(0, Math.round(rate * Math.min(FLOOR_SECONDS, seconds))).map((code) => `eco-${code}`);
  const echo = await belt.run({ plan: echoPlan, rate, drainMs: DRAIN_MS });
  const floorP99 = percentile(echo.latencies, 99);
  console.log(`piso (eco do socket, sem motor, ${echoPlan.length} leituras): p50 ${ms(percentile(echo.latencies, 50))}, p99 ${ms(floorP99)}, máx ${ms(echo.latencies.at(-1) ?? NaN)}`);
  console.log(`piso ('select 1' no pool): ${await selectOneFloor(db)}`);

  await belt.open({ url: server.url, path: BOX_COUNT_SOCKET_PATH, token: server.token });
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loopDelay.enable();
  const memory = sampleMemory();
  const result = await belt.run({ plan, rate, drainMs: DRAIN_MS });
  const peakRss = memory.stop();
  loopDelay.disable();
  // A read heard after the drain ended is not lost: the database says what was counted.
  const [counts] = await queryRows<{ counted: number; over: number }>(
    db,
    sql`select coalesce(sum(loading_boxes_number), 0)::int as counted,
               count(*) filter (where loading_boxes_number > boxes_number)::int as over
        from orders where order_id like ${`${prefix}%`}`,
  );
  const { latencies } = result;
  const measured: Measured = {
    rate,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    floorP99,
    readsPerSecond: latencies.length / result.seconds,
    lost: Math.max(0, distinct - counts!.counted),
    doubled: Math.max(0, counts!.counted - distinct) + counts!.over,
    unheard: plan.length - latencies.length,
    wrong: 0,
    loopP99: loopLateness(loopDelay, 99),
    peakRss,
  };
  measured.wrong = measured.lost + measured.doubled + measured.unheard;
  console.log(`leituras ouvidas pela tela: ${latencies.length} de ${plan.length} em ${result.seconds.toFixed(1)} s = ${measured.readsPerSecond.toFixed(0)} leituras/s`);
  console.log(`leitura (hora prevista) -> readTag na tela: p50 ${ms(measured.p50)}, p99 ${ms(measured.p99)}, máx ${ms(measured.max)}`);
  console.log(`p50/p99 pelo número da caixa no pedido: ${result.byBox.map(({ box, p50, p99 }) => `${box}: ${p50.toFixed(0)}/${p99.toFixed(0)}`).join(', ')} ms`);
  console.log(`atraso do próprio envio: p99 ${ms(result.sendLagP99)}, máx ${ms(result.sendLagMax)}`);
  console.log(`caixas: ${distinct} distintas, ${counts!.counted} contadas; perdidas ${measured.lost}, contadas duas vezes ou acima do total ${measured.doubled}, leituras não ouvidas ${measured.unheard}`);
  const loopMax = Math.max(0, loopDelay.max / 1e6 - LOOP_RESOLUTION_MS);
  console.log(`atraso do event loop do servidor: p50 ${ms(loopLateness(loopDelay, 50))}, p99 ${ms(measured.loopP99)}, máx ${ms(loopMax)}; memória residente máx ${megabytes(peakRss)}`);
  return measured;
}

/** BENCH_RUNS runs at BENCH_RATE: each run's p99, and how many stayed under the goal. */
async function runsMode(harness: Harness): Promise<void> {
  const results: Measured[] = [];
  for (let run = 1; run <= RUNS; run += 1) results.push(await measure(harness, run, RATE, SECONDS));
  console.log('');
  for (const [i, result] of results.entries()) {
    report({
      bench: 'conveyor',
      name: `run ${i + 1}: read to screen p99 at ${RATE} reads/s for ${SECONDS} s`,
      value: result.p99,
      unit: 'ms',
      floor: { name: 'echo socket, no engine, p99', value: result.floorP99 },
      goal: { max: RUN_GOAL_MS },
    });
  }
  const under = results.filter((result) => result.p99 < RUN_GOAL_MS).length;
  console.log(`${under} of ${RUNS} under ${RUN_GOAL_MS} ms`);
  report({ bench: 'conveyor', name: `runs with p99 under ${RUN_GOAL_MS} ms`, value: under, unit: 'count', goal: { min: RUNS } });
  report({ bench: 'conveyor', name: 'server event loop lateness p99, worst run', value: Math.max(...results.map((result) => result.loopP99)), unit: 'ms' });
  report({ bench: 'conveyor', name: 'peak resident memory (server and belt)', value: Math.max(...results.map((result) => result.peakRss)) / 1024 / 1024, unit: 'MB' });
  const wrong = results.reduce((sum, result) => sum + result.wrong, 0);
  report({ bench: 'conveyor', name: 'boxes lost, counted twice or reads unheard', value: wrong, unit: 'count', goal: { max: 1 } });
}

/** The rates in turn until one fails: the highest that held p99 < 50 ms with nothing wrong. */
async function capacityMode(harness: Harness): Promise<void> {
  // Capacity is the server's steady pace: its first reads after a start (code compiled, the
  // pool's statements prepared) are the runs mode's first run, not a step of this ladder.
  if (WARMUP_SECONDS > 0) {
    console.log(`\naquecimento (não julgado): ${WARMUP_SECONDS} s a ${CAPACITY_RATES[0]}/s`);
    await measure(harness, 0, CAPACITY_RATES[0]!, WARMUP_SECONDS);
  }
  let highest = 0;
  for (const [i, rate] of CAPACITY_RATES.entries()) {
    const result = await measure(harness, i + 1, rate, STEP_SECONDS);
    const held = result.p99 < CAPACITY_GOAL_MS && result.wrong === 0;
    report({
      bench: 'conveyor-capacity',
      name: `read to screen p99 at ${rate} reads/s for ${STEP_SECONDS} s${result.wrong ? ` (${result.wrong} lost, doubled or unheard)` : ''}`,
      value: result.p99,
      unit: 'ms',
      floor: { name: 'echo socket, no engine, p99', value: result.floorP99 },
    });
    if (!held) break;
    highest = rate;
  }
  report({
    bench: 'conveyor-capacity',
    name: `highest rate with p99 < ${CAPACITY_GOAL_MS} ms, none lost or doubled`,
    value: highest,
    unit: 'reads/s',
    goal: { min: CAPACITY_GOAL_RATE },
  });
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL server');
  // A throwaway database, and the pool a production server opens (openDatabase's default).
  const scratch = await createScratchPostgres(process.env.DATABASE_URL, 'doca_bench');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  const db = database.db;
  keepHeapLean(); // as startServer does: the server's heap policy
  const app = await buildApp({
    db,
    dbKind: 'postgres',
    config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
    tokens: createTokenService('bench-secret-'.padEnd(48, 'x')),
    events: createFloorEvents(),
    now: () => new Date(),
  });
  const echo = await startEchoScreenServer();
  const belt = startBelt();
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    await untilReady(url);
    const [user] = await db.insert(users).values({ username: 'leitor', name: 'leitor', passwordHash: await hashPassword(PASSWORD) }).returning();
    const [group] = await db.insert(permissionGroups).values({ name: 'SeparationFixedReader' }).returning();
    await db.insert(userPermissionGroups).values({ userId: user!.id, groupId: group!.id });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth-internal/v2/token', payload: { username: 'leitor', password: PASSWORD } });
    const token = (signIn.json() as { access: string }).access;
    const harness: Harness = { db, belt, server: { url, token }, echoUrl: echo.url };
    await (CAPACITY ? capacityMode(harness) : runsMode(harness));
  } finally {
    await belt.close();
    await echo.close();
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

// The verdicts are the figures' (report.ts); a non-zero exit says the benchmark could not run.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

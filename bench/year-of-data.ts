// Benchmark (issue 21, 'a year of data'): 90 days of a large centre (5,000 orders and 100,000
// items a day: 450,000 orders, 9 million items) on PostgreSQL, and the panel's and the floor's
// calls over real HTTP. Two scratch databases in one run, both holding the demo centre
// (yesterday, today in full swing, tomorrow) and, before it, finished operation days of
// BENCH_ORDERS_PER_DAY orders of BENCH_ITEMS_PER_ORDER items with their works, weighings,
// breaks, conferences, box conferences, truck loadings and box reads (bench/year-seed.ts):
// the floor the last 7 days, the year BENCH_DAYS.
// Each call (bench/year-calls.ts) is timed the same way on both (sequentially, BENCH_RUNS
// times after a warm-up): the dashboard; the orders list as OrdersPage sends it (today's
// page, a status, a search; an older date; the date cleared: every date's page, an order
// number, a client); an order; the breaks; the rankings (today, this week, a past week, a
// month); a month of performance (the picker's and the panel's three views); new order,
// scans, the conveyor's lookup and carousel. Then a month's export (bench/year-month-export.ts).
// Goals (the issue's): each call's p95 on the year under 100 ms; the month's export within
// 10 s and under 300 MB resident. The floor's p95 is printed beside, not part of the verdict:
// the month's calls read four times the floor's week by design, and a sub-millisecond call
// doubles on noise; what it tells is whether the machine or Doca is slow.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/year-of-data.ts
//   BENCH_DAYS (90), BENCH_ORDERS_PER_DAY (5000), BENCH_ITEMS_PER_ORDER (20), BENCH_RUNS (100),
//   BENCH_CALL_SECONDS (60: past it a call stops at 20 samples)
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { keepHeapLean } from '../src/server/lean-heap';
import { createTokenService } from '../src/server/auth/tokens';
import type { AppContext } from '../src/server/context';
import { openDatabase, queryRows } from '../src/server/db/client';
import { seedDemo } from '../src/server/demo';
import { createFloorEvents } from '../src/server/floor-events';
import { addDays } from '../src/shared/domain/operation-day';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { megabytes } from './memory';
import { percentile } from './percentile';
import { report } from './report';
import { MONTH_DAYS, yearCalls, type Call } from './year-calls';
import { timeMonthExport, type MonthExport } from './year-month-export';
import { centreShape, seedHistory } from './year-seed';

const BENCH = 'year-of-data';
const SHAPE = centreShape(
  Number(process.env.BENCH_DAYS ?? 90),
  Number(process.env.BENCH_ORDERS_PER_DAY ?? 5000),
  Number(process.env.BENCH_ITEMS_PER_ORDER ?? 20),
);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = Math.min(10, RUNS);
/** Each call's time budget, and the samples it takes however slow it is. */
const CALL_BUDGET_MS = Number(process.env.BENCH_CALL_SECONDS ?? 60) * 1000;
const MIN_SAMPLES = Math.min(20, RUNS);
const GOAL_MS = 100;
const EXPORT_GOAL_S = 10;
const EXPORT_GOAL_MB = 300;
/** The floor's history: the week the dashboard and the week's figures read. */
const FLOOR_DAYS = 7;

interface Timing {
  p50: number;
  p95: number;
  samples: number;
}

async function time(call: Call): Promise<Timing> {
  const samples: number[] = [];
  const began = performance.now();
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    // A call of seconds (a month's ranking missing its goal) would keep the run for an hour:
    // past its time budget it stops at MIN_SAMPLES, enough for a p95 far above the goal.
    if (samples.length >= MIN_SAMPLES && performance.now() - began > CALL_BUDGET_MS) break;
    // And two warm-ups are enough for a call that slow.
    if (i >= 2 && i < WARM_UP && performance.now() - began > CALL_BUDGET_MS / 10) i = WARM_UP;
    const sampleBegan = performance.now();
    await call.run(i);
    if (i >= WARM_UP) samples.push(performance.now() - sampleBegan);
    await call.after?.(i);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length };
}

type Timings = Map<string, Timing>;

function contextOf(db: AppContext['db']): AppContext {
  return {
    db,
    dbKind: 'postgres',
    config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
    tokens: createTokenService(randomBytes(24).toString('hex')),
    events: createFloorEvents(),
    now: () => new Date(),
  };
}

/** Every call timed against a server over the database at `url`; on the year, the month's export too. */
async function measure(label: string, url: string, today: string, withExport: boolean): Promise<{ timings: Timings; exported?: MonthExport }> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  try {
    const context = contextOf(database.db);
    keepHeapLean(); // as startServer does: the server's heap policy
    const server = await buildApp(context);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const timings: Timings = new Map();
    try {
      const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      for (const call of await yearCalls(context, base, today, WARM_UP + RUNS)) {
        const timing = await time(call);
        timings.set(call.name, timing);
        console.log(`  ${label.padEnd(6)} ${call.name.padEnd(44)} p50 ${timing.p50.toFixed(1).padStart(7)} ms  p95 ${timing.p95.toFixed(1).padStart(7)} ms${timing.samples < RUNS ? `  (${timing.samples} samples)` : ''}`);
      }
    } finally {
      await server.close();
    }
    if (!withExport) return { timings };
    const exported = await timeMonthExport(database.db, url, addDays(today, -(MONTH_DAYS - 1)), today);
    console.log(
      `  ${label.padEnd(6)} a month's export: ${exported.rows} rows, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s ` +
        `(reading them alone ${exported.floorSeconds.toFixed(1)} s); server ${megabytes(exported.rssBefore)} before, ${megabytes(exported.peakRss)} peak`,
    );
    return { timings, exported };
  } finally {
    await database.close();
  }
}

/** A scratch database with the demo centre and `days` of history before it, measured, then dropped. */
async function measureCentre(label: string, days: number, withExport: boolean) {
  const scratch = await createScratchPostgres(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test', 'doca_bench_year');
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    let today: string;
    try {
      const { db } = database;
      today = (await seedDemo(db, { now: new Date() })).operationDate;
      const began = performance.now();
      const counts = await seedHistory(db, today, { ...SHAPE, days }, console.log);
      console.log(`  history seeded in ${((performance.now() - began) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);
      const analysing = performance.now();
      // As autovacuum leaves a centre's tables: planner statistics, visibility maps, and the GIN
      // indexes' pending entries merged (unmerged, the planner prices the search's trigram
      // indexes above reading every order).
      await db.execute(sql`vacuum analyze`);
      const [size] = await queryRows<{ size: string }>(db, sql`select pg_size_pretty(pg_database_size(current_database())) as size`);
      console.log(`  vacuum analyze ${((performance.now() - analysing) / 1000).toFixed(0)} s; database ${size!.size}`);
    } finally {
      await database.close();
    }
    return await measure(label, scratch.url, today, withExport);
  } finally {
    await scratch.drop();
  }
}

/** While working on a query: BENCH_YEAR_URL names a year already seeded (kept), BENCH_TODAY its demo's date. */
async function measureYear() {
  const kept = process.env.BENCH_YEAR_URL;
  if (!kept) return measureCentre('year', SHAPE.days, true);
  console.log(`  (the year already seeded at ${kept})`);
  return measure('year', kept, process.env.BENCH_TODAY ?? new Date().toISOString().slice(0, 10), true);
}

async function main(): Promise<void> {
  console.log(
    `A year: ${SHAPE.days} days of ${SHAPE.ordersPerDay} orders of ${SHAPE.itemsPerOrder} items ` +
      `(${((SHAPE.days * SHAPE.ordersPerDay) / 1e6).toFixed(2)} M orders, ${((SHAPE.days * SHAPE.ordersPerDay * SHAPE.itemsPerOrder) / 1e6).toFixed(1)} M items); ${RUNS} samples per call\n`,
  );
  console.log(`floor: the demo centre (today in full swing) after ${FLOOR_DAYS} days of history`);
  const floor = await measureCentre('floor', FLOOR_DAYS, false);
  console.log(`\nyear: the same after ${SHAPE.days} days`);
  const year = await measureYear();
  console.log('');
  for (const [name, timing] of year.timings) {
    report({
      bench: BENCH,
      name: `${name} p95, a year`,
      value: timing.p95,
      unit: 'ms',
      floor: { name: `the same call, ${FLOOR_DAYS} days of history, p95`, value: floor.timings.get(name)!.p95 },
      goal: { max: GOAL_MS },
    });
  }
  const exported = year.exported!;
  report({
    bench: BENCH,
    name: `a month's export (${exported.rows} orders), a year`,
    value: exported.seconds,
    unit: 's',
    floor: { name: 'reading its rows alone', value: exported.floorSeconds },
    goal: { max: EXPORT_GOAL_S },
  });
  report({ bench: BENCH, name: "a month's export, server's peak resident memory", value: exported.peakRss / 1024 / 1024, unit: 'MB', goal: { max: EXPORT_GOAL_MB } });
}

await main();

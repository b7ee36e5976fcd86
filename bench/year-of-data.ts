// Benchmark (issue 21, 'a year of data'): the floor's everyday calls on today's date against
// a year of a large centre's history, on PostgreSQL, over real HTTP. Two scratch databases in
// one run, both holding the demo centre (yesterday, today in full swing, tomorrow) and, before
// it, finished operation days of BENCH_ORDERS_PER_DAY orders of BENCH_ITEMS_PER_ORDER items
// with their works, weighings, breaks, conferences, box conferences, truck loadings and box
// reads (bench/year-seed.ts): the floor the last 7 days (the longest period an everyday call
// reads: the dashboard's week-before comparison, a week's performance), the year BENCH_DAYS.
// What the year adds is only history no everyday call should read.
// Each call is timed the same way on both (sequentially, BENCH_RUNS times after a warm-up):
// the dashboard, the panel's orders of today (and with a search), an order's detail, the
// breaks to release, a week's performance (the picker's and the panel's report), the picker's
// new order and a shift's mix of scans, and the conveyor's read lookup and carousel.
// Goal for each: p95 on a year within 2x its floor's p95 and under 200 ms.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/year-of-data.ts
//   BENCH_DAYS (300), BENCH_ORDERS_PER_DAY (1500), BENCH_ITEMS_PER_ORDER (15), BENCH_RUNS (100)
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { createTokenService } from '../src/server/auth/tokens';
import type { AppContext } from '../src/server/context';
import { openDatabase, queryRows, type Db } from '../src/server/db/client';
import { products, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo';
import { createFloorEvents } from '../src/server/floor-events';
import { readContext } from '../src/server/modules/conveyor/read-context';
import { addDays } from '../src/shared/domain/operation-day';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { percentile } from './percentile';
import { putBackInQueue } from './queue';
import { report } from './report';
import { shiftScans } from './scan-mix';
import { seedHistory, type HistoryShape } from './year-seed';

const BENCH = 'year-of-data';
const SHAPE: HistoryShape = {
  days: Number(process.env.BENCH_DAYS ?? 300),
  ordersPerDay: Number(process.env.BENCH_ORDERS_PER_DAY ?? 1500),
  itemsPerOrder: Number(process.env.BENCH_ITEMS_PER_ORDER ?? 15),
  separators: 60,
  routesPerDay: 30,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = Math.min(10, RUNS);
const GOAL_MS = 200;
const FLOOR_FACTOR = 2;
/** The floor's history: the week every everyday call may read. */
const FLOOR_DAYS = 7;

interface Timing {
  p50: number;
  p95: number;
}

/** One everyday call, timed; `after` runs untimed after each sample (putting an order back, say). */
interface Call {
  name: string;
  /** Shown beside the others for context, judged by no goal. */
  info?: boolean;
  run: (sample: number) => Promise<unknown>;
  after?: (sample: number) => Promise<void>;
}

async function time(call: Call): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    const began = performance.now();
    await call.run(i);
    if (i >= WARM_UP) samples.push(performance.now() - began);
    await call.after?.(i);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Picker tokens made before the timing: each new-order sample is a picker without an order. */
async function pickers(db: Db, context: AppContext, prefix: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ username: `${prefix}${i}`, name: `${prefix}${i}`, passwordHash: 'x' })))
    .returning();
  return rows.map((user) => context.tokens.sign({ user_id: user.id, username: user.username }));
}

/** The calls, against a server on `base` over the database of `context`. */
async function everydayCalls(context: AppContext, base: string, today: string): Promise<Call[]> {
  const { db } = context;
  const tokenOf = async (username: string) => {
    const [user] = await db.select().from(users).where(eq(users.username, username));
    return context.tokens.sign({ user_id: user!.id, username });
  };
  const admin = await tokenOf('admin');
  const separator = await tokenOf('separador1');
  const get = async (token: string, path: string) => {
    const reply = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!reply.ok) throw new Error(`GET ${path}: ${reply.status} ${await reply.text()}`);
    return reply.json() as Promise<unknown>;
  };

  // Today's orders as the calls name them: one picked (its detail), one on the conveyor's way.
  const [picked] = await queryRows<{ order_id: string; client_name: string }>(
    db,
    sql`select order_id, client_name from orders where scheduled_date = ${today} and checking_status = 3 order by id limit 1`,
  );
  const [loading] = await queryRows<{ order_id: string }>(
    db,
    sql`select order_id from orders where scheduled_date = ${today} and checking_status in (3, 4) order by id desc limit 1`,
  );
  if (!picked || !loading) throw new Error('the demo has no separated order today');
  const taken: string[] = [];
  const search = encodeURIComponent(picked.client_name.split(' ')[0]!);
  const weekAgo = addDays(today, -6);

  const newOrderPickers = await pickers(db, context, `bench_year_new_${randomBytes(3).toString('hex')}_`, WARM_UP + RUNS);
  const scanner = (await pickers(db, context, `bench_year_scan_${randomBytes(3).toString('hex')}_`, 1))[0]!;
  const held = (await get(scanner, '/api/carambola/separation/order-separation/new?separationGroup=2&step=1')) as { work: { id: number }; order: { id: number } };
  const [unitProduct] = await db.select().from(products).where(and(eq(products.portionType, 2), eq(products.status, 'active'))).limit(1);
  const [weightProduct] = await db
    .select()
    .from(products)
    .where(and(eq(products.portionType, 1), eq(products.uniqueTagOnly, false), eq(products.status, 'active')))
    .limit(1);
  const script = await shiftScans({
    db,
    base,
    orderId: held.order.id,
    workId: held.work.id,
    scans: WARM_UP + RUNS,
    unitProduct: unitProduct!,
    weightProduct: weightProduct!,
    scaleId: 900,
  });

  return [
    { name: 'dashboard', run: () => get(admin, '/api/carambola/dashboard/') },
    { name: 'orders of today, first page', run: () => get(admin, `/api/carambola/separation/order-separation/?scheduledDate=${today}`) },
    {
      name: 'orders of today, a client search',
      run: () => get(admin, `/api/carambola/separation/order-separation/?scheduledDate=${today}&search=${search}`),
    },
    {
      name: 'an order number, every date',
      info: true,
      run: () => get(admin, `/api/carambola/separation/order-separation/?search=${encodeURIComponent(picked.order_id)}`),
    },
    { name: 'order detail', run: () => get(admin, `/api/carambola/separation/order-separation/${encodeURIComponent(picked.order_id)}`) },
    { name: 'breaks to release', run: () => get(admin, '/api/carambola/reposition/') },
    { name: "a week's performance (picker)", run: () => get(separator, '/api/carambola/separation/performance?timeRange=week') },
    {
      name: "a week's time by separator (panel report)",
      run: () => get(admin, `/api/carambola/data-analysis/time-to-separation-by-separator?scheduledDateGte=${weekAgo}&scheduledDateLte=${today}`),
    },
    {
      name: 'new order (picker)',
      run: async (sample) => {
        const reply = (await get(newOrderPickers[sample]!, '/api/carambola/separation/order-separation/new?separationGroup=1&step=1')) as { order: { order_id: string } | null };
        if (!reply.order) throw new Error('new order: the queue gave no order');
        taken.push(reply.order.order_id);
      },
      after: () => putBackInQueue(db, taken.splice(0)),
    },
    {
      name: "scan (a shift's mix)",
      run: async (sample) => {
        const reply = await fetch(script.urls[sample]!, {
          method: 'POST',
          headers: { authorization: `Bearer ${scanner}`, 'content-type': 'application/json' },
          body: script.bodies[sample],
        });
        if (!reply.ok) throw new Error(`scan ${script.kinds[sample]}: ${reply.status} ${await reply.text()}`);
      },
    },
    { name: 'conveyor read lookup (in process)', run: () => readContext(db, loading.order_id) },
    { name: 'conveyor carousel (recent cards)', run: () => get(admin, '/api/carambola/conveyor/recent-cards') },
  ];
}

/** A scratch database with the demo centre and `days` of history before it, its server, and every call timed. */
async function measureCentre(label: string, days: number): Promise<Map<string, Timing & { info: boolean }>> {
  const scratch = await createScratchPostgres(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test', 'doca_bench_year');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 10 });
  try {
    const { db } = database;
    const now = new Date();
    const demo = await seedDemo(db, { now });
    const today = demo.operationDate;
    const began = performance.now();
    const counts = await seedHistory(db, today, { ...SHAPE, days }, console.log);
    console.log(`  history seeded in ${((performance.now() - began) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);
    const analysing = performance.now();
    // A centre's tables have planner statistics; freshly filled ones need them gathered.
    await db.execute(sql`analyze`);
    const [size] = await queryRows<{ size: string }>(db, sql`select pg_size_pretty(pg_database_size(current_database())) as size`);
    console.log(`  analyze ${((performance.now() - analysing) / 1000).toFixed(0)} s; database ${size!.size}`);

    const context: AppContext = {
      db,
      dbKind: 'postgres',
      config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
      tokens: createTokenService(randomBytes(24).toString('hex')),
      events: createFloorEvents(),
      now: () => new Date(),
    };
    const server = await buildApp(context);
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      const timings = new Map<string, Timing & { info: boolean }>();
      for (const call of await everydayCalls(context, base, today)) {
        const timing = await time(call);
        timings.set(call.name, { ...timing, info: call.info ?? false });
        console.log(`  ${label.padEnd(6)} ${call.name.padEnd(44)} p50 ${timing.p50.toFixed(1).padStart(7)} ms  p95 ${timing.p95.toFixed(1).padStart(7)} ms`);
      }
      return timings;
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  console.log(
    `A year: ${SHAPE.days} days of ${SHAPE.ordersPerDay} orders of ${SHAPE.itemsPerOrder} items ` +
      `(${((SHAPE.days * SHAPE.ordersPerDay) / 1e6).toFixed(2)} M orders, ${((SHAPE.days * SHAPE.ordersPerDay * SHAPE.itemsPerOrder) / 1e6).toFixed(1)} M items); ${RUNS} samples per call\n`,
  );
  console.log(`floor: the demo centre (today in full swing) after ${FLOOR_DAYS} days of history`);
  const floor = await measureCentre('floor', FLOOR_DAYS);
  console.log(`\nyear: the same after ${SHAPE.days} days`);
  const year = await measureCentre('year', SHAPE.days);
  console.log('');
  for (const [name, timing] of year) {
    const base = floor.get(name)!;
    report({
      bench: BENCH,
      name: `${name} p95, a year`,
      value: timing.p95,
      unit: 'ms',
      floor: { name: `the same call, ${FLOOR_DAYS} days of history, p95`, value: base.p95 },
      // Within twice the floor, and under 200 ms however fast the floor.
      ...(timing.info ? {} : { goal: { max: Math.min(FLOOR_FACTOR * base.p95, GOAL_MS) } }),
    });
  }
}

await main();

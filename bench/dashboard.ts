// Benchmark (issue #5): the dashboard read on PostgreSQL over an operation day of 5,000
// orders and 100,000 items (and the same weekday a week before, as large, which the
// comparison reads too), with 60 separators on the floor and 1% of items broken.
// Prints p50/p95/p99 of the service read and of GET /api/carambola/dashboard/ (auth, zod
// checks and JSON included) beside a floor measured in the same run on the same pool: a
// single count over the items table. Goal: the read's p95 under 50 ms.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:dashboard
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { keepHeapLean } from '../src/server/lean-heap';
import { createTokenService } from '../src/server/auth/tokens';
import { createFloorEvents } from '../src/server/floor-events';
import type { AppContext } from '../src/server/context';
import { openDatabase, queryRows, type Db } from '../src/server/db/client';
import { readDashboard } from '../src/server/modules/dashboard/service';
import { ensureSettingsRow } from '../src/server/modules/settings/service';
import { addDays, atLocalTime, operationDate } from '../src/shared/domain/operation-day';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { percentile } from './percentile';
import { report } from './report';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000);
const ITEMS_PER_ORDER = 20;
const SEPARATORS = 60;
const ROUTES = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = 30;

/** One day: orders spread over routes, 60% picked, one open order per separator, the rest waiting. */
async function seedDay(db: Db, date: string, start: Date, prefix: string): Promise<void> {
  await db.execute(sql`
    insert into routes (operation_date, code, color_route, vehicle_capacity)
    select ${date}, 'R' || lpad(g::text, 2, '0'), 'AZUL', case when g % 10 = 0 then 150 else 400 end
    from generate_series(1, ${ROUTES}) g`);
  await db.execute(sql`
    insert into orders (order_id, client_type, client_name, scheduled_date, route, route_id, color_route,
                        checking_status, boxes_number, is_critical, ifood_bag, permission_to_separate)
    select ${prefix} || g, 'PF', 'Cliente ' || g, ${date}, r.code, r.id, 'AZUL',
           case when g <= ${ORDERS * 0.6} then (array[2, 3, 3, 3, 5])[1 + g % 5]
                when g <= ${ORDERS * 0.6 + SEPARATORS} then 1 end,
           case when g <= ${ORDERS * 0.6} then 1 + g % 8 end,
           g % 50 = 0, g % 40 = 0, case when g % 200 = 0 then 'pending' else 'approved' end
    from generate_series(1, ${ORDERS}) g
    join routes r on r.operation_date = ${date} and r.code = 'R' || lpad((1 + g % ${ROUTES})::text, 2, '0')`);
  // One work per picked or open order: each separator's orders one after another from 06:00.
  await db.execute(sql`
    insert into works (separator_id, order_id, begin, "end", working_time_secs)
    select u.id, o.id,
           ${start.toISOString()}::timestamptz + interval '6 hours' + (o.n / ${SEPARATORS}) * interval '9 minutes',
           case when o.checking_status <> 1 then ${start.toISOString()}::timestamptz + interval '6 hours'
             + (o.n / ${SEPARATORS}) * interval '9 minutes' + interval '7 minutes' end,
           case when o.checking_status <> 1 then 420 end
    from (select id, checking_status, row_number() over (order by id) as n from orders
          where scheduled_date = ${date} and checking_status is not null) o
    join users u on u.username = 'sep' || (1 + o.n % ${SEPARATORS})`);
  await db.execute(sql`
    insert into items (order_id, sku, portion_type, quantity, status, confirmed_quantity, separated_time_secs, separated_at, work_id)
    select o.id, s.sku, s.portion_type, case when s.portion_type = 1 then 500 + k * 10 else 1 + k % 4 end,
           case when w.id is null or (w."end" is null and k > 10) then 1
                when (o.id * 31 + k) % 100 = 0 then 3 else 2 end,
           case when w.id is not null and (w."end" is not null or k <= 10)
             then case when (o.id * 31 + k) % 100 = 0 then 0 when s.portion_type = 1 then 500 + k * 10 else 1 + k % 4 end end,
           case when w.id is not null and (w."end" is not null or k <= 10) then 15 + k end,
           case when w.id is not null and (w."end" is not null or k <= 10) then w.begin + k * interval '20 seconds' end,
           case when w.id is not null and (w."end" is not null or k <= 10) then w.id end
    from orders o
    cross join generate_series(1, ${ITEMS_PER_ORDER}) k
    join products s on s.sku = 1 + (o.id * 7 + k) % 300
    left join works w on w.order_id = o.id
    where o.scheduled_date = ${date}`);
  await db.execute(sql`
    insert into breaks (item_id, order_id, work_id, type, broken_quantity)
    select i.id, i.order_id, i.work_id, 3, i.quantity from items i
    join orders o on o.id = i.order_id
    where o.scheduled_date = ${date} and i.status = 3`);
}

async function measure(label: string, run: () => Promise<unknown>): Promise<{ p95: number }> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const begin = performance.now();
    await run();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  const p95 = percentile(times, 95);
  console.log(`${label.padEnd(34)} p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  p99 ${ms(percentile(times, 99))}`);
  return { p95 };
}

async function main(): Promise<void> {
  const scratch = await createScratchPostgres(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test', 'doca_bench');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 10 });
  try {
    const db = database.db;
    // 13:00 in the centre: the day is well under way.
    const today = operationDate(new Date());
    const now = atLocalTime(today, '13:00');
    await ensureSettingsRow(db);
    await db.execute(sql`
      insert into users (username, name, password_hash)
      select 'sep' || g, 'Separador ' || g, 'x' from generate_series(1, ${SEPARATORS}) g`);
    await db.execute(sql`
      insert into products (sku, product_base_id, name, portion_type, purchase_value)
      select g, g, 'Produto ' || g, 1 + g % 2, 1 from generate_series(1, 300) g`);
    const seeding = performance.now();
    await seedDay(db, today, atLocalTime(today, '00:00'), 'D');
    await seedDay(db, addDays(today, -7), atLocalTime(addDays(today, -7), '00:00'), 'P');
    await db.execute(sql`analyze`);
    const [counts] = await queryRows<{ orders: number; items: number }>(
      db,
      sql`select (select count(*) from orders where scheduled_date = ${today})::int as orders,
                 (select count(*) from items i join orders o on o.id = i.order_id where o.scheduled_date = ${today})::int as items`,
    );
    console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s: ${counts!.orders} orders and ${counts!.items} items today, as many a week before.`);

    const context: AppContext = {
      db,
      dbKind: 'postgres',
      config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
      tokens: createTokenService(randomBytes(24).toString('hex')), events: createFloorEvents(),
      now: () => now,
    };
    keepHeapLean(); // as startServer does: the server's heap policy
    const server = await buildApp(context);
    const [viewer] = await queryRows<{ id: number }>(
      db,
      sql`with u as (insert into users (username, name, password_hash) values ('bench_supervisor', 'Supervisor', 'x') returning id),
               g as (insert into permission_groups (name) values ('SeparationDashboardView') returning id),
               link as (insert into user_permission_groups (user_id, group_id) select u.id, g.id from u, g)
          select id from u`,
    );
    const token = context.tokens.sign({ user_id: viewer!.id, username: 'bench_supervisor' });

    const sample = await readDashboard(context);
    console.log(
      `Dashboard: ${sample.total_orders} orders, ${sample.total_items} items, ${sample.data.length} separators, ${sample.total_breaks} breaks, ${sample.exploded_routes} exploded routes.`,
    );
    const floor = await measure('floor: select count(*) from items', () => queryRows(db, sql`select count(*) from items`));
    const read = await measure('dashboard read (service)', () => readDashboard(context));
    await measure('GET /api/carambola/dashboard/', async () => {
      const reply = await server.inject({ method: 'GET', url: '/api/carambola/dashboard/', headers: { authorization: `Bearer ${token}` } });
      if (reply.statusCode !== 200) throw new Error(reply.body);
    });
    console.log(`Goal p95 < 50 ms: ${read.p95 < 50 ? 'met' : 'NOT met'} (${(read.p95 / floor.p95).toFixed(1)}x the floor's p95).`);
    report({ bench: 'dashboard', name: 'dashboard read p95 (service, in process)', value: read.p95, unit: 'ms', floor: { name: 'select count(*) from items p95', value: floor.p95 }, goal: { max: 50 } });
    await server.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

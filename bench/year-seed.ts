// The history of a centre for bench/year-of-data.ts: finished operation days before today,
// each with its routes, orders, works, items, weighings, breaks, conferences, box
// conferences, truck loadings and box reads, as the floor leaves them once a day is over
// (every order picked, checked and loaded; 1% of items broken and released). Set-based SQL
// (`insert ... select` over generate_series), a few days per statement, so a year is
// minutes, not hours. Shaped by src/server/db/schema; the numbers are a large centre's.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../src/server/db/client';
import { addDays, DEFAULT_CENTRE_TIME_ZONE, type IsoDate } from '../src/shared/domain/operation-day';

export interface HistoryShape {
  /** Operation days before today (today - days .. yesterday). */
  days: number;
  ordersPerDay: number;
  itemsPerOrder: number;
  /** The separators who picked them (users hist_sep1..n). */
  separators: number;
  routesPerDay: number;
}

/** Orders a separator picks in a day (a 9-minute slot each: about five hours), and a route carries. */
const ORDERS_PER_SEPARATOR = 33;
const ORDERS_PER_ROUTE = 50;

/** A centre of `ordersPerDay` orders: as many separators and routes as that many orders need. */
export function centreShape(days: number, ordersPerDay: number, itemsPerOrder: number): HistoryShape {
  return {
    days,
    ordersPerDay,
    itemsPerOrder,
    separators: Math.ceil(ordersPerDay / ORDERS_PER_SEPARATOR),
    routesPerDay: Math.ceil(ordersPerDay / ORDERS_PER_ROUTE),
  };
}

/** Days per statement: big enough for set-based speed, small enough to show progress and to end well
 * within the pool's 35 s query timeout on a busy machine (2 days of a large centre: 200,000 items). */
const DAYS_PER_CHUNK = 2;
const ZONE = DEFAULT_CENTRE_TIME_ZONE;
/** Minutes a separator spends per order, and between orders. */
const ORDER_MINUTES = 8;

/** The separators and a checker who worked the history; the products come from the demo's catalogue. */
async function seedPeople(db: Db, shape: HistoryShape): Promise<void> {
  await db.execute(sql`
    insert into users (username, name, password_hash)
    select 'hist_sep' || g, 'Separador Histórico ' || g, 'x' from generate_series(1, ${shape.separators}) g
    union all select 'hist_checker', 'Conferente Histórico', 'x'`);
}

/** Seconds between an order's items, so its last item is picked within the work's minutes. */
function itemSeconds(shape: HistoryShape): number {
  return Math.floor((ORDER_MINUTES * 60) / (shape.itemsPerOrder + 1));
}

/** Every finished day from `from` to `to` (inclusive) in a handful of statements. */
async function seedChunk(db: DbOrTx, shape: HistoryShape, from: IsoDate, to: IsoDate): Promise<void> {
  const days = sql`(select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d)`;
  // The day's instant at a local hour.
  const at = (day: unknown, hours: number) => sql`((${day}::timestamp + ${`${hours} hours`}::interval) at time zone ${ZONE})`;
  await db.execute(sql`
    insert into routes (operation_date, code, color_route, vehicle_capacity, loading_status, printed, created_at)
    select days.day, 'H' || lpad(r::text, 3, '0'), 'AZUL', 600, 'loaded', true, ${at(sql`days.day`, -6)}
    from ${days} days, generate_series(1, ${shape.routesPerDay}) r`);
  // Order n of a day: route n % routes, picked by separator n % separators as its (n / separators)th order.
  await db.execute(sql`
    insert into orders (order_id, client_type, client_name, store_id, route, route_id, color_route, scheduled_date,
                        separation_group, checking_status, boxes_number, loading_boxes_number, is_critical,
                        priority, end_time, created_at, updated_at)
    select 'H' || to_char(r.operation_date, 'YYMMDD') || lpad(g::text, 5, '0'),
           (array['PF', 'PF', 'PJ', 'KA'])[1 + g % 4], 'Cliente ' || (1 + (g * 7919 + (r.operation_date - date '2000-01-01')) % 20000),
           'L' || (g % 300), r.code, r.id, 'AZUL', r.operation_date, 1 + g % 2, 4, 1 + g % 8, 1 + g % 8, g % 50 = 0, 0,
           ${at(sql`r.operation_date`, 20)}, ${at(sql`r.operation_date`, -6)}, ${at(sql`r.operation_date`, 21)}
    from ${days} days
    cross join generate_series(1, ${shape.ordersPerDay}) g
    join routes r on r.operation_date = days.day and r.code = 'H' || lpad((1 + g % ${shape.routesPerDay})::text, 3, '0')`);
  const dayOrders = sql`(select o.*, right(o.order_id, 5)::int as n from orders o
                         where o.scheduled_date between ${from} and ${to} and o.order_id like 'H%')`;
  await db.execute(sql`
    insert into works (separator_id, order_id, separation_group, begin, "end", working_time_secs)
    select u.id, o.id, o.separation_group,
           ${at(sql`o.scheduled_date`, 5)} + (o.n / ${shape.separators}) * ${`${ORDER_MINUTES + 1} minutes`}::interval,
           ${at(sql`o.scheduled_date`, 5)} + (o.n / ${shape.separators}) * ${`${ORDER_MINUTES + 1} minutes`}::interval + ${`${ORDER_MINUTES} minutes`}::interval,
           ${ORDER_MINUTES * 60}
    from ${dayOrders} o
    join users u on u.username = 'hist_sep' || (1 + o.n % ${shape.separators})`);
  // Items: the demo's active products; 1 in 100 a total break.
  await db.execute(sql`
    with catalogue as (select array_agg(sku order by sku) skus, array_agg(portion_type order by sku) portions from products where status = 'active')
    insert into items (order_id, sku, step, portion_type, quantity, confirmed_quantity, status, separation_method,
                       work_id, separated_time_secs, separated_at)
    select w.order_id, c.skus[p.at], 1 + (k > ${Math.floor(shape.itemsPerOrder / 2)})::int, c.portions[p.at],
           case when c.portions[p.at] = 1 then 300 + 50 * (k % 8) else 1 + k % 4 end,
           case when (w.order_id * 31 + k) % 100 = 0 then 0 when c.portions[p.at] = 1 then 300 + 50 * (k % 8) else 1 + k % 4 end,
           case when (w.order_id * 31 + k) % 100 = 0 then 3 else 2 end, 'scanning',
           w.id, 15 + k % 30, w.begin + k * ${`${itemSeconds(shape)} seconds`}::interval
    from works w
    join orders o on o.id = w.order_id and o.scheduled_date between ${from} and ${to} and o.order_id like 'H%'
    cross join catalogue c
    cross join generate_series(1, ${shape.itemsPerOrder}) k
    cross join lateral (select 1 + (w.order_id * 7 + k * 13) % array_length(c.skus, 1) as at) p`);
  const dayItems = sql`(select i.*, w.separator_id from items i
                        join works w on w.id = i.work_id
                        join orders o on o.id = i.order_id
                        where o.scheduled_date between ${from} and ${to} and o.order_id like 'H%')`;
  await db.execute(sql`
    insert into weighings (item_id, grams, work_id, scanned_by_id, created_at)
    select i.id, i.confirmed_quantity, i.work_id, i.separator_id, i.separated_at from ${dayItems} i where i.status = 2`);
  await db.execute(sql`
    insert into breaks (item_id, order_id, work_id, type, broken_quantity, reason, released, released_at, created_at)
    select i.id, i.order_id, i.work_id, 3, i.quantity, 'Produto em falta no estoque', true,
           i.separated_at + interval '30 minutes', i.separated_at
    from ${dayItems} i where i.status = 3`);
  await db.execute(sql`
    insert into order_conferences (order_id, checked_by_id, is_critical, started_at, finished_at)
    select w.order_id, u.id, o.is_critical, w."end" + interval '5 minutes', w."end" + interval '9 minutes'
    from works w
    join orders o on o.id = w.order_id and o.scheduled_date between ${from} and ${to} and o.order_id like 'H%'
    join users u on u.username = 'hist_checker'`);
  await db.execute(sql`
    insert into box_conferences (order_id, read_boxes, total_boxes, status, created_at, updated_at)
    select o.id, o.boxes_number, o.boxes_number, 3, ${at(sql`o.scheduled_date`, 18)}, ${at(sql`o.scheduled_date`, 18)}
    from ${dayOrders} o where o.n % 5 = 0`);
  await db.execute(sql`
    insert into truck_loadings (license_plate, operation_date, start_time, end_time)
    select 'HIS' || lpad(r.id::text, 7, '0'), r.operation_date, ${at(sql`r.operation_date`, 20)}, ${at(sql`r.operation_date`, 21)}
    from routes r where r.operation_date between ${from} and ${to} and r.code like 'H%'`);
  await db.execute(sql`
    insert into box_reads (order_id, box_number, tag_value, source, reader_id, truck_loading_id, created_at, read_at)
    select o.id, b, o.order_id || ';' || b, 'conveyor', 'reader-1', t.id,
           ${at(sql`o.scheduled_date`, 20)} + (o.n * 8 + b) * interval '1 second',
           ${at(sql`o.scheduled_date`, 20)} + (o.n * 8 + b) * interval '1 second'
    from ${dayOrders} o
    join truck_loadings t on t.license_plate = 'HIS' || lpad(o.route_id::text, 7, '0')
    cross join generate_series(1, o.boxes_number) b`);
}

/** Fills the history before `today`, printing progress; returns the row counts. */
export async function seedHistory(db: Db, today: IsoDate, shape: HistoryShape, log: (line: string) => void): Promise<Record<string, number>> {
  await seedPeople(db, shape);
  const started = performance.now();
  for (let offset = shape.days; offset >= 1; offset -= DAYS_PER_CHUNK) {
    const from = addDays(today, -offset);
    const to = addDays(today, -Math.max(1, offset - DAYS_PER_CHUNK + 1));
    // A chunk's statements outlast the pool's statement timeout (made for the floor's calls, not
    // for generating a year); the planner needs fresh statistics as the history grows.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await seedChunk(tx, shape, from, to);
    });
    await db.execute(sql`analyze orders, items, works`);
    const done = shape.days - Math.max(0, offset - DAYS_PER_CHUNK);
    log(`  history: ${done}/${shape.days} days, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from items)::int as items,
               (select count(*) from works)::int as works, (select count(*) from weighings)::int as weighings,
               (select count(*) from breaks)::int as breaks, (select count(*) from order_conferences)::int as conferences,
               (select count(*) from box_reads)::int as box_reads`,
  );
  return counts!;
}

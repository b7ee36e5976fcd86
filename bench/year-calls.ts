// The calls bench/year-of-data.ts times on a centre: the panel's (dashboard, orders list with
// its filters and searches as OrdersPage sends them, rankings, a month of the performance
// reports) and the floor's everyday ones (new order, scans, the conveyor's lookup and carousel).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../src/server/context';
import { queryRows, type Db } from '../src/server/db/client';
import { products, users } from '../src/server/db/schema';
import { readContext } from '../src/server/modules/conveyor/read-context';
import { HISTORY_SEPARATORS, rank } from '../src/server/modules/ranking/service';
import { readSettingsRow } from '../src/server/modules/settings/service';
import type { BreakReport } from '../src/shared/contract/reports';
import { addDays, weekday } from '../src/shared/domain/operation-day';
import { putBackInQueue } from './queue';
import { shiftScans } from './scan-mix';

/** One call, timed; `after` runs untimed after each sample (putting an order back, say). */
export interface Call {
  name: string;
  run: (sample: number) => Promise<unknown>;
  after?: (sample: number) => Promise<void>;
}

/** The panel's 'Mês' (spec/panel.md §2 'Performance'): up to 31 days; the bench reads 30. */
export const MONTH_DAYS = 30;

/** Picker tokens made before the timing: each new-order sample is a picker without an order. */
async function pickers(db: Db, context: AppContext, prefix: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ username: `${prefix}${i}`, name: `${prefix}${i}`, passwordHash: 'x' })))
    .returning();
  return rows.map((user) => context.tokens.sign({ user_id: user.id, username: user.username }));
}

/** The calls against a server on `base` over the database of `context`; `samples` = warm-ups + runs. */
export async function yearCalls(context: AppContext, base: string, today: string, samples: number): Promise<Call[]> {
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
  const orders = (query: string) => get(admin, `/api/carambola/separation/order-separation/?${query}${query ? '&' : ''}page=1&pageSize=10`);

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
  // What a supervisor types with the date cleared: an order number from weeks ago (the oldest the
  // floor's centre holds too), and a client of that day by name.
  const [older] = await queryRows<{ order_id: string; client_name: string; scheduled_date: string }>(
    db,
    sql`select order_id, client_name, scheduled_date::text from orders where order_id like 'H%' order by id limit 1`,
  );
  if (!older) throw new Error('no history seeded');
  const monthAgo = addDays(today, -(MONTH_DAYS - 1));
  const lastSunday = addDays(today, -weekday(today) - 7);
  const { timeZone } = await readSettingsRow(db);

  const taken: string[] = [];
  const newOrderPickers = await pickers(db, context, `bench_year_new_${randomBytes(3).toString('hex')}_`, samples);
  const scanner = (await pickers(db, context, `bench_year_scan_${randomBytes(3).toString('hex')}_`, 1))[0]!;
  const held = (await get(scanner, '/api/carambola/separation/order-separation/new?separationGroup=2&step=1')) as { work: { id: number }; order: { id: number } };
  const [unitProduct] = await db.select().from(products).where(and(eq(products.portionType, 2), eq(products.status, 'active'))).limit(1);
  const [weightProduct] = await db
    .select()
    .from(products)
    .where(and(eq(products.portionType, 1), eq(products.uniqueTagOnly, false), eq(products.status, 'active')))
    .limit(1);
  // A kept centre (BENCH_YEAR_URL) holds the labels an earlier run made into tags: the same
  // scale's labels again would be another order's pre-picking (refused as lost). A scale of
  // its own each run: the one after the highest in use (three digits on the label).
  const [free] = await queryRows<{ scaleId: number }>(db, sql`select coalesce(max(scale_id), 899)::int + 1 as "scaleId" from pre_picking_tags`);
  const scaleId = free!.scaleId;
  if (scaleId > 999) throw new Error('every scale id of a label is used on this centre: seed a new one');
  const script = await shiftScans({
    db,
    base,
    orderId: held.order.id,
    workId: held.work.id,
    scans: samples,
    unitProduct: unitProduct!,
    weightProduct: weightProduct!,
    scaleId,
  });
  const monthRange = `initialSeparationDate=${monthAgo}&finalSeparationDate=${today}`;
  const [mostBreaks] = ((await get(admin, `/api/carambola/data-analysis/breaks-by-separator?${monthRange}`)) as BreakReport).map((entry) => encodeURIComponent(entry.username));
  if (!mostBreaks) throw new Error('the month has no breaks');

  return [
    { name: 'dashboard', run: () => get(admin, '/api/carambola/dashboard/') },
    // The orders list (OrdersPage): today's date at first; a status; a search; the date cleared.
    { name: 'orders: today, first page', run: () => orders(`scheduledDate=${today}`) },
    { name: 'orders: today, a status', run: () => orders(`scheduledDate=${today}&status=separated`) },
    { name: 'orders: today, a client search', run: () => orders(`scheduledDate=${today}&search=${encodeURIComponent(picked.client_name.split(' ')[0]!)}`) },
    { name: 'orders: a month ago, a status', run: () => orders(`scheduledDate=${monthAgo}&status=loaded`) },
    { name: 'orders: every date, first page', run: () => orders('') },
    { name: 'orders: every date, an order number', run: () => orders(`search=${encodeURIComponent(older.order_id)}`) },
    { name: 'orders: every date, a client', run: () => orders(`search=${encodeURIComponent(older.client_name)}`) },
    { name: 'order detail', run: () => get(admin, `/api/carambola/separation/order-separation/${encodeURIComponent(picked.order_id)}`) },
    { name: 'breaks to release', run: () => get(admin, '/api/carambola/reposition/') },
    // Rankings (RankingPage, RankingHistoryPage): the API takes a day or a week, so the month is
    // the service's own query, in process.
    { name: 'ranking: today', run: () => get(admin, '/api/carambola/ranking/daily/v2') },
    { name: 'ranking: this week', run: () => get(admin, '/api/carambola/ranking/weekly/v2') },
    {
      name: 'ranking: last week (history)',
      run: () => get(admin, `/api/carambola/ranking/filter?initialSeparationDate=${lastSunday}&finalSeparationDate=${addDays(lastSunday, 5)}`),
    },
    { name: 'ranking: a month (in process)', run: () => rank(context, monthAgo, today, HISTORY_SEPARATORS, timeZone) },
    // A month of performance: the picker's 'Mês' and the panel's three views.
    { name: 'performance: a month (picker)', run: () => get(separator, '/api/carambola/separation/performance?timeRange=month') },
    {
      name: 'report: a month, time per order',
      run: () => get(admin, `/api/carambola/data-analysis/time-to-separation-by-separator?scheduledDateGte=${monthAgo}&scheduledDateLte=${today}`),
    },
    {
      name: 'report: a month, time per item',
      run: () => get(admin, `/api/carambola/data-analysis/work-items-average?${monthRange}`),
    },
    // 'Total de quebras': the separators' counts, then the one with most breaks opened, turning
    // its pages (1 to 10 in turn: a month is about 19 of them).
    {
      name: 'report: a month, breaks',
      run: () => get(admin, `/api/carambola/data-analysis/breaks-by-separator?${monthRange}`),
    },
    {
      name: "report: a month, a separator's breaks",
      run: (sample) => get(admin, `/api/carambola/data-analysis/breaks-by-separator/breaks?${monthRange}&username=${mostBreaks}&page=${1 + (sample % 10)}`),
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

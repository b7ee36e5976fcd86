// Benchmark (issue #7): the conveyor engine on PostgreSQL. The conveyor simulator sends box
// reads over the box-count socket at a fixed rate with a share of repeated labels, while a
// screen listens in the 'frontend' room. Prints reads per second handled, p50 and p99 from
// sending a read to the screen hearing it (readTag goes out with the read's outcome, in one
// broadcast after the engine decided; the clock starts when the read was due on the belt's
// schedule, so a sender that falls behind counts against the figure), and the counts: none lost, none counted twice. Beside
// them, the floor of this machine at the same moment: a bare 'select 1' on the same pool before
// the run, and how late the event loop ran during it.
// Goal: p99 under 25 ms at 500 reads/s for 60 s with 20% repeats.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/conveyor.ts
//   (BENCH_RATE, BENCH_SECONDS, BENCH_REPEAT to change the load)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { createTokenService } from '../src/server/auth/tokens';
import { createFloorEvents } from '../src/server/floor-events';
import { hashPassword } from '../src/server/auth/password';
import { openDatabase, queryRows } from '../src/server/db/client';
import { orders, permissionGroups, userPermissionGroups, users } from '../src/server/db/schema';
import { connectBoxCount, makeRoute } from '../tests/support/conveyor-fixtures';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { boxCodes, connectConveyor, planReads, seededRandom, sendReads } from '../tools/conveyor-simulator';
import { report } from './report';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 0.2);
const BOXES_PER_ORDER = 10;
/** A truck's worth of orders, as on the floor. */
const ORDERS_PER_ROUTE = 15;
const PASSWORD = 'bench-password';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function floor(label: string, samples: number, once: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`piso (${label}): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`);
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL server');
  // A throwaway database, and the pool a production server opens (openDatabase's default).
  const scratch = await createScratchPostgres(process.env.DATABASE_URL, 'doca_bench');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  const db = database.db;
  const server = await buildApp({
    db,
    dbKind: 'postgres',
    config: { port: 0, host: '127.0.0.1', logLevel: 'silent' },
    tokens: createTokenService('bench-secret-'.padEnd(48, 'x')), events: createFloorEvents(),
    now: () => new Date(),
  });
  try {
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    const [user] = await db.insert(users).values({ username: 'leitor', name: 'leitor', passwordHash: await hashPassword(PASSWORD) }).returning();
    const [group] = await db.insert(permissionGroups).values({ name: 'SeparationFixedReader' }).returning();
    await db.insert(userPermissionGroups).values({ userId: user!.id, groupId: group!.id });
    const signIn = await server.inject({ method: 'POST', url: '/api/auth-internal/v2/token', payload: { username: 'leitor', password: PASSWORD } });
    const token = (signIn.json() as { access: string }).access;

    // Orders enough for every distinct box the run reads, on roomy trucks.
    const reads = Math.round(RATE * SECONDS);
    const distinct = Math.round(reads * (1 - REPEAT));
    const orderCount = Math.ceil(distinct / BOXES_PER_ORDER);
    const routes: Awaited<ReturnType<typeof makeRoute>>[] = [];
    for (let i = 0; i < Math.ceil(orderCount / ORDERS_PER_ROUTE); i += 1) {
      routes.push(await makeRoute(db, new Date(), { vehicleCapacity: ORDERS_PER_ROUTE * BOXES_PER_ORDER }));
    }
    const rows = Array.from({ length: orderCount }, (_, i) => ({
      orderId: `B${String(i).padStart(6, '0')}`,
      clientType: 'PJ',
      clientName: `Cliente ${i}`,
      route: routes[Math.floor(i / ORDERS_PER_ROUTE)]!.code,
      colorRoute: 'AZUL',
      routeId: routes[Math.floor(i / ORDERS_PER_ROUTE)]!.id,
      scheduledDate: routes[0]!.operationDate,
      checkingStatus: 3,
      hasInvoice: true,
      boxesNumber: BOXES_PER_ORDER,
      conferenceBoxesNumber: BOXES_PER_ORDER,
    }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(orders).values(rows.slice(i, i + 1000));
    const codes = boxCodes(rows.map((row) => ({ order_id: row.orderId, boxes: BOXES_PER_ORDER }))).slice(0, distinct);
    const plan = planReads(codes, REPEAT, seededRandom(42)).slice(0, reads);
    const expectedDistinct = new Set(plan).size;

    const screen = await connectBoxCount(url, token, 'frontend');
    const reader = await connectConveyor(url, token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await floor("'select 1' no pool", 200, () => db.execute(sql`select 1`));
    // How late this process's event loop runs during the reads: the machine's own share.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();

    const sentAt = new Map<string, number[]>();
    const latencies: number[] = [];
    let heard = 0;
    const allHeard = new Promise<void>((resolve) => {
      screen.on('readTag', ({ tag_value }) => {
        const started = sentAt.get(tag_value)?.shift();
        if (started === undefined) return;
        latencies.push(performance.now() - started);
        heard += 1;
        if (heard === plan.length) resolve();
      });
    });
    console.log(`${plan.length} leituras (${expectedDistinct} caixas distintas, ${(REPEAT * 100).toFixed(0)}% repetidas) a ${RATE}/s por ${SECONDS} s`);
    const started = performance.now();
    // Each read's clock starts when it was due on the belt's schedule, not when it was sent.
    await sendReads(reader, plan, RATE, (code, _index, dueAt) => {
      const queue = sentAt.get(code) ?? [];
      queue.push(dueAt);
      sentAt.set(code, queue);
    });
    await Promise.race([allHeard, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    // Reads still queued when the wait ends are not lost: let the engine finish before counting.
    while (heard < plan.length && performance.now() - started < (SECONDS + 120) * 1000) await new Promise((resolve) => setTimeout(resolve, 200));
    const elapsed = (performance.now() - started) / 1000;

    const [counts] = await queryRows<{ counted: number; reads: number; over: number }>(
      db,
      sql`select coalesce(sum(loading_boxes_number), 0)::int as counted,
                 (select count(*) from box_reads)::int as reads,
                 count(*) filter (where loading_boxes_number > boxes_number)::int as over
          from orders where order_id like 'B%'`,
    );
    latencies.sort((a, b) => a - b);
    console.log(`leituras tratadas: ${heard} de ${plan.length} em ${elapsed.toFixed(1)} s = ${(heard / elapsed).toFixed(0)} leituras/s`);
    console.log(`leitura -> evento na tela: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, máx ${latencies.at(-1)?.toFixed(1)} ms`);
    console.log(
      `caixas: ${expectedDistinct} distintas, ${counts!.counted} contadas, ${counts!.reads} em box_reads; perdidas ${Math.max(0, expectedDistinct - counts!.counted)}, contadas duas vezes ${Math.max(0, counts!.counted - expectedDistinct)}, pedidos acima do total ${counts!.over}`,
    );
    loopDelay.disable();
    console.log(`atraso do event loop durante a carga: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`);
    console.log(`meta p99 < 25 ms: ${percentile(latencies, 99) < 25 ? 'atingida' : 'NÃO atingida'}`);
    const loopP99 = loopDelay.percentile(99) / 1e6;
    report({ bench: 'conveyor', name: `read to screen p99 at ${RATE} reads/s for ${SECONDS} s`, value: percentile(latencies, 99), unit: 'ms', floor: { name: 'event loop delay p99', value: loopP99 }, goal: { max: 25 } });
    const wrong = Math.abs(expectedDistinct - counts!.counted) + counts!.over + (plan.length - heard);
    report({ bench: 'conveyor', name: 'boxes lost, counted twice or reads unheard', value: wrong, unit: 'count', goal: { max: 1 } });
    screen.disconnect();
    reader.disconnect();
  } finally {
    await server.close();
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Benchmark (issue #6): a 100,000-row performance export ('pedidos por separador') streamed
// as .xlsx from the database. Prints the time and the peak resident memory of the process.
// Goal: under 5 s and under 300 MB resident. On PostgreSQL the export runs in a fresh child
// process, as it would in a server: the seeding's memory (demo rows, 100,000 inserted works)
// is not the export's, and a parent's heap would hide or inflate the figure.
//
//   npx tsx bench/report-export.ts                      (embedded PGlite, in memory)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/report-export.ts
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Db } from '../src/server/db/client';
import { settings } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo';
import { addDays, atLocalTime } from '../src/shared/domain/operation-day';
import { REPORTS } from '../src/server/modules/reports/service';
import { writeXlsx } from '../src/server/spreadsheets/write-xlsx';
import { sampleMemory } from './memory';
import { report } from './report';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DEMO_NOW = new Date('2025-03-12T14:30:00Z');
// A day before the demo's, filled only with the benchmark's works.
const DAY = '2025-03-05';
const ZONE = 'America/Sao_Paulo';

const adminUrl = process.env.DATABASE_URL;

/** On PostgreSQL, a database of its own, dropped at the end (the admin database stays untouched). */
async function benchDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!adminUrl) return undefined;
  const name = `doca_bench_report_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE ${name}`);
      await cleanup.end();
    },
  };
}

interface ExportFigures {
  seconds: number;
  /** CPU seconds the export process used (user + system): what a busy machine does not inflate. */
  cpuSeconds: number;
  queryMs: number;
  rows: number;
  bytes: number;
  rssBefore: number;
  peakRss: number;
}

/** Streams the day's 'pedidos por separador' into a counting sink, sampling the resident memory. */
async function exportDay(db: Db): Promise<ExportFigures> {
  let bytes = 0;
  let rows = 0;
  let queryMs = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const period = { start: atLocalTime(DAY, '00:00', ZONE), end: atLocalTime(addDays(DAY, 1), '00:00', ZONE), zone: ZONE };
  async function* counted() {
    const source = REPORTS.ordersBySeparator.rows(db, period);
    for (;;) {
      const asked = performance.now();
      const next = await source.next();
      queryMs += performance.now() - asked;
      if (next.done) return;
      rows += next.value.length;
      yield next.value;
    }
  }
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const memory = sampleMemory();
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  await writeXlsx({ sheetName: REPORTS.ordersBySeparator.sheetName, columns: REPORTS.ordersBySeparator.columns, rows: counted() }, sink);
  const seconds = (performance.now() - began) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const peakRss = memory.stop();
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, queryMs, rows, bytes, rssBefore, peakRss };
}

const childUrl = process.env.BENCH_EXPORT_URL;
if (childUrl) {
  // The child: a process that only exports, like a server answering the download.
  const database = await openDatabase({ kind: 'postgres', url: childUrl, poolSize: 2 });
  const figures = await exportDay(database.db);
  await database.close();
  console.log(JSON.stringify(figures));
  process.exit(0);
}

const postgres = await benchDatabaseUrl();
const url = postgres?.url;
const database = await openDatabase(url ? { kind: 'postgres', url, poolSize: 2 } : { kind: 'pglite' });
const { db } = database;
await db.delete(settings);
await seedDemo(db, { now: DEMO_NOW });

const start = atLocalTime(DAY, '06:00', ZONE);
await db.execute(sql`
  with o as (select array_agg(id) ids from orders), u as (select array_agg(id) ids from users where username like 'separador%')
  insert into works (separator_id, order_id, separation_group, type, begin, "end", working_time_secs)
  select u.ids[1 + (n % array_length(u.ids, 1))], o.ids[1 + (n % array_length(o.ids, 1))], null, 'separation',
         ${start.toISOString()}::timestamptz + (n * interval '0.5 second'),
         ${start.toISOString()}::timestamptz + (n * interval '0.5 second') + interval '4 minutes', 240
  from generate_series(1, ${ROWS}) n, o, u`);
// A centre's tables have planner statistics; a freshly filled one needs them gathered.
await db.execute(sql`analyze`);
const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
  db,
  sql`select count(*)::int as count from works where begin >= ${start.toISOString()} and begin < ${atLocalTime(addDays(DAY, 1), '00:00', ZONE).toISOString()}`,
);

// The floor of the same run: the day's rows read in their batches, nothing written.
const floorBegan = performance.now();
let floorRows = 0;
for await (const batch of REPORTS.ordersBySeparator.rows(db, { start: atLocalTime(DAY, '00:00', ZONE), end: atLocalTime(addDays(DAY, 1), '00:00', ZONE), zone: ZONE })) {
  floorRows += batch.length;
}
const floorSeconds = (performance.now() - floorBegan) / 1000;

let figures: ExportFigures;
if (url) {
  const child = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', process.argv[1]!], {
    env: { ...process.env, BENCH_EXPORT_URL: url },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`export process failed: ${child.stderr}`);
  figures = JSON.parse(child.stdout.trim().split('\n').pop()!) as ExportFigures;
} else {
  figures = await exportDay(db);
}
await database.close();
await postgres?.drop();

const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
console.log(`database: ${url ? 'PostgreSQL (export in its own process)' : 'PGlite (in memory, same process)'}; works of the day: ${count}`);
console.log(`rows written: ${figures.rows}; file: ${(figures.bytes / 1024 / 1024).toFixed(1)} MB`);
console.log(
  `time: ${figures.seconds.toFixed(2)} s (goal < 5 s), of which reading the database ${(figures.queryMs / 1000).toFixed(2)} s; CPU used ${figures.cpuSeconds.toFixed(2)} s`,
);
console.log(`machine load (1 min): ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
console.log(`floor: reading the ${floorRows} rows alone took ${floorSeconds.toFixed(2)} s in this run`);
console.log(`resident memory: ${mb(figures.rssBefore)} MB before, ${mb(figures.peakRss)} MB peak (goal < 300 MB)`);
report({ bench: 'report-export', name: `export of ${figures.rows} rows`, value: figures.seconds, unit: 's', floor: { name: 'reading the rows alone', value: floorSeconds }, goal: { max: 5 } });
report({ bench: 'report-export', name: 'export peak resident memory', value: figures.peakRss / 1024 / 1024, unit: 'MB', goal: { max: 300 } });

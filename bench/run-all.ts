// `npm run bench`: every benchmark in turn, each in its own process, then one JSON file with
// every figure, its floor, its goal and verdict, and the machine's load beside them
// (bench/results/<date and time>.json), and a table. Run it on a quiet machine: the figures
// are only as honest as the machine is idle (the load averages are in the file to show it).
//
//   npm run bench                           every benchmark, full length (about an hour and a half)
//   npm run bench -- picking first-load     only these
//   BENCH_QUICK=1 npm run bench             a few seconds each, to see they work: its file is
//                                           bench/results/quick-*.json, not kept by git
// Each benchmark's own variables (BENCH_RATE, BENCH_SCANS, ...) pass through and win over the
// quick values. DATABASE_URL defaults to the local test server; the browser benchmarks use a
// fresh web build (BENCH_SKIP_BUILD=1 keeps out/renderer as it is).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { amount, goalText, type Figure, type Verdict } from './report';

interface Bench {
  name: string;
  /** The file under bench/ (without .ts), when not the name; and its arguments. */
  file?: string;
  args?: string[];
  /** What a quick run sets, unless the caller set it. */
  quick: Record<string, string>;
  browser?: boolean;
}

/** In the order they run: the lightest first, the browser ones last (they need the web build). */
const BENCHES: Bench[] = [
  { name: 'station-conveyor-link', quick: { BENCH_LIVE: '100', BENCH_BACKLOG: '60' } },
  { name: 'integration-import', quick: { BENCH_ORDERS: '200' } },
  { name: 'report-export', quick: { BENCH_ROWS: '2000' } },
  { name: 'dashboard', quick: { BENCH_ORDERS: '200', BENCH_RUNS: '20' } },
  { name: 'picking', quick: { BENCH_REQUESTS: '60', BENCH_ASSIGNMENT_ROUNDS: '2' } },
  { name: 'conveyor', quick: { BENCH_SECONDS: '3', BENCH_RATE: '100', BENCH_RUNS: '1', BENCH_FLOOR_SECONDS: '1' } },
  {
    name: 'conveyor-capacity',
    file: 'conveyor',
    args: ['--capacity'],
    quick: { BENCH_CAPACITY_RATES: '100,200', BENCH_STEP_SECONDS: '2', BENCH_FLOOR_SECONDS: '1', BENCH_WARMUP_SECONDS: '1' },
  },
  { name: 'year-of-data', quick: { BENCH_DAYS: '10', BENCH_ORDERS_PER_DAY: '200', BENCH_RUNS: '10' } },
  { name: 'picking-screen', quick: { BENCH_SCANS: '3' }, browser: true },
  { name: 'first-load', quick: { BENCH_FIRST_LOAD_RUNS: '1' }, browser: true },
];

interface Run {
  bench: string;
  exitCode: number | null;
  seconds: number;
  /** 1, 5 and 15-minute load averages before and after: above 0.5 or so, something else ran. */
  loadBefore: number[];
  loadAfter: number[];
}

const quick = process.env.BENCH_QUICK === '1';
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${BENCHES.map((bench) => bench.name).join(', ')}`);
  process.exit(2);
}
const benches = chosen.length ? BENCHES.filter((bench) => chosen.includes(bench.name)) : BENCHES;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

if (benches.some((bench) => bench.browser) && process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build:web', { stdio: 'inherit' });

const resultsFile = join(tmpdir(), `doca-bench-${process.pid}.jsonl`);
rmSync(resultsFile, { force: true });
const runs: Run[] = [];
for (const bench of benches) {
  console.log(`\n=== ${bench.name}${quick ? ' (quick)' : ''} ===`);
  const loadBefore = loadavg();
  const started = performance.now();
  const child = spawnSync(process.execPath, [...process.execArgv, resolve('bench', `${bench.file ?? bench.name}.ts`), ...(bench.args ?? [])], {
    stdio: 'inherit',
    env: { ...(quick ? bench.quick : {}), ...process.env, DATABASE_URL: databaseUrl, BENCH_RESULTS_FILE: resultsFile },
  });
  runs.push({ bench: bench.name, exitCode: child.status, seconds: (performance.now() - started) / 1000, loadBefore, loadAfter: loadavg() });
}

const figures = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Figure & { verdict: Verdict })
  : [];
rmSync(resultsFile, { force: true });

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim() + (execSync('git status --porcelain', { encoding: 'utf8' }).trim() ? ' (uncommitted changes)' : '');
  } catch {
    return 'unknown';
  }
})();
const stamp = new Date().toISOString().slice(0, 16).replace(':', '-');
const outDir = resolve('bench/results');
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, `${quick ? 'quick-' : ''}${stamp}.json`);
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGB: Math.round(totalmem() / 1024 ** 3), node: process.version };
writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), commit, quick, machine, databaseUrl: databaseUrl.replace(/\/\/[^@]*@/, '//'), runs, figures }, null, 2)}\n`);

// The table.
const rows = figures.map((figure) => [
  figure.bench,
  figure.name,
  amount(figure.value, figure.unit),
  figure.floor ? amount(figure.floor.value, figure.unit) : '',
  goalText(figure.goal, figure.unit),
  figure.verdict,
]);
const header = ['bench', 'figure', 'value', 'floor', 'goal', 'verdict'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
for (const row of rows) console.log(format(row));
for (const run of runs.filter((candidate) => candidate.exitCode !== 0)) console.log(`\n${run.bench} FAILED to run (exit ${run.exitCode})`);
const worstLoad = Math.max(...runs.map((run) => Math.max(run.loadBefore[0]!, run.loadAfter[0]!)));
console.log(`\nmachine: ${machine.cpus} cores, highest 1-minute load seen ${worstLoad.toFixed(1)}${worstLoad > machine.cpus / 2 ? ' (busy: these figures are not honest)' : ''}`);
console.log(`figures written to ${outFile}`);
const failed = runs.some((run) => run.exitCode !== 0) || figures.some((figure) => figure.verdict === 'NOT met');
process.exit(failed ? 1 : 0);

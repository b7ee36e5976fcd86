// A month's export for bench/year-of-data.ts: the panel's 'Pedidos por separador' (one row per
// order finished in the range, with its items counted) of MONTH_DAYS days downloaded over real
// HTTP from a server in its own process (bench/year-export-server.ts), which reports its peak
// resident memory while it streamed. The floor: the same rows read in their batches in this
// process, nothing written.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../src/server/db/client';
import { REPORTS } from '../src/server/modules/reports/service';
import { readSettingsRow } from '../src/server/modules/settings/service';
import { addDays, atLocalTime } from '../src/shared/domain/operation-day';
import type { ExportMemory } from './year-export-server';

export interface MonthExport {
  seconds: number;
  /** Reading the same rows alone (the floor). */
  floorSeconds: number;
  rows: number;
  bytes: number;
  rssBefore: number;
  peakRss: number;
}

async function readRowsAlone(db: Db, first: string, last: string): Promise<{ seconds: number; rows: number }> {
  const { timeZone } = await readSettingsRow(db);
  const period = { start: atLocalTime(first, '00:00', timeZone), end: atLocalTime(addDays(last, 1), '00:00', timeZone), zone: timeZone };
  const began = performance.now();
  let rows = 0;
  for await (const batch of REPORTS.ordersBySeparator.rows(db, period)) rows += batch.length;
  return { seconds: (performance.now() - began) / 1000, rows };
}

/** Downloads the export of [first, last] from a fresh server process over the database at `url`. */
export async function timeMonthExport(db: Db, url: string, first: string, last: string): Promise<MonthExport> {
  const child = fork(fileURLToPath(new URL('./year-export-server.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_EXPORT_URL: url },
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const messages: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  child.on('message', (message) => (waiters.length ? waiters.shift()!(message) : messages.push(message)));
  const next = () => new Promise<unknown>((resolve, reject) => {
    if (messages.length) return resolve(messages.shift());
    waiters.push(resolve);
    child.once('exit', (code) => reject(new Error(`export server exited (${code})`)));
  });
  try {
    const { port } = (await next()) as { port: number };
    const began = performance.now();
    const reply = await fetch(`http://127.0.0.1:${port}/bench/month-export?first=${first}&last=${last}`);
    if (!reply.ok || !reply.body) throw new Error(`month export: ${reply.status} ${await reply.text()}`);
    let bytes = 0;
    for await (const chunk of reply.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - began) / 1000;
    const memory = (await next()) as ExportMemory;
    const floor = await readRowsAlone(db, first, last);
    return { seconds, floorSeconds: floor.seconds, rows: floor.rows, bytes, ...memory };
  } finally {
    // Gone before the caller drops the database, so its pool is not cut off mid-connection.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    await exited;
  }
}

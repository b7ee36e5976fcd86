// CPU spent by the server's thread and by PostgreSQL's backends while a load runs, for figures
// per request that hold better than wall-clock ones on a shared machine: a busy neighbour makes
// a request wait longer, it does not make it cost more cycles (bench/picking.ts).
// Linux only (/proc); elsewhere the figures are null and the bench prints none.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ: 100 on every Linux this runs on

/** utime + stime of a /proc stat line, in ms. */
function cpuOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended between the listing and the read
  }
}

/** CPU ms of this process's main thread: the server's event loop, without the load client's worker. */
function mainThreadCpu(): number | null {
  const stat = readOrNull(`/proc/self/task/${process.pid}/stat`);
  return stat === null ? null : cpuOfStat(stat);
}

/** CPU ms of each PostgreSQL backend serving `database` (their titles name it). */
function backendsCpu(database: string): Map<number, number> {
  const cpu = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return cpu;
  }
  for (const pid of pids) {
    const title = readOrNull(`/proc/${pid}/cmdline`);
    if (!title?.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
    const stat = readOrNull(`/proc/${pid}/stat`);
    if (stat !== null) cpu.set(Number(pid), cpuOfStat(stat));
  }
  return cpu;
}

export interface CpuSpent {
  /** ms of the server's thread. */
  server: number | null;
  /** ms of the database's backends (those alive at both ends: the pool's). */
  postgres: number | null;
}

/** Starts counting; `stop()` gives what was spent since. */
export function countCpu(database: string): { stop(): CpuSpent } {
  const server = mainThreadCpu();
  const backends = backendsCpu(database);
  return {
    stop() {
      const serverNow = mainThreadCpu();
      const backendsNow = backendsCpu(database);
      let postgres = 0;
      for (const [pid, ms] of backendsNow) postgres += ms - (backends.get(pid) ?? ms);
      return {
        server: server === null || serverNow === null ? null : serverNow - server,
        postgres: backendsNow.size ? postgres : null,
      };
    },
  };
}

/** "CPU per request: server thread 1.62 ms, PostgreSQL 1.10 ms" (or nothing where unknown). */
export function cpuPerRequest(spent: CpuSpent, requests: number): string {
  const part = (label: string, ms: number | null) => (ms === null ? [] : [`${label} ${(ms / requests).toFixed(2)} ms`]);
  const parts = [...part('server thread', spent.server), ...part('PostgreSQL', spent.postgres)];
  return parts.length ? `CPU per request: ${parts.join(', ')}` : '';
}

// The fault suite's summary (issue 17). A test that causes a fault - a failing write, a
// killed process, a stopped Redis - records what it caused and what it cost once its
// assertions hold; when every test file is done, `npm test` prints the sum
// (fault-reporter.ts): faults by kind, what was lost or counted twice, the longest shutdown
// and the size of the permission table. Test files run in separate workers: records go
// through one file, named in the environment the workers inherit (vitest.config.ts).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export const FAULT_REPORT_VARIABLE = 'DOCA_FAULT_REPORT';

type Counted = 'reads' | 'picks' | 'orders';

export interface FaultRecord {
  /** What was caused, in words: 'conveyor read whose database write fails'. */
  kind?: string;
  injected?: number;
  lost?: Partial<Record<Counted, number>>;
  countedTwice?: Partial<Record<Counted, number>>;
  shutdownMs?: number;
  permissionTable?: { routes: number; roles: number };
}

export function recordFault(record: FaultRecord): void {
  const file = process.env[FAULT_REPORT_VARIABLE];
  if (!file) throw new Error(`${FAULT_REPORT_VARIABLE} is not set: run the tests through vitest.config.ts`);
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}

const COUNTED: Counted[] = ['reads', 'picks', 'orders'];

function sum(records: FaultRecord[], field: 'lost' | 'countedTwice'): string {
  return COUNTED.map((what) => `${what} ${records.reduce((total, record) => total + (record[field]?.[what] ?? 0), 0)}`).join(', ');
}

export function faultSummary(file: string): string {
  if (!existsSync(file)) return 'fault suite: nothing recorded (no test that causes a fault ran)';
  const records = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FaultRecord);
  const byKind = new Map<string, number>();
  for (const { kind, injected } of records) if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + (injected ?? 1));
  const shutdowns = records.flatMap((record) => (record.shutdownMs === undefined ? [] : [record.shutdownMs]));
  const table = records.find((record) => record.permissionTable)?.permissionTable;
  return [
    `fault suite: ${[...byKind.values()].reduce((a, b) => a + b, 0)} faults injected`,
    ...[...byKind].map(([kind, count]) => `  ${String(count).padStart(4)} × ${kind}`),
    `  lost: ${sum(records, 'lost')}`,
    `  counted twice: ${sum(records, 'countedTwice')}`,
    `  longest shutdown: ${shutdowns.length ? `${Math.max(...shutdowns)} ms` : 'not measured (needs DATABASE_URL)'}`,
    `  permission table: ${table ? `${table.routes} routes × ${table.roles} roles = ${table.routes * table.roles} cells` : 'not checked'}`,
  ].join('\n');
}

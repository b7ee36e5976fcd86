// Benchmark (issue #8): how fast the station's conveyor link moves fixed-reader codes.
// Each read is fsynced to the journal, sent, and acknowledged before the next one leaves
// (that is what keeps them in order), so the figures are: live reads per second, and the
// time to drain a backlog kept on disk while the server was away. A conveyor reads about
// one box per second; the backlog of a 10-minute outage at that pace is 600 reads.
//
//   npx tsx bench/station-conveyor-link.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_STATION_KEY, FakeConveyorEngine } from '../tests/support/fake-conveyor-engine';
import type { ConveyorLinkStatus } from '../src/shared/bridge';
import { openReadJournal } from '../src/main/conveyor-journal';
import { startConveyorLink, type ConveyorLink } from '../src/main/conveyor-link';
import { report } from './report';

const LIVE = Number(process.env.BENCH_LIVE ?? 1000);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 600);

function until(link: ConveyorLink, check: (status: ConveyorLinkStatus) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check(link.status())) resolve();
    else link.subscribe((status) => check(status) && resolve());
  });
}

const engine = new FakeConveyorEngine();
await engine.start();
const journal = openReadJournal(join(mkdtempSync(join(tmpdir(), 'doca-bench-')), 'reads.jsonl'));
const link = startConveyorLink({
  serverUrl: `http://127.0.0.1:${engine.port}`,
  stationKey: FAKE_STATION_KEY,
  journal,
  socketOptions: { reconnectionDelay: 50, reconnectionDelayMax: 100 },
});
await until(link, (s) => s.state === 'connected');

let started = performance.now();
for (let i = 0; i < LIVE; i += 1) link.read(`LIVE-${i}`);
await until(link, (s) => s.pending === 0);
const liveMs = performance.now() - started;

await engine.stop();
await until(link, (s) => s.state === 'offline');
for (let i = 0; i < BACKLOG; i += 1) link.read(`BACKLOG-${i}`);
started = performance.now();
await engine.start();
await until(link, (s) => s.state === 'connected');
const reconnectMs = performance.now() - started;
await until(link, (s) => s.pending === 0);
const drainMs = performance.now() - started - reconnectMs;

const inOrder = engine.received.every((tag, i) => tag === (i < LIVE ? `LIVE-${i}` : `BACKLOG-${i - LIVE}`));
console.log(`live: ${LIVE} reads in ${liveMs.toFixed(0)} ms = ${((LIVE / liveMs) * 1000).toFixed(0)} reads/s`);
console.log(`backlog: ${BACKLOG} reads drained in ${drainMs.toFixed(0)} ms after a ${reconnectMs.toFixed(0)} ms reconnect`);
console.log(`received ${engine.received.length}/${LIVE + BACKLOG}, in order: ${inOrder}, duplicates resent: ${engine.duplicates}`);
// A belt reads about one box a second: the link must keep far ahead of it.
report({ bench: 'station-conveyor-link', name: 'live reads per second', value: (LIVE / liveMs) * 1000, unit: 'reads/s', goal: { min: 1 } });
report({ bench: 'station-conveyor-link', name: `backlog of ${BACKLOG} reads drained`, value: drainMs, unit: 'ms', floor: { name: 'reconnect', value: reconnectMs } });
report({ bench: 'station-conveyor-link', name: 'reads lost or out of order', value: engine.received.length === LIVE + BACKLOG && inOrder ? 0 : 1, unit: 'count', goal: { max: 1 } });
link.stop();
journal.close();
await engine.stop();
process.exit(inOrder && engine.received.length === LIVE + BACKLOG ? 0 : 1);

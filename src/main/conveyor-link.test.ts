// The conveyor link against a real socket.io server on 127.0.0.1 that goes away mid-stream
// and comes back on the same port: every read must arrive once, in order.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeConveyorEngine as FakeEngine, FAKE_STATION_KEY } from '../../tests/support/fake-conveyor-engine';
import type { ConveyorLinkStatus } from '../shared/bridge';
import { openReadJournal } from './conveyor-journal';
import { startConveyorLink, type ConveyorLink } from './conveyor-link';

function watch(link: ConveyorLink) {
  const seen: ConveyorLinkStatus[] = [];
  let waiter: { check: (s: ConveyorLinkStatus) => boolean; resolve: () => void } | undefined;
  link.subscribe((status) => {
    seen.push(status);
    if (waiter?.check(status)) {
      waiter.resolve();
      waiter = undefined;
    }
  });
  const until = (check: (s: ConveyorLinkStatus) => boolean) =>
    new Promise<void>((resolve) => (check(link.status()) ? resolve() : (waiter = { check, resolve })));
  return { seen, until };
}

const links: ConveyorLink[] = [];
const engines: FakeEngine[] = [];
afterEach(async () => {
  for (const link of links.splice(0)) link.stop();
  for (const engine of engines.splice(0)) await engine.stop().catch(() => {});
});

function setup(engine: FakeEngine, journalPath = join(mkdtempSync(join(tmpdir(), 'doca-link-')), 'reads.jsonl'), ackTimeoutMs = 2000) {
  const journal = openReadJournal(journalPath);
  const link = startConveyorLink({
    serverUrl: `http://127.0.0.1:${engine.port}`,
    stationKey: FAKE_STATION_KEY,
    journal,
    ackTimeoutMs,
    socketOptions: { reconnectionDelay: 20, reconnectionDelayMax: 50 },
  });
  links.push(link);
  return { link, journal, journalPath, ...watch(link) };
}

describe('conveyor link', () => {
  it('sends each read and reports the link as connected with nothing pending', async () => {
    const engine = new FakeEngine();
    engines.push(engine);
    await engine.start();
    const { link, until } = setup(engine);
    await until((s) => s.state === 'connected');
    for (const tag of ['QR;1;1', 'QR;1;2', 'QR;1;3']) link.read(tag);
    await until((s) => s.pending === 0 && engine.received.length === 3);
    expect(engine.received).toEqual(['QR;1;1', 'QR;1;2', 'QR;1;3']);
  });

  it('keeps reads while the server is down and delivers them once, in order, when it is back', async () => {
    const engine = new FakeEngine();
    engines.push(engine);
    await engine.start();
    const { link, until } = setup(engine);
    await until((s) => s.state === 'connected');

    const tags = Array.from({ length: 60 }, (_, i) => `TAG-${String(i).padStart(3, '0')}`);
    for (const tag of tags.slice(0, 20)) link.read(tag);
    // Stop the server mid-stream: some reads are through, the rest wait on disk.
    await new Promise<void>((resolve) => {
      const check = () => (engine.received.length >= 5 ? resolve() : setImmediate(check));
      check();
    });
    await engine.stop();
    await until((s) => s.state === 'offline');
    for (const tag of tags.slice(20, 40)) link.read(tag);
    expect(link.status().pending).toBeGreaterThanOrEqual(20);

    await engine.start();
    await until((s) => s.state === 'connected');
    for (const tag of tags.slice(40)) link.read(tag);
    await until((s) => s.pending === 0 && engine.received.length === tags.length);
    expect(engine.received).toEqual(tags);
  });

  it('resends a read whose acknowledgement was lost, and the engine counts it once', async () => {
    const engine = new FakeEngine();
    engines.push(engine);
    await engine.start();
    const { link, until } = setup(engine, undefined, 100);
    await until((s) => s.state === 'connected');
    engine.dropAcks = true;
    link.read('UNICO');
    await new Promise<void>((resolve) => {
      const check = () => (engine.duplicates >= 1 ? resolve() : setImmediate(check));
      check();
    });
    engine.dropAcks = false;
    link.read('SEGUINTE');
    await until((s) => s.pending === 0);
    expect(engine.received).toEqual(['UNICO', 'SEGUINTE']);
  });

  it('delivers what a previous run left on disk', async () => {
    const engine = new FakeEngine();
    engines.push(engine);
    await engine.start();
    await engine.stop();
    const first = setup(engine);
    await first.until((s) => s.state === 'offline');
    first.link.read('DO-TURNO-ANTERIOR');
    first.link.stop();
    first.journal.close();

    await engine.start();
    const second = setup(engine, first.journalPath);
    await second.until((s) => s.state === 'connected' && s.pending === 0);
    expect(engine.received).toEqual(['DO-TURNO-ANTERIOR']);
  });
});

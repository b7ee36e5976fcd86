// The start's warm-up (warm-up.ts): before a server listens it has opened every connection of
// its pool, which stay open, and rehearsed a new order, which changes nothing; once it listens
// it sends itself a line's requests over loopback (warm-up-http.ts), /api/ready saying 503.
import { count, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickingEndpoints } from '../shared/contract/picking';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { createDemoTestApp } from '../../tests/support/demo-app';
import { testDatabaseKind } from '../../tests/support/database';
import { orders, separationSteps, works } from './db/schema';
import { queryRows } from './db/client';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday (a demo peak day), 10:00 in São Paulo
let t: TestApp;

beforeAll(async () => {
  t = await createDemoTestApp(NOW); // the tests' apps start without the warm-up
});
afterAll(() => t.close());

/** What a rehearsed new order would leave behind, were it not undone. */
async function pickingRecords() {
  const db = t.database.db;
  const [[workRows], [stepRows], [taken]] = await Promise.all([
    db.select({ n: count() }).from(works),
    db.select({ n: count() }).from(separationSteps),
    db.select({ n: count() }).from(orders).where(isNotNull(orders.checkingStatus)),
  ]);
  return { works: workRows!.n, steps: stepRows!.n, ordersTaken: taken!.n };
}

const lastWorkId = async () => (await queryRows<{ id: string }>(t.database.db, sql`select last_value as id from works_id_seq`))[0]!.id;

interface PoolView {
  totalCount: number;
  options: { min: number; max: number };
}
/** The app's node-postgres pool (undefined fields on PGlite). */
const poolOf = (app: TestApp) => (app.database.db as unknown as { $client: PoolView }).$client;

describe('the start of a server', () => {
  let started: TestApp;
  let before: Awaited<ReturnType<typeof pickingRecords>>;
  let workIdBefore: string;
  /** The connections its pool held once it was ready, before any request. */
  let connectionsAtStart: number;
  /** Its log, line by line. */
  const logLines: string[] = [];
  beforeAll(async () => {
    before = await pickingRecords();
    workIdBefore = await lastWorkId();
    // A second server on the same database, as a station starts, with its warm-up on; on
    // PostgreSQL with a pool of its own, which no query opened yet.
    const database = testDatabaseKind() === 'postgres' ? await t.database.openAnotherPool() : t.database;
    const logger = { level: 'info', stream: { write: (line: string) => void logLines.push(line) } };
    started = await createTestApp({ now: () => NOW, config: { warmUp: true } }, { database, logger });
    connectionsAtStart = poolOf(started).totalCount;
  });
  afterAll(async () => {
    await started.close();
    if (started.database !== t.database) await started.database.destroy();
  });

  it('rehearses new orders, which take some (their work ids are spent) and leaves nothing behind', async () => {
    expect(Number(await lastWorkId())).toBeGreaterThan(Number(workIdBefore));
    expect(await pickingRecords()).toEqual(before);
  });

  it('leaves nothing locked: the first picker to ask gets an order', async () => {
    const name = 'primeiro';
    await started.createUser(name);
    const reply = await started.call(pickingEndpoints.getNewOrder, { query: { separationGroup: 1, step: 1 } }, await started.tokenFor(name));
    expect(reply.data.order).not.toBeNull();
  });

  it('warms its HTTP path once it listens, and tells a balancer it is not ready until then', async () => {
    const recordsBefore = await pickingRecords();
    const logFrom = logLines.length;
    const url = await started.server.listen({ port: 0, host: '127.0.0.1' });
    const first = await fetch(`${url}/api/ready`);
    expect(first.status).toBe(503);
    expect(((await first.json()) as { message: string }).message).toBe('Servidor iniciando: aquecendo o atendimento das requisições.');
    await expect.poll(async () => (await fetch(`${url}/api/ready`)).status, { timeout: 20_000, interval: 20 }).toBe(200);
    // The new-order route was met over HTTP, with a token whose user does not exist: three
    // bursts of fifty, each refused; and nothing was written.
    const metrics = await (await fetch(`${url}/api/metrics`)).text();
    expect(metrics).toContain(`doca_http_requests_total{method="GET",route="${pickingEndpoints.getNewOrder.path}",status="401"} 150`);
    expect(await pickingRecords()).toEqual(recordsBefore);
    // Its few hundred requests stay out of the log; a request after it is logged as usual.
    const newOrderLines = () => logLines.slice(logFrom).filter((line) => line.includes(pickingEndpoints.getNewOrder.path));
    expect(newOrderLines()).toEqual([]);
    await fetch(`${url}${pickingEndpoints.getNewOrder.path}?separationGroup=1&step=1`);
    expect(newOrderLines()).toHaveLength(1); // its 'incoming request' (the 'completed' line names no path)
  });

  it.runIf(testDatabaseKind() === 'postgres')('has opened every connection of its pool, and keeps them however long they idle', () => {
    const pool = poolOf(started);
    expect(connectionsAtStart).toBe(pool.options.max);
    expect(pool.options.min).toBe(pool.options.max);
  });
});

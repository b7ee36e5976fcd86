// Two real server processes on loopback behind no balancer, on one PostgreSQL and one Redis
// (docs/operations.md 'Several processes'): an event raised on one reaches clients of the
// other; 100 pickers spread over both get 100 different orders; and one process killed with
// SIGKILL in the middle of picking and conveyor reads loses no confirmed pick and no counted
// box, and counts no box twice when the reader resends to the other process.
// Needs DATABASE_URL (a PostgreSQL admin URL) and Redis (REDIS_URL or 127.0.0.1:6379).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { io } from 'socket.io-client';
import type { NewOrderReply, PickingState } from '../../src/shared/contract/picking';
import type { ConveyorOrderCard } from '../../src/shared/contract/events';
import { BOX_COUNT_SOCKET_PATH } from '../../src/shared/contract/events';
import { ITEM_STATUS } from '../../src/shared/domain/statuses';
import { hashPassword } from '../../src/server/auth/password';
import { boxCode } from '../../src/shared/scan/box-code';
import { connectConveyor, isReadyForTruck, loadingOrders, signIn, type ConveyorClient } from '../../tools/conveyor-simulator';
import { createScratchPostgres, type ScratchPostgres } from '../support/scratch-postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { recordFault } from '../support/fault-report';

const ADMIN_URL = process.env.DATABASE_URL!;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'demo1234';
const PICKERS = 100;
const API = '/api/carambola/separation';

let database: ScratchPostgres;
let sql: pg.Client;
let first: ServerProcess;
let second: ServerProcess;
const tally = { faultsInjected: 0, picksConfirmed: 0, picksLost: 0, boxesAcknowledged: 0, boxesLost: 0, boxesCountedTwice: 0 };

beforeAll(async () => {
  database = await createScratchPostgres(ADMIN_URL, 'doca_two_processes');
  const shared = { DATABASE_URL: database.url, REDIS_URL, DATA_DIR: ':memory:' };
  first = await startServerProcess({ ...shared, SEED_DEMO: '1' });
  second = await startServerProcess({ ...shared, SEED_DEMO: '0' });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  // The demo day is in the middle of loading one truck, which refuses other routes' boxes:
  // end it, so every order ready for the trucks may be read.
  await sql.query(`update truck_loadings set end_time = now() where end_time is null`);
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await Promise.allSettled([first?.stop(), second?.stop()]);
  await database?.drop();
  console.log(
    `two processes: faults injected ${tally.faultsInjected}; picks confirmed ${tally.picksConfirmed}, lost ${tally.picksLost}; ` +
      `boxes acknowledged ${tally.boxesAcknowledged}, lost ${tally.boxesLost}, counted twice ${tally.boxesCountedTwice}`,
  );
}, 60_000);

async function api<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const reply = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: reply.status, json: (await reply.json()) as T };
}

/** Creates picker accounts straight in the database (the demo has twelve). */
async function createPickers(count: number): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const names = Array.from({ length: count }, (_, index) => `carga${index}`);
  await sql.query(
    `insert into users (username, name, password_hash) select n, n, $2 from unnest($1::text[]) as n`,
    [names, hash],
  );
  return names;
}

const pickerTokens: { base: string; token: string }[] = [];

describe('two server processes on one database and one Redis', () => {
  it('deliver a conveyor read sent to one process to a screen connected to the other', async () => {
    const leitor = await signIn(second.url, 'leitor', PASSWORD);
    const [order] = (await loadingOrders(second.url, leitor)).filter(
      (candidate) => isReadyForTruck(candidate) && candidate.loading_boxes_number === 0 && (candidate.expected_boxes ?? 0) >= 1,
    );
    expect(order).toBeDefined();
    const screen = io(second.url, { path: BOX_COUNT_SOCKET_PATH, auth: { token: leitor }, transports: ['websocket'], forceNew: true });
    await new Promise<void>((resolve, reject) => screen.once('connect', resolve).once('connect_error', reject));
    screen.emit('joinRoom', { room: 'frontend' });
    const reader = await connectConveyor(first.url, await signIn(first.url, 'leitor', PASSWORD));
    try {
      const added = new Promise<ConveyorOrderCard>((resolve) => screen.on('addBox', resolve));
      // The screen's room is joined asynchronously: resend until the screen hears it (the
      // read counts once whatever the number of sends).
      const code = boxCode(order!.order_id, 1);
      const timer = setInterval(() => reader.emit('read-tag', { tag_value: code, read_id: `cross-${code}` }), 200);
      reader.emit('read-tag', { tag_value: code, read_id: `cross-${code}` });
      const card = await added.finally(() => clearInterval(timer));
      expect(card.order_id).toBe(order!.order_id);
      expect(card.loading_boxes_number).toBe(1);
    } finally {
      reader.close();
      screen.close();
    }
  });

  it(`give ${PICKERS} pickers spread over both processes ${PICKERS} different orders`, async () => {
    const names = await createPickers(PICKERS);
    for (const [index, name] of names.entries()) {
      const base = index % 2 === 0 ? first.url : second.url;
      pickerTokens.push({ base, token: await signIn(base, name, PASSWORD) });
    }
    // Groups 1 and 2 take the day's general orders; half the pickers ask each, all at once.
    const replies = await Promise.all(
      pickerTokens.map(({ base, token }, index) =>
        api<NewOrderReply>(base, token, 'GET', `${API}/order-separation/new?separationGroup=${(index % 4 < 2 ? 1 : 2)}&step=1`),
      ),
    );
    const orderIds = replies.map((reply) => reply.json.order?.order_id);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(orderIds.every(Boolean), JSON.stringify(replies.find((reply) => !reply.json.order)?.json)).toBe(true);
    expect(new Set(orderIds).size).toBe(PICKERS);
    const { rows } = await sql.query<{ open: string; orders: string }>(
      `select count(*) as open, count(distinct order_id) as orders from works where "end" is null and separator_id in (select id from users where username like 'carga%')`,
    );
    expect(Number(rows[0]!.open)).toBe(PICKERS);
    expect(Number(rows[0]!.orders)).toBe(PICKERS);
  }, 120_000);

  it('lose no confirmed pick and no counted box when a process is killed mid-stream', async () => {
    // Pickers confirm their items through the first process while the fixed reader sends box
    // labels to it; the first process dies when both streams are under way.
    const leitor = await signIn(second.url, 'leitor', PASSWORD);
    const readable = (await loadingOrders(second.url, leitor))
      .filter((order) => isReadyForTruck(order) && order.loading_boxes_number === 0 && (order.expected_boxes ?? 0) >= 1)
      .slice(0, 40);
    const codes = readable.flatMap((order) => Array.from({ length: order.expected_boxes! }, (_, i) => boxCode(order.order_id, i + 1)));
    expect(codes.length).toBeGreaterThan(60);

    const confirmedPicks = new Set<number>();
    const triedPicks = new Map<number, { token: string; workId: number }>();
    const acknowledged = new Set<string>();
    let killed = false;
    const killWhenBothUnderWay = async () => {
      if (killed || confirmedPicks.size < 30 || acknowledged.size < 30) return;
      killed = true;
      tally.faultsInjected += 1;
      await first.kill();
    };

    const onFirst = pickerTokens.filter(({ base }) => base === first.url).slice(0, 30);
    const picking = onFirst.map(async ({ token }) => {
      const state = (await api<{ data: PickingState | null }>(first.url, token, 'GET', `${API}/separation-work/recovery`)).json.data!;
      for (const item of state.steps.flatMap((step) => step.items).filter((candidate) => candidate.status === ITEM_STATUS.pending)) {
        if (killed) return;
        triedPicks.set(item.id, { token, workId: state.work.id });
        try {
          const reply = await api(first.url, token, 'PUT', `${API}/separation-item/${item.id}`, { workId: state.work.id, statusId: 2 });
          if (reply.status === 200) confirmedPicks.add(item.id);
          else triedPicks.delete(item.id); // refused on purpose (a scanner item): not a pick
        } catch {
          return; // the process died under this request: retried below
        }
        await killWhenBothUnderWay();
      }
    });

    const reader: ConveyorClient = await connectConveyor(first.url, await signIn(first.url, 'leitor', PASSWORD));
    const readIds = new Map(codes.map((code) => [code, randomUUID()]));
    const reading = (async () => {
      for (const code of codes) {
        if (killed) return;
        try {
          await reader.timeout(2000).emitWithAck('read-tag', { tag_value: code, read_id: readIds.get(code)! });
          acknowledged.add(code);
        } catch {
          return;
        }
        await killWhenBothUnderWay();
      }
    })();
    await Promise.all([...picking, reading]);
    reader.close();
    expect(killed).toBe(true);

    // Every pick the dead process confirmed is kept.
    const { rows: picked } = await sql.query<{ id: number; status: number }>(
      `select id, status from items where id = any($1::int[])`,
      [[...confirmedPicks]],
    );
    tally.picksConfirmed = confirmedPicks.size;
    tally.picksLost = picked.filter((row) => row.status !== ITEM_STATUS.separated).length + (confirmedPicks.size - picked.length);

    // The reader's link resends everything not acknowledged, with the same read ids, to the
    // other process, as the station's conveyor link does after a reconnection.
    const resend = await connectConveyor(second.url, await signIn(second.url, 'leitor', PASSWORD));
    for (const code of codes.filter((candidate) => !acknowledged.has(candidate))) {
      await resend.timeout(5000).emitWithAck('read-tag', { tag_value: code, read_id: readIds.get(code)! });
    }
    // A reader that cannot know an acknowledgement was lost resends some acknowledged reads too.
    for (const code of [...acknowledged].slice(0, 10)) {
      await resend.timeout(5000).emitWithAck('read-tag', { tag_value: code, read_id: readIds.get(code)! });
    }
    resend.close();
    const { rows: counts } = await sql.query<{ order_id: string; loading_boxes_number: number; reads: string }>(
      `select o.order_id, o.loading_boxes_number, (select count(*) from box_reads r where r.order_id = o.id) as reads
         from orders o where o.order_id = any($1::text[])`,
      [readable.map((order) => order.order_id)],
    );
    tally.boxesAcknowledged = acknowledged.size;
    const expected = new Map(readable.map((order) => [order.order_id, order.expected_boxes!]));
    for (const row of counts) {
      const want = expected.get(row.order_id)!;
      tally.boxesLost += Math.max(0, want - row.loading_boxes_number);
      tally.boxesCountedTwice += Math.max(0, row.loading_boxes_number - want) + Math.max(0, Number(row.reads) - want);
    }
    expect(tally.picksConfirmed).toBeGreaterThanOrEqual(30);
    expect(tally.picksLost).toBe(0);
    expect(tally.boxesLost).toBe(0);
    expect(tally.boxesCountedTwice).toBe(0);
    recordFault({
      kind: 'a server process killed with SIGKILL mid-picking and mid-belt',
      injected: tally.faultsInjected,
      lost: { picks: tally.picksLost, reads: tally.boxesLost },
      countedTwice: { reads: tally.boxesCountedTwice },
    });

    // The pickers carry on through the surviving process: an interrupted confirmation can be sent again.
    const interrupted = [...triedPicks.entries()].filter(([id]) => !confirmedPicks.has(id));
    for (const [id, { token, workId }] of interrupted) {
      const reply = await api<{ message: string }>(second.url, token, 'PUT', `${API}/separation-item/${id}`, { workId, statusId: 2 });
      expect([200, 409], JSON.stringify(reply.json)).toContain(reply.status);
    }
  }, 180_000);
});

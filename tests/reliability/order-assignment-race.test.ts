// The picking queue raced by two app instances, each with its own pool on one PostgreSQL
// database, as two server processes are (issue 17). Each rule of the queue's locking has a
// test that fails without it:
// - the picker's row lock (queue-service.ts): a picker asking on both at once holds one order;
// - `for update of o` (queue.ts): no order goes to two pickers;
// - `skip locked` (queue.ts): a picker is never told there is nothing left while orders wait
//   (without it, the second instance waits for the first and then finds its rows taken).
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrderReply } from '../../src/shared/contract/picking';
import { queryRows } from '../../src/server/db/client';
import { works } from '../../src/server/db/schema';
import { truncateAll } from '../../src/server/db/truncate';
import { seedDemo } from '../../src/server/demo';
import { createTestApp, type TestApp } from '../support/app';
import type { TestDatabase } from '../support/database';
import { recordFault } from '../support/fault-report';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday, a demo peak day: group 1 has a long queue
const GROUP = 1;
let first: TestApp;
let second: TestApp;
let secondPool: TestDatabase;

beforeAll(async () => {
  first = await createTestApp({ now: () => NOW });
  await truncateAll(first.database.db);
  await seedDemo(first.database.db, { now: NOW });
  secondPool = await first.database.openAnotherPool();
  second = await createTestApp({ now: () => NOW, tokens: first.context.tokens }, { database: secondPool });
});
afterAll(async () => {
  await second?.close();
  await secondPool?.destroy();
  await first?.close();
});

async function newOrder(app: TestApp, token: string, group = GROUP): Promise<NewOrderReply> {
  const reply = await app.as(token, { method: 'GET', url: `/api/carambola/separation/order-separation/new?separationGroup=${group}&step=1` });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

async function pickers(prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, index) => `${prefix}${index}`);
  for (const name of names) await first.createUser(name);
  return Promise.all(names.map((name) => first.tokenFor(name)));
}

async function openWorksByPicker(): Promise<Map<number, number>> {
  const open = await first.database.db.select({ picker: works.separatorId }).from(works).where(isNull(works.end));
  const count = new Map<number, number>();
  for (const { picker } of open) count.set(picker!, (count.get(picker!) ?? 0) + 1);
  return count;
}

describe('order assignment raced by two app instances', () => {
  it('gives a picker who asks on both at once one order, the same on both', async () => {
    const tokens = await pickers('ambos', 20);
    const replies = await Promise.all(tokens.map((token) => Promise.all([newOrder(first, token), newOrder(second, token)])));
    for (const [onFirst, onSecond] of replies) {
      expect(onFirst.order?.order_id).toBeDefined();
      expect(onSecond.order?.order_id).toBe(onFirst.order?.order_id);
    }
    const held = [...(await openWorksByPicker()).values()];
    expect(held.filter((count) => count > 1)).toEqual([]);
    recordFault({ kind: 'one picker asking two server processes at once', injected: tokens.length, countedTwice: { orders: held.filter((count) => count > 1).length } });
  });

  it('gives pickers split over both different orders, and none of them nothing while orders wait', async () => {
    const tokens = await pickers('metade', 40);
    for (let wave = 0; wave < 2; wave++) {
      const asking = tokens.slice(wave * 20, wave * 20 + 20);
      const replies = await Promise.all(asking.map((token, index) => newOrder(index % 2 ? second : first, token)));
      expect(replies.map((reply) => reply.message)).toEqual(asking.map(() => 'Success'));
    }
    const open = await first.database.db.select({ orderId: works.orderId }).from(works).where(isNull(works.end));
    expect(new Set(open.map((row) => row.orderId)).size).toBe(open.length);
    recordFault({ kind: 'pickers split over two server processes asking at once', injected: 2, countedTwice: { orders: open.length - new Set(open.map((row) => row.orderId)).size } });
  });

  it('serves a picker at once while another process holds the front of the queue', async () => {
    const [token] = await pickers('frente', 1);
    // The manual group 3 takes only the orders directed to it, in this order (queue.ts).
    const waiting = await queryRows<{ id: number; order_id: string }>(secondPool.db, sql`
      select id, order_id from orders
      where directed_group = 3 and checking_status is null and permission_to_separate = 'approved'
      order by priority desc, is_critical desc, scheduled_date asc, order_id asc`);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const last = waiting.at(-1)!;
    const reply = await secondPool.db.transaction(async (tx) => {
      // Another process in the middle of taking every order but the last.
      await tx.execute(sql`select id from orders where id in ${waiting.slice(0, -1).map(({ id }) => id)} for update`);
      let timer: NodeJS.Timeout | undefined;
      const waitedOnTheLock = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the picker waited for the orders another process holds')), 10_000);
      });
      try {
        return await Promise.race([newOrder(first, token!, 3), waitedOnTheLock]);
      } finally {
        clearTimeout(timer);
      }
    });
    expect(reply.order?.order_id).toBe(last.order_id);
  });
});

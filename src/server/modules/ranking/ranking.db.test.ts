// Rankings over the demo centre, checked against the works and items computed here in plain
// code: today's and this week's top 10, and the history's date-range rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingEntry } from '../../../shared/contract/ranking';
import { addDays, dayBounds, operationDate } from '../../../shared/domain/operation-day';
import { seedDemo } from '../../demo/seed';
import { items, users, works } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

// Wednesday, 11:30 in São Paulo.
const NOW = new Date('2025-03-12T14:30:00Z');
const TODAY = operationDate(NOW);

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemo(t.database.db, { now: NOW });
  token = await t.tokenFor('supervisor', 'demo1234');
});
afterAll(() => t.close());

/** The ranking of [first, last] computed from every row, without SQL. */
async function expected(first: string, last: string, limit: number): Promise<RankingEntry[]> {
  const start = dayBounds(first).start.getTime();
  const end = dayBounds(last).end.getTime();
  const allWorks = await t.database.db.select().from(works);
  const allItems = await t.database.db.select().from(items);
  const names = new Map((await t.database.db.select().from(users)).map((user) => [user.id, user.username]));
  const finished = allWorks
    .filter((work) => work.type === 'separation' && work.end && work.end.getTime() >= start && work.end.getTime() < end)
    .sort((a, b) => a.begin.getTime() - b.begin.getTime());
  const bySeparator = new Map<number, RankingEntry>();
  const previousEnd = new Map<string, Date>();
  for (const work of finished) {
    const entry = bySeparator.get(work.separatorId) ?? { username: names.get(work.separatorId)!, total_items: 0, total_orders: 0, idle_time: 0 };
    entry.total_orders += 1;
    entry.total_items += allItems.filter((item) => item.workId === work.id && item.status !== 1).length;
    const dayKey = `${work.separatorId}:${operationDate(work.begin)}`;
    const previous = previousEnd.get(dayKey);
    if (previous) entry.idle_time += Math.max(0, (work.begin.getTime() - previous.getTime()) / 1000);
    previousEnd.set(dayKey, work.end!);
    bySeparator.set(work.separatorId, entry);
  }
  return [...bySeparator.values()]
    .map((entry) => ({ ...entry, idle_time: Math.round(entry.idle_time) }))
    .sort((a, b) => b.total_orders - a.total_orders || b.total_items - a.total_items || a.idle_time - b.idle_time || a.username.localeCompare(b.username))
    .slice(0, limit);
}

const get = (url: string) => t.as(token, { method: 'GET', url: `/api/carambola/ranking/${url}` });
const withoutIdle = (entries: RankingEntry[]) => entries.map(({ idle_time: _idle, ...rest }) => rest);

describe('rankings', () => {
  it("ranks today's separators, top 10, with the time it was computed", async () => {
    const reply = (await get('daily/v2')).json() as { data: RankingEntry[]; updated: string };
    const want = await expected(TODAY, TODAY, 10);
    expect(want.length).toBeGreaterThan(0);
    expect(withoutIdle(reply.data)).toEqual(withoutIdle(want));
    reply.data.forEach((entry, index) => expect(Math.abs(entry.idle_time - want[index]!.idle_time)).toBeLessThanOrEqual(1));
    expect(reply.updated).toBe(NOW.toISOString());
  });

  it('ranks the week from Sunday', async () => {
    const reply = (await get('weekly/v2')).json() as { data: RankingEntry[] };
    expect(withoutIdle(reply.data)).toEqual(withoutIdle(await expected('2025-03-09', TODAY, 10)));
  });

  it('gives the history of a full week, up to 30 separators', async () => {
    const reply = await get('filter?initialSeparationDate=2025-03-02&finalSeparationDate=2025-03-07');
    expect(reply.statusCode).toBe(200);
    expect(withoutIdle(reply.json().data)).toEqual(withoutIdle(await expected('2025-03-02', '2025-03-07', 30)));
  });

  it('refuses a range that is neither a day nor a week Sunday to Friday', async () => {
    const reply = await get(`filter?initialSeparationDate=${addDays(TODAY, -2)}&finalSeparationDate=${TODAY}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Por favor, selecione uma única data ou uma semana completa (Domingo a Sexta).');
  });
});

describe('token', () => {
  it("gives the centre's admin code to whoever may print it", async () => {
    const admin = await t.tokenFor('admin', 'demo1234');
    const reply = await t.as(admin, { method: 'GET', url: '/api/carambola/separation-settings/token' });
    expect(reply.json().token).toMatch(/\S+/);
  });
});

// The three performance views and the by-level spreadsheet over the demo centre, checked
// against the works, items and breaks computed here in plain code; and the period rule.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakReport, ItemTimeReport, OrderTimeReport, separatorBreaks } from '../../../shared/contract/reports';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import { dayBounds, localHour } from '../../../shared/domain/operation-day';
import { seedDemo } from '../../demo/seed';
import { breaks, items, orders, separationGroups, settings, users, works } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

const DEMO_NOW = new Date('2025-03-12T14:30:00Z');
const DAY = '2025-03-12';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-03-13T15:00:00Z') });
  await seedDemo(t.database.db, { now: DEMO_NOW });
  token = await t.tokenFor('supervisor', 'demo1234');
});
afterAll(() => t.close());

const get = (url: string) => t.as(token, { method: 'GET', url: `/api/carambola/data-analysis/${url}` });
type SeparatorBreaksPage = ResponseOf<typeof separatorBreaks>;
const names = async () => new Map((await t.database.db.select().from(users)).map((user) => [user.id, user.username]));

describe('time per order', () => {
  it("gives each separator their orders scheduled in the period and working time, and the group filter narrows it", async () => {
    const reply = await get(`time-to-separation-by-separator?scheduledDateGte=${DAY}&scheduledDateLte=${DAY}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as OrderTimeReport;
    const scheduled = new Map((await t.database.db.select().from(orders)).map((order) => [order.id, order.scheduledDate]));
    const who = await names();
    const finished = (await t.database.db.select().from(works)).filter((work) => work.type === 'separation' && work.end && scheduled.get(work.orderId) === DAY);
    const perUser = new Map<string, { orders: number; working: number }>();
    for (const work of finished) {
      const entry = perUser.get(who.get(work.separatorId)!) ?? { orders: 0, working: 0 };
      entry.orders += 1;
      entry.working += work.workingTimeSecs ?? Math.round((work.end!.getTime() - work.begin.getTime()) / 1000);
      perUser.set(who.get(work.separatorId)!, entry);
    }
    expect(report.users.map((user) => [user.username, user.total_orders, user.working_total_secs])).toEqual(
      // Logins in the order people count them: separador2 before separador10.
      [...perUser.entries()].sort(([a], [b]) => a.localeCompare(b, 'pt-BR', { numeric: true })).map(([name, entry]) => [name, entry.orders, entry.working]),
    );
    expect(report.global.working_total_secs).toBe([...perUser.values()].reduce((sum, entry) => sum + entry.working, 0));
    for (const user of report.users) {
      expect(user.working_avg_min).toBeCloseTo(user.working_total_secs / user.total_orders / 60, 1);
      expect(user.timesheet_work_perc).toBeLessThanOrEqual(100);
    }
    // The timesheet: per separator and day, from the day's first order's start to its last one's end.
    const [centre] = await t.database.db.select({ timeZone: settings.timeZone }).from(settings);
    const timeZone = centre!.timeZone;
    const spans = new Map<string, { begin: number; end: number }>();
    for (const work of finished) {
      const key = `${who.get(work.separatorId)} ${work.begin.toLocaleDateString('en-CA', { timeZone })}`;
      const span = spans.get(key) ?? { begin: Infinity, end: -Infinity };
      spans.set(key, { begin: Math.min(span.begin, work.begin.getTime()), end: Math.max(span.end, work.end!.getTime()) });
    }
    const timesheetMin = (username: string) =>
      [...spans].filter(([key]) => key.startsWith(`${username} `)).reduce((sum, [, span]) => sum + (span.end - span.begin) / 60_000, 0);
    expect(report.users.every((user) => user.timesheet_min > 0)).toBe(true);
    for (const user of report.users) expect(user.timesheet_min).toBeCloseTo(timesheetMin(user.username), 1);

    const group1 = (await get(`time-to-separation-by-separator?scheduledDateGte=${DAY}&scheduledDateLte=${DAY}&separationGroup=1`)).json() as OrderTimeReport;
    const inGroup1 = finished.filter((work) => work.separationGroup === 1).length;
    expect(group1.users.reduce((sum, user) => sum + user.total_orders, 0)).toBe(inGroup1);
  });
});

describe('time per item', () => {
  it('sums the items separated in the period per separator and per hour, and filters by method', async () => {
    const reply = await get(`work-items-average?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as ItemTimeReport;
    const { start, end } = dayBounds(DAY);
    const workById = new Map((await t.database.db.select().from(works)).map((work) => [work.id, work]));
    const picked = (await t.database.db.select().from(items)).filter(
      (item) => item.separatedAt && item.separatedAt >= start && item.separatedAt < end && item.status !== 1 && item.separatedTimeSecs !== null && item.workId !== null,
    );
    expect(report.global.total_items).toBe(picked.length);
    expect(report.global.total_secs).toBe(picked.reduce((sum, item) => sum + item.separatedTimeSecs!, 0));
    expect(report.timeline.reduce((sum, hour) => sum + hour.total_items, 0)).toBe(picked.length);
    const byHour = new Map<number, number>();
    for (const item of picked) byHour.set(localHour(item.separatedAt!), (byHour.get(localHour(item.separatedAt!)) ?? 0) + 1);
    expect(report.timeline.map((hour) => [hour.separated_hour, hour.total_items])).toEqual([...byHour.entries()].sort(([a], [b]) => a - b));

    const groups = await t.database.db.select().from(separationGroups);
    const cameraGroups = new Set(groups.filter((group) => group.camScanner).map((group) => group.separationGroup));
    const camera = (await get(`work-items-average?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}&separationMethod=camera`)).json() as ItemTimeReport;
    expect(camera.global.total_items).toBe(
      picked.filter((item) => item.separationMethod === 'scanning' && cameraGroups.has(workById.get(item.workId!)!.separationGroup ?? -1)).length,
    );
    const manual = (await get(`work-items-average?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}&separationMethod=manual`)).json() as ItemTimeReport;
    expect(manual.global.total_items).toBe(picked.filter((item) => (item.separationMethod ?? 'manual') === 'manual').length);
  });
});

/** The period's breaks declared by a work, each with its separator's name, in the order declared. */
async function declaredBreaks() {
  const { start, end } = dayBounds(DAY);
  const workById = new Map((await t.database.db.select().from(works)).map((work) => [work.id, work]));
  const orderById = new Map((await t.database.db.select().from(orders)).map((order) => [order.id, order.orderId]));
  const who = await names();
  return (await t.database.db.select().from(breaks))
    .filter((row) => row.workId !== null && row.createdAt >= start && row.createdAt < end)
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ username: who.get(workById.get(row.workId!)!.separatorId)!, order: orderById.get(row.orderId)! }));
}

describe('breaks', () => {
  it("counts each separator's breaks of the period, most breaks first", async () => {
    const reply = await get(`breaks-by-separator?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as BreakReport;
    const declared = await declaredBreaks();
    expect(declared.length).toBeGreaterThan(0);
    const perUser = new Map<string, number>();
    for (const row of declared) perUser.set(row.username, (perUser.get(row.username) ?? 0) + 1);
    expect(Object.fromEntries(report.map((entry) => [entry.username, entry.break_quantity]))).toEqual(Object.fromEntries(perUser));
    const counts = report.map((entry) => entry.break_quantity);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("pages one separator's breaks in the order declared, with their total", async () => {
    const declared = await declaredBreaks();
    const perUser = new Map<string, string[]>();
    for (const row of declared) perUser.set(row.username, [...(perUser.get(row.username) ?? []), row.order]);
    const [username, ordersBroken] = [...perUser].sort(([, a], [, b]) => b.length - a.length)[0]!;
    expect(ordersBroken.length).toBeGreaterThan(2);
    const page = async (number: number, query = `username=${username}`) => {
      const reply = await get(`breaks-by-separator/breaks?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}&${query}&page=${number}&pageSize=2`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json() as SeparatorBreaksPage;
    };
    const first = await page(1);
    expect(first.total_count).toBe(ordersBroken.length);
    expect(first.results.map((row) => row.order_id)).toEqual(ordersBroken.slice(0, 2));
    expect((await page(2)).results.map((row) => row.order_id)).toEqual(ordersBroken.slice(2, 4));
    expect(first.results.every((row) => row.product.name.length > 0 && row.reason.name.length > 0)).toBe(true);
    // Past the last page: no rows, the same total; someone without breaks: none.
    expect(await page(ordersBroken.length)).toEqual({ results: [], total_count: ordersBroken.length });
    expect(await page(1, 'username=ninguem')).toEqual({ results: [], total_count: 0 });
  });

  it('refuses a page without the separator, or past the page size, in Portuguese', async () => {
    for (const query of ['page=1', 'username=separador1&pageSize=1000', 'username=separador1&page=0']) {
      const reply = await get(`breaks-by-separator/breaks?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}&${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect((reply.json() as { message: string }).message, query).toMatch(/^Dados inválidos/);
    }
  });
});

describe('period rule', () => {
  it('refuses reversed or over-long periods and unknown methods with a Portuguese message', async () => {
    for (const url of [
      'work-items-average?initialSeparationDate=2025-03-12&finalSeparationDate=2025-03-01',
      'breaks-by-separator?initialSeparationDate=2025-01-01&finalSeparationDate=2025-03-01',
      'breaks-by-separator/breaks?initialSeparationDate=2025-03-12&finalSeparationDate=2025-03-01&username=separador1',
      'work-items-average?initialSeparationDate=2025-03-12&finalSeparationDate=2025-03-12&separationMethod=telepatia',
      'time-to-separation-by-separator?scheduledDateGte=ontem&scheduledDateLte=2025-03-12',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(400);
      expect((reply.json() as { message: string }).message).toBeTruthy();
    }
  });
});

describe('time by level spreadsheet', () => {
  it('has one row per step with its items and times, read back with exceljs', async () => {
    const reply = await get(`time-to-separation-by-level/download?operationDate=${DAY}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(`tempo-por-etapa-${DAY}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Etapa', 'Itens separados', 'Tempo médio por item (s)', 'Tempo total (s)']);

    const { start, end } = dayBounds(DAY);
    const picked = (await t.database.db.select().from(items)).filter((item) => item.separatedAt && item.separatedAt >= start && item.separatedAt < end && item.status !== 1);
    const levels = [...new Set(picked.map((item) => item.step))].sort((a, b) => (a ?? 99) - (b ?? 99));
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3]])).toEqual(
      levels.map((level) => {
        const mine = picked.filter((item) => item.step === level);
        return [level === null ? 'Sem etapa' : `Etapa ${level}`, mine.length, mine.reduce((sum, item) => sum + (item.separatedTimeSecs ?? 0), 0)];
      }),
    );
  });
});

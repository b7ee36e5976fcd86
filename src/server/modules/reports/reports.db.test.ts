// The performance downloads over the demo centre, each .xlsx read back with exceljs and its
// rows checked against the works and items computed here; and the date rules of §5.
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBounds } from '../../../shared/domain/operation-day';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import { seedDemo } from '../../demo/seed';
import { breaks, items, orders, products, users, works } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { centreWallClock } from '../../spreadsheets/write-xlsx';

// The demo's day is Wednesday 2025-03-12; the app lives on the next day so it is in the past.
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

interface Sheet {
  status: number;
  headers: Record<string, unknown>;
  rows: unknown[][];
  body: string;
  /** The number format of the first data row's fourth cell (a date, where the sheet has one). */
  fourthCellFormat?: string;
}

async function download(url: string): Promise<Sheet> {
  const reply = await t.as(token, { method: 'GET', url: `/api/carambola/data-analysis/${url}` });
  if (reply.statusCode !== 200) return { status: reply.statusCode, headers: reply.headers, rows: [], body: reply.body };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.rawPayload as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { status: 200, headers: reply.headers, rows, body: '', fourthCellFormat: workbook.worksheets[0]!.getCell('D2').numFmt };
}

async function finishedWorks() {
  const { start, end } = dayBounds(DAY);
  const all = await t.database.db.select().from(works);
  return all.filter((work) => work.type === 'separation' && work.end && work.end >= start && work.end < end);
}

describe('orders by separator', () => {
  it('lists every order finished in the range with its separator, times and items', async () => {
    const sheet = await download(`orders-by-separator/download?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheet.headers['content-disposition']).toContain(`pedidos-por-separador-${DAY}_${DAY}.xlsx`);
    expect(sheet.rows[0]).toEqual(['Pedido', 'Separador', 'Grupo', 'Início', 'Fim', 'Tempo de separação (s)', 'Itens']);
    expect(sheet.fourthCellFormat).toBe('dd/mm/yyyy hh:mm:ss');

    const finished = (await finishedWorks()).sort((a, b) => a.id - b.id);
    expect(finished.length).toBeGreaterThan(10);
    const orderIds = new Map((await t.database.db.select().from(orders)).map((order) => [order.id, order.orderId]));
    const names = new Map((await t.database.db.select().from(users)).map((user) => [user.id, user.username]));
    const allItems = await t.database.db.select().from(items);
    const expected = finished.map((work) => [
      orderIds.get(work.orderId),
      names.get(work.separatorId),
      work.separationGroup ?? null,
      // Real dates on the centre's clock (a spreadsheet date has no zone).
      new Date(`${dayjs(work.begin).tz('America/Sao_Paulo').format('YYYY-MM-DDTHH:mm:ss')}Z`),
      new Date(`${dayjs(work.end).tz('America/Sao_Paulo').format('YYYY-MM-DDTHH:mm:ss')}Z`),
      work.workingTimeSecs ?? Math.round((work.end!.getTime() - work.begin.getTime()) / 1000),
      allItems.filter((item) => item.workId === work.id && item.status !== 1).length,
    ]);
    const read = sheet.rows.slice(1).map((row) => Array.from({ length: 7 }, (_, index) => row[index] ?? null));
    expect(read).toEqual(expected);
  });
});

describe('time by separator', () => {
  it('gives each separator their orders and working time', async () => {
    const sheet = await download(`time-to-separation-by-separator/download?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}`);
    const finished = await finishedWorks();
    const names = new Map((await t.database.db.select().from(users)).map((user) => [user.id, user.username]));
    const perUser = new Map<string, { orders: number; working: number }>();
    for (const work of finished) {
      const name = names.get(work.separatorId)!;
      const entry = perUser.get(name) ?? { orders: 0, working: 0 };
      entry.orders += 1;
      entry.working += work.workingTimeSecs ?? Math.round((work.end!.getTime() - work.begin.getTime()) / 1000);
      perUser.set(name, entry);
    }
    const read = sheet.rows.slice(1).map((row) => ({ name: row[0], orders: row[1], working: row[4] }));
    // Logins in the order people count them: separador2 before separador10.
    expect(read).toEqual([...perUser.entries()].sort(([a], [b]) => a.localeCompare(b, 'pt-BR', { numeric: true })).map(([name, entry]) => ({ name, orders: entry.orders, working: entry.working })));
  });
});

describe('breaks by separator', () => {
  it('lists every break declared in the period, a replenished one too, once each, with its reason', async () => {
    const sheet = await download(`order-break-by-separator?initialSeparationDate=${DAY}&finalSeparationDate=${DAY}`);
    const { start, end } = dayBounds(DAY);
    const itemStatus = new Map((await t.database.db.select().from(items)).map((item) => [item.id, item.status]));
    const productNames = new Map((await t.database.db.select().from(products)).map((product) => [product.sku, product.name]));
    const itemSku = new Map((await t.database.db.select().from(items)).map((item) => [item.id, item.sku]));
    const declared = (await t.database.db.select().from(breaks)).filter(
      (declaredBreak) => declaredBreak.workId !== null && declaredBreak.createdAt >= start && declaredBreak.createdAt < end,
    );
    // The demo's day has breaks the panel replenished since ('Repor': the item is status 5).
    expect(declared.filter((declaredBreak) => itemStatus.get(declaredBreak.itemId) === ITEM_STATUS.replenished).length).toBeGreaterThan(0);

    expect(sheet.rows[0]).toEqual(['Separador', 'Pedido', 'Produto', 'Motivo']);
    expect(sheet.rows.length - 1).toBe(declared.length);
    expect(sheet.rows.slice(1).map((row) => row[2]).sort()).toEqual(declared.map((declaredBreak) => productNames.get(itemSku.get(declaredBreak.itemId)!)).sort());
    const reason = (declaredBreak: (typeof declared)[number]) => declaredBreak.reason ?? (declaredBreak.type === ITEM_STATUS.totalBreak ? 'Quebra total' : 'Quebra parcial');
    expect(sheet.rows.slice(1).map((row) => row[3]).sort()).toEqual(declared.map(reason).sort());
  });
});

describe('centre date-time cells', () => {
  it('write São Paulo wall-clock time as a real date, across days and years', () => {
    const wallClock = centreWallClock('America/Sao_Paulo');
    expect(wallClock('2025-03-12T02:30:05Z').toISOString()).toBe('2025-03-11T23:30:05.000Z');
    expect(wallClock(new Date('2026-01-01T03:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('date rules', () => {
  it('refuses missing dates, today, ranges over 6 days and Saturdays for one-day reports', async () => {
    const message = async (url: string) => JSON.parse((await download(url)).body).message as string;
    expect(await message('orders-by-separator/download')).toBe('Por favor, selecione uma data inicial e final válidas para continuar.');
    expect(await message('orders-by-separator/download?initialSeparationDate=2025-03-12&finalSeparationDate=2025-03-13')).toBe(
      'Não selecione a data de hoje e nem um intervalo maior que uma semana completa (Domingo a Sexta).',
    );
    expect(await message('orders-by-separator/download?initialSeparationDate=2025-03-02&finalSeparationDate=2025-03-09')).toMatch(/^Não selecione/);
    expect(await message('time-to-separation-by-sku/download?operationDate=2025-03-08')).toBe('Você só pode selecionar um dia por vez. (exceto sábados)');
  });

  it('gives the SKU report of one day', async () => {
    const sheet = await download(`time-to-separation-by-sku/download?operationDate=${DAY}`);
    expect(sheet.rows[0]).toEqual(['SKU', 'Produto', 'Itens separados', 'Tempo médio por item (s)']);
    expect(sheet.rows.length).toBeGreaterThan(1);
  });
});

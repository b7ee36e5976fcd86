// The four loading-conference downloads over the demo centre: each .xlsx is read back with
// exceljs and its rows compared with the orders, delivery details, routes and box
// conferences computed here, including the considered-boxes flags and the São Paulo rule.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed';
import { boxConferences, orderDeliveryDetails, orders, routes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

const DEMO_NOW = new Date('2025-03-12T14:30:00Z');
const DAY = '2025-03-12';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => DEMO_NOW });
  await seedDemo(t.database.db, { now: DEMO_NOW });
  token = await t.tokenFor('carregador', 'demo1234');
});
afterAll(() => t.close());

async function sheet(path: string): Promise<{ filename: string; header: unknown[]; rows: unknown[][] }> {
  const reply = await t.as(token, { method: 'GET', url: `/api/carambola/loading-conference/${path}` });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.rawPayload as unknown as ExcelJS.Buffer);
  const all: unknown[][] = [];
  const width = workbook.worksheets[0]!.columnCount;
  workbook.worksheets[0]!.eachRow((row) => all.push(Array.from({ length: width }, (_, i) => (row.values as unknown[])[i + 1] ?? null)));
  return { filename: String(reply.headers['content-disposition']), header: all[0]!, rows: all.slice(1) };
}

async function dayOrders() {
  const db = t.database.db;
  const [all, details, allRoutes, conferences] = await Promise.all([
    db.select().from(orders),
    db.select().from(orderDeliveryDetails),
    db.select().from(routes),
    db.select().from(boxConferences),
  ]);
  const detailOf = new Map(details.map((row) => [row.orderId, row]));
  const routeOf = new Map(allRoutes.map((row) => [row.id, row]));
  const conferenceOf = new Map(conferences.map((row) => [row.orderId, row]));
  return all
    .filter((order) => order.scheduledDate === DAY && order.permissionToSeparate !== 'recused')
    .sort((a, b) => a.id - b.id)
    .map((order) => ({ order, detail: detailOf.get(order.id), route: order.routeId ? routeOf.get(order.routeId) : undefined, conference: conferenceOf.get(order.id) }));
}

type Order = typeof orders.$inferSelect;
const considered = (o: Order, conveyor = true, conference = true) =>
  (conveyor ? (o.adjustedBoxesNumberConveyor ?? o.correctedBoxesNumber ?? (o.loadingBoxesNumber || null)) : null) ??
  o.adjustedBoxesNumber ??
  (conference ? (o.boxesByConferencer ?? o.conferenceBoxesNumber) : null) ??
  o.boxesNumber ??
  0;

describe('order boxes registration', () => {
  it("lists every order of the day with each stage's count and the boxes considered", async () => {
    const read = await sheet(`order-boxes-registration/download?scheduledDate=${DAY}`);
    expect(read.filename).toContain(`registro-de-caixas-${DAY}.xlsx`);
    expect(read.header).toEqual([
      'Pedido', 'Rota', 'Cor da rota', 'Cliente', 'Na separação', 'Na conferência', 'Conferente (crítico)',
      'Reduzido antes da esteira', 'Lido na esteira', 'Corrigido na esteira', 'Reduzido na esteira', 'Caixas consideradas',
    ]);
    const expected = (await dayOrders()).map(({ order: o }) => [
      o.orderId, o.route, o.colorRoute, o.clientTrade || o.clientName, o.boxesNumber, o.conferenceBoxesNumber, o.boxesByConferencer,
      o.adjustedBoxesNumber, o.loadingBoxesNumber, o.correctedBoxesNumber, o.adjustedBoxesNumberConveyor, considered(o),
    ]);
    expect(expected.length).toBeGreaterThan(100);
    expect(read.rows).toEqual(expected);
  });

  it('leaves the conveyor and the conference out of the considered count when asked', async () => {
    const read = await sheet(`order-boxes-registration/download?scheduledDate=${DAY}&conveyorBeltNotConsidered=true&conferenceNotConsidered=true`);
    const expected = (await dayOrders()).map(({ order }) => considered(order, false, false));
    expect(read.rows.map((row) => row[11])).toEqual(expected);
    // The demo has conveyor-read orders, so the flag changes what is considered.
    expect(expected).not.toEqual((await dayOrders()).map(({ order }) => considered(order)));
  });
});

describe('loading preparation', () => {
  it('gives each order its route, driver, address, window, boxes and invoice', async () => {
    const read = await sheet(`loading-prepare/download?scheduledDate=${DAY}`);
    const expected = (await dayOrders()).map(({ order: o, detail, route }) => [
      o.route, o.colorRoute, detail?.driver ?? route?.driverName ?? null, o.orderId, o.clientTrade || o.clientName,
      detail?.neighborhood ?? null, detail?.shippingStreetAndNumber ?? null, detail?.city ?? null,
      detail?.scheduledTimeFrom || detail?.scheduledTimeTo ? `${detail.scheduledTimeFrom?.slice(0, 5) ?? ''} - ${detail.scheduledTimeTo?.slice(0, 5) ?? ''}` : null,
      considered(o), detail?.billOfSaleId ?? (o.releasedWithoutInvoiceById !== null ? 'Liberado sem NF' : 'Sem NF'),
      expect.any(String),
    ]);
    expect(read.rows).toEqual(expected);
  });
});

async function saoPauloRoutes() {
  const byRoute = new Map<string, { orders: number; boxes: number; read: number; separated: number; conferred: number; capacity: number | null }>();
  for (const { order, detail, route, conference } of await dayOrders()) {
    if (detail?.city !== 'São Paulo') continue;
    const key = order.route ?? '-';
    const entry = byRoute.get(key) ?? { orders: 0, boxes: 0, read: 0, separated: 0, conferred: 0, capacity: route?.vehicleCapacity ?? null };
    entry.orders += 1;
    entry.boxes += considered(order);
    entry.read += order.loadingBoxesNumber ?? 0;
    if ([3, 4, 5].includes(order.checkingStatus ?? 0)) entry.separated += 1;
    if (conference?.status === 3) entry.conferred += 1;
    byRoute.set(key, entry);
  }
  return [...byRoute.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

describe('per-route reports (São Paulo only)', () => {
  it('consolidates orders, boxes and the excess over the vehicle per route', async () => {
    const read = await sheet(`consolidate-routes/download?scheduledDate=${DAY}`);
    const expected = (await saoPauloRoutes()).map(([route, entry]) => [
      route, expect.anything(), expect.anything(), entry.orders, entry.boxes, entry.capacity,
      entry.capacity === null ? null : Math.max(0, entry.boxes - entry.capacity),
    ]);
    expect(read.rows).toEqual(expected);
    // Orders of other cities are left out.
    const everywhere = (await dayOrders()).length;
    expect(read.rows.reduce((sum, row) => sum + (row[3] as number), 0)).toBeLessThan(everywhere);
  });

  it('summarises separated, conferred and read per route', async () => {
    const read = await sheet(`routes-resume/download?scheduledDate=${DAY}`);
    const expected = (await saoPauloRoutes()).map(([route, entry]) => [
      route, expect.anything(), entry.orders, entry.separated, entry.conferred, entry.boxes, entry.read, expect.stringMatching(/^(Pendente|Carregando|Carregado)$/),
    ]);
    expect(read.rows).toEqual(expected);
  });

  it('uses the operation day when no date is given, and refuses a malformed one', async () => {
    expect((await sheet('routes-resume/download')).filename).toContain(`resumo-das-rotas-${DAY}.xlsx`);
    const bad = await t.as(token, { method: 'GET', url: '/api/carambola/loading-conference/routes-resume/download?scheduledDate=12/03/2025' });
    expect(bad.statusCode).toBe(400);
  });
});

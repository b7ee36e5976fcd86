// Romaneios and route reprint over the demo centre: the list and its filters checked against
// the rows, the printing rules of spec/panel.md §4 with a fake printer receiving the
// documents, the spreadsheet read back with exceljs, and the label reprint.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteGroup } from '../../../shared/contract/packing-lists';
import { operationDate } from '../../../shared/domain/operation-day';
import { groupNameOf } from '../../../shared/domain/permissions';
import { seedDemo } from '../../demo/seed';
import { labelPrints, orderDeliveryDetails, orders, printers, routes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { startPrinterSink, type PrinterSink } from '../../../../tools/printer-sink';
import { orderBoxes } from './queries';

const NOW = new Date('2025-03-12T14:30:00Z');
const TODAY = operationDate(NOW);
let t: TestApp;
let sink: PrinterSink;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemo(t.database.db, { now: NOW });
  sink = await startPrinterSink({ port: 0 });
  // Every route colour prints on the fake printer.
  await t.database.db.update(printers).set({ printerName: `127.0.0.1:${sink.port}` });
  for (const name of ['admin', 'carregador', 'supervisor']) tokens[name] = await t.tokenFor(name, 'demo1234');
  await t.createUser('sem-scanner-so', (['SeparationReleasePackingList', 'SeparationPrintShipmentWithoutScanner'] as const).map(groupNameOf));
});
afterAll(async () => {
  await sink.close();
  await t.close();
});

const get = (user: string, url: string) => t.as(tokens[user]!, { method: 'GET', url: `/api/carambola/${url}` });
const post = (user: string, url: string, payload: unknown) => t.as(tokens[user]!, { method: 'POST', url: `/api/carambola/${url}`, payload: payload as object });

async function allGroups(query = ''): Promise<RouteGroup[]> {
  const reply = await get('admin', `loading-conference/packing-list?pageSize=100${query}`);
  expect(reply.statusCode).toBe(200);
  return Object.values((reply.json() as { results: Record<string, RouteGroup> }).results);
}

async function jobCount(before: number): Promise<string> {
  await vi.waitFor(() => expect(sink.jobs.length).toBe(before + 1));
  return sink.jobs[before]!;
}

describe('packing list', () => {
  it("lists today's routes with their orders, boxes on the truck and delivery details", async () => {
    const groups = await allGroups();
    const dbRoutes = (await t.database.db.select().from(routes)).filter((route) => route.operationDate === TODAY);
    expect(groups.map((group) => group.route)).toEqual(dbRoutes.map((route) => route.code).sort());

    const dbOrders = await t.database.db.select().from(orders);
    const details = new Map((await t.database.db.select().from(orderDeliveryDetails)).map((row) => [row.orderId, row]));
    for (const group of groups) {
      const route = dbRoutes.find((candidate) => candidate.code === group.route)!;
      const mine = dbOrders.filter((order) => order.routeId === route.id && order.permissionToSeparate !== 'recused');
      expect(group.quantityOrders).toBe(mine.length);
      expect(group.status).toBe(route.loadingStatus);
      expect(group.totalBoxes).toBe(mine.reduce((sum, order) => sum + (order.adjustedBoxesNumberConveyor ?? order.correctedBoxesNumber ?? order.loadingBoxesNumber ?? 0), 0));
      expect(group.separateFinish).toBe(mine.length > 0 && mine.every((order) => [2, 3, 4].includes(order.checkingStatus ?? 0)));
      const first = group.orders[0]!;
      const order = mine.find((candidate) => candidate.orderId === first.order_id)!;
      expect(first.order_delivery_details?.neighborhood).toBe(details.get(order.id)?.neighborhood);
      expect(first.client_name_or_trade).toBe(order.clientType === 'PF' ? order.clientName : (order.clientTrade ?? order.clientName));
    }
  });

  it('filters by printed tab, status chip and route search, and pages', async () => {
    const all = await allGroups();
    expect((await allGroups('&isPrinted=true')).map((g) => g.route)).toEqual(all.filter((g) => g.printed).map((g) => g.route));
    expect((await allGroups('&isPrinted=false')).every((g) => !g.printed)).toBe(true);
    expect((await allGroups('&filterByStatus=loading')).map((g) => g.route)).toEqual(all.filter((g) => g.status === 'loading').map((g) => g.route));
    expect((await allGroups('&searchRoute=r0')).map((g) => g.route)).toEqual(all.filter((g) => g.route.startsWith('R0')).map((g) => g.route));

    const page2 = (await get('carregador', 'loading-conference/packing-list?page=2&pageSize=10')).json() as { totalCount: number; results: Record<string, RouteGroup> };
    expect(page2.totalCount).toBe(all.length);
    expect(Object.keys(page2.results)).toEqual(all.slice(10, 20).map((g) => g.route));
  });

  it('refuses other roles and malformed filters', async () => {
    expect((await get('supervisor', 'loading-conference/packing-list')).statusCode).toBe(403);
    const bad = await get('admin', 'loading-conference/packing-list?filterByStatus=sumido');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toBeTruthy();
  });
});

describe('printing one route', () => {
  it('prints a loaded route with the scanner on its colour printer, then it moves to Impressos', async () => {
    const loaded = (await allGroups()).find((group) => group.status === 'loaded')!;
    await t.database.db.update(routes).set({ printed: false }).where(eq(routes.id, loaded.id));
    const before = sink.jobs.length;
    const reply = await post('carregador', 'loading-conference/print-packing-list/single-route', { route: loaded.route });
    expect(reply.statusCode, reply.body).toBe(200);
    const job = await jobCount(before);
    expect(job).toContain(`ROMANEIO ROTA ${loaded.route}`);
    for (const order of loaded.orders) expect(job).toContain(order.order_id);
    expect(job).toContain(`Caixas: ${loaded.totalBoxes}`);
    expect((await allGroups('&isPrinted=true')).map((g) => g.route)).toContain(loaded.route);
  });

  it('refuses the scanner print of a route not yet loaded, and writes nothing', async () => {
    const pending = (await allGroups('&isPrinted=false')).find((group) => group.status !== 'loaded')!;
    const before = sink.jobs.length;
    const reply = await post('admin', 'loading-conference/print-packing-list/single-route', { route: pending.route });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { message: string }).message).toContain('ainda não foi carregada');
    expect(sink.jobs.length).toBe(before);
    const [row] = await t.database.db.select().from(routes).where(eq(routes.id, pending.id));
    expect(row!.printed).toBe(false);
  });

  it('prints without scanner only with the permission, for a pending route whose separation finished', async () => {
    const groups = await allGroups('&isPrinted=false');
    const ready = groups.find((group) => group.status !== 'loaded' && group.separateFinish)!;
    const unfinished = groups.find((group) => group.status === 'pending' && !group.separateFinish)!;
    expect(ready && unfinished).toBeTruthy();

    const refused = await post('carregador', 'loading-conference/print-packing-list/single-route', { route: ready.route, withoutScanner: true });
    expect(refused.statusCode).toBe(403);

    const notFinished = await post('admin', 'loading-conference/print-packing-list/single-route', { route: unfinished.route, withoutScanner: true });
    expect(notFinished.statusCode).toBe(400);
    expect((notFinished.json() as { message: string }).message).toBe(`A separação da rota ${unfinished.route} ainda não terminou`);

    const before = sink.jobs.length;
    const ok = await t.as(await t.tokenFor('sem-scanner-so'), {
      method: 'POST',
      url: '/api/carambola/loading-conference/print-packing-list/single-route',
      payload: { route: ready.route, withoutScanner: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await jobCount(before)).toContain('IMPRESSO SEM SCANNER');
  });

  it('refuses unknown routes, empty bodies and a printer that does not answer', async () => {
    expect((await post('admin', 'loading-conference/print-packing-list/single-route', { route: 'R99' })).statusCode).toBe(404);
    expect((await post('admin', 'loading-conference/print-packing-list/single-route', { route: '' })).statusCode).toBe(400);

    const loaded = (await allGroups()).find((group) => group.status === 'loaded' && group.route !== 'R01')!;
    await t.database.db.update(routes).set({ printed: false }).where(eq(routes.id, loaded.id));
    await t.database.db.update(printers).set({ printerName: '127.0.0.1:9' }).where(eq(printers.colorRoute, loaded.colorRoute));
    const failed = await post('admin', 'loading-conference/print-packing-list/single-route', { route: loaded.route });
    await t.database.db.update(printers).set({ printerName: `127.0.0.1:${sink.port}` }).where(eq(printers.colorRoute, loaded.colorRoute));
    expect(failed.statusCode).toBe(502);
    expect((failed.json() as { message: string }).message).toMatch(/^Deu erro pra mandar a impressão/);
    const [row] = await t.database.db.select().from(routes).where(eq(routes.id, loaded.id));
    expect(row!.printed).toBe(false);
  });
});

describe('printing many routes', () => {
  it('prints every listed loaded route, or none when one is not loaded', async () => {
    const groups = await allGroups();
    const loaded = groups.filter((group) => group.status === 'loaded').slice(0, 2);
    const pending = groups.find((group) => group.status === 'pending')!;
    const body = (list: RouteGroup[]) => list.map((group) => ({ route: group.route, driverName: group.driverName, totalBoxes: group.totalBoxes }));

    const before = sink.jobs.length;
    const refused = await post('carregador', 'loading-conference/print-packing-list/many-routes', body([...loaded, pending]));
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(`Rotas ainda não carregadas: ${pending.route}`);
    expect(sink.jobs.length).toBe(before);

    const ok = await post('carregador', 'loading-conference/print-packing-list/many-routes', body(loaded));
    expect(ok.statusCode, ok.body).toBe(200);
    await vi.waitFor(() => expect(sink.jobs.length).toBe(before + loaded.length));
    expect(sink.jobs.slice(before).map((job) => /ROMANEIO ROTA (\S+)/.exec(job)![1]).sort()).toEqual(loaded.map((g) => g.route).sort());
    expect((await post('carregador', 'loading-conference/print-packing-list/many-routes', [])).statusCode).toBe(400);
  });
});

describe('packing list spreadsheet', () => {
  it('has one row per order of the filtered routes, read back with exceljs', async () => {
    const reply = await get('carregador', 'loading-conference/packing-list/download?filterByStatus=loaded');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(`romaneios-${TODAY}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Rota', 'Cor', 'Status', 'Motorista', 'Pedido', 'Cliente', 'Caixas', 'Nota fiscal', 'Bairro', 'Endereço', 'Janela de entrega', 'Observações']);

    const groups = await allGroups('&filterByStatus=loaded');
    const expected = groups.flatMap((group) =>
      group.orders.map((order) => [group.route, group.colorRoute, 'Carregado', order.order_id, order.client_name_or_trade, orderBoxes(order), order.order_delivery_details?.neighborhood ?? undefined]),
    );
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[4], row[5], row[6], row[8]])).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('route reprint', () => {
  it("lists today's routes with each order's boxes and reprints", async () => {
    const reply = await get('admin', 'routes/orders-by-route');
    expect(reply.statusCode).toBe(200);
    const list = reply.json() as { id: number; route: string; orders: { order_id: string; boxes: number; quantity_reprint: number }[] }[];
    const dbOrders = await t.database.db.select().from(orders);
    const first = list[0]!;
    expect(first.orders.map((o) => o.order_id)).toEqual(
      dbOrders.filter((o) => o.routeId === first.id && o.permissionToSeparate !== 'recused').map((o) => o.orderId).sort(),
    );
    expect((await get('carregador', 'routes/orders-by-route')).statusCode).toBe(403);
  });

  it("reprints one order's box labels and counts the reprint", async () => {
    const list = (await get('admin', 'routes/orders-by-route')).json() as { id: number; orders: { order_id: string; boxes: number; quantity_reprint: number }[] }[];
    const route = list.find((candidate) => candidate.orders.some((o) => o.boxes > 0))!;
    const order = route.orders.find((o) => o.boxes > 0)!;
    const before = sink.jobs.length;
    const reply = await post('admin', 'print/reprint-by-route', { routeId: route.id, orderId: order.order_id });
    expect(reply.statusCode, reply.body).toBe(200);
    const job = await jobCount(before);
    expect(job.match(/\^XA/g)).toHaveLength(order.boxes);
    expect(job).toContain(`QA,${order.order_id};${order.boxes}`);

    const after = (await get('admin', 'routes/orders-by-route')).json() as typeof list;
    const again = after.find((r) => r.id === route.id)!.orders.find((o) => o.order_id === order.order_id)!;
    expect(again.quantity_reprint).toBe(order.quantity_reprint + 1);
    const [dbOrder] = await t.database.db.select().from(orders).where(eq(orders.orderId, order.order_id));
    const prints = await t.database.db.select().from(labelPrints).where(eq(labelPrints.orderId, dbOrder!.id));
    expect(prints.filter((p) => p.reprint)).toHaveLength(again.quantity_reprint);
  });

  it('refuses an order of another route and an unknown route without printing', async () => {
    const list = (await get('admin', 'routes/orders-by-route')).json() as { id: number; orders: { order_id: string }[] }[];
    const before = sink.jobs.length;
    const other = await post('admin', 'print/reprint-by-route', { routeId: list[0]!.id, orderId: list[1]!.orders[0]!.order_id });
    expect(other.statusCode).toBe(404);
    expect((await post('admin', 'print/reprint-by-route', { routeId: 999999 })).statusCode).toBe(404);
    expect((await post('admin', 'print/reprint-by-route', { routeId: 'R01' })).statusCode).toBe(400);
    expect(sink.jobs.length).toBe(before);
  });
});

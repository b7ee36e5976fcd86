// Romaneios, route reprint and the separators' performance as the panel's users use them
// (spec/panel.md §2, §4 'Route printing', §7, §8). Prints go to a fake label printer that
// this spec points one route colour at, and puts back afterwards; the spreadsheet the
// screen downloads is read back with exceljs.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ResponseOf } from '../../src/shared/contract/endpoint';
import type { ReprintRoute, RouteGroup } from '../../src/shared/contract/packing-lists';
import type { BreakReport, separatorBreaks } from '../../src/shared/contract/reports';
import { startPrinterSink, type PrinterSink } from '../../tools/printer-sink';
import { authHeaders, openSignedIn } from './support/session';
import { centreToday } from './support/calendar';

const API = '/api/carambola';
// panel-config.spec.ts renames the VINHO printer; these tests keep off that colour.
const BUSY_COLOURS = new Set(['VINHO']);

let sink: PrinterSink;
test.beforeAll(async () => {
  sink = await startPrinterSink({ port: 0 });
});
test.afterAll(async () => sink.close());

async function routeGroups(request: APIRequestContext, query: string): Promise<RouteGroup[]> {
  const reply = await request.get(`${API}/loading-conference/packing-list?pageSize=100&${query}`, { headers: await authHeaders(request, 'admin') });
  expect(reply.ok()).toBe(true);
  return Object.values(((await reply.json()) as { results: Record<string, RouteGroup> }).results).filter((group) => !BUSY_COLOURS.has(group.colorRoute));
}

/** Points a colour's printer at the sink for the duration of `body`, then restores it. */
async function withSinkPrinter(request: APIRequestContext, colour: string, body: () => Promise<void>): Promise<void> {
  const headers = await authHeaders(request, 'admin');
  const list = (await (await request.get(`${API}/separation-settings/printer-management`, { headers })).json()) as { id: number; printer_name: string; color_route: string }[];
  const printer = list.find((entry) => entry.color_route === colour)!;
  const rename = (name: string) => request.patch(`${API}/separation-settings/printer-management/${printer.id}`, { headers, data: { newPrinterName: name } });
  expect((await rename(`127.0.0.1:${sink.port}`)).ok()).toBe(true);
  try {
    await body();
  } finally {
    await rename(printer.printer_name);
  }
}

test.describe('Romaneios', () => {
  test('searches, filters by status, opens a route and prints it with the scanner', async ({ page, request }) => {
    const loaded = (await routeGroups(request, 'isPrinted=true&filterByStatus=loaded'))[0]!;
    await openSignedIn(page, 'admin', '/painel/romaneios');
    await expect(page.getByRole('heading', { name: 'Romaneios' })).toBeVisible();
    await page.getByRole('tab', { name: 'Impressos' }).click();
    await page.getByText('Carregado', { exact: true }).first().click();
    await page.getByLabel('Qual rota?').fill(loaded.route);
    const card = page.getByTestId(`rota-${loaded.route}`);
    await expect(card).toBeVisible();
    await expect(page.locator('[data-testid^="rota-"]')).toHaveCount(1);
    // The footer counts in words (it used to show its own source code).
    await expect(page.getByText('1 rota', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Rota ${loaded.route}` }).click();
    const firstOrder = loaded.orders[0]!;
    await expect(card.getByRole('cell', { name: firstOrder.order_id })).toBeVisible();
    // Every demo client has a neighbourhood: the row shows it.
    expect(firstOrder.order_delivery_details?.neighborhood).toBeTruthy();
    await expect(card.getByRole('cell', { name: firstOrder.order_delivery_details!.neighborhood! }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/h7-romaneios.png', fullPage: true });

    await withSinkPrinter(request, loaded.colorRoute, async () => {
      const before = sink.jobs.length;
      await card.getByRole('button', { name: 'Imprimir romaneio' }).click();
      await expect(page.getByText(`Romaneio da rota ${loaded.route} enviado para impressão`)).toBeVisible();
      await expect.poll(() => sink.jobs.slice(before).some((job) => job.includes(`ROMANEIO ROTA ${loaded.route}`))).toBe(true);
    });
  });

  test('prints without scanner only for a user with the permission', async ({ page, browser, request }) => {
    const ready = (await routeGroups(request, 'isPrinted=false')).find((group) => group.status !== 'loaded' && group.separateFinish);
    // The demo day always has separated routes not yet loaded (packing-lists.db.test.ts relies on it too).
    expect(ready, 'a separated route waiting for its packing list').toBeDefined();
    const loader = await (await browser.newContext()).newPage();
    await openSignedIn(loader, 'carregador', '/painel/romaneios');
    await loader.getByLabel('Qual rota?').fill(ready!.route);
    const card = loader.getByTestId(`rota-${ready!.route}`);
    await card.getByRole('button', { name: `Rota ${ready!.route}` }).click();
    await expect(card.getByRole('button', { name: 'Imprimir romaneio' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Imprimir sem scanner' })).toHaveCount(0);
    await loader.context().close();

    await openSignedIn(page, 'admin', '/painel/romaneios');
    await page.getByLabel('Qual rota?').fill(ready!.route);
    // The search reloads the list 200 ms after the typing: printed before that reload lands, the
    // route left the 'waiting' list it brought back, and its card with it (seen once, the
    // full suite on a loaded machine). The list is the search's once it holds only this route.
    await expect(page.locator('[data-testid^="rota-"]')).toHaveCount(1);
    await page.getByTestId(`rota-${ready!.route}`).getByRole('button', { name: `Rota ${ready!.route}` }).click();
    await withSinkPrinter(request, ready!.colorRoute, async () => {
      const before = sink.jobs.length;
      await page.getByRole('button', { name: 'Imprimir sem scanner' }).click();
      await expect(page.getByText(`Romaneio da rota ${ready!.route} enviado para impressão`)).toBeVisible();
      await expect(page.getByTestId(`rota-${ready!.route}`).getByText('Impresso', { exact: true })).toBeVisible();
      await expect.poll(() => sink.jobs.slice(before).some((job) => job.includes('IMPRESSO SEM SCANNER'))).toBe(true);
    });
  });

  test("'Baixar planilha' saves the loaded routes' orders as a spreadsheet", async ({ page, request }) => {
    await openSignedIn(page, 'carregador', '/painel/romaneios');
    await page.getByRole('tab', { name: 'Impressos' }).click();
    await page.getByText('Carregado', { exact: true }).first().click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar planilha' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^romaneios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ExcelJS.Buffer);
    const orderIds: string[] = [];
    workbook.worksheets[0]!.eachRow((row, index) => {
      if (index > 1) orderIds.push(String(row.getCell(5).value));
    });
    const reply = await request.get(`${API}/loading-conference/packing-list?pageSize=100&isPrinted=true&filterByStatus=loaded`, {
      headers: await authHeaders(request, 'carregador'),
    });
    const groups = Object.values(((await reply.json()) as { results: Record<string, RouteGroup> }).results);
    expect(orderIds).toEqual(groups.flatMap((group) => group.orders.map((order) => order.order_id)));
    expect(orderIds.length).toBeGreaterThan(0);
  });
});

test.describe('Reimpressão de rotas', () => {
  test("reprints one order's box labels from its route's accordion", async ({ page, request }) => {
    const reply = await request.get(`${API}/routes/orders-by-route`, { headers: await authHeaders(request, 'admin') });
    const routes = ((await reply.json()) as ReprintRoute[]).filter((route) => !BUSY_COLOURS.has(route.color_route));
    const route = routes.find((candidate) => candidate.orders.some((order) => order.boxes > 0))!;
    const order = route.orders.find((candidate) => candidate.boxes > 0)!;

    await openSignedIn(page, 'admin', '/painel/reprint-routes');
    await expect(page.getByRole('heading', { name: 'Reimpressão de rotas' })).toBeVisible();
    await page.getByLabel('Rota ou pedido').fill(order.order_id);
    await page.getByRole('button', { name: `Rota ${route.route}` }).click();
    const row = page.getByRole('row', { name: new RegExp(order.order_id) });
    await expect(row).toBeVisible();
    await page.screenshot({ path: '/tmp/h7-reprint.png', fullPage: true });
    await withSinkPrinter(request, route.color_route, async () => {
      const before = sink.jobs.length;
      await row.getByRole('button', { name: 'Reimprimir' }).click();
      await expect(page.getByText(`Etiquetas do pedido ${order.order_id} reimpressas`)).toBeVisible();
      await expect(row.getByRole('cell', { name: String(order.quantity_reprint + 1), exact: true })).toBeVisible();
      await expect.poll(() => sink.jobs.slice(before).some((job) => job.includes(`QA,${order.order_id};1`))).toBe(true);
    });
  });
});

test.describe('Desempenho dos separadores', () => {
  test('shows the three views with the server figures, filtered by group, and refreshes on demand', async ({ page, request }) => {
    const today = centreToday();
    const headers = await authHeaders(request, 'admin');
    const orders = await (await request.get(`${API}/data-analysis/time-to-separation-by-separator?scheduledDateGte=${today}&scheduledDateLte=${today}`, { headers })).json();
    const busiest = (orders as { users: { username: string; total_orders: number }[] }).users[0]!;

    await openSignedIn(page, 'admin', '/painel/desempenho');
    await expect(page.getByRole('heading', { name: 'Desempenho dos separadores' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tempo médio por pedido' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row', { name: new RegExp(`^${busiest.username} ${busiest.total_orders} `) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Atualizar a cada' })).toHaveValue('15 s');
    await page.screenshot({ path: '/tmp/h7-desempenho-pedidos.png', fullPage: true });

    await page.getByRole('tab', { name: 'Tempo médio por item' }).click();
    const items = (await (
      await request.get(`${API}/data-analysis/work-items-average?initialSeparationDate=${today}&finalSeparationDate=${today}`, { headers })
    ).json()) as { global: { total_items: number } };
    await expect(page.getByLabel('Itens separados', { exact: true })).toHaveText(items.global.total_items.toLocaleString('pt-BR'));
    await page.screenshot({ path: '/tmp/h7-desempenho-itens.png', fullPage: true });

    await page.getByRole('tab', { name: 'Total de quebras' }).click();
    const breaks = (await (
      await request.get(`${API}/data-analysis/breaks-by-separator?initialSeparationDate=${today}&finalSeparationDate=${today}`, { headers })
    ).json()) as BreakReport;
    // The demo day has breaks: the card sums the server's per-picker figures.
    expect(breaks.length).toBeGreaterThan(0);
    await expect(page.getByLabel('Quebras no período', { exact: true })).toHaveText(breaks.reduce((sum, entry) => sum + entry.break_quantity, 0).toLocaleString('pt-BR'));
    // A picker opens into their breaks, a page of them, counted as the server counts them.
    const picker = breaks[0]!;
    const firstPage = (await (
      await request.get(
        `${API}/data-analysis/breaks-by-separator/breaks?initialSeparationDate=${today}&finalSeparationDate=${today}&username=${encodeURIComponent(picker.username)}`,
        { headers },
      )
    ).json()) as ResponseOf<typeof separatorBreaks>;
    expect(firstPage.total_count).toBe(picker.break_quantity);
    // A page that fails to come says so inside the opened picker, and trying again brings it.
    await page.route('**/breaks-by-separator/breaks?**', (route) => route.fulfill({ status: 500, json: { message: 'Erro interno.' } }));
    await page.getByRole('button', { name: new RegExp(`^${picker.username} `) }).click();
    const opened = page.getByRole('region', { name: new RegExp(`^${picker.username} `) });
    await expect(opened.getByText('Erro ao pegar os dados de quebra', { exact: true })).toBeVisible();
    await page.unroute('**/breaks-by-separator/breaks?**');
    await opened.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(opened.getByRole('row')).toHaveCount(1 + firstPage.results.length);
    const [firstBreak] = firstPage.results;
    await expect(opened.getByRole('row').nth(1)).toHaveText(`${firstBreak!.order_id}${firstBreak!.product.name}${firstBreak!.reason.name}`);
    await expect(opened.getByText(`${picker.break_quantity} ${picker.break_quantity === 1 ? 'quebra' : 'quebras'}`, { exact: true })).toBeVisible();

    // A group narrows the view: the request carries it and the figures follow the server's.
    const answered = page.waitForResponse((response) => response.url().includes('breaks-by-separator') && response.url().includes('separationGroup=2'));
    await page.getByRole('textbox', { name: 'Grupo' }).click();
    await page.getByRole('option', { name: 'Grupo 2' }).click();
    expect((await answered).ok()).toBe(true);

    const refreshed = page.waitForRequest((req) => req.url().includes('breaks-by-separator'));
    await page.getByRole('button', { name: 'Atualizar agora' }).click();
    await refreshed;
  });
});

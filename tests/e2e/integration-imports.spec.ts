// 'Importar planilha' in 'Integração' for the kinds integration.spec.ts leaves out: a centre
// without an ERP link enrolls its products, routes and orders from .xlsx files. Each file is
// taken whole, counted once however often it is sent, or refused whole naming the line to fix.
//
// Everything here is this spec's own and out of later specs' way: SKUs, order ids 9908xx and
// route E2E-IMP-1 exist nowhere else, products have no step above 1, the route and the order
// are dated a month ahead (the loading screens and the dashboard read today), and the order
// waits for payment ('pending'), so no picking queue ever hands it out.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderRow } from '../../src/shared/contract/orders';
import type { ReprintRoute } from '../../src/shared/contract/packing-lists';
import type { Sku } from '../../src/shared/contract/sku';
import { centreToday } from './support/calendar';
import { expectOk } from './support/replies';
import { authHeaders, openSignedIn } from './support/session';

/** A month ahead of the centre's today, YYYY-MM-DD. */
const MONTH_AHEAD = (() => {
  const day = new Date(`${centreToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 30);
  return day.toISOString().slice(0, 10);
})();
/** The same day as Brazilian spreadsheets write it (the importer reads both). */
const MONTH_AHEAD_BR = MONTH_AHEAD.split('-').reverse().join('/');

const ROUTE = 'E2E-IMP-1';
/** A demo client (src/server/demo/clients.ts numbers them from C20001). */
const CLIENT = 'C20001';

const PRODUCT_HEADER = ['sku', 'product_base_id', 'name', 'portion_type', 'step', 'is_wholesale', 'unique_tag_only'];
const PRODUCTS = [
  [990801, 990801, 'E2E Importado Queijo', 'peso', 1, 'não', 'não'],
  [990802, 990802, 'E2E Importado Pão', 'unidade', null, 'não', 'sim'],
];
const ORDER_HEADER = ['order_id', 'client_external_id', 'route_code', 'scheduled_date', 'status', 'sku', 'quantity'];

type Cell = string | number | Date | null;

/** An .xlsx whose first sheet is the header and the rows, as a spreadsheet program saves it. */
async function xlsx(header: string[], rows: Cell[][]): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Planilha');
  sheet.addRow(header);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Chooses the kind, picks the file and presses 'Importar', as the administrator does. */
async function importSheet(page: Page, kind: 'Produtos' | 'Rotas' | 'Pedidos', name: string, content: Buffer): Promise<void> {
  await page.getByRole('radiogroup').getByText(kind, { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  await page.getByRole('button', { name: 'Importar' }).click();
}

function counts(received: number, created: number, updated: number, unchanged: number): string {
  return `Recebidos: ${received}. Criados: ${created}. Alterados: ${updated}. Sem mudança: ${unchanged}.`;
}

async function skusNumbered(request: APIRequestContext, sku: number, status: 'active' | 'inactive' = 'active'): Promise<Sku[]> {
  const reply = await request.get('/api/products/v2/product', {
    headers: await authHeaders(request, 'admin'),
    params: { search: String(sku), status },
  });
  await expectOk(reply);
  return ((await reply.json()) as { results: Sku[] }).results;
}

/** The orders of the month-ahead day whose number contains `search`. */
async function ordersAhead(request: APIRequestContext, search: string): Promise<OrderRow[]> {
  const reply = await request.get('/api/carambola/separation/order-separation/', {
    headers: await authHeaders(request, 'admin'),
    params: { scheduledDate: MONTH_AHEAD, search, pageSize: 50 },
  });
  await expectOk(reply);
  return ((await reply.json()) as { results: OrderRow[] }).results;
}

/** The month-ahead day's routes named like this spec's, with their orders. */
async function routesAhead(request: APIRequestContext): Promise<ReprintRoute[]> {
  const reply = await request.get('/api/carambola/routes/orders-by-route', {
    headers: await authHeaders(request, 'admin'),
    params: { scheduledDate: MONTH_AHEAD },
  });
  await expectOk(reply);
  return ((await reply.json()) as ReprintRoute[]).filter((route) => route.route.startsWith('E2E-IMP-'));
}

// The orders need the products and the route the first tests import.
test.describe.configure({ mode: 'serial' });

test.describe('spreadsheet imports of products, routes and orders', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'admin', '/painel/integracao');
    await expect(page.getByRole('heading', { name: 'Importar planilha' })).toBeVisible();
  });

  test("'Produtos': a sheet creates its products, and sent again counts them unchanged", async ({ page, request }) => {
    const sheet = await xlsx(PRODUCT_HEADER, PRODUCTS);
    await importSheet(page, 'Produtos', 'produtos.xlsx', sheet);
    await expect(page.getByText(counts(2, 2, 0, 0))).toBeVisible();

    const [cheese] = await skusNumbered(request, 990801);
    expect(cheese).toMatchObject({ name: 'E2E Importado Queijo', portionName1: 'peso', separationOrder: 1, uniqueTagOnly: false });
    const [bread] = await skusNumbered(request, 990802);
    expect(bread).toMatchObject({ name: 'E2E Importado Pão', portionName1: 'unidade', separationOrder: null, uniqueTagOnly: true });

    // The same file again, as a user unsure the first click went through: nothing new.
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText(counts(2, 0, 0, 2))).toBeVisible();
    expect(await skusNumbered(request, 990801)).toHaveLength(1);
    expect(await skusNumbered(request, 990802)).toHaveLength(1);
  });

  test("'Rotas': a route with a Brazilian date is created once for that day", async ({ page, request }) => {
    const sheet = await xlsx(
      ['operation_date', 'code', 'color_route', 'vehicle_capacity', 'driver_name'],
      [[MONTH_AHEAD_BR, ROUTE, 'roxo', 40, 'Motorista E2E']],
    );
    await importSheet(page, 'Rotas', 'rotas.xlsx', sheet);
    await expect(page.getByText(counts(1, 1, 0, 0))).toBeVisible();
    expect(await routesAhead(request)).toEqual([expect.objectContaining({ route: ROUTE, color_route: 'ROXO', orders: [] })]);

    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText(counts(1, 0, 0, 1))).toBeVisible();
    expect(await routesAhead(request)).toHaveLength(1);
  });

  test("'Pedidos': one line per item makes one order on its route, counted once when sent twice", async ({ page, request }) => {
    const scheduled = new Date(`${MONTH_AHEAD}T00:00:00Z`);
    const sheet = await xlsx(ORDER_HEADER, [
      ['990801', CLIENT, ROUTE, scheduled, 'pending', 990801, 1500],
      ['990801', CLIENT, ROUTE, scheduled, 'pending', 990802, 3],
    ]);
    await importSheet(page, 'Pedidos', 'pedidos.xlsx', sheet);
    await expect(page.getByText(counts(1, 1, 0, 0))).toBeVisible();
    const expected = { order_id: '990801', route: ROUTE, color_route: 'ROXO', scheduled_date: MONTH_AHEAD, permission_to_separate: 'pending', total_items: 2 };
    expect(await ordersAhead(request, '990801')).toEqual([expect.objectContaining(expected)]);

    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText(counts(1, 0, 0, 1))).toBeVisible();
    expect(await ordersAhead(request, '990801')).toEqual([expect.objectContaining(expected)]);
    expect((await routesAhead(request))[0]!.orders.map((order) => order.order_id)).toEqual(['990801']);
  });

  test('a sheet with one bad line is refused naming it, and its good lines are not saved', async ({ page, request }) => {
    const refusal = page.getByRole('alert').filter({ hasText: 'Nada foi salvo. Corrija a planilha e envie de novo:' });
    const problems = page.getByRole('table', { name: 'Problemas da planilha' });

    // A product line with a portion the centre does not know, below a good one.
    await importSheet(page, 'Produtos', 'produtos.xlsx', await xlsx(PRODUCT_HEADER, [
      [990803, 990803, 'E2E Importado Bom', 'unidade', null, 'não', 'não'],
      [990804, 990804, 'E2E Importado Caixa', 'caixa', null, 'não', 'não'],
    ]));
    await expect(refusal).toBeVisible();
    await expect(problems.getByRole('cell')).toHaveText(['linha 3, portion_type', 'Opção inválida: esperava uma das seguintes opções: "peso"|"unidade"']);
    await expect(page.getByText('Planilha recusada: 1 problema; nada foi salvo.')).toBeVisible();
    expect(await skusNumbered(request, 990803)).toEqual([]);
    expect(await skusNumbered(request, 990803, 'inactive')).toEqual([]);

    // An order whose second item is a SKU the catalogue lacks: the line of that item is named.
    const scheduled = new Date(`${MONTH_AHEAD}T00:00:00Z`);
    await importSheet(page, 'Pedidos', 'pedidos.xlsx', await xlsx(ORDER_HEADER, [
      ['990802', CLIENT, ROUTE, scheduled, 'pending', 990801, 500],
      ['990803', CLIENT, ROUTE, scheduled, 'pending', 990802, 1],
      ['990803', CLIENT, ROUTE, scheduled, 'pending', 990899, 1],
    ]));
    await expect(problems.getByRole('cell')).toHaveText(['linha 4, sku', 'SKU 990899 não cadastrado']);
    expect((await ordersAhead(request, '99080')).map((order) => order.order_id)).toEqual(['990801']);

    // A route sheet without its colour column is refused before any line is read.
    await importSheet(page, 'Rotas', 'rotas.xlsx', await xlsx(['operation_date', 'code', 'vehicle_capacity'], [[MONTH_AHEAD_BR, 'E2E-IMP-2', 30]]));
    await expect(problems.getByRole('cell')).toHaveText(['coluna color_route', 'Coluna obrigatória ausente no cabeçalho (linha 1)']);
    expect((await routesAhead(request)).map((route) => route.route)).toEqual([ROUTE]);
  });
});

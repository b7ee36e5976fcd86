// The critical-order conference and 'Rotas estouradas' (spec/loading.md §2.5, §2.6, §4) and
// the loading-conference downloads (§7) in a real browser: conferente scans a finished
// critical order, answers the box-count check (não, then the corrected quantity) and goes on
// to the order's conference page; conferente reduces the demo's route under analysis through
// the three steps while a conveyor screen hears the route resolved; carregador downloads the
// box registration and reads the .xlsx back; only the configured users see 'Liberar romaneios'.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { LoadingOrder } from '../../src/shared/contract/conveyor';
import type { CriticalOrder } from '../../src/shared/contract/critical-conference';
import type { OverCapacityRoute } from '../../src/shared/contract/over-capacity-routes';
import { connectBoxCount, nextEvent } from '../support/conveyor-fixtures';
import { getJsonAs } from './support/replies';
import { apiToken, openSignedIn } from './support/session';


test('a critical order is scanned, its box count checked (não, then the right count) and its conference opens', async ({ page, request }) => {
  const { results } = await getJsonAs<{ results: CriticalOrder[] }>(request, 'conferente', '/order-conference/critical-orders?pageSize=50');
  // The last finished critical order of the day: no other spec checks critical orders. Its
  // demo check is finished, so the scan opens a new one.
  const order = results
    .filter((candidate) => [3, 4, 5].includes(candidate.checking_status ?? 0) && candidate.expected_boxes > 0)
    .sort((a, b) => (a.order_id < b.order_id ? 1 : -1))[0];
  expect(order, 'the demo has finished critical orders').toBeDefined();

  // The conference start page leads there.
  await openSignedIn(page, 'conferente', '/operacao/conferencia/inicio?skipRecovery=true');
  await page.getByRole('link', { name: 'Pedidos críticos e rotas estouradas' }).click();
  await expect(page).toHaveURL(/\/operacao\/conferencia\/criticos$/);
  await expect(page.getByRole('tab', { name: 'Pedidos críticos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rotas estouradas' })).toBeVisible();
  await expect(page.getByTestId('critical-orders').locator('tbody tr')).toHaveCount(5);
  expect(results.length, 'the demo day has fewer than a page of 50 critical orders').toBeLessThan(50);
  await expect(page.getByText(`${results.length} pedidos críticos`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Conferir pedido' }).click();
  await page.getByLabel('Código').fill(`${order!.order_id};1`);
  await page.getByRole('button', { name: 'Conferir', exact: true }).click();
  await expect(page.getByTestId('expected-boxes')).toHaveText(String(order!.expected_boxes));

  await page.getByRole('button', { name: 'Não' }).click();
  const quantity = page.getByLabel('Quantidade correta de caixas');
  await quantity.fill('0');
  await expect(page.getByText('A quantidade deve ser maior que 0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  // The count the checker finds is the one the order already expects, so the conveyor's
  // expectation of this demo order (other specs read its boxes) stays what it was.
  await quantity.fill(String(order!.expected_boxes));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Quantidade de caixas confirmada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/operacao/conferencia/${order!.order_id}$`));
  // The page says what was just done, not merely that the order is not waiting for conference.
  const boxes = order!.expected_boxes;
  await expect(page.getByText(`Contagem de caixas do pedido crítico ${order!.order_id} registrada: ${boxes} ${boxes === 1 ? 'caixa' : 'caixas'}.`)).toBeVisible();
  await expect(page.getByText('Este pedido não está aguardando conferência.')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/conf-critical-counted.png' });
  await page.getByRole('link', { name: 'Voltar aos pedidos críticos' }).click();
  await expect(page).toHaveURL(/\/operacao\/conferencia\/criticos$/);

  const saved = await getJsonAs<{ adjusted_boxes_number: number; checked_by: string }>(request, 'conferente', `/order-conference/critical/${order!.order_id}`);
  expect(saved).toMatchObject({ adjusted_boxes_number: order!.expected_boxes, checked_by: 'conferente' });
});

test("'Rotas estouradas': a hidden route needs no reduction, and the route under analysis is reduced in three steps", async ({ page, request }, info) => {
  const routes = await getJsonAs<OverCapacityRoute[]>(request, 'conferente', '/routes/route-above-box-limit');
  const hidden = routes.find((route) => route.state === 'hidden')!;
  const route = routes.find((route) => route.state === 'visible')!;
  expect(hidden && route, 'the demo has a hidden route and one under analysis').toBeTruthy();
  const orders = (await getJsonAs<{ results: LoadingOrder[] }>(request, 'conferente', `/loading-conference/?route=${route.route}&pageSize=100`)).results
    .filter((order) => order.permission_to_separate !== 'recused')
    .sort((a, b) => Math.max(b.loading_boxes_number, b.expected_boxes ?? 0) - Math.max(a.loading_boxes_number, a.expected_boxes ?? 0));

  // A conveyor screen, as the fixed reader's, hears the route resolved when it fits.
  const screen = await connectBoxCount(info.project.use.baseURL!, await apiToken(request, 'leitor'), 'frontend');
  const resolved = nextEvent<{ id: number }>(screen, 'routeAboveBoxNoTratamentResolved', (payload) => payload.id === route.route_above.id);

  await openSignedIn(page, 'conferente', '/operacao/conferencia/criticos');
  await page.getByRole('tab', { name: 'Rotas estouradas' }).click();
  const hiddenRow = page.getByTestId(`over-capacity-${hidden.route}`);
  await expect(hiddenRow.getByText('Oculta')).toBeVisible();
  await hiddenRow.getByRole('button', { name: hidden.route }).click();
  await expect(page.getByText('Esta rota está oculta: não é preciso reduzir caixas')).toBeVisible();

  const row = page.getByTestId(`over-capacity-${route.route}`);
  await expect(row.getByText('Em análise')).toBeVisible();
  // 'Ocultar' and 'Exibir' move it and back.
  await row.getByRole('button', { name: 'Ocultar' }).click();
  await expect(row.getByText('Oculta')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reduzir', exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'Exibir' }).click();
  await expect(row.getByText('Em análise')).toBeVisible();
  await row.getByRole('button', { name: 'Reduzir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reduzir caixas da rota ${route.route}` });
  let left = route.quantityToDecrease;
  for (const order of orders) {
    // Step 1: a box of an order of the route.
    await dialog.getByLabel('QR Code da caixa').fill(`${order.order_id};1`);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    const boxesText = await dialog.getByText(`Pedido #${order.order_id}`).textContent();
    const boxes = Number(/tem hoje (\d+) caixas/.exec(boxesText ?? '')?.[1]);
    if (boxes <= 1) {
      await dialog.getByRole('button', { name: 'Ler outra caixa' }).click();
      continue;
    }
    // Step 2: the boxes the order keeps.
    const keep = Math.max(1, boxes - left);
    await dialog.getByLabel('Quantidade de caixas restantes').fill(String(keep));
    await dialog.getByRole('button', { name: 'Reduzir', exact: true }).click();
    left -= boxes - keep;
    // Step 3: finished.
    if (left <= 0) break;
    await expect(dialog.getByText('Redução registrada')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reduzir outro pedido' }).click();
  }
  await expect(dialog.getByText('Rota reduzida')).toBeVisible();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(row.getByText('Reduzida')).toBeVisible();
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  expect((await resolved).id).toBe(route.route_above.id);
  screen.disconnect();
});

test("carregador downloads the box registration as .xlsx and sees 'Liberar romaneios'; admin does not", async ({ page, browser, request }) => {
  await openSignedIn(page, 'carregador', '/painel/conferencia-de-caixas');
  await expect(page.getByRole('button', { name: 'Liberar romaneios' })).toBeVisible();
  await page.getByRole('button', { name: 'Planilhas' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Registro de caixas por pedido' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^registro-de-caixas-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ExcelJS.Buffer);
  const rows: { order: string; route: string | null }[] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index === 1) expect(row.getCell(1).value).toBe('Pedido');
    else rows.push({ order: String(row.getCell(1).value), route: (row.getCell(2).value as string | null) ?? null });
  });
  const { results } = await getJsonAs<{ results: LoadingOrder[] }>(request, 'carregador', '/loading-conference/?pageSize=500');
  const expected = results.filter((order) => order.permission_to_separate !== 'recused');
  expect(rows.length).toBeGreaterThan(100);
  // Orders created meanwhile by other specs may add rows, never remove the day's.
  const byOrder = new Map(rows.map((row) => [row.order, row.route]));
  for (const order of expected) expect(byOrder.get(order.order_id)).toBe(order.route);

  const admin = await (await browser.newContext()).newPage();
  await openSignedIn(admin, 'admin', '/painel/conferencia-de-caixas');
  await expect(admin.getByRole('link', { name: 'Iniciar conferência' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Liberar romaneios' })).toHaveCount(0);
  await admin.context().close();
});

test("a divergent box count's 'Ver itens' says each item's unit (Kg or un) and nothing is saved on leaving", async ({ page, request }) => {
  type Row = { order_id: string; read_boxes: number; total_boxes: number; conference_boxes_number: number | null };
  type Item = { name: string; quantity: number; type: 'peso' | 'unidade' };
  const { results } = await getJsonAs<{ results: Row[] }>(request, 'carregador', '/box-conference/orders?status=1&pageSize=100');
  let chosen: { row: Row; items: Item[] } | undefined;
  for (const row of results) {
    const items = await getJsonAs<Item[]>(request, 'carregador', `/box-conference/orders/${encodeURIComponent(row.order_id)}/items`);
    if (items.some((item) => item.type === 'peso') && items.some((item) => item.type === 'unidade')) {
      chosen = { row, items };
      break;
    }
  }
  expect(chosen, 'a pending order of the demo day with weighed and unit items').toBeDefined();
  const { row, items } = chosen!;
  const weighed = items.find((item) => item.type === 'peso')!;
  const unit = items.find((item) => item.type === 'unidade')!;
  const kg = (grams: number) => `${(grams / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} Kg`;

  await openSignedIn(page, 'carregador', '/painel/conferencia-de-caixas');
  await page.getByLabel('Pesquisar').fill(row.order_id);
  const line = page.getByRole('row', { name: new RegExp(row.order_id) });
  await line.getByTitle('Editar caixas lidas').click();
  const expected = row.conference_boxes_number ?? row.total_boxes;
  await line.getByLabel('Caixas lidas').fill(String(expected + 1));
  await line.getByLabel('Caixas lidas').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Divergência na quantidade de caixas do pedido' });
  await dialog.getByRole('button', { name: 'Ver itens' }).click();
  await expect(dialog.getByRole('row', { name: weighed.name }).first()).toContainText(kg(weighed.quantity));
  await expect(dialog.getByRole('row', { name: unit.name }).first()).toContainText(`${unit.quantity.toLocaleString('pt-BR')} un`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const after = await getJsonAs<{ results: Row[] }>(request, 'carregador', `/box-conference/orders?search=${encodeURIComponent(row.order_id)}`);
  expect(after.results.find((candidate) => candidate.order_id === row.order_id)?.read_boxes).toBe(row.read_boxes);
});

// 'Lista de pedidos' and the order detail in a real browser, as the supervisor: the search,
// a bulk priority change through an uploaded order_id spreadsheet (on orders this spec
// creates through the integration API, scheduled a month ahead so no picker takes them),
// the detail of a loaded demo order with its 'Ver contagem' dialog, and an item's pre-pickings.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OrderDetail, OrderRow } from '../../src/shared/contract/orders';
import { authHeaders, openSignedIn } from './support/session';
import { expectWhole } from './support/whole-text';

const ORDERS = ['E2EH5-1', 'E2EH5-2', 'E2EH5-3'];
const LIST = '/api/carambola/separation/order-separation/';

/** A day in the centre's calendar, `days` from now, as the browser (São Paulo) writes it. */
function dayFromNow(days: number, locale: 'en-CA' | 'pt-BR'): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat(locale, { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
const monthAhead = () => dayFromNow(30, 'en-CA');

async function createOrders(request: APIRequestContext): Promise<void> {
  const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name: 'ERP do teste de pedidos' } });
  expect(created.status(), await created.text()).toBe(200);
  const key = ((await created.json()) as { key: string }).key;
  const push = async (path: string, data: Record<string, unknown>) => {
    const reply = await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': key }, data });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  await push('clients', { clients: [{ external_id: 'E2E-H5', client_type: 'PJ', client_name: 'Mercearia H5', client_trade: 'Mercearia Pedidos H5' }] });
  await push('products', { products: [{ sku: 995001, product_base_id: 99501, name: 'Alface do teste de pedidos', portion_type: 'unidade', step: 1 }] });
  await push('orders', {
    orders: ORDERS.map((order_id) => ({
      order_id,
      client_external_id: 'E2E-H5',
      store_id: 'LOJA-H5',
      scheduled_date: monthAhead(),
      items: [{ sku: 995001, quantity: 3 }],
    })),
  });
}

async function rowsOf(request: APIRequestContext, search: string): Promise<OrderRow[]> {
  const reply = await request.get(LIST, { headers: await authHeaders(request, 'supervisor'), params: { search, pageSize: 50 } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { results: OrderRow[] }).results;
}

test.beforeAll(async ({ request }) => {
  await createOrders(request);
});

test('the list finds orders by search, and a spreadsheet prioritises its orders', async ({ page, request }) => {
  await openSignedIn(page, 'supervisor', '/painel/pedidos');
  await expect(page.getByRole('heading', { name: 'Lista de pedidos' })).toBeVisible();

  // It opens on the operation day: every row is delivered today, not the later days' orders.
  const today = dayFromNow(0, 'pt-BR');
  await expect(page.getByRole('button', { name: 'Data de entrega' })).toHaveText(today);
  const dateCells = page.getByRole('row').locator('td:nth-child(8)');
  await expect(dateCells.first()).toBeVisible();
  expect(new Set(await dateCells.allTextContents())).toEqual(new Set([today]));

  // This spec's orders are a month ahead: found once the date is cleared.
  await page.getByLabel('Buscar').fill('Pedidos H5');
  await expect(page.getByText(`Nenhum pedido encontrado com entrega em ${today}`)).toBeVisible();
  await page.getByRole('button', { name: 'Buscar em todas as datas' }).click();
  for (const id of ORDERS) await expect(page.getByRole('link', { name: id, exact: true })).toBeVisible();
  await expect(page.getByText('3 pedidos', { exact: true })).toBeVisible();

  const upload = page.locator('input[type=file]');
  await upload.setInputFiles({ name: 'sem-coluna.csv', mimeType: 'text/csv', buffer: Buffer.from('pedido\nE2EH5-1\n') });
  await expect(page.getByText('A coluna order_id não foi encontrada')).toBeVisible();
  await expect(page.getByText('Por favor, anexe a planilha com a coluna order_id.')).toBeVisible();

  const sheet = ['order_id', ORDERS[0], ORDERS[1], ORDERS[1], 'NAO-EXISTE-H5'].join('\n');
  await upload.setInputFiles({ name: 'prioridade.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
  await expect(page.getByText('Pedidos não encontrados')).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Ajustes' });
  await expect(modal.getByText('2 pedidos selecionados')).toBeVisible();
  await modal.getByText('Prioridade', { exact: true }).click();
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await expect(modal.getByText('2 pedidos priorizados com sucesso')).toBeVisible();

  const rows = await rowsOf(request, 'E2EH5');
  const priority = Object.fromEntries(rows.map((row) => [row.order_id, row.priority]));
  expect(priority).toEqual({ [ORDERS[0]!]: 1, [ORDERS[1]!]: 1, [ORDERS[2]!]: 0 });
  await page.screenshot({ path: '/tmp/h5-adjust.png' });
  await modal.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(ORDERS[0]!) }).getByText('Prioridade')).toBeVisible();
  await page.screenshot({ path: '/tmp/h5-list.png' });

  // A reset of an order nobody started is reported, not applied (the modal's 'iniciado' state).
  await page.getByRole('button', { name: 'Limpar seleção' }).click();
  await page.getByLabel(`Selecionar pedido ${ORDERS[2]}`).check();
  await page.getByRole('button', { name: 'Ajustar pedidos (1)' }).click();
  await modal.getByText('Resetar', { exact: true }).click();
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await expect(modal.getByText('Nenhum pedido alterado; 1 não alterado')).toBeVisible();
  await expect(modal.getByText(`Pedido ${ORDERS[2]} ainda não iniciado`)).toBeVisible();
  await page.screenshot({ path: '/tmp/h5-refused.png' });
});

test('the detail shows the order, its items and the box counts by stage', async ({ page, request }) => {
  // A loaded demo order: nothing in the suite changes loaded orders.
  const reply = await request.get(LIST, { headers: await authHeaders(request, 'supervisor'), params: { status: 'loaded', pageSize: 1 } });
  const [loaded] = ((await reply.json()) as { results: OrderRow[] }).results;
  expect(loaded).toBeDefined();

  // A supervisor's 1024 px screen, where the items' table shares the width with the sidebar.
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSignedIn(page, 'supervisor', `/painel/pedidos/${loaded!.order_id}?view=true`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Pedidos' })).toBeVisible();
  await expect(page.getByText(`Pedido ${loaded!.order_id}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Carregado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Itens do pedido')).toBeVisible();
  await expect(page.getByText('Etapa 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Resumo')).toBeVisible();
  // Each item's status reads whole and on screen ('CONCLUÍ…' before).
  const statuses = page.getByRole('main').getByRole('table').locator('tbody .mantine-Badge-label');
  expect(await statuses.count()).toBeGreaterThan(0);
  await expectWhole(page, await statuses.all());
  await page.screenshot({ path: '/tmp/h5-detail.png', fullPage: true });

  await page.getByRole('button', { name: 'Ver contagem' }).click();
  const dialog = page.getByRole('dialog', { name: `Contagem de caixas do pedido ${loaded!.order_id}` });
  const stages = dialog.getByRole('table', { name: 'Contagem por etapa' });
  for (const stage of ['Reduzido na esteira', 'Corrigido na esteira', 'Lido na esteira', 'Reduzido antes da esteira', 'Na conferencia', 'Na separacao']) {
    await expect(stages.getByRole('cell', { name: stage, exact: true })).toBeVisible();
  }
  await expect(stages.getByText('Considerada')).toHaveCount(1);
  // The demo's conveyor recorded the boxes it read: the history names that stage.
  await expect(dialog.getByRole('table', { name: 'Histórico de contagem' }).getByRole('cell', { name: 'Lido na esteira', exact: true }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/h5-detail-count.png' });
  await dialog.getByRole('button').first().click();

  // A loaded order with photos of its boxes: the gallery shows them.
  const headers = await authHeaders(request, 'supervisor');
  const loadedPage = (await (await request.get(LIST, { headers, params: { status: 'loaded', pageSize: 30 } })).json()) as { results: OrderRow[] };
  let photographed: string | undefined;
  for (const row of loadedPage.results) {
    const detail = (await (await request.get(`${LIST}${row.order_id}`, { headers })).json()) as { boxes_image: unknown[] };
    if (detail.boxes_image.length) {
      photographed = row.order_id;
      break;
    }
  }
  expect(photographed, 'the demo photographs the boxes of some loaded orders').toBeDefined();
  await page.goto(`/painel/pedidos/${photographed}?view=true`);
  const photo = page.getByRole('img', { name: new RegExp(`^Caixa ${photographed};`) }).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Ampliar foto/ }).first().click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^Caixa ${photographed};`) })).toBeVisible();
  await page.screenshot({ path: '/tmp/h5-lightbox.png' });
  await page.keyboard.press('Escape');

  // An order nobody started: no photos, no items yet, the back link of the dashboard.
  await page.goto(`/painel/pedidos/${ORDERS[2]}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Pedido sem fotos')).toBeVisible();
  await expect(page.getByText('O pedido ainda não começou a ser separado.')).toBeVisible();
});

test("an item's pre-picking data opens under its row: the tags scanned into it and the share of unique tags", async ({ page, request }) => {
  // A loaded demo order with an item picked from pre-picking tags (the demo's are unique tags).
  const headers = await authHeaders(request, 'supervisor');
  const loaded = (await (await request.get(LIST, { headers, params: { status: 'loaded', pageSize: 30 } })).json()) as { results: OrderRow[] };
  let found: { orderId: string; name: string } | undefined;
  for (const row of loaded.results) {
    const detail = (await (await request.get(`${LIST}${row.order_id}`, { headers })).json()) as OrderDetail;
    const item = detail.steps.flatMap((step) => step.separators.flatMap((group) => group.items)).find((candidate) => candidate.has_pre_picking);
    if (item) {
      found = { orderId: row.order_id, name: item.name };
      break;
    }
  }
  expect(found, 'the demo picks some items of loaded orders from pre-picking tags').toBeDefined();

  await openSignedIn(page, 'supervisor', `/painel/pedidos/${found!.orderId}?view=true`);
  const open = page.getByRole('button', { name: `Pre pickings de ${found!.name}` });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const region = page.getByRole('region', { name: `Pre pickings do item ${found!.name}` });
  await expect(region.getByText('Etiquetas únicas bipadas:')).toBeVisible();
  await expect(region.getByText('100,00%')).toBeVisible();
  const rows = region.getByRole('row').filter({ hasText: 'Etiqueta única' });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByRole('cell', { name: / Kg$/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-picker-item-pre-pickings.png', fullPage: true });
  await open.click();
  await expect(region).toBeHidden();
});

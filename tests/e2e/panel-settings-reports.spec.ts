// What the panel's other specs leave out, as its users meet it (spec/panel.md §2, §4, §5, §9):
// the performance spreadsheets 'Tempo por separador', 'Quebras por separador' and 'Tempo por
// etapa', read back with exceljs and held against the server's own figures for the same day;
// 'Editar Pedido' on an order's page marking it critical, directing it to a group and
// resetting one in separation (on orders this spec pushes through the integration API); the
// 'Separadores' and 'Paletização' settings, put back as the demo had them; and the sidebar as
// a drawer on a narrow screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { OrderRow } from '../../src/shared/contract/orders';
import type { ResponseOf } from '../../src/shared/contract/endpoint';
import type { BreakReport, ItemTimeReport, separatorBreaks } from '../../src/shared/contract/reports';
import type { Settings } from '../../src/shared/contract/settings';
import { addDays, isSaturday } from '../../src/shared/domain/operation-day';
import { calendarDay, centreToday } from './support/calendar';
import { performanceViewDrawn } from './support/performance';
import { heldState } from './support/picking';
import { newPerson } from './support/people';
import { expectOk } from './support/replies';
import { authHeaders, openSignedIn } from './support/session';

const API = '/api/carambola';
type Headers = Record<string, string>;

async function getJson<T>(request: APIRequestContext, path: string, headers: Headers): Promise<T> {
  const reply = await request.get(`${API}${path}`, { headers });
  await expectOk(reply);
  return (await reply.json()) as T;
}

/** A row of 'Pedidos por separador': order, separator, group, start, end (the centre's wall clock), seconds, items. */
type OrderSheetRow = [string, string, number, Date, Date, number, number];

/**
 * 'Tempo por separador' worked out by hand from the works of 'Pedidos por separador': per
 * separator the works, their seconds, and the idle seconds between one work's end and the
 * next one's start on the same day; averages per order in minutes to two decimals; separators
 * in the order people count them (separador2 before separador10).
 */
function separatorTimes(orders: OrderSheetRow[]): unknown[][] {
  const works = new Map<string, OrderSheetRow[]>();
  for (const row of orders) works.set(row[1], [...(works.get(row[1]) ?? []), row]);
  const perOrderMin = (secs: number, count: number) => Math.round((secs / count / 60) * 100) / 100;
  return [...works.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'pt-BR', { numeric: true }))
    .map(([username, rows]) => {
      const byStart = [...rows].sort((a, b) => a[3].getTime() - b[3].getTime());
      const dayOf = (at: Date) => at.toISOString().slice(0, 10); // the wall clock's date
      let idleMs = 0;
      byStart.forEach((row, index) => {
        const previous = byStart[index - 1];
        if (previous && dayOf(previous[3]) === dayOf(row[3])) idleMs += Math.max(0, row[3].getTime() - previous[4].getTime());
      });
      const working = byStart.reduce((sum, row) => sum + row[5], 0);
      const idle = Math.round(idleMs / 1000);
      return [username, rows.length, perOrderMin(working, rows.length), perOrderMin(idle, rows.length), working, idle];
    });
}

test.describe('Desempenho: the spreadsheets of a past day', () => {
  // The demo's past data is yesterday's alone (src/server/demo/build.ts): the range downloads
  // take that day, which must be before today; the single-day ones refuse a Saturday, when
  // today, the only other day with data, is taken instead.
  const today = centreToday();
  const yesterday = addDays(today, -1);
  const operationDay = isSaturday(yesterday) ? today : yesterday;

  /** The sheet a button downloads: its file name, its header row and the rows under it. */
  async function download(page: Page, button: string): Promise<{ name: string; header: unknown[]; rows: unknown[][] }> {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: button, exact: true }).click();
    const file = await downloading;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    await expect(page.getByText(`Planilha ${file.suggestedFilename()} baixada com sucesso`)).toBeVisible();
    return { name: file.suggestedFilename(), header: rows[0]!, rows: rows.slice(1) };
  }

  test.beforeEach(async ({ page }) => {
    // An afternoon of today on the page's clock: both calendars open on yesterday's month,
    // whatever the hour the suite runs at (before noon they open two days back).
    await page.clock.setFixedTime(new Date(`${today}T15:00:00-03:00`));
    await openSignedIn(page, 'admin', '/painel/desempenho');
    await performanceViewDrawn(page);
    const shown = (date: string) => date.split('-').reverse().join('/');
    const range = page.getByRole('button', { name: 'Período' });
    await range.click();
    await calendarDay(page, yesterday).click();
    await calendarDay(page, yesterday).click();
    await expect(range).toHaveText(`${shown(yesterday)} – ${shown(yesterday)}`);
    // One calendar at a time: the range's closes once chosen, the day's then opens.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const day = page.getByRole('button', { name: 'Data da operação' });
    await day.click();
    await calendarDay(page, operationDay).click();
    await expect(day).toHaveText(shown(operationDay));
  });

  // 'Tempo por separador' counts the works that ended in the range, where the view above the
  // buttons counts the orders scheduled in it: between midnight and the early morning today's
  // demo picking, begun hours before, has ended yesterday too, so the two differ then. The
  // sheet is held against the works 'Pedidos por separador' lists for the same range instead.
  test("'Tempo por separador' adds up each separator's orders of 'Pedidos por separador', with the idle gaps between a day's orders", async ({ page }) => {
    const orders = await download(page, 'Pedidos por separador');
    expect(orders.name).toBe(`pedidos-por-separador-${yesterday}_${yesterday}.xlsx`);
    expect(orders.rows.length, 'the demo picked yesterday').toBeGreaterThan(0);

    const sheet = await download(page, 'Tempo por separador');
    expect(sheet.name).toBe(`tempo-por-separador-${yesterday}_${yesterday}.xlsx`);
    expect(sheet.header).toEqual([
      'Separador',
      'Pedidos',
      'Tempo médio separando (min)',
      'Tempo médio ocioso (min)',
      'Tempo total separando (s)',
      'Tempo total ocioso (s)',
    ]);
    expect(sheet.rows).toEqual(separatorTimes(orders.rows as OrderSheetRow[]));
  });

  test("'Quebras por separador' lists the very breaks 'Total de quebras' opens, with their reasons", async ({ page, request }) => {
    const headers = await authHeaders(request, 'admin');
    const period = `initialSeparationDate=${yesterday}&finalSeparationDate=${yesterday}`;
    const counts = await getJson<BreakReport>(request, `/data-analysis/breaks-by-separator?${period}`, headers);
    expect(counts.length, 'the demo broke items yesterday').toBeGreaterThan(0);
    // Each separator's breaks as the view opens them (a page holds a separator's day).
    const listed: string[] = [];
    for (const { username, break_quantity } of counts) {
      const opened = await getJson<ResponseOf<typeof separatorBreaks>>(
        request,
        `/data-analysis/breaks-by-separator/breaks?${period}&username=${encodeURIComponent(username)}&pageSize=100`,
        headers,
      );
      expect(opened.results).toHaveLength(break_quantity);
      listed.push(...opened.results.map((entry) => `${username} ${entry.order_id} ${entry.product.name} ${entry.reason.name}`));
    }

    const sheet = await download(page, 'Quebras por separador');
    expect(sheet.name).toBe(`quebras-por-separador-${yesterday}_${yesterday}.xlsx`);
    expect(sheet.header).toEqual(['Separador', 'Pedido', 'Produto', 'Motivo']);
    // The same breaks as the view, a replenished one ('Repor') included, with the same reason.
    const rows = (sheet.rows as string[][]).map((row) => row.join(' '));
    expect(rows.sort()).toEqual(listed.sort());
  });

  test("'Tempo por etapa' adds up to the items and seconds the item-time view counts that day", async ({ page, request }) => {
    const report = await getJson<ItemTimeReport>(
      request,
      `/data-analysis/work-items-average?initialSeparationDate=${operationDay}&finalSeparationDate=${operationDay}`,
      await authHeaders(request, 'admin'),
    );
    expect(report.global.total_items, 'the demo picked that day').toBeGreaterThan(0);

    const sheet = await download(page, 'Tempo por etapa');
    expect(sheet.name).toBe(`tempo-por-etapa-${operationDay}.xlsx`);
    expect(sheet.header).toEqual(['Etapa', 'Itens separados', 'Tempo médio por item (s)', 'Tempo total (s)']);
    expect(sheet.rows.length).toBeGreaterThan(0);
    for (const [step, items, average, total] of sheet.rows as [string, number, number, number][]) {
      expect(step).toMatch(/^(Etapa \d+|Sem etapa)$/);
      expect(average, `the average of ${step}`).toBeCloseTo(total / items, 0);
    }
    const sum = (column: number) => sheet.rows.reduce((total, row) => total + Number(row[column]), 0);
    expect({ items: sum(1), secs: sum(3) }).toEqual({ items: report.global.total_items, secs: report.global.total_secs });
  });
});

test.describe("'Editar Pedido' on an order's page", () => {
  const SEPARATION = `${API}/separation`;

  /** This spec's ERP: a key of its own, a client and a product, and the orders it pushes. */
  async function erp(request: APIRequestContext, name: string) {
    const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name } });
    await expectOk(created);
    const key = ((await created.json()) as { key: string }).key;
    const push = async (path: string, data: Record<string, unknown>) => expectOk(await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': key }, data }));
    await push('clients', { clients: [{ external_id: 'E2E-PSR', client_type: 'PJ', client_name: 'Cliente PSR', client_trade: 'Quitanda Ajustes PSR' }] });
    await push('products', { products: [{ sku: 9_960_901, product_base_id: 9_960_901, name: 'Couve dos Ajustes', portion_type: 'unidade', step: 1 }] });
    return (order: Record<string, unknown>) =>
      push('orders', { orders: [{ client_external_id: 'E2E-PSR', items: [{ sku: 9_960_901, quantity: 2 }], ...order }] });
  }

  /** The order as the panel's list reads it. */
  async function orderRow(request: APIRequestContext, orderId: string): Promise<OrderRow> {
    const { results } = await getJson<{ results: OrderRow[] }>(request, `/separation/order-separation/?search=${orderId}`, await authHeaders(request, 'supervisor'));
    return results.find((row) => row.order_id === orderId)!;
  }

  /** A month ahead, as the centre's calendar counts: no picker takes it meanwhile. */
  const monthAhead = () => addDays(centreToday(), 30);

  test('marks an order nobody started critical, then directs it to a group once the group is valid', async ({ page, request }) => {
    const ORDER = '990091';
    await (await erp(request, 'ERP de ajustes críticos'))({ order_id: ORDER, scheduled_date: monthAhead() });

    await openSignedIn(page, 'supervisor', `/painel/pedidos/${ORDER}?view=true`);
    await expect(page.getByText('Quitanda Ajustes PSR').first()).toBeVisible();
    const criticalBadge = page.getByRole('main').getByText('Crítico', { exact: true });
    await expect(criticalBadge).toHaveCount(0);
    await page.getByRole('button', { name: 'Editar Pedido' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajustes' });
    await expect(modal.getByText(`Pedido ${ORDER}`, { exact: true })).toBeVisible();

    await modal.getByText('Crítico', { exact: true }).click();
    await expect(modal.getByText('Os pedidos passam a ser críticos (só grupos que recebem críticos os separam).')).toBeVisible();
    await modal.getByRole('button', { name: 'Aplicar' }).click();
    await expect(modal.getByText('1 pedido marcado como crítico com sucesso')).toBeVisible();
    expect(await orderRow(request, ORDER)).toMatchObject({ is_critical: true, directed_group: null, checking_status: null });

    await modal.getByText('Grupo direcionado', { exact: true }).click();
    const group = modal.getByLabel('Grupo', { exact: true });
    const apply = modal.getByRole('button', { name: 'Aplicar' });
    await expect(apply).toBeDisabled();
    await group.fill('0');
    await expect(modal.getByText('O grupo deve ser no mínimo 1')).toBeVisible();
    await expect(apply).toBeDisabled();
    // A group the centre does not have: the server refuses it, and nothing changes.
    await group.fill('77');
    await expect(modal.getByText('O grupo deve ser no mínimo 1')).toHaveCount(0);
    await apply.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao ajustar pedidos' })).toContainText('O grupo 77 não existe');
    expect((await orderRow(request, ORDER)).directed_group).toBeNull();
    await group.fill('2');
    await apply.click();
    await expect(modal.getByText('1 pedido direcionado ao grupo 2 com sucesso')).toBeVisible();
    expect(await orderRow(request, ORDER)).toMatchObject({ is_critical: true, directed_group: 2, checking_status: null });

    // Closed, the page shows what changed.
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await expect(modal).toHaveCount(0);
    await expect(criticalBadge).toBeVisible();
  });

  test('resets an order in separation: back in the queue, and its picker holds nothing', async ({ page, request }) => {
    const ORDER = '990092';
    const push = await erp(request, 'ERP de ajustes resetados');
    // Critical and of top priority for the conference group (4), the only one that takes
    // critical orders: the new picker's first order is this one (as panel-edits.spec.ts does).
    await push({ order_id: ORDER, route_code: 'R01', scheduled_date: centreToday(), priority: 1000, is_critical: true });
    const { token } = await newPerson(request, 'reset.psr.e2e', { name: 'Renata Resetada' });
    try {
      await expectOk(await request.get(`${SEPARATION}/order-separation/new?separationGroup=4&step=1`, { headers: { authorization: `Bearer ${token}` } }));
      expect((await heldState(request, token))?.order.order_id).toBe(ORDER);

      await openSignedIn(page, 'supervisor', `/painel/pedidos/${ORDER}?view=true`);
      await expect(page.getByText('Itens do pedido')).toBeVisible();
      await page.getByRole('button', { name: 'Editar Pedido' }).click();
      const modal = page.getByRole('dialog', { name: 'Ajustes' });
      await modal.getByText('Resetar', { exact: true }).click();
      await expect(modal.getByText('Os pedidos em separação voltam para a fila; o separador é avisado.')).toBeVisible();
      await modal.getByRole('button', { name: 'Aplicar' }).click();
      await expect(modal.getByText('1 pedido resetado com sucesso')).toBeVisible();

      expect(await heldState(request, token)).toBeNull();
      expect(await orderRow(request, ORDER)).toMatchObject({ checking_status: null, separation_group: null });
      await modal.getByRole('button', { name: 'Fechar' }).click();
      await expect(page.getByText('O pedido ainda não começou a ser separado.')).toBeVisible();
    } finally {
      // Back in the queue it would be the next critical order of any picker of group 4 in
      // the later specs: moved a month ahead, not critical, nobody takes it.
      await push({ order_id: ORDER, scheduled_date: monthAhead(), priority: 0, is_critical: false });
    }
  });
});

test.describe('Settings kept as numbers', () => {
  async function settingsOf(request: APIRequestContext): Promise<Settings> {
    return getJson<Settings>(request, '/separation-settings/', await authHeaders(request, 'admin'));
  }

  /** Puts back what the demo had, for the later specs, through the same call the page makes. */
  async function restore(request: APIRequestContext, update: Record<string, number>): Promise<void> {
    await expectOk(await request.post(`${API}/separation-settings/`, { headers: await authHeaders(request, 'admin'), data: update }));
  }

  test('Separadores: the number is saved and read back; an empty one is refused', async ({ page, request }) => {
    const before = await settingsOf(request);
    try {
      await openSignedIn(page, 'admin', '/painel/configuracoes/separadores');
      await expect(page.getByTestId('setting-separators')).toHaveText(String(before.number_of_separators));
      await page.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar separadores' });
      const input = dialog.getByLabel('Número de separadores');
      const save = dialog.getByRole('button', { name: 'Salvar' });
      await expect(input).toHaveValue(String(before.number_of_separators));
      await input.fill('');
      await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
      await expect(save).toBeDisabled();
      const wanted = before.number_of_separators + 5;
      await input.fill(String(wanted));
      await expect(dialog.getByText('Campo obrigatório')).toHaveCount(0);
      await save.click();
      await expect(page.getByText('Alteração realizada com sucesso!')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('setting-separators')).toHaveText(String(wanted));
      expect((await settingsOf(request)).number_of_separators).toBe(wanted);
    } finally {
      await restore(request, { numberOfSeparators: before.number_of_separators });
    }
  });

  test('Paletização: the weight keeps three decimals, the boxes are saved; an empty field is refused', async ({ page, request }) => {
    const before = await settingsOf(request);
    try {
      await openSignedIn(page, 'admin', '/painel/configuracoes/paletizacao');
      await page.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar paletização' });
      const weight = dialog.getByLabel('Peso mínimo');
      const boxes = dialog.getByLabel('Mínimo de caixas de atacado');
      const save = dialog.getByRole('button', { name: 'Salvar' });
      await boxes.fill('');
      await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
      await expect(save).toBeDisabled();
      await boxes.fill('7');
      await weight.fill('');
      await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
      await expect(save).toBeDisabled();
      // A fourth decimal is not taken: grams are the smallest unit the centre stores.
      await weight.pressSequentially('123,4567');
      await expect(weight).toHaveValue('123,456 kg');
      await save.click();
      await expect(page.getByText('Alteração realizada com sucesso!')).toBeVisible();
      await expect(page.getByTestId('setting-weight')).toHaveText('123,456kg');
      await expect(page.getByTestId('setting-boxes')).toHaveText('7cx');
      expect(await settingsOf(request)).toMatchObject({ pallet_limit_weight: 123.456, pallet_limit_wholesale_box: 7 });
    } finally {
      await restore(request, { palletLimitWeight: before.pallet_limit_weight, palletLimitWholesaleBox: before.pallet_limit_wholesale_box });
    }
  });
});

test('a narrow screen opens the sidebar as a drawer, which closes once a page is chosen', async ({ page }) => {
  // spec/panel.md §9: at 1000 px and below the sidebar gives its room to the page.
  await page.setViewportSize({ width: 900, height: 800 });
  await openSignedIn(page, 'supervisor', '/painel/ranking');
  await expect(page.getByRole('heading', { name: 'Top separadores' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Páginas do painel' });
  await expect(nav).toHaveCount(0);

  await page.getByRole('button', { name: 'Abrir menu lateral' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Páginas do painel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu lateral' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Pedidos', exact: true }).click();

  await expect(page).toHaveURL(/\/painel\/pedidos$/);
  await expect(page.getByRole('heading', { name: 'Lista de pedidos' })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(nav).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir menu lateral' })).toBeVisible();
});

// Issue #5 in a real browser, as the supervisor: the dashboard follows separador6's floor
// work live (pushed, faster than the 7 s fallback poll), pauses and releases them (resetting
// the order they hold), opens its modals; the users screen searches and opens a separator.
// Only separador6 is acted on, and they are left released.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPerson } from './support/people';
import { finishHeldOrder, heldState } from './support/picking';
import { apiToken, authHeaders, openSignedIn } from './support/session';
import { expectWhole } from './support/whole-text';

const PICKER = 'separador6';
/** Well under the spec's 7 s polling: only a pushed change arrives this fast. */
const LIVE = { timeout: 3000 };

/** The order separador6 holds, taking a new one of their group when they hold none. */
async function heldOrder(request: APIRequestContext, group: number): Promise<string> {
  const token = await apiToken(request, PICKER);
  const held = await heldState(request, token);
  if (held) return held.order.order_id;
  const reply = await request.get(`/api/carambola/separation/order-separation/new?separationGroup=${group}&step=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await reply.json()) as { order: { order_id: string } | null };
  expect(body.order, 'a waiting order of the group').not.toBeNull();
  return body.order!.order_id;
}

async function openDashboard(page: Page) {
  await openSignedIn(page, 'supervisor', '/painel/dashboard');
  const row = page.locator(`tr[data-username="${PICKER}"]`);
  await expect(row).toBeVisible();
  return row;
}

test('the dashboard follows separador6 finishing and taking orders, pauses and releases them', async ({ page, request }) => {
  const token = await apiToken(request, PICKER);
  const group = (await heldState(request, token))?.order.separation_group ?? 1;
  const first = await heldOrder(request, group);

  const row = await openDashboard(page);
  await expect(row).toContainText('Em separação');
  await expect(row).toContainText(`#${first}`);
  const finishedBefore = Number(await row.locator('td').nth(4).innerText());

  // The picker finishes in the floor; the screen is not reloaded.
  await finishHeldOrder(request, PICKER);
  await expect(row).toContainText('Última separação', LIVE);
  await expect(row.locator('td').nth(4)).toHaveText(String(finishedBefore + 1), LIVE);

  // The row opens the separator's orders, the finished one complete; a click opens it.
  await row.click();
  const finishedRow = page.getByRole('table', { name: 'Pedidos do separador' }).getByRole('row').filter({ hasText: `#${first}` });
  await expect(finishedRow).toContainText('100%');
  await finishedRow.click();
  await expect(page).toHaveURL(new RegExp(`/painel/pedidos/${first}`));
  await page.goBack();
  await expect(row).toBeVisible();

  // A new order taken on the floor shows at once, and pausing resets it first.
  const second = await heldOrder(request, group);
  await expect(row).toContainText(`#${second}`, LIVE);
  await expect(row).toContainText('Em separação');
  await page.getByRole('button', { name: `Pausar ${PICKER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pausar ${PICKER}?` });
  await expect(dialog).toContainText(`#${second}`);
  await dialog.getByRole('button', { name: 'Resetar e pausar' }).click();
  await expect(page.getByText(`Pedido #${second} resetado com sucesso`)).toBeVisible();
  await expect(row).toContainText('Pausado');
  expect(await heldState(request, token)).toBeNull();

  // Released again: the demo's separador6 is left working.
  await page.getByRole('button', { name: `Liberar ${PICKER}` }).click();
  await page.getByRole('dialog', { name: `Liberar ${PICKER}?` }).getByRole('button', { name: 'Liberar' }).click();
  await expect(row).not.toContainText('Pausado');
  const pause = await request.get(`/api/carambola/dashboard/pause?userId=${await userId(request, PICKER)}`, {
    headers: await authHeaders(request, 'supervisor'),
  });
  expect(((await pause.json()) as { is_paused: boolean }).is_paused).toBe(false);
});

test('the info cards open the breaks and routes modals; the toggle shows items', async ({ page, request }) => {
  await openDashboard(page);
  const dashboard = (await (await request.get('/api/carambola/dashboard/', { headers: await authHeaders(request, 'supervisor') })).json()) as {
    total_breaks: number;
  };
  await page.getByRole('button', { name: 'Total de quebras' }).click();
  const breaks = page.getByRole('dialog', { name: 'Quebras' });
  await expect(breaks.getByRole('button').filter({ hasText: /Quebra (total|parcial)/ }).first()).toBeVisible();
  expect(dashboard.total_breaks).toBeGreaterThan(0);
  await breaks.getByRole('button').filter({ hasText: /Quebra (total|parcial)/ }).first().click();
  await expect(breaks.getByRole('columnheader', { name: 'Separador' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Rotas estouradas' }).click();
  const routes = page.getByRole('dialog', { name: 'Detalhes das rotas' });
  await expect(routes.getByRole('columnheader', { name: 'Estourou?' })).toBeVisible();
  await expect(routes.getByRole('row', { name: /R01/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByText('Itens', { exact: true }).click();
  await expect(page.getByLabel('Total de itens')).toBeVisible();
  await expect(page.getByLabel('Tempo médio por item')).toBeVisible();
});

async function userId(request: APIRequestContext, username: string): Promise<number> {
  const reply = await request.get(`/api/carambola/separator/?search=${username}`, { headers: await authHeaders(request, 'supervisor') });
  const { results } = (await reply.json()) as { results: { id: number; username: string }[] };
  return results.find((user) => user.username === username)!.id;
}

test('the users screen searches as the address says and opens a separator with their figures', async ({ page, request }) => {
  await openSignedIn(page, 'supervisor', '/painel/usuarios');
  await expect(page.getByRole('link', { name: 'separador1', exact: true })).toBeVisible();

  await page.getByLabel('Quem voce busca?').fill('SEPARADOR6');
  await expect(page).toHaveURL(/search=SEPARADOR6/);
  await expect(page.getByRole('link', { name: PICKER, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'separador1', exact: true })).toHaveCount(0);

  // The address alone brings the same search back.
  await page.reload();
  await expect(page.getByLabel('Quem voce busca?')).toHaveValue('SEPARADOR6');
  await expect(page.getByRole('link', { name: 'separador1', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: PICKER, exact: true }).click();
  const id = await userId(request, PICKER);
  await expect(page).toHaveURL(new RegExp(`/painel/usuario/${id}$`));
  const figures = (await (
    await request.get(`/api/carambola/dashboard/separator?separatorId=${id}`, { headers: await authHeaders(request, 'supervisor') })
  ).json()) as { all_time_data: { orders: number; items: number; kilos: number; name: string } };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(figures.all_time_data.name);
  await page.getByText('Todos', { exact: true }).click();
  await expect(page.getByLabel('Pedidos separados')).toContainText(String(figures.all_time_data.orders));
  // Grams served, kilograms shown, with the unit.
  const kilos = (figures.all_time_data.kilos / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  await expect(page.getByLabel('Kgs separados')).toContainText(`${kilos} Kg`);
  await expect(page.getByLabel('Tempo médio')).toBeVisible();

  await page.getByLabel('Quem voce busca?').fill('separador1');
  await page.getByLabel('Quem voce busca?').press('Enter');
  await expect(page).toHaveURL(/\/painel\/usuarios\?search=separador1/);
  await expect(page.getByRole('link', { name: 'separador1', exact: true })).toBeVisible();
});

test("a separator who has picked nothing yet: zeros, and 'Tempo médio' says so instead of empty bars", async ({ page, request }) => {
  const person = await newPerson(request, 'sem-pedidos.e2e', { name: 'Pessoa Sem Pedidos' });
  await openSignedIn(page, 'supervisor', `/painel/usuario/${person.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pessoa Sem Pedidos');
  await expect(page.getByLabel('Pedidos separados')).toContainText('0');
  await expect(page.getByLabel('Tempo médio')).toContainText('Nenhum pedido separado ainda.');
  await expect(page.getByLabel('Tempo médio').locator('svg.recharts-surface')).toHaveCount(0);
});

test("on a 1024 px screen every separator's timer reads whole", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSignedIn(page, 'supervisor', '/painel/dashboard');
  // The badge's label is where Mantine puts the ellipsis.
  const timers = page.getByRole('table', { name: 'Separadores' }).getByLabel('Tempo').locator('.mantine-Badge-label');
  await expect(timers.first()).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  expect(await timers.count()).toBeGreaterThan(5);
  await expectWhole(page, await timers.all());
});

// Picking in Chromium against the demo centre (spec/operator.md §2 'Group choice', 'Picking
// screen states', §4 'Picking screen flow', §5 'Break dialog', 'Box counts').
// The demo day has separador1 and separador2 in the middle of an order; they first finish it
// through the API, as they would on the floor, so the screen starts from 'Inicie a separação'.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PickingItem, PickingState } from '../../src/shared/contract/picking';

const PASSWORD = 'demo1234';
const API = '/api/carambola/separation';

async function apiToken(request: APIRequestContext, login: string): Promise<string> {
  const reply = await request.post('/api/auth-internal/v2/token', { data: { username: login, password: PASSWORD } });
  return ((await reply.json()) as { access: string }).access;
}

async function heldState(request: APIRequestContext, token: string): Promise<PickingState | null> {
  const reply = await request.get(`${API}/separation-work/recovery`, { headers: { authorization: `Bearer ${token}` } });
  return ((await reply.json()) as { data: PickingState | null }).data;
}

/** Confirms every pending item and step of the order the picker holds, and finishes it. */
async function finishHeldOrder(request: APIRequestContext, login: string): Promise<void> {
  const token = await apiToken(request, login);
  const headers = { authorization: `Bearer ${token}` };
  const state = await heldState(request, token);
  if (!state) return;
  const workId = state.work.id;
  for (const step of state.steps) {
    for (const item of step.items.filter((candidate) => candidate.status === 1)) {
      expect((await request.put(`${API}/separation-item/${item.id}`, { headers, data: { workId, statusId: 2 } })).ok()).toBe(true);
    }
    if (typeof step.step === 'number' && !step.is_finished) {
      const reply = await request.patch(`${API}/step/${state.order.order_id}`, { headers, data: { workId, level: step.step, boxes: 1 } });
      expect(reply.ok(), await reply.text()).toBe(true);
    }
  }
  const finished = await request.put(`${API}/finish-order/${state.order.order_id}`, { headers, data: { workId, boxesNumber: state.steps.length } });
  expect(finished.ok()).toBe(true);
}

async function signIn(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Logado com sucesso')).toBeVisible();
}

/** The item on the big card (the first item card of the page). */
async function currentItemId(page: Page): Promise<number> {
  const testId = await page.locator('[data-testid^="item-"]').first().getAttribute('data-testid');
  return Number(testId!.replace('item-', ''));
}

test('separador1 picks a whole order in the group without scanner', async ({ page, request }) => {
  await finishHeldOrder(request, 'separador1');
  await signIn(page, 'separador1');
  await page.goto('/operacao/separacao/grupos');
  await expect(page.getByRole('heading', { name: 'Olá, separador1!' })).toBeVisible();
  await page.getByRole('button', { name: /Grupo 3 Mercado 2/ }).click();
  await expect(page).toHaveURL(/\/operacao\/separacao\/pedido$/);
  await expect(page.getByText('Inicie a separação')).toBeVisible();
  await page.getByRole('button', { name: 'Procurar pedido' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeVisible();
  await expect(page.getByText('Grupo 3', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Separação \d$/)).toBeVisible();

  const token = await apiToken(request, 'separador1');
  const state = (await heldState(request, token))!;
  const items = new Map<number, PickingItem>(state.steps.flatMap((step) => step.items).map((item) => [item.id, item]));
  let confirmed = 0;
  let totalBreak = false;
  let partialBreak = false;

  for (let turn = 0; turn < items.size; turn += 1) {
    const item = items.get(await currentItemId(page))!;
    const canBreakPartially = item.unity_product_base === 'peso' || item.quantity >= 2;
    if (confirmed > 0 && !totalBreak) {
      await page.getByRole('button', { name: 'Quebra' }).click();
      await page.getByRole('radio', { name: 'Quebra total' }).check();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      totalBreak = true;
    } else if (totalBreak && !partialBreak && canBreakPartially) {
      await page.getByRole('button', { name: 'Quebra' }).click();
      await page.getByRole('radio', { name: 'Quebra parcial' }).check();
      const field = page.getByLabel(/Quantidade separada/);
      await field.fill(item.unity_product_base === 'peso' ? String((item.quantity + 1000) / 1000).replace('.', ',') : String(item.quantity));
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByText('A quantidade precisa ser inferior a quantidade esperada')).toBeVisible();
      await field.fill(item.unity_product_base === 'peso' ? '0,1' : '1');
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      partialBreak = true;
    } else {
      await page.getByRole('button', { name: 'Confirmar' }).click();
      confirmed += 1;
    }
    await expect(page.getByText(`${turn + 1} de ${items.size} itens`)).toBeVisible();
  }
  expect(totalBreak && partialBreak).toBe(true);

  const dialog = page.getByRole('dialog', { name: 'Quantidade de caixas do pedido' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Caixa pronta')).toBeVisible();
  const count = dialog.getByLabel('Quantas caixas tem o pedido?');
  await count.fill('0');
  await expect(dialog.getByText('Número de caixas não pode ser menor ou igual a 0.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Finalizar pedido' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Mais uma caixa' }).click();
  await dialog.getByRole('button', { name: 'Mais uma caixa' }).click();
  await dialog.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido finalizado' })).toBeVisible();
  await expect(page.getByText(`Pedido ${state.order.order_id} separado com sucesso.`)).toBeVisible();
  expect(await heldState(request, token)).toBeNull();
});

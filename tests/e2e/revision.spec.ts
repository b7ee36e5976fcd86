// The revision work flow in Chromium (spec/operator.md §4 'Session', §6
// SeparationCriticalOrBeginner). A picker of the conference group (4) finishes an order and
// leaves without conferring it: signing in again leads them to that order's conference, and
// no new order is handed out meanwhile. The beginner 'novato' confers their own order: it
// waits for a checker, who reviews it, and the panel's order page says 'Revisado: Sim'.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RecoveredWork } from '../../src/shared/contract/picking';
import { authHeaders, openSignedIn, signIn } from './support/session';
import { centreToday } from './support/calendar';
import { expectOk } from './support/replies';

test.describe.configure({ mode: 'serial' });

const SEPARATION = '/api/carambola/separation';
type Headers = Record<string, string>;

async function recovery(request: APIRequestContext, headers: Headers): Promise<RecoveredWork> {
  return (await (await request.get(`${SEPARATION}/separation-work/recovery`, { headers })).json()) as RecoveredWork;
}

/**
 * Pushes a one-item order for the conference group (critical, top priority: only group 4
 * takes critical orders and this one comes first), the picker takes it, picks it and
 * finishes it, as the floor would through the API.
 */
async function pickAndFinish(request: APIRequestContext, headers: Headers, orderId: string): Promise<void> {
  const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name: `ERP da revisão ${orderId}` } });
  const key = ((await created.json()) as { key: string }).key;
  const push = async (path: string, data: Record<string, unknown>) => expectOk(await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': key }, data }));
  const sku = Number(`99${orderId.slice(-4)}`);
  await push('clients', { clients: [{ external_id: `E2E-REV-${orderId}`, client_type: 'PJ', client_name: `Cliente ${orderId}`, client_trade: `Empório Revisão ${orderId}` }] });
  await push('products', { products: [{ sku, product_base_id: sku, name: `Abacaxi da revisão ${orderId}`, portion_type: 'unidade', step: 1 }] });
  await push('orders', {
    orders: [
      { order_id: orderId, client_external_id: `E2E-REV-${orderId}`, route_code: 'R01', scheduled_date: centreToday(), priority: 1000, is_critical: true, items: [{ sku, quantity: 3 }] },
    ],
  });
  const taken = (await (await request.get(`${SEPARATION}/order-separation/new?separationGroup=4&step=1`, { headers })).json()) as {
    work: { id: number };
    order: { order_id: string };
    steps: { step: number | string; items: { id: number }[] }[];
  };
  expect(taken.order.order_id).toBe(orderId);
  const workId = taken.work.id;
  for (const step of taken.steps) {
    for (const item of step.items) await expectOk(await request.put(`${SEPARATION}/separation-item/${item.id}`, { headers, data: { workId, statusId: 2 } }));
    if (typeof step.step === 'number') await expectOk(await request.patch(`${SEPARATION}/step/${orderId}`, { headers, data: { workId, level: step.step, boxes: 1 } }));
  }
  const finished = await request.put(`${SEPARATION}/finish-order/${orderId}`, { headers, data: { workId, boxesNumber: 2 } });
  await expectOk(finished);
  expect(((await finished.json()) as { message: string }).message).toBe('Separation confirmed and conference started');
}

test('a picker who left without conferring their order is led back to its conference at sign-in', async ({ page, request }) => {
  const PICKER = 'separador12'; // holds no order in the demo day
  const ORDER_ID = '990070';
  const headers = await authHeaders(request, PICKER);
  expect((await recovery(request, headers)).type, `${PICKER} holds nothing`).not.toBe('separation');
  await pickAndFinish(request, headers, ORDER_ID);

  // Gone before conferring: no new order until it is conferred, and it says why.
  const refused = await request.get(`${SEPARATION}/order-separation/new?separationGroup=4&step=1`, { headers });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(`Conferência do pedido #${ORDER_ID} pendente: confira o seu pedido antes de pegar outro.`);

  await signIn(page, PICKER);
  await expect(page).toHaveURL(/\/operacao\/separacao\/pedido$/);
  await expect(page.getByRole('heading', { name: `Conferência do pedido #${ORDER_ID} pendente` })).toBeVisible();
  await expect(page.getByText(`Empório Revisão ${ORDER_ID} · Rota R01`)).toBeVisible();
  await page.screenshot({ path: '/tmp/revision-pending.png', fullPage: true });
  await page.getByRole('link', { name: 'Ir para a conferência' }).click();
  await expect(page).toHaveURL(new RegExp(`/operacao/conferencia/${ORDER_ID}$`));
  await page.getByRole('button', { name: 'Conferir Caixas' }).click();
  await page.getByRole('dialog', { name: 'Conferir Caixas' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Conferência de ${ORDER_ID} confirmada com sucesso!`)).toBeVisible();
  await expect(page.getByText(`Pedido ${ORDER_ID} conferido com sucesso.`)).toBeVisible();

  // Conferred: the picker owes nothing and may pick again.
  expect(await recovery(request, headers)).toEqual({ message: 'Unfinished works not found!', type: null, data: null });
  await expectOk(await request.get(`${SEPARATION}/order-separation/new?separationGroup=4&step=1`, { headers }));
});

test("a beginner's own conference waits for a checker's review, and the order page says 'Revisado: Sim'", async ({ page, request }) => {
  const ORDER_ID = '990071';
  const beginner = await authHeaders(request, 'novato');
  await pickAndFinish(request, beginner, ORDER_ID);

  await signIn(page, 'novato');
  await expect(page.getByRole('heading', { name: `Conferência do pedido #${ORDER_ID} pendente` })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a conferência' }).click();
  await page.getByRole('button', { name: 'Conferir Caixas' }).click();
  await page.getByRole('dialog', { name: 'Conferir Caixas' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Pedido enviado para revisão de um conferente', { exact: true })).toBeVisible();
  await expect(page.getByText(`Pedido ${ORDER_ID} enviado para revisão de um conferente.`)).toBeVisible();
  await page.screenshot({ path: '/tmp/revision-sent.png', fullPage: true });

  // Back on the order: nothing to confer for the beginner, and the server refuses it too.
  await page.goto(`/operacao/conferencia/${ORDER_ID}`);
  await expect(page.getByText('Pedido enviado para revisão de um conferente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conferir Caixas' })).toHaveCount(0);
  const again = await request.post('/api/carambola/order-conference/start-conference', { headers: beginner, data: { orderId: ORDER_ID } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(`Pedido #${ORDER_ID} aguarda a revisão de um conferente.`);

  // conferente2 (nothing under way) finds it among the waiting orders, marked for review.
  await page.context().clearCookies();
  await signIn(page, 'conferente2');
  await expect(page).toHaveURL(/\/operacao\/conferencia\/inicio$/);
  const row = page.getByRole('table', { name: 'Pedidos aguardando conferência' }).getByRole('row').filter({ hasText: ORDER_ID });
  await expect(row.getByText('Revisão', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/revision-waiting.png', fullPage: true });
  await row.getByRole('button', { name: `Conferir pedido ${ORDER_ID}` }).click();
  await expect(page.getByText('O separador já conferiu este pedido: confira-o de novo antes que ele siga.')).toBeVisible();
  await page.screenshot({ path: '/tmp/revision-review.png', fullPage: true });
  await page.getByRole('button', { name: 'Conferir Caixas' }).click();
  await page.getByRole('dialog', { name: 'Conferir Caixas' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Conferência de ${ORDER_ID} confirmada com sucesso!`)).toBeVisible();

  await page.context().clearCookies();
  await openSignedIn(page, 'supervisor', `/painel/pedidos/${ORDER_ID}`);
  const reviewed = page.getByText('Revisado', { exact: true }).locator('xpath=..');
  await expect(reviewed).toHaveText('RevisadoSim');
  await expect(page.getByText('Conferido por', { exact: true }).locator('xpath=..')).toHaveText('Conferido porconferente2');
  await page.screenshot({ path: '/tmp/revision-order-page.png', fullPage: true });
});

// The operator conference and the picker's performance in Chromium (spec/operator.md §2
// 'Operator conference screen', 'Performance screen'). separador5 finishes the order it holds,
// then picks an order of ours in group 4 (the conference group) through the API, as the floor
// would; conferente confers it on the screen, marking one item as not put in the box, and
// confirms the boxes. separador5's 'Seu desempenho' then shows the figures of before plus
// what that order adds, computed by hand below.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ConferenceOrder, WaitingOrder } from '../../src/shared/contract/conference';
import type { PerformanceFigures } from '../../src/shared/contract/performance';
import type { PickingState } from '../../src/shared/contract/picking';
import { apiToken, authHeaders, openSignedIn, signIn } from './support/session';
import { centreToday } from './support/calendar';
import { expectOk } from './support/replies';

test.describe.configure({ mode: 'serial' });

const SEPARATION = '/api/carambola/separation';
const PICKER = 'separador5';
// Sorts before integration-picker.spec's 990100 (same priority, criticality, day and route),
// and is taken the moment it is pushed, so neither spec can take the other's order.
const ORDER_ID = '990050';
const UNIT_SKU = 990301;
const WEIGHT_SKU = 990302;
const BREAK_SKU = 990303;

async function heldState(request: APIRequestContext, headers: Record<string, string>): Promise<PickingState | null> {
  const reply = await request.get(`${SEPARATION}/separation-work/recovery`, { headers });
  return ((await reply.json()) as { data: PickingState | null }).data;
}

/** Confirms what is left of the held order (or breaks the items listed) and finishes it. */
async function finishHeld(
  request: APIRequestContext,
  headers: Record<string, string>,
  partial: Record<number, number> = {},
): Promise<{ message: string }> {
  const state = (await heldState(request, headers))!;
  const workId = state.work.id;
  for (const step of state.steps) {
    for (const item of step.items.filter((candidate) => candidate.status === 1)) {
      const picked = partial[item.sku];
      const data = picked === undefined ? { workId, statusId: 2 } : { workId, statusId: 4, quantityPartial: picked };
      await expectOk(await request.put(`${SEPARATION}/separation-item/${item.id}`, { headers, data }));
    }
    if (typeof step.step === 'number' && !step.is_finished) {
      await expectOk(await request.patch(`${SEPARATION}/step/${state.order.order_id}`, { headers, data: { workId, level: step.step, boxes: 1 } }));
    }
  }
  const finished = await request.put(`${SEPARATION}/finish-order/${state.order.order_id}`, { headers, data: { workId, boxesNumber: 2 } });
  await expectOk(finished);
  return (await finished.json()) as { message: string };
}

interface PushedOrder {
  orderId: string;
  client: { external_id: string; client_name: string; client_trade: string };
  products: { sku: number; product_base_id: number; name: string; portion_type: 'unidade' | 'peso'; step: number }[];
  items: { sku: number; quantity: number }[];
  instructions?: string;
}

/** Pushes an order for the conference group (4) through the integration API, as the ERP would. */
async function pushOrder(request: APIRequestContext, order: PushedOrder): Promise<void> {
  const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name: `ERP do teste de conferência ${order.orderId}` } });
  const key = ((await created.json()) as { key: string }).key;
  const push = async (path: string, data: Record<string, unknown>) => expectOk(await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': key }, data }));
  await push('clients', { clients: [{ ...order.client, client_type: 'PJ' }] });
  await push('products', { products: order.products });
  await push('orders', {
    orders: [
      {
        order_id: order.orderId,
        client_external_id: order.client.external_id,
        route_code: 'R01',
        scheduled_date: centreToday(),
        priority: 1000,
        is_critical: true,
        instructions: order.instructions,
        items: order.items,
      },
    ],
  });
}

/** The picker takes the next order of the conference group (4), which must be `orderId`. */
async function takeOrder(request: APIRequestContext, headers: Record<string, string>, orderId: string): Promise<void> {
  const taken = await request.get(`${SEPARATION}/order-separation/new?separationGroup=4&step=1`, { headers });
  expect(((await taken.json()) as { order: { order_id: string } | null }).order?.order_id).toBe(orderId);
}

async function todayFigures(request: APIRequestContext, headers: Record<string, string>): Promise<PerformanceFigures> {
  const reply = await request.get(`${SEPARATION}/performance?timeRange=today`, { headers });
  return ((await reply.json()) as { separator: PerformanceFigures }).separator;
}

let before: PerformanceFigures;

test('a picker finishes an order of the conference group and conferente confers it', async ({ page, request }) => {
  const picker = { authorization: `Bearer ${await apiToken(request, PICKER)}` };
  if (await heldState(request, picker)) await finishHeld(request, picker);
  before = await todayFigures(request, picker);

  await pushOrder(request, {
    orderId: ORDER_ID,
    client: { external_id: 'E2E-CONF-1', client_name: 'Mercearia da Conferência', client_trade: 'Mercearia Conferida' },
    products: [
      { sku: UNIT_SKU, product_base_id: 99301, name: 'Maçã Fuji da Conferência', portion_type: 'unidade', step: 1 },
      { sku: WEIGHT_SKU, product_base_id: 99302, name: 'Queijo Minas da Conferência', portion_type: 'peso', step: 2 },
      { sku: BREAK_SKU, product_base_id: 99303, name: 'Pera Williams da Conferência', portion_type: 'unidade', step: 2 },
    ],
    items: [
      { sku: UNIT_SKU, quantity: 4 },
      { sku: WEIGHT_SKU, quantity: 1500 },
      { sku: BREAK_SKU, quantity: 5 },
    ],
    instructions: 'Conferir com atenção',
  });
  await takeOrder(request, picker, ORDER_ID);
  // All of the apples and the cheese; 2 of the 5 pears (a partial break).
  const finished = await finishHeld(request, picker, { [BREAK_SKU]: 2 });
  expect(finished.message).toBe('Separation confirmed and conference started');

  // The demo day leaves conferente in the middle of a conference: signing in resumes it.
  const checker = await authHeaders(request, 'conferente');
  const pending = ((await (await request.get('/api/carambola/order-conference/recovery', { headers: checker })).json()) as {
    data: { order: { order_id: string } } | null;
  }).data;
  expect(pending, 'the demo day leaves conferente mid-conference').not.toBeNull();
  await signIn(page, 'conferente');
  await expect(page.getByText('Foi encontrado uma conferência pendente')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/operacao/conferencia/${pending!.order.order_id}$`));
  await page.getByRole('button', { name: 'Conferir Caixas' }).click();
  await page.getByRole('dialog', { name: 'Conferir Caixas' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Conferência de ${pending!.order.order_id} confirmada com sucesso!`)).toBeVisible();
  await expect(page).toHaveURL(/\/operacao\/conferencia\/inicio(\?skipRecovery=true)?$/);
  await page.getByRole('button', { name: `Conferir pedido ${ORDER_ID}` }).click();
  await expect(page).toHaveURL(new RegExp(`/operacao/conferencia/${ORDER_ID}$`));

  await expect(page.getByText('Mercearia Conferida')).toBeVisible();
  await expect(page.getByText('Crítico')).toBeVisible();
  await expect(page.getByText('Conferir com atenção')).toBeVisible();
  // separador5 (by name), its 3 items and its 2 boxes.
  await expect(page.getByRole('table', { name: 'Separações' }).getByRole('row').nth(1).getByRole('cell')).toHaveText([/\S/, '3', '2']);
  await expect(page.getByRole('heading', { name: 'Etapa 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Etapa 2' })).toBeVisible();
  const card = (name: string) => page.locator('[data-testid^="conference-item-"]').filter({ hasText: name });
  await expect(card('Queijo Minas da Conferência')).toContainText('1,500 Kg');
  await expect(card('Pera Williams da Conferência')).toContainText('Quebra Parcial - Faltam 3 Un');
  await expect(card('Maçã Fuji da Conferência')).toContainText('4 Un');

  await card('Maçã Fuji da Conferência').getByLabel('Separador não colocou o item na caixa').check();
  await page.screenshot({ path: '/tmp/h3-conference.png', fullPage: true });
  await page.getByRole('button', { name: 'Conferir Caixas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferir Caixas' });
  await expect(dialog.getByLabel('Quantidade de caixas do pedido')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Mais uma caixa' }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Conferência de ${ORDER_ID} confirmada com sucesso!`)).toBeVisible();
  await expect(page).toHaveURL(/\/operacao\/conferencia\/inicio\?skipRecovery=true$/);
  await expect(page.getByText(`Pedido ${ORDER_ID} conferido com sucesso.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Conferir pedido ${ORDER_ID}` })).toHaveCount(0);

  // What the server kept: the apples marked, the checker's 3 boxes, the order waiting for the pears' reposition.
  const saved = await request.get(`/api/carambola/order-conference/order?orderId=${ORDER_ID}`, { headers: checker });
  const body = (await saved.json()) as ConferenceOrder;
  const apples = body.steps.flatMap((step) => step.items).find((item) => item.sku === UNIT_SKU)!;
  expect(body.not_in_box).toEqual([apples.id]);
  expect(body.conference).toMatchObject({ adjusted_boxes_number: 3, checked_by: 'conferente' });
  expect(body.order.checking_status).toBe(5);
});

// 40 items over 4 steps: at 1280x800 the list is several screens tall.
const LONG_ORDER_ID = '990051';
const LONG_PICKER = 'separador6';
const LONG_PRODUCTS = Array.from({ length: 40 }, (_, index) => ({
  sku: 990400 + index,
  product_base_id: 99400 + index,
  name: `Item ${index + 1} do pedido longo`,
  portion_type: 'unidade' as const,
  step: (index % 4) + 1,
}));

/** The window's scroll position and the page's height (the tests compile without DOM types). */
function scrollOf(page: Page): Promise<{ y: number; height: number }> {
  return page.evaluate(() => {
    const view = globalThis as unknown as { scrollY: number; document: { documentElement: { scrollHeight: number } } };
    return { y: view.scrollY, height: view.document.documentElement.scrollHeight };
  });
}

test("on a long order 'Conferir Caixas' is in view without scrolling and counts the items marked", async ({ page, request }) => {
  const picker = await authHeaders(request, LONG_PICKER);
  if (await heldState(request, picker)) await finishHeld(request, picker);
  await pushOrder(request, {
    orderId: LONG_ORDER_ID,
    client: { external_id: 'E2E-CONF-LONG', client_name: 'Restaurante do Pedido Longo', client_trade: 'Pedido Longo' },
    products: LONG_PRODUCTS,
    items: LONG_PRODUCTS.map((product) => ({ sku: product.sku, quantity: 2 })),
  });
  await takeOrder(request, picker, LONG_ORDER_ID);
  await finishHeld(request, picker);

  await openSignedIn(page, 'conferente', `/operacao/conferencia/${LONG_ORDER_ID}`);
  const cards = page.locator('[data-testid^="conference-item-"]');
  await expect(cards).toHaveCount(40);
  expect((await scrollOf(page)).height).toBeGreaterThan(3 * 800);
  expect((await scrollOf(page)).y).toBe(0);

  const bar = page.getByRole('region', { name: 'Ações da conferência' });
  const confirm = bar.getByRole('button', { name: 'Conferir Caixas' });
  const count = bar.getByTestId('not-in-box-count');
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await expect(count).toHaveText('Nenhum item marcado como fora da caixa');
  await page.screenshot({ path: '/tmp/conf-long-top.png' });

  // 'Item 1 do' is no part of 'Item 10 do': the names pick one card each.
  const mark = (name: string) => cards.filter({ hasText: name }).getByLabel('Separador não colocou o item na caixa');
  await mark('Item 1 do pedido longo').check();
  await expect(count).toHaveText('1 item marcado como fora da caixa');
  // The last item is screens below: checking it scrolls the list, and the bar rides along.
  await mark('Item 40 do pedido longo').check();
  expect((await scrollOf(page)).y).toBeGreaterThan(0);
  await expect(count).toHaveText('2 itens marcados como fora da caixa');
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await mark('Item 1 do pedido longo').uncheck();
  await expect(count).toHaveText('1 item marcado como fora da caixa');
  // Unticking the first item scrolled back to the top: halfway down the list, the bar is still there.
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await scrollOf(page)).y).toBeGreaterThan(0);
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '/tmp/conf-long-middle.png' });

  await confirm.click();
  await page.getByRole('dialog', { name: 'Conferir Caixas' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Conferência de ${LONG_ORDER_ID} confirmada com sucesso!`)).toBeVisible();
  const saved = (await (await request.get(`/api/carambola/order-conference/order?orderId=${LONG_ORDER_ID}`, { headers: await authHeaders(request, 'conferente') })).json()) as ConferenceOrder;
  const last = saved.steps.flatMap((step) => step.items).find((item) => item.sku === LONG_PRODUCTS[39]!.sku)!;
  expect(saved.not_in_box).toEqual([last.id]);
});

test('a checker confers by group: only groups without scanner, the next order of the group, and an empty group says so', async ({ page, request }) => {
  // The group's longest-waiting order nobody is conferring, read from the checkers' list and each order's group.
  const checker = await authHeaders(request, 'conferente');
  const waiting = ((await (await request.get('/api/carambola/order-conference/orders', { headers: checker })).json()) as { results: WaitingOrder[] }).results;
  let expected: string | undefined;
  for (const candidate of waiting.filter((order) => order.checking_by === null)) {
    const order = (await (await request.get(`/api/carambola/order-conference/order?orderId=${candidate.order_id}`, { headers: checker })).json()) as ConferenceOrder;
    if (order.order.separation_group === 4) {
      expected = candidate.order_id;
      break;
    }
  }
  expect(expected, 'the demo day has orders of group 4 waiting for conference').toBeDefined();

  await signIn(page, 'conferente');
  await expect(page).toHaveURL(/\/operacao\/conferencia\/inicio$/);
  await page.getByRole('link', { name: 'Conferir por grupo' }).click();
  await expect(page).toHaveURL(/\/operacao\/conferencia\/grupos$/);
  await expect(page.getByText('Em qual grupo de separação você vai conferir?')).toBeVisible();
  // Groups 1 (camera) and 2 (infrared) scan; 3 and 4 do not.
  await expect(page.getByRole('button', { name: /^Grupo \d+ Mercado \d+/ })).toHaveText([/^Grupo 3 Mercado 2/, /^Grupo 4 Mercado 2/]);

  // Group 3 has no conference: nothing ever waits there.
  await page.getByRole('button', { name: /^Grupo 3 Mercado 2/ }).click();
  await expect(page).toHaveURL(/\/operacao\/conferencia\/pedido$/);
  await expect(page.getByRole('heading', { name: 'Inicie a conferência' })).toBeVisible();
  await page.getByRole('button', { name: 'Procurar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Sem pedidos novos' })).toBeVisible();
  await expect(page.getByText('Todos os pedidos do grupo 3 foram conferidos')).toBeVisible();
  await page.screenshot({ path: '/tmp/conf-group-empty.png' });

  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: /^Grupo 4 Mercado 2/ }).click();
  await page.getByRole('button', { name: 'Procurar pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/operacao/conferencia/${expected}$`));
  // The conference is open for conferente: the sign-in recovery would bring them back to it.
  const pending = (await (await request.get('/api/carambola/order-conference/recovery', { headers: checker })).json()) as { data: { order: { order_id: string } } | null };
  expect(pending.data?.order.order_id).toBe(expected);
  await page.getByRole('button', { name: 'Conferir Caixas' }).click();
  await page.getByRole('dialog', { name: 'Conferir Caixas' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Conferência de ${expected} confirmada com sucesso!`)).toBeVisible();
});

test("the picker's performance shows the day's figures with the conferred order", async ({ page, request }) => {
  // The order added, by hand: 1 order; 3 items with a quantity (4 apples, 1.5 kg cheese, 2 pears); 1.5 kg.
  const expected = { kilos: before.kilos + 1.5, items: before.items + 3, orders: before.orders + 1 };
  const br = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }).format(value);

  await openSignedIn(page, PICKER, '/operacao/separacao/desempenho');
  await expect(page.getByRole('heading', { name: 'Seu desempenho' })).toBeVisible();
  const mine = page.getByRole('table', { name: 'Comparativo' }).getByRole('row', { name: /^Você/ });
  await expect(mine).toHaveText(`Você${br(expected.kilos)}${br(expected.items)}${br(expected.orders)}`);
  await expect(page.getByRole('link', { name: 'Iniciar Separação' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h3-performance.png', fullPage: true });

  // Today's break feedback: the gauge is complaint items over separated items, by hand.
  const headers = await authHeaders(request, PICKER);
  const me = (await (await request.get('/api/carambola/me/', { headers })).json()) as { user_id: number };
  const today = centreToday();
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const feedback = (await (await request.get(`${SEPARATION}/feedback/${me.user_id}?date_from=${today}&date_to=${tomorrow}`, { headers })).json()) as {
    totalComplaintItems: number;
    totalSeparatedItems: number;
    complaints: unknown[];
  };
  // The conferred order's 3 items were separated today.
  expect(feedback.totalSeparatedItems).toBeGreaterThanOrEqual(3);
  const percent = (feedback.totalComplaintItems / feedback.totalSeparatedItems) * 100;
  await page.getByRole('tab', { name: 'Feedback sobre quebras' }).click();
  await expect(page.getByText(`Itens separados: ${feedback.totalSeparatedItems}`)).toBeVisible();
  await expect(page.getByTestId('feedback-percent')).toHaveText(`${percent.toFixed(2).replace('.', ',')}%`);
  const shown = today.split('-').reverse().join('/');
  await expect(page.getByTestId('feedback-range')).toHaveText(`${shown} a ${shown}`);
  // The apples conferente found missing from the box are a complaint against the picker.
  expect(feedback.complaints.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('table', { name: 'Quebras' }).getByRole('row')).toHaveCount(feedback.complaints.length + 1);
  await page.screenshot({ path: '/tmp/h3-feedback.png', fullPage: true });
});

test('/operacao/quebras shows the breaks screen in the operator layout to those who manage breaks', async ({ page }) => {
  await openSignedIn(page, 'supervisor', '/operacao/quebras');
  await expect(page.getByRole('heading', { name: 'Quebras' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'A liberar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Histórico' })).toBeVisible();
  // The operator layout: no panel sidebar.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h3-breaks.png', fullPage: true });

  await page.context().clearCookies();
  await openSignedIn(page, 'conferente', '/operacao/quebras');
  await expect(page.getByText('Você não tem permissão para ver as quebras. Peça a um supervisor.')).toBeVisible();
});

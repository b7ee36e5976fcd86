// What a picker sees of their own work and of the supervisor's, and four settings screens, in
// Chromium (spec/operator.md §2 'Picking screen states': the order's tabs, the reset view, the
// loading warning; spec/panel.md §2 SKU settings and 'Dois fatores', §4 groups' scanner steps).
// Every picker here is a user of the test's own, picking an order of ours pushed through the
// integration API and directed to group 3 (manual, without scanner: it takes directed orders
// only, so no other group's picker can take ours); each test finishes its order. The settings
// tests change only SKUs, a group and an authentication of their own, and give the centre its
// number of steps back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LIVE_SOCKET_PATH } from '../../src/shared/contract/events';
import { ITEM_STATUS } from '../../src/shared/domain/statuses';
import type { SeparationGroup, Settings } from '../../src/shared/contract/settings';
import type { Sku } from '../../src/shared/contract/sku';
import type { TwoFactor } from '../../src/shared/contract/two-factor';
import { centreToday } from './support/calendar';
import { finishHeldOrderOf, heldState } from './support/picking';
import { printLabelsOnce, withPrinterSink } from './support/printers';
import { authHeaders, openSignedIn, signIn } from './support/session';
import { newPerson, type Person } from './support/people';
import { expectOk } from './support/replies';

const SEPARATION = '/api/carambola/separation';
const PICKING = '/operacao/separacao/pedido';

type Push = (path: string, data: Record<string, unknown>) => Promise<void>;

/** The company's system, with an integration key of its own: each batch must be accepted. */
async function erp(request: APIRequestContext, name: string): Promise<Push> {
  const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name } });
  await expectOk(created);
  const { key } = (await created.json()) as { key: string };
  return async (path, data) => expectOk(await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': key }, data }));
}



/** Our picking products: units of step 1, so group 3 shows each on its fast-track card. */
const FRUITS = [
  { sku: 990511, product_base_id: 99511, name: 'Carambola do Ajuste', portion_type: 'unidade', step: 1 },
  { sku: 990512, product_base_id: 99512, name: 'Pitaya do Ajuste', portion_type: 'unidade', step: 1 },
  { sku: 990513, product_base_id: 99513, name: 'Lichia do Ajuste', portion_type: 'unidade', step: 1 },
] as const;

/**
 * Pushes an order of `items` fruits on a route of ours (AMARELO, whose printer the demo has)
 * and has the supervisor direct it to group 3; the highest priority puts it before the demo's
 * directed orders. Returns the route's code.
 */
async function pushGroup3Order(request: APIRequestContext, orderId: string, items: number): Promise<string> {
  const push = await erp(request, `ERP do pedido ${orderId}`);
  const client = `E2E-AJUSTES-${orderId}`;
  const route = `E2E-${orderId}`;
  await push('clients', { clients: [{ external_id: client, client_type: 'PJ', client_name: `Quitanda ${orderId}`, client_trade: `Quitanda ${orderId}` }] });
  await push('products', { products: FRUITS });
  await push('routes', { routes: [{ operation_date: centreToday(), code: route, color_route: 'AMARELO', vehicle_capacity: 40 }] });
  await push('orders', {
    orders: [
      {
        order_id: orderId,
        client_external_id: client,
        route_code: route,
        scheduled_date: centreToday(),
        priority: 1000,
        items: FRUITS.slice(0, items).map((fruit, index) => ({ sku: fruit.sku, quantity: index + 2 })),
      },
    ],
  });
  const directed = await request.patch(`${SEPARATION}/order-separation/`, {
    headers: await authHeaders(request, 'supervisor'),
    data: { directedGroup: 3, ordersId: [orderId] },
  });
  await expectOk(directed);
  expect(((await directed.json()) as { updated: string[] }).updated).toEqual([orderId]);
  return route;
}

/** The picker takes the next order of group 3, which must be `orderId`. */
async function takeOrder(request: APIRequestContext, picker: Person, orderId: string): Promise<void> {
  const reply = await request.get(`${SEPARATION}/order-separation/new?separationGroup=3&step=1`, { headers: picker.headers });
  await expectOk(reply);
  expect(((await reply.json()) as { order: { order_id: string } | null }).order?.order_id).toBe(orderId);
}

/**
 * The picker signs in through the form (their password is not the demo's): holding an order,
 * they land on the picking screen, which recovers it (spec/operator.md §4 'Session').
 */
async function openPicking(page: Page, picker: Person): Promise<void> {
  await signIn(page, picker.login, picker.password);
  await expect(page).toHaveURL(new RegExp(`${PICKING}$`));
}

/** The item on the big card (the first item card of the page). */
async function currentItemId(page: Page): Promise<number> {
  const testId = await page.locator('[data-testid^="item-"]').first().getAttribute('data-testid');
  return Number(testId!.replace('item-', ''));
}

test.describe('the picker', () => {
  test("'Separados' and 'Quebras' list the items the picker confirmed and broke", async ({ page, request }) => {
    const ORDER_ID = '990510';
    const picker = await newPerson(request, 'abas.e2e');
    await pushGroup3Order(request, ORDER_ID, 3);
    await takeOrder(request, picker, ORDER_ID);
    await openPicking(page, picker);
    await expect(page.getByText('0 de 3 itens')).toBeVisible();
    const separated = page.getByRole('tab', { name: /Separados/ });
    const breaks = page.getByRole('tab', { name: /Quebras/ });
    const panel = page.getByRole('tabpanel');
    await expect(separated).toContainText('0');
    await expect(panel.locator('[data-testid^="item-"]')).toHaveCount(0);
    await expect(panel).toHaveText('Nenhum item separado ainda.');
    await breaks.click();
    await expect(panel).toHaveText('Nenhuma quebra neste pedido.');
    await separated.click();

    const confirmed = await currentItemId(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('1 de 3 itens')).toBeVisible();
    const broken = await currentItemId(page);
    expect(broken).not.toBe(confirmed);
    await page.getByRole('button', { name: 'Quebra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar quebra' });
    await dialog.getByRole('radio', { name: 'Quebra total' }).check();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('2 de 3 itens')).toBeVisible();

    // Each tab counts and lists its own item, marked as the picker left it.
    await expect(separated).toContainText('1');
    await expect(breaks).toContainText('1');
    await expect(panel.locator('[data-testid^="item-"]')).toHaveCount(1);
    await expect(panel.getByTestId(`item-${confirmed}`)).toContainText('✓ Separado');
    await breaks.click();
    await expect(panel.locator('[data-testid^="item-"]')).toHaveCount(1);
    await expect(panel.getByTestId(`item-${broken}`)).toContainText('Quebra Total');

    // What the server holds: one separated, one broken, the third still to pick.
    const statuses = new Map((await heldState(request, picker.token))!.steps.flatMap((step) => step.items).map((item) => [item.id, item.status]));
    expect(statuses.get(confirmed)).toBe(ITEM_STATUS.separated);
    expect(statuses.get(broken)).toBe(ITEM_STATUS.totalBreak);
    expect([...statuses.values()].sort()).toEqual([ITEM_STATUS.pending, ITEM_STATUS.separated, ITEM_STATUS.totalBreak]);
    expect(await finishHeldOrderOf(request, picker.token, 1)).not.toBeNull();
  });

  test("an order reset by the supervisor turns the screen to 'Pedido resetado'; 'Próximo pedido' takes it again, picked items kept", async ({ page, request }) => {
    const ORDER_ID = '990520';
    const picker = await newPerson(request, 'resetado.e2e');
    await pushGroup3Order(request, ORDER_ID, 3);
    await takeOrder(request, picker, ORDER_ID);
    // The notice comes on the live socket, which the picking screen is the first to open: the
    // reset waits for it to be connected (socket.io's CONNECT answer, '40'), or it would be
    // sent to nobody.
    const connected = page
      .waitForEvent('websocket', (socket) => new URL(socket.url()).pathname.startsWith(`${LIVE_SOCKET_PATH}/`))
      .then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')));
    await openPicking(page, picker);
    await expect(page.getByText('0 de 3 itens')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('1 de 3 itens')).toBeVisible();
    const firstWork = (await heldState(request, picker.token))!.work.id;
    await connected;

    const reset = await request.patch(`${SEPARATION}/order-separation/`, {
      headers: await authHeaders(request, 'supervisor'),
      data: { reset: true, ordersId: [ORDER_ID] },
    });
    await expectOk(reset);
    await expect(page.getByRole('heading', { name: 'Pedido resetado' })).toBeVisible();
    await expect(page.getByText('Este pedido foi resetado pelo supervisor.')).toBeVisible();
    await expect(page.getByText('1 de 3 itens')).toBeHidden();
    expect(await heldState(request, picker.token)).toBeNull();

    // Back in group 3's queue, still directed to it, the order comes back with its item picked.
    await page.getByRole('button', { name: 'Próximo pedido' }).click();
    await expect(page.getByText('1 de 3 itens')).toBeVisible();
    const again = (await heldState(request, picker.token))!;
    expect(again.order.order_id).toBe(ORDER_ID);
    expect(again.work.id).not.toBe(firstWork);
    expect(await finishHeldOrderOf(request, picker.token, 1)).not.toBeNull();
  });

  test("finishing an order whose route's truck was already loaded warns 'Atenção ao carregamento'", async ({ page, request }) => {
    const ORDER_ID = '990530';
    const picker = await newPerson(request, 'carga.e2e');
    const route = await pushGroup3Order(request, ORDER_ID, 1);
    await takeOrder(request, picker, ORDER_ID);
    // While the order is picked, the loader releases the route's packing list: the truck is loaded.
    const loader = await authHeaders(request, 'carregador');
    const releasable = (await (await request.get('/api/carambola/box-conference/packing-list-release', { headers: loader })).json()) as {
      routes: { id: number; route: string }[];
    };
    const ours = releasable.routes.find((candidate) => candidate.route === route)!;
    const released = await request.post('/api/carambola/box-conference/packing-list-release', { headers: loader, data: { routes: [ours.id] } });
    await expectOk(released);
    expect(await released.json()).toEqual({ released: 1 });

    await openPicking(page, picker);
    await expect(page.getByText('0 de 1 itens')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const boxes = page.getByRole('dialog', { name: 'Quantidade de caixas do pedido' });
    const order = (await heldState(request, picker.token))!.order;
    await withPrinterSink(request, order, async () => {
      await boxes.getByRole('button', { name: 'Finalizar pedido' }).click();
      await printLabelsOnce(page, order);
    });
    await expect(page.getByRole('heading', { name: 'Pedido finalizado' })).toBeVisible();
    const warning = page.getByRole('dialog', { name: 'Atenção ao carregamento' });
    await expect(warning.getByText('Rota já carregada')).toBeVisible();
    await expect(warning.getByText(`O caminhão da rota ${route} já foi carregado. Separe as caixas deste pedido e avise o supervisor.`)).toBeVisible();
    await warning.getByRole('button', { name: 'Entendi' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByText(`Pedido ${ORDER_ID} separado com sucesso.`)).toBeVisible();
    expect(await heldState(request, picker.token)).toBeNull();
  });
});

test.describe('Etapas (SKU settings)', () => {
  const KIWIS = [990541, 990542, 990543].map((sku, index) => ({ sku, name: `Kiwi em massa ${index + 1}` }));

  /** What the screen edits of each kiwi, as the server holds it (by name: kiwi 1, 2, 3). */
  async function kiwisOnServer(request: APIRequestContext) {
    const reply = await request.get('/api/products/v2/product?search=Kiwi%20em%20massa&pageSize=100', { headers: await authHeaders(request, 'admin') });
    await expectOk(reply);
    return ((await reply.json()) as { results: Sku[] }).results.map((sku) => ({
      sku: sku.sku,
      separationOrder: sku.separationOrder,
      minimumExtraOrder: sku.minimumExtraOrder,
      maximumExtraOrder: sku.maximumExtraOrder,
      uniqueTagOnly: sku.uniqueTagOnly,
      needAuthorization: sku.needAuthorization,
      batchRequired: sku.batchRequired,
    }));
  }

  test("'Edição em massa' changes the selected SKUs only, once saved", async ({ page, request }) => {
    const push = await erp(request, 'ERP dos kiwis');
    await push('products', {
      products: KIWIS.map(({ sku, name }) => ({ sku, product_base_id: sku, name, portion_type: 'unidade', step: 1, unique_tag_only: true })),
    });
    const untouched = { separationOrder: 1, minimumExtraOrder: 0, maximumExtraOrder: 0, uniqueTagOnly: true, needAuthorization: false, batchRequired: false };

    await openSignedIn(page, 'admin', '/painel/configuracoes/separacao');
    await page.getByLabel('Buscar').fill('Kiwi em massa');
    await expect(page.getByText('3 SKUs')).toBeVisible();
    await page.getByRole('checkbox', { name: `Selecionar ${KIWIS[0]!.name}` }).check();
    await page.getByRole('checkbox', { name: `Selecionar ${KIWIS[1]!.name}` }).check();
    await page.getByRole('button', { name: 'Edição em massa (2)' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edição em massa (2 SKUs)' });
    await dialog.getByRole('textbox', { name: 'Etapa' }).click();
    await page.getByRole('option', { name: 'Etapa 3' }).click();
    await dialog.getByLabel('Mín. pedido extra (%)').fill('5');
    await dialog.getByLabel('Máx. pedido extra (%)').fill('12');
    await dialog.getByRole('radiogroup', { name: 'Etiqueta única' }).getByText('NÃO').click();
    await dialog.getByRole('radiogroup', { name: 'Lote obrigatório' }).getByText('SIM').click();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dialog).toBeHidden();

    // The table shows the edits, unsaved; the third kiwi keeps its values.
    await expect(page.getByText('2 alterações não salvas')).toBeVisible();
    for (const kiwi of KIWIS.slice(0, 2)) {
      await expect(page.getByRole('textbox', { name: `Etapa de ${kiwi.name}` })).toHaveValue('Etapa 3');
      await expect(page.getByLabel(`Máximo extra de ${kiwi.name}`)).toHaveValue('12%');
      await expect(page.getByLabel(`Lote de ${kiwi.name}`)).toBeChecked();
    }
    await expect(page.getByRole('textbox', { name: `Etapa de ${KIWIS[2]!.name}` })).toHaveValue('Etapa 1');
    expect(await kiwisOnServer(request)).toEqual(KIWIS.map(({ sku }) => ({ sku, ...untouched })));

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Sucesso ao atualizar configurações')).toBeVisible();
    const edited = { separationOrder: 3, minimumExtraOrder: 0.05, maximumExtraOrder: 0.12, uniqueTagOnly: false, needAuthorization: false, batchRequired: true };
    expect(await kiwisOnServer(request)).toEqual([
      { sku: KIWIS[0]!.sku, ...edited },
      { sku: KIWIS[1]!.sku, ...edited },
      { sku: KIWIS[2]!.sku, ...untouched },
    ]);
  });

  test("'Número de etapas' saves a new count, and the demo's is saved back", async ({ page, request }) => {
    const admin = await authHeaders(request, 'admin');
    const separations = async () => ((await (await request.get('/api/carambola/separation-settings/', { headers: admin })).json()) as Settings).separations;
    const demo = await separations();
    try {
      await openSignedIn(page, 'admin', '/painel/configuracoes/separacao');
      const saveCount = async (from: number, to: number) => {
        await page.getByRole('button', { name: `Número de etapas: ${from}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Número de etapas' });
        await dialog.getByLabel('Número de etapas').fill(String(to));
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: `Número de etapas: ${to}` })).toBeVisible();
      };
      await saveCount(demo, demo + 1);
      expect(await separations()).toBe(demo + 1);
      // The new step is offered at once, in the steps filter.
      await page.getByRole('textbox', { name: 'Etapas' }).click();
      await expect(page.getByRole('option', { name: `Etapa ${demo + 1}` })).toBeVisible();
      await page.keyboard.press('Escape');

      await saveCount(demo + 1, demo);
      expect(await separations()).toBe(demo);
    } finally {
      // Whatever happened above, later specs find the demo's steps.
      await expectOk(await request.post('/api/carambola/separation-settings/', { headers: admin, data: { separations: demo } }));
    }
  });
});

test("Grupos: 'Etapas com leitor' chooses the scanned steps, saved with the group", async ({ page, request }) => {
  // A camera group of this test's own, scanning steps 1 and 4; it is deleted at the end.
  const admin = await authHeaders(request, 'admin');
  const created = await request.post('/api/carambola/separation-settings/separation-group', {
    headers: admin,
    data: {
      separationGroup: 7, marketNumber: 1, camScanner: true, infraredScanner: false, pjOrders: false, pfOrders: false,
      kaOrders: false, criticalOrders: false, ifoodOrders: false, dinamicPriceOrders: false,
      separationGroupCommands: false, hasConference: false, hasCountByStep: false, stepsWithoutScanner: [2, 3],
    },
  });
  await expectOk(created);
  try {
    await openSignedIn(page, 'admin', '/painel/configuracoes/grupos');
    await page.getByText('Grupo 7', { exact: true }).click();
    const group = page.getByRole('dialog', { name: 'Editar Grupo 7' });
    await group.getByRole('button', { name: 'Etapas com leitor (2 de 4)' }).click();

    const steps = page.getByRole('dialog', { name: 'Etapas com leitor' });
    const all = steps.getByRole('checkbox', { name: 'Todas as etapas' });
    const step = (n: number) => steps.getByRole('checkbox', { name: `Etapa ${n}`, exact: true });
    await expect(all).toBeChecked({ indeterminate: true });
    await expect(step(1)).toBeChecked();
    await expect(step(2)).not.toBeChecked();
    await expect(step(3)).not.toBeChecked();
    await expect(step(4)).toBeChecked();
    // 'Todas as etapas' ticks every step, and again unticks them: one at least is needed.
    await all.click();
    await expect(all).toBeChecked();
    await all.click();
    await expect(steps.getByRole('alert').filter({ hasText: 'Marque pelo menos uma etapa' })).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    for (const n of [1, 2, 4]) await step(n).check();
    await steps.getByRole('button', { name: 'Confirmar' }).click();
    await expect(steps).toBeHidden();

    // One more scanned step takes no scanning away: saved without a two-factor code.
    await group.getByRole('button', { name: 'Etapas com leitor (3 de 4)' }).click();
    await expect(step(3)).not.toBeChecked();
    await steps.getByRole('button', { name: 'Cancelar' }).click();
    await group.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Grupo de separação 7 atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirmação de dois fatores' })).toHaveCount(0);
    const groups = (await (await request.get('/api/carambola/separation-settings/separation-group', { headers: admin })).json()) as SeparationGroup[];
    expect(groups.find((candidate) => candidate.separation_group === 7)).toMatchObject({ cam_scanner: true, steps_without_scanner: [3] });
  } finally {
    await expectOk(await request.delete('/api/carambola/separation-settings/separation-group/7', { headers: admin }));
  }
});

test("Dois fatores: 'Excluir' removes that authentication, from the list and from the server", async ({ page, request }) => {
  const admin = await authHeaders(request, 'admin');
  const groups = (await (await request.get('/api/carambola/separator/groups', { headers: admin })).json()) as { id: number; name: string }[];
  const manager = await newPerson(request, 'dois.fatores.e2e', { permissionGroupIds: [groups.find((group) => group.name === 'SeparationTwofactorsManagement')!.id] });
  // The centre has no internet (playwright.config.ts): the new user creates a local authentication.
  const created = await request.post('/api/auth-internal/v2/two-factors', { headers: manager.headers });
  await expectOk(created);
  const { id } = (await created.json()) as { id: number };
  const listed = async () => ((await (await request.get('/api/auth-internal/v2/two-factors', { headers: admin })).json()) as TwoFactor[]).map((row) => row.id);
  const before = await listed();
  expect(before).toContain(id);

  await openSignedIn(page, 'admin', '/painel/configuracoes/dois-fatores');
  const row = page.getByRole('row', { name: /dois\.fatores\.e2e Local Não confirmada/ });
  await expect(row).toBeVisible();
  const rows = await page.getByRole('row').count();
  await row.getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(rows - 1);
  expect(await listed()).toEqual(before.filter((other) => other !== id));
});

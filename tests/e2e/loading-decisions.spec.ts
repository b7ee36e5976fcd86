// The loading area's decisions, each carried to the end in a real browser and read back from
// the server (spec/loading.md §2.1-2.3, §2.6, §4): the conveyor's modal of a route above its
// vehicle ('Não dá pra reduzir', then 'Reduzi'; 'Fechar' leaves it unanswered) and of a
// rescheduled order; a divergent box count confirmed in the box conference; 'Liberar
// romaneios'; a pending payment approved and another cancelled while the centre is offline; a
// route marked not reducible and made reducible again in 'Rotas estouradas'.
//
// Every record is this spec's own, pushed through the integration API as the company's ERP
// would: orders 9906xx, SKUs 9906xx, clients E2E-DEC-*, routes ZD-* (a Z, so the demo's routes
// stay first in every list ordered by code) and its own picker, who closes the orders that must
// be separated. The picked orders are PJ and not critical (groups 1 and 2 take them) and are
// taken as soon as pushed; the others are PF and critical, which no group of the demo takes.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { LoadingOrder } from '../../src/shared/contract/conveyor';
import type { OverCapacityRoute } from '../../src/shared/contract/over-capacity-routes';
import { connectConveyor, sendReads, type ConveyorClient } from '../../tools/conveyor-simulator';
import { centreToday } from './support/calendar';
import { finishHeldOrderOf } from './support/picking';
import { apiToken, authHeaders, openSignedIn } from './support/session';
import { newPerson } from './support/people';
import { expectOk, getJsonAs } from './support/replies';

const API = '/api/carambola';
const TODAY = centreToday();
const PICKER_PASSWORD = 'senha-do-zeca-e2e';
/** The spec's picker; a worker started again after a failure makes its own. */
let picker: string;
const PJ_CLIENT = { external_id: 'E2E-DEC-PJ', client_type: 'PJ', client_name: 'Mercado das Decisões' };
const PF_CLIENT = { external_id: 'E2E-DEC-PF', client_type: 'PF', client_name: 'Quitanda das Decisões' };
const PRODUCT = { sku: 990601, product_base_id: 99601, name: 'Caixa de decisão', portion_type: 'unidade', step: 1 };

let integrationKey: string;

async function push(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<void> {
  await expectOk(await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': integrationKey }, data }));
}

/** A date `days` after a YYYY-MM-DD one. */
function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A pushed order of today; PF and critical unless it is to be picked. */
function order(orderId: string, fields: Record<string, unknown> = {}) {
  return { order_id: orderId, client_external_id: PF_CLIENT.external_id, scheduled_date: TODAY, is_critical: true, items: [{ sku: PRODUCT.sku, quantity: 1 }], ...fields };
}

/**
 * An order of a new route of today, separated with `boxes` boxes by the spec's picker, invoiced
 * and approved: ready for the truck. The picker takes it at once, before any other spec's picker
 * could (the highest priority of the day).
 */
async function readyOrder(request: APIRequestContext, orderId: string, route: { code: string; capacity: number }, boxes: number): Promise<void> {
  await push(request, 'routes', { routes: [{ operation_date: TODAY, code: route.code, color_route: 'AZUL', vehicle_capacity: route.capacity }] });
  await push(request, 'orders', {
    orders: [
      {
        ...order(orderId, { client_external_id: PJ_CLIENT.external_id, is_critical: false }),
        route_code: route.code,
        priority: 1000,
        has_invoice: true,
      },
    ],
  });
  const token = await apiToken(request, picker, PICKER_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  await expectOk(await request.get(`${API}/separation/order-separation/new?separationGroup=2&step=1`, { headers }));
  const finished = await finishHeldOrderOf(request, token, boxes);
  expect(finished?.order.order_id).toBe(orderId);
}

async function overCapacityRoute(request: APIRequestContext, code: string): Promise<OverCapacityRoute> {
  const routes = await getJsonAs<OverCapacityRoute[]>(request, 'conferente', '/routes/route-above-box-limit');
  const route = routes.find((candidate) => candidate.route === code);
  expect(route, `${code} in 'Rotas estouradas'`).toBeDefined();
  return route!;
}

async function boxHistory(request: APIRequestContext, orderId: string) {
  return getJsonAs<{ field: string; old_value: number | null; new_value: number | null; user: string | null }[]>(
    request,
    'carregador',
    `/conveyor/orders/${orderId}/box-history`,
  );
}

test.beforeAll(async ({ request }, info) => {
  const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name: 'ERP do teste de decisões' } });
  await expectOk(created);
  integrationKey = ((await created.json()) as { key: string }).key;
  await push(request, 'clients', { clients: [PJ_CLIENT, PF_CLIENT] });
  await push(request, 'products', { products: [PRODUCT] });
  // 'zeca' lists after the demo's separadorN in 'Usuários' (users.spec.ts counts them).
  picker = `zeca.e2e${info.workerIndex}`;
  await newPerson(request, picker, { name: 'Zeca Separador', password: PICKER_PASSWORD });
});

test.describe('the conveyor screen', () => {
  let reader: ConveyorClient;

  /** The fixed reader's screen, and the reader sending labels as the belt would. */
  async function openConveyor(page: Page): Promise<void> {
    await openSignedIn(page, 'leitor', '/painel/conferencia-de-caixas/leitor-fixo');
    await expect(page.getByText('Servidor: Conectado')).toBeVisible();
    reader = await connectConveyor(test.info().project.use.baseURL!, await apiToken(page.request, 'leitor'));
  }

  /**
   * An order of a new route whose vehicle takes one box, ready with `boxes` boxes, and the truck
   * `plate` at the belt for it (the one before leaves; its route is its first box's): the
   * conveyor's screen open, and its dialog. The last truck is left loading, as the demo's was,
   * for loading.spec.ts to finish.
   */
  async function overLimitAtTheBelt(page: Page, request: APIRequestContext, scene: { orderId: string; route: string; boxes: number; plate: string }): Promise<Locator> {
    await readyOrder(request, scene.orderId, { code: scene.route, capacity: 1 }, scene.boxes);
    const loader = await authHeaders(request, 'carregador');
    await expectOk(await request.post(`${API}/loading-conference/truck/finish/`, { headers: loader, data: {} }));
    await expectOk(await request.post(`${API}/loading-conference/truck/start/`, { headers: loader, data: { license_plate: scene.plate } }));
    await openConveyor(page);
    return page.getByRole('dialog');
  }

  /** Sends reads, then waits until the screen heard the last one (the server answers a socket's reads in order). */
  async function read(page: Page, ...codes: string[]): Promise<void> {
    await sendReads(reader, codes, 50);
    await expect(page.getByTestId('last-code')).toHaveText(codes.at(-1)!);
  }

  test.afterEach(() => {
    reader?.disconnect();
  });

  test("a box over the route's vehicle asks once: 'Não dá pra reduzir' marks the route not reducible, 'Reduzi' reduced", async ({ page, request }) => {
    const orderId = '990601';
    // The demo's truck leaves and this spec's comes to the belt.
    const dialog = await overLimitAtTheBelt(page, request, { orderId, route: 'ZD-ESTEIRA', boxes: 4, plate: 'DEC1D23' });

    // One box fits the vehicle of one.
    await read(page, `${orderId};1`);
    await expect(page.getByTestId('box-count')).toHaveText('1 / 4');
    await expect(dialog).toHaveCount(0);

    await read(page, `${orderId};2`);
    await expect(dialog.getByText('Rota acima do limite de caixas')).toBeVisible();
    await expect(dialog.getByText('A rota ZD-ESTEIRA tem 2 caixas e o veículo leva 1. Reduza 1 caixa.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Não dá pra reduzir' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await overCapacityRoute(request, 'ZD-ESTEIRA')).state).toBe('notReducible');

    // A treated route is not asked again: the next box is counted with no modal. An unreadable
    // label read after it bounds its answer (the screen heard everything the box raised).
    await read(page, `${orderId};3`, 'FIM-DA-LEITURA');
    await expect(page.getByTestId('box-count')).toHaveText('3 / 4');
    await expect(dialog).toHaveCount(0);

    // 'Rotas estouradas' makes it reducible again ('Tornar possível reduzir', tested below):
    // the last box asks again, with the route's boxes now.
    const route = await overCapacityRoute(request, 'ZD-ESTEIRA');
    await expectOk(await request.patch(`${API}/routes/route-above-box-limit/${route.route_above.id}`, { headers: await authHeaders(request, 'conferente'), data: { reduced: null } }));
    await read(page, `${orderId};4`);
    await expect(dialog.getByText('A rota ZD-ESTEIRA tem 4 caixas e o veículo leva 1. Reduza 3 caixas.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reduzi', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect((await overCapacityRoute(request, 'ZD-ESTEIRA')).state).toBe('reduced');
    await expect(page.getByTestId('box-count')).toHaveText('4 / 4');
    await expect(page.getByText('Conferido', { exact: true })).toBeVisible();

    // Each box counted once, whatever the modals asked.
    const counts = (await boxHistory(request, orderId)).filter((change) => change.field === 'loading_boxes_number');
    expect(counts.map((change) => change.new_value)).toEqual([1, 2, 3, 4]);
  });

  test("'Fechar' closes the modal of a route over its vehicle unanswered: the route's next box asks again", async ({ page, request }) => {
    const orderId = '990607';
    // The route before is answered; this one comes to the belt in a truck of its own.
    const dialog = await overLimitAtTheBelt(page, request, { orderId, route: 'ZD-FECHAR', boxes: 3, plate: 'FEC1D23' });

    await read(page, `${orderId};1`, `${orderId};2`);
    await expect(dialog.getByText('A rota ZD-FECHAR tem 2 caixas e o veículo leva 1. Reduza 1 caixa.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('route-above-limit.png') });
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // Closed is not answered: the route is still to be analysed.
    expect((await overCapacityRoute(request, 'ZD-FECHAR')).route_above).toMatchObject({ reduced: null });

    await read(page, `${orderId};3`);
    await expect(dialog.getByText('A rota ZD-FECHAR tem 3 caixas e o veículo leva 1. Reduza 2 caixas.')).toBeVisible();
    // Answered, as the first test does, so no route of this spec is left waiting.
    await dialog.getByRole('button', { name: 'Reduzi', exact: true }).click();
    await expect.poll(async () => (await overCapacityRoute(request, 'ZD-FECHAR')).state).toBe('reduced');
  });

  test("a box of an order rescheduled to a later day says so and is not counted", async ({ page, request }) => {
    const orderId = '990602';
    const later = daysAfter(TODAY, 7);
    await push(request, 'orders', { orders: [order(orderId, { scheduled_date: later })] });
    await openConveyor(page);

    await read(page, `${orderId};1`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Pedido reagendado')).toBeVisible();
    const [year, month, day] = later.split('-');
    await expect(dialog.getByText(`O pedido #${orderId} foi reagendado para ${day}/${month}/${year}. Não carregue as caixas.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(dialog).toHaveCount(0);

    const { results } = await getJsonAs<{ results: LoadingOrder[] }>(request, 'leitor', `/loading-conference/?scheduledDate=${later}&search=${orderId}`);
    expect(results.map((row) => [row.order_id, row.loading_boxes_number])).toEqual([[orderId, 0]]);
    expect(await boxHistory(request, orderId)).toEqual([]);
  });
});

test("a divergent box count, confirmed, is the order's conference count, saved once", async ({ page, request }) => {
  const orderId = '990603';
  await readyOrder(request, orderId, { code: 'ZD-CONFERE', capacity: 50 }, 2);

  await openSignedIn(page, 'carregador', '/painel/conferencia-de-caixas');
  await page.getByLabel('Pesquisar').fill(orderId);
  const line = page.getByRole('row', { name: new RegExp(orderId) });
  await expect(line.getByRole('button', { name: '0/2' })).toBeVisible();
  await line.getByTitle('Editar caixas lidas').click();
  // The loader found a third box.
  await line.getByLabel('Caixas lidas').fill('3');
  await line.getByLabel('Caixas lidas').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Divergência na quantidade de caixas do pedido' });
  await expect(dialog.getByText(`Pedido #${orderId}: 3 caixas informadas, 2 na conferência.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Alteração realizada com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Conferred, it leaves the pending orders for the conferred ones.
  await expect(line).toHaveCount(0);
  await page.getByText('Conferido', { exact: true }).click();
  await expect(line.getByRole('button', { name: '3/2' })).toBeVisible();
  await expect(line.getByText('Conferido', { exact: true })).toBeVisible();

  const { results } = await getJsonAs<{ results: { order_id: string; read_boxes: number; status: number; conference_boxes_number: number | null }[] }>(
    request,
    'carregador',
    `/box-conference/orders?search=${orderId}`,
  );
  expect(results).toEqual([expect.objectContaining({ order_id: orderId, read_boxes: 3, status: 3, conference_boxes_number: 3 })]);
  const changes = (await boxHistory(request, orderId)).filter((change) => change.field === 'conference_boxes_number');
  expect(changes).toEqual([expect.objectContaining({ old_value: null, new_value: 3, user: 'Carlos Carregador' })]);
  // And the conveyor expects the conference's three boxes.
  const loading = await getJsonAs<{ results: LoadingOrder[] }>(request, 'leitor', `/loading-conference/?search=${orderId}`);
  expect(loading.results.map((row) => row.expected_boxes)).toEqual([3]);
});

test("'Liberar romaneios' releases the chosen route only, and it leaves the list as loaded", async ({ page, request }) => {
  const [chosen, other] = ['ZD-ROMANEIO-1', 'ZD-ROMANEIO-2'];
  await push(request, 'routes', { routes: [chosen, other].map((code) => ({ operation_date: TODAY, code, color_route: 'AZUL', vehicle_capacity: 20 })) });

  await openSignedIn(page, 'carregador', '/painel/conferencia-de-caixas');
  await page.getByRole('button', { name: 'Liberar romaneios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liberar romaneios' });
  const route = (code: string) => dialog.getByRole('checkbox', { name: new RegExp(`^${code} `) });
  await expect(route(chosen)).toHaveAccessibleName(`${chosen} 0 de 0 pedidos conferidos Pendente`);
  await expect(dialog.getByRole('button', { name: 'Liberar' })).toBeDisabled();
  await route(chosen).check();
  await dialog.getByRole('button', { name: 'Liberar' }).click();
  const success = page.getByRole('alert').filter({ hasText: '1 romaneio liberado com sucesso' });
  await expect(success).toBeVisible();
  await expect(dialog).toBeHidden();
  // The popup covers the page's top-right actions: closed, the button is free at once.
  await success.getByRole('button', { name: 'Fechar aviso' }).click();

  await page.getByRole('button', { name: 'Liberar romaneios' }).click();
  await expect(route(other)).toBeVisible();
  await expect(route(chosen)).toHaveCount(0);

  const routes = await getJsonAs<{ route: string; status: string }[]>(request, 'admin', '/routes/orders-by-route');
  expect(routes.filter((row) => row.route.startsWith('ZD-ROMANEIO')).map((row) => [row.route, row.status])).toEqual([
    [chosen, 'loaded'],
    [other, 'pending'],
  ]);
});

test('offline, finance approves one pending payment and cancels another', async ({ page, request }) => {
  const [approved, cancelled] = ['990604', '990605'];
  await push(request, 'orders', { orders: [approved, cancelled].map((orderId) => order(orderId, { status: 'pending' })) });

  await openSignedIn(page, 'financeiro', '/painel/nfs');
  await page.getByRole('tab', { name: 'Pagamentos pendentes' }).click();
  await expect(page.getByText('O CD está sem internet.')).toBeVisible();
  await page.getByLabel('Pesquisar').fill(PF_CLIENT.client_name);
  const row = (orderId: string) => page.getByRole('row', { name: new RegExp(orderId) });
  await expect(row(approved)).toBeVisible();
  await expect(row(cancelled)).toBeVisible();

  await row(approved).getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Pedido aprovado com sucesso')).toBeVisible();
  await expect(row(approved)).toHaveCount(0);
  await row(cancelled).getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Pedido cancelado com sucesso')).toBeVisible();
  await expect(page.getByText('Nenhum pedido com pagamento pendente.')).toBeVisible();

  const { results } = await getJsonAs<{ results: LoadingOrder[] }>(request, 'leitor', `/loading-conference/?search=${encodeURIComponent(PF_CLIENT.client_name)}`);
  const decided = new Map(results.map((row) => [row.order_id, row.permission_to_separate]));
  expect([decided.get(approved), decided.get(cancelled)]).toEqual(['approved', 'recused']);
});

test("'Rotas estouradas': 'Não é possível reduzir' asks first, and 'Tornar possível reduzir' puts the route back under analysis", async ({ page, request }) => {
  const orderId = '990606';
  await readyOrder(request, orderId, { code: 'ZD-ESTOURO', capacity: 1 }, 2);

  await openSignedIn(page, 'conferente', '/operacao/conferencia/criticos');
  await page.getByRole('tab', { name: 'Rotas estouradas' }).click();
  const row = page.getByTestId('over-capacity-ZD-ESTOURO');
  await expect(row.getByText('Em análise')).toBeVisible();

  // 'Cancelar' leaves it as it was.
  await row.getByRole('button', { name: 'Não é possível reduzir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirm.getByText('Confirmar que não é possível reduzir as caixas da rota ZD-ESTOURO?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Em análise')).toBeVisible();
  expect((await overCapacityRoute(request, 'ZD-ESTOURO')).route_above.reduced).toBeNull();

  await row.getByRole('button', { name: 'Não é possível reduzir' }).click();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Alteração realizada com sucesso.')).toBeVisible();
  await expect(row.getByText('Não redutível')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reduzir', exact: true })).toHaveCount(0);
  expect((await overCapacityRoute(request, 'ZD-ESTOURO')).state).toBe('notReducible');
  await row.getByRole('button', { name: 'ZD-ESTOURO' }).click();
  await expect(page.getByText('Esta rota foi marcada como não redutível: não é possível reduzir caixas')).toBeVisible();

  await row.getByRole('button', { name: 'Tornar possível reduzir' }).click();
  await expect(row.getByText('Em análise')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reduzir', exact: true })).toBeVisible();
  expect((await overCapacityRoute(request, 'ZD-ESTOURO')).route_above).toMatchObject({ reduced: null, is_hidden: false });
});

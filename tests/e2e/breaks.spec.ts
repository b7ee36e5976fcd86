// Breaks and replenishment in a real browser: separador7 breaks an item of the order they
// hold (through the picking API, as the tablet does) and finishes it; the supervisor
// replenishes the item by scanning (typing into the hidden scan input, as a keyboard-wedge
// reader does) the box QR and then the product label, releases the order with an added box,
// finds it in the history, and answers the stock request the break opened.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BreakOrder } from '../../src/shared/contract/breaks';
import { LIVE_SOCKET_PATH } from '../../src/shared/contract/events';
import type { PickingItem, PickingState } from '../../src/shared/contract/picking';
import { authHeaders, openSignedIn } from './support/session';

const PICKER = 'separador7';
/** Group 1 reads with a camera (except step 4) and has no conference: an order there waits for reposition. */
const GROUP = 1;

type Headers = Record<string, string>;

async function api<T>(request: APIRequestContext, headers: Headers, method: 'GET' | 'PUT' | 'PATCH', path: string, data?: object): Promise<T> {
  const reply = await request.fetch(`/api/carambola${path}`, { method, headers, data });
  expect(reply.status(), `${method} ${path}: ${await reply.text()}`).toBe(200);
  return (await reply.json()) as T;
}

const numericSteps = (state: PickingState) => state.steps.filter((step) => typeof step.step === 'number');
const pendingOf = (state: PickingState) => numericSteps(state).flatMap((step) => step.items.filter((item) => item.status === 1));

/** Confirms what is pending, confirms the steps with a box each and finishes the order. */
async function completeOrder(request: APIRequestContext, headers: Headers, state: PickingState): Promise<void> {
  const workId = state.work.id;
  for (const item of pendingOf(state)) await api(request, headers, 'PUT', `/separation/separation-item/${item.id}`, { workId, statusId: 2 });
  for (const step of numericSteps(state).filter((candidate) => !candidate.is_finished)) {
    await api(request, headers, 'PATCH', `/separation/step/${state.order.order_id}`, { workId, level: step.step, boxes: 1 });
  }
  await api(request, headers, 'PUT', `/separation/finish-order/${state.order.order_id}`, { workId, boxesNumber: 2 });
}

/**
 * The order separador7 holds, once it is a group-1 order with an item left to pick in a
 * scanned step: an order already picked is finished first and the next one taken.
 */
async function heldOrderToBreak(request: APIRequestContext, headers: Headers): Promise<{ state: PickingState; item: PickingItem }> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const recovered = await api<{ data: PickingState | null }>(request, headers, 'GET', '/separation/separation-work/recovery');
    const state =
      recovered.data ??
      (await api<PickingState>(request, headers, 'GET', `/separation/order-separation/new?separationGroup=${GROUP}&step=1`));
    const item = pendingOf(state).find((candidate) => !candidate.unique_tag_only && candidate.unity_product_base === 'unidade');
    if (state.order.separation_group === GROUP && item && numericSteps(state).find((step) => step.items.includes(item))?.step !== 4) {
      return { state, item };
    }
    await completeOrder(request, headers, state);
  }
  throw new Error(`${PICKER} found no order with an item to break`);
}

/** What a keyboard-wedge reader does: types the code into the focused hidden input and presses Enter. */
async function scan(page: Page, code: string): Promise<void> {
  const input = page.getByTestId('scan-input');
  await input.focus();
  await input.pressSequentially(code);
  await input.press('Enter');
}

test('a break is replenished by scanning, its order released with an added box, and the stock request answered', async ({ page, request }) => {
  const picker = await authHeaders(request, PICKER);
  const { state, item } = await heldOrderToBreak(request, picker);
  const orderId = state.order.order_id;

  // The supervisor watches the order on 'A liberar' while the picker breaks the item.
  await openSignedIn(page, 'supervisor', '/painel/quebras');
  await page.getByPlaceholder('N° do pedido ou rota').fill(orderId);
  const row = page.getByTestId(`break-order-${orderId}`);
  // Nothing of the order is broken yet.
  await expect(page.getByText('Nenhuma quebra encontrada')).toBeVisible();
  await expect(row).toHaveCount(0);

  await api(request, picker, 'PUT', `/separation/separation-item/${item.id}`, { workId: state.work.id, statusId: 3 });
  await expect(row).toBeVisible(); // without reloading: the floor's change reaches the screen
  const broken = await api<{ data: PickingState }>(request, picker, 'GET', '/separation/separation-work/recovery');
  await completeOrder(request, picker, broken.data);

  const supervisor = await authHeaders(request, 'supervisor');
  const listed = await api<{ results: BreakOrder[] }>(request, supervisor, 'GET', `/reposition/?search=${orderId}`);
  const found = listed.results.find((order) => order.order_id === orderId);
  expect(found).toMatchObject({ checking_status: 5, is_order_separated: true });
  expect(found?.runouts.find((candidate) => candidate.item === item.id)).toMatchObject({ status: 3, has_scanner: true, broken_quantity: item.quantity });
  await row.getByRole('button', { name: `Itens do pedido ${orderId}` }).click();
  await page.getByRole('button', { name: `Repor ${item.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Repor ${item.name}` });
  await expect(dialog.getByText('Bipe o QRCode da caixa')).toBeVisible();

  // A box of another order, then the product label before the box, are refused.
  await scan(page, '999999;1');
  await expect(dialog.getByText('Caixa bipada errada')).toBeVisible();
  await scan(page, `${orderId};1`);
  await expect(dialog.getByText('Caixa 1 · Bipe a etiqueta do produto')).toBeVisible();
  await scan(page, `${orderId};1`);
  await expect(dialog.getByText('Você deve bipar etiqueta do produto!')).toBeVisible();
  await scan(page, `${item.product_base_id}-${item.quantity}un`);
  await expect(dialog.getByTestId('repositioned')).toHaveText(`${item.quantity} Un`);
  await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByText('Item reposto')).toBeVisible();
  await expect(page.getByTestId(`runout-${item.id}`).getByText('Reposto', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Liberar pedido' }).click();
  const release = page.getByRole('dialog', { name: `Liberar pedido #${orderId}` });
  await release.getByLabel('Sim').check();
  await release.getByLabel('Quantidade de caixas adicionadas').fill('1');
  await release.getByRole('button', { name: 'Liberar pedido' }).click();
  await expect(page.getByText('Pedido liberado com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Histórico' }).click();
  await page.getByPlaceholder('N° do pedido').fill(orderId);
  const released = page.getByTestId(`history-order-${orderId}`);
  await expect(released).toContainText('Marcos Supervisor');
  await expect(released.getByRole('cell').last()).toHaveText('1');
  const again = await request.patch(`/api/carambola/reposition/release-order/${orderId}`, { headers: supervisor, data: {} });
  expect(again.status()).toBe(409); // already released: nothing is released (or counted) twice

  // The break asked the stock for the SKU: the supervisor answers it.
  await page.goto('/painel/reabastecimento');
  await page.getByRole('button', { name: `Solicitações do grupo ${GROUP}` }).click();
  const requests = page.getByRole('dialog', { name: `Solicitações do grupo ${GROUP}` });
  const asked = requests.getByTestId(`request-${item.sku}`);
  await expect(asked).toContainText('aguardando resposta');
  await asked.getByRole('button', { name: 'Reposto' }).click();
  await expect(page.getByText('Reposição concluída')).toBeVisible();
  await expect(asked).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await page.getByLabel('Somente hoje').check();
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'reabastecido' }).click();
  await expect(page.getByRole('row').filter({ hasText: item.name }).first()).toContainText('reabastecido');
});

test("a break made while the screen's socket was joining the panel's room still reaches 'A liberar'", async ({ page, request }) => {
  const picker = await authHeaders(request, PICKER);
  const { state, item } = await heldOrderToBreak(request, picker);
  const orderId = state.order.order_id;
  // The live socket connects (so the screen does not poll), but its joining the panel's room
  // is held back until the break is made: the push of the break goes to a room it is not in.
  let releaseJoin!: () => void;
  const joinHeld = new Promise<void>((resolve) => (releaseJoin = resolve));
  let joinAsked!: () => void;
  const joinSent = new Promise<void>((resolve) => (joinAsked = resolve));
  await page.routeWebSocket(
    (url) => url.pathname.startsWith(LIVE_SOCKET_PATH),
    (socket) => {
      const server = socket.connectToServer();
      socket.onMessage(async (message) => {
        if (String(message).includes('"joinRoom"')) {
          joinAsked();
          await joinHeld;
        }
        server.send(message);
      });
    },
  );
  await openSignedIn(page, 'supervisor', '/painel/quebras');
  await page.getByPlaceholder('N° do pedido ou rota').fill(orderId);
  await expect(page.getByText('Nenhuma quebra encontrada')).toBeVisible();
  await joinSent;

  await api(request, picker, 'PUT', `/separation/separation-item/${item.id}`, { workId: state.work.id, statusId: 3 });
  releaseJoin();
  // The screen loads again once the room is joined: nothing else would bring the break now.
  await expect(page.getByTestId(`break-order-${orderId}`)).toBeVisible();

  const broken = await api<{ data: PickingState }>(request, picker, 'GET', '/separation/separation-work/recovery');
  await completeOrder(request, picker, broken.data);
});

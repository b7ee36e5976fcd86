// The conveyor screen of the fixed reader (spec/loading.md §2.1) in a real browser, while the
// conveyor simulator plays the fixed reader on the box-count socket: modals for a cancelled
// order, a pending order and a pending route; a truck loading by plate; the card, carousel
// and 'Conferido' following the reads; a box-count correction that needs the admin code.
import { expect, test, type Page } from '@playwright/test';
import type { LoadingOrder } from '../../src/shared/contract/conveyor';
import { ADMIN_TOKEN } from '../../src/server/demo/centre';
import {
  boxCodes,
  connectConveyor,
  isReadyForTruck,
  loadingOrders,
  planReads,
  seededRandom,
  sendReads,
  signIn as signInApi,
  type ConveyorClient,
} from '../../tools/conveyor-simulator';

const PASSWORD = 'demo1234';
test.describe.configure({ mode: 'serial' });

let page: Page;
let reader: ConveyorClient;
let orders: LoadingOrder[];
let baseURL: string;

async function signIn(login: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const unread = (order: LoadingOrder) => order.loading_boxes_number === 0 && (order.expected_boxes ?? 0) >= 2;
const byRoute = (route: string | null) => orders.filter((order) => order.route === route && order.permission_to_separate !== 'recused');

/** Sends reads as the fixed reader would, then waits until the screen heard the last one. */
async function read(...codes: string[]): Promise<void> {
  await sendReads(reader, codes, 50);
  await expect(page.getByTestId('last-code')).toHaveText(codes.at(-1)!);
}

test.beforeAll(async ({ browser }, info) => {
  baseURL = info.project.use.baseURL!;
  page = await browser.newPage();
  const token = await signInApi(baseURL, 'leitor', PASSWORD);
  orders = await loadingOrders(baseURL, token);
  reader = await connectConveyor(baseURL, token);
});

test.afterAll(async () => {
  reader?.disconnect();
  await page?.close();
});

test('leitor lands on the conveyor screen with both badges', async () => {
  await signIn('leitor');
  await expect(page).toHaveURL(/\/painel\/conferencia-de-caixas\/leitor-fixo$/);
  await expect(page.getByText('Servidor: Conectado')).toBeVisible();
  await expect(page.getByText('Esteira: Conectado')).toBeVisible();
  // The demo's conveyor read boxes today: the carousel starts from them, not idle.
  await expect(page.getByTestId('order-number')).toBeVisible();
  // The demo centre is loading a truck: finish it so any route may start the next one.
  await page.getByRole('button', { name: 'Finalizar Carregamento' }).click();
  await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
  await expect(page.getByText('Carregamento finalizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Carregamento' })).toBeVisible();
});

test('a cancelled order, a pending order and an order of a pending route raise their modals', async () => {
  const cancelled = orders.find((order) => order.permission_to_separate === 'recused')!;
  await read(`${cancelled.order_id};1`);
  await expect(page.getByText('Opa, pedido cancelado!')).toBeVisible();
  await expect(page.getByText(`O pedido #${cancelled.order_id} foi cancelado.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Entendi' }).click();

  // An order without invoice on a route that also has a box ready to read: other specs confer
  // orders (conference.spec.ts), so the first one found need not have such a sibling.
  const readySibling = (route: string | null) => byRoute(route).find((order) => isReadyForTruck(order) && unread(order));
  const withoutInvoice = orders.find(
    (order) =>
      order.checking_status === 3 &&
      !order.has_invoice &&
      !order.released_without_invoice &&
      order.permission_to_separate === 'approved' &&
      readySibling(order.route) !== undefined,
  )!;
  await read(`${withoutInvoice.order_id};1`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pedido sem nota fiscal')).toBeVisible();
  await expect(dialog.getByText(`#${withoutInvoice.order_id}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Entendi' }).click();

  const sibling = readySibling(withoutInvoice.route)!;
  await read(`${sibling.order_id};1`);
  await expect(dialog.getByText(`Rota ${sibling.route} com pedidos pendentes`)).toBeVisible();
  await expect(dialog.getByText(`#${withoutInvoice.order_id}`)).toBeVisible();
  await page.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByTestId('order-number')).toHaveText(sibling.order_id);
});

// The unread orders of each route with nothing pending (two at least): no modal covers the card.
function cleanRoutes(): LoadingOrder[][] {
  const routes = [...new Set(orders.map((order) => order.route))];
  return routes
    .map((route) => byRoute(route))
    .filter((mine) => mine.every((order) => isReadyForTruck(order) || order.checking_status === 4))
    .map((mine) => mine.filter((order) => isReadyForTruck(order) && unread(order)))
    .filter((ready) => ready.length >= 2);
}

function cleanRoute(): LoadingOrder[] {
  const [ready] = cleanRoutes();
  if (!ready) throw new Error('the demo centre has no route ready for the truck');
  return ready;
}

test('during a truck loading, the card, carousel and Conferido follow the reads', async () => {
  await page.getByRole('button', { name: 'Iniciar Carregamento' }).click();
  const plate = page.getByLabel('Placa do veículo');
  await plate.fill('abc-1d2');
  await expect(plate).toHaveValue('ABC1D2');
  await expect(page.getByRole('button', { name: 'Iniciar', exact: true })).toBeDisabled();
  // The on-screen keyboard is a plate's: 26 capital letters, 10 digits, apagar and confirmar.
  const keyboard = page.getByRole('group', { name: 'Teclado virtual' });
  const key = (name: string) => keyboard.locator(`.hg-button[data-skbtn="${name}"]`);
  await expect(keyboard.locator('.hg-button')).toHaveCount(38);
  await expect(keyboard.getByText('@', { exact: true })).toHaveCount(0);
  await expect(keyboard.getByText('.com', { exact: true })).toHaveCount(0);
  await expect(key('q')).toHaveCount(0);
  for (let typed = 0; typed < 6; typed += 1) await key('{bksp}').click();
  await expect(plate).toHaveValue('');
  for (const character of 'ABC1D2') await key(character).click();
  await key('{enter}').click();
  await expect(page.getByText('A placa precisa de ao menos 7 caracteres')).toBeVisible();
  await key('3').click();
  await expect(plate).toHaveValue('ABC1D23');
  await expect(page.getByText('A placa precisa de ao menos 7 caracteres')).toHaveCount(0);
  // 'confirmar' starts the loading as 'Iniciar' does.
  await expect(key('{enter}')).toHaveText('confirmar');
  await key('{enter}').click();
  await expect(page.getByText('Carregamento iniciado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar Carregamento' })).toBeVisible();
  await expect(page.getByTestId('active-plate')).toContainText('ABC1D23');

  const [first, second] = cleanRoute();
  const boxes = first!.expected_boxes!;
  await sendReads(reader, planReads(boxCodes([{ order_id: first!.order_id, boxes }]), 0.2, seededRandom(3)), 20);
  await expect(page.getByTestId('order-number')).toHaveText(first!.order_id);
  await expect(page.getByTestId('box-count')).toHaveText(`${boxes} / ${boxes}`);
  await expect(page.getByText('Conferido', { exact: true })).toBeVisible();

  await read(`${second!.order_id};1`);
  await expect(page.getByTestId('order-number')).toHaveText(second!.order_id);
  await expect(page.getByTestId('box-count')).toHaveText(`1 / ${second!.expected_boxes}`);
  await expect(page.getByText('Em leitura')).toBeVisible();
  const position = page.getByText(/^\d+ de \d+ pedidos recentes$/);
  await expect(position).toHaveText(/^1 de \d+/);
  const recent = Number((await position.textContent())!.split(' de ')[1]!.split(' ')[0]);

  await page.getByRole('button', { name: 'Próximo pedido' }).click();
  await expect(page.getByTestId('order-number')).toHaveText(first!.order_id);
  await page.getByRole('button', { name: 'Pedido anterior' }).click();
  await page.getByRole('button', { name: 'Pedido anterior' }).click();
  await expect(position).toHaveText(`${recent} de ${recent} pedidos recentes`);
  await page.getByRole('button', { name: 'Próximo pedido' }).click();
  await expect(page.getByTestId('order-number')).toHaveText(second!.order_id);

  // A box of another route does not belong to this truck.
  const stranger = orders.find((order) => order.route !== first!.route && isReadyForTruck(order) && unread(order))!;
  await read(`${stranger.order_id};1`);
  await expect(page.getByText(`Pedido #${stranger.order_id} da rota ${stranger.route} não pertence a rota ${first!.route}`)).toBeVisible();
  await expect(page.getByText('Pedido de outra rota')).toBeVisible();
});

test('a refused read is a large banner that leaves the actions free and stays until a tap or a counted box', async () => {
  const [first, second] = cleanRoute();
  const stranger = orders.find((order) => order.route !== first!.route && isReadyForTruck(order) && unread(order))!;
  const banner = page.getByRole('alert').filter({ hasText: `Pedido #${stranger.order_id} da rota ${stranger.route} não pertence a rota ${first!.route}` });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Carregamento da placa ABC1D23');
  // Legible from three metres: the title is set at 40 px, white on dark red.
  await expect(banner.getByText(/não pertence a rota/)).toHaveCSS('font-size', '40px');
  await expect(banner).toHaveCSS('color', 'rgb(255, 255, 255)');
  // The kiosk's 1280x800 holds it all unscrolled: badges, banner, actions and the card.
  for (const shown of [
    page.getByText('Servidor: Conectado'),
    banner,
    page.getByRole('button', { name: 'Finalizar Carregamento' }),
    page.getByTestId('order-number'),
    page.getByRole('button', { name: 'Confirmar quantidade de caixas' }),
  ]) {
    await expect(shown).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: test.info().outputPath('kiosk-error-banner.png') });
  // Nothing covers the actions: a trial click fails if another element would take the click.
  await page.getByRole('button', { name: 'Finalizar Carregamento' }).click({ trial: true });
  await page.getByRole('button', { name: 'Confirmar quantidade de caixas' }).click({ trial: true });
  // A popup would have closed by now (POPUP_AUTO_CLOSE_MS, 6 s): the banner has no timer.
  await page.waitForTimeout(6_500);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByTestId('conveyor-error')).toHaveCount(0);

  // An unreadable label, then a counted box of the truck's route lifts it.
  await read('SEM-PONTO-E-VIRGULA');
  await expect(page.getByRole('alert').filter({ hasText: 'QR Code inválido' })).toBeVisible();
  await read(`${second!.order_id};2`);
  await expect(page.getByTestId('box-count')).toHaveText(`2 / ${second!.expected_boxes}`);
  await expect(page.getByTestId('conveyor-error')).toHaveCount(0);
});

test('a box-count correction needs the admin code', async () => {
  const [, second] = cleanRoute();
  // Its second box was the last counted read: the card on show.
  await expect(page.getByTestId('order-number')).toHaveText(second!.order_id);
  await page.getByRole('button', { name: 'Confirmar quantidade de caixas' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '0', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(dialog.getByText('Quantidade de caixa não pode ser 0')).toBeVisible();

  const total = String(second!.expected_boxes);
  await dialog.getByRole('button', { name: 'limpar' }).click();
  for (const digit of total) await dialog.getByRole('button', { name: digit, exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await dialog.getByLabel('QRcode do ADMIN').fill('NAO-SOU-ADMIN');
  await dialog.getByLabel('QRcode do ADMIN').press('Enter');
  await expect(dialog.getByText('QRcode diferente do ADMIN')).toBeVisible();
  await expect(page.getByTestId('box-count')).toHaveText(`2 / ${total}`);

  await dialog.getByRole('button', { name: 'Voltar e alterar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(dialog.getByLabel('QRcode do ADMIN')).toBeFocused();
  // The admin's code read by the conveyor's reader confirms it too.
  reader.emit('read-tag', { tag_value: ADMIN_TOKEN });
  await expect(page.getByText('Quantidade de caixas confirmada com sucesso').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('box-count')).toHaveText(`${total} / ${total}`);
  await expect(page.getByText('Conferido', { exact: true })).toBeVisible();
});

test.describe('finance of orders', () => {
  let financePage: Page;
  const withoutInvoice = () =>
    orders.filter(
      (order) => order.checking_status === 3 && !order.has_invoice && !order.released_without_invoice && order.permission_to_separate === 'approved',
    );

  test.beforeAll(async ({ browser }) => {
    financePage = await (await browser.newContext()).newPage();
    await financePage.goto('/login');
    await financePage.getByLabel('Login', { exact: true }).fill('financeiro');
    await financePage.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await financePage.getByRole('button', { name: 'Entrar' }).click();
    await expect(financePage.getByText('Logado com sucesso')).toBeVisible();
    // Loading of the previous tests is over: any route may be read again.
    await page.getByRole('button', { name: 'Finalizar Carregamento' }).click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Iniciar Carregamento' })).toBeVisible();
  });

  test('financeiro releases an order without invoice and the conveyor alert lifts', async () => {
    const order = withoutInvoice()[1]!;
    await read(`${order.order_id};1`);
    const alert = page.getByRole('dialog').getByText('Pedido sem nota fiscal');
    await expect(alert).toBeVisible();

    await financePage.goto('/painel/nfs');
    await expect(financePage.getByRole('heading', { name: 'Financeiro dos pedidos' })).toBeVisible();
    await financePage.getByLabel('Pesquisar').fill(order.order_id);
    await expect(financePage).toHaveURL(new RegExp(`search=${order.order_id}`));
    const row = financePage.getByRole('row', { name: new RegExp(order.order_id) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Liberar pedido' }).click();
    // One click only asks: the release needs its confirmation.
    const confirm = financePage.getByRole('dialog', { name: `Liberar o pedido ${order.order_id} sem nota fiscal?` });
    await expect(confirm).toBeVisible();
    await expect(financePage.getByText('Pedido liberado com sucesso')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Liberar pedido' }).click();
    await expect(financePage.getByText('Pedido liberado com sucesso')).toBeVisible();
    await expect(financePage.getByText('Nenhum pedido sem nota fiscal.')).toBeVisible();

    await expect(alert).toBeHidden();
    await read(`${order.order_id};1`);
    await expect(page.getByTestId('order-number')).toHaveText(order.order_id);
    await expect(page.getByTestId('box-count')).toHaveText(`1 / ${order.expected_boxes}`);

    await financePage.getByRole('tab', { name: 'Liberados sem nota fiscal' }).click();
    await expect(financePage.getByRole('row', { name: new RegExp(`${order.order_id}.*Fábio Financeiro`) })).toBeVisible();
  });

  test('offline, financeiro turns the pending-order lock off and the conveyor counts a pending order', async () => {
    await financePage.getByLabel('Pesquisar').fill('');
    await financePage.getByRole('tab', { name: 'Pagamentos pendentes' }).click();
    await expect(financePage.getByText('O CD está sem internet.')).toBeVisible();
    await expect(financePage.getByRole('button', { name: 'Aprovar' }).first()).toBeEnabled();
    const lock = financePage.getByRole('switch', { name: 'Verificação de pedido na esteira' });
    await expect(lock).toBeChecked();
    // The switch follows the server's answer, not the click.
    await lock.click();
    await expect(financePage.getByText('Alteração realizada com sucesso.')).toBeVisible();
    await expect(lock).not.toBeChecked();

    const order = withoutInvoice()[2]!;
    await read(`${order.order_id};1`);
    await expect(page.getByTestId('order-number')).toHaveText(order.order_id);
    await expect(page.getByTestId('box-count')).toHaveText(`1 / ${order.expected_boxes}`);

    await lock.click();
    await expect(lock).toBeChecked();
  });
});

test("a box photographed by the conveyor's camera shows on the order's card", async () => {
  // A loaded order of the demo whose boxes were photographed (the panel's gallery 'Caixas').
  const ORDERS = new URL('/api/carambola/separation/order-separation/', baseURL);
  const headers = { authorization: `Bearer ${await signInApi(baseURL, 'supervisor', PASSWORD)}` };
  const loaded = (await (await fetch(`${ORDERS}?status=loaded&pageSize=30`, { headers })).json()) as { results: { order_id: string }[] };
  let photo: { tag_value: string } | undefined;
  for (const row of loaded.results) {
    const detail = (await (await fetch(new URL(row.order_id, ORDERS), { headers })).json()) as { boxes_image: { tag_value: string }[] };
    photo = detail.boxes_image[0];
    if (photo) break;
  }
  expect(photo, 'the demo photographs the boxes of some loaded orders').toBeDefined();
  const orderId = photo!.tag_value.split(';')[0]!;

  await read(photo!.tag_value);
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  const image = page.getByRole('img', { name: `Foto da caixa do pedido ${orderId}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect.poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('kiosk-card-photo.png') });
});

test("after a reload the carousel shows the day's reads again, latest read first", async () => {
  const truckOrders = cleanRoute().slice(0, 2);
  const [a, b, c] = cleanRoutes()
    .flat()
    .filter((order) => !truckOrders.includes(order));
  expect(c, 'three more unread orders on routes with nothing pending').toBeDefined();
  for (const code of [`${a!.order_id};1`, `${b!.order_id};1`, `${c!.order_id};1`, `${a!.order_id};2`]) {
    await read(code);
    await expect(page.getByTestId('order-number')).toHaveText(code.split(';')[0]!);
  }

  await page.reload();
  await expect(page.getByText('Servidor: Conectado')).toBeVisible();
  const shown = page.getByTestId('order-number');
  await expect(shown).toHaveText(a!.order_id);
  await expect(page.getByTestId('box-count')).toHaveText(`2 / ${a!.expected_boxes}`);
  await expect(page.getByText(/^1 de 10 pedidos recentes$/)).toBeVisible();
  await page.getByRole('button', { name: 'Próximo pedido' }).click();
  await expect(shown).toHaveText(c!.order_id);
  await page.getByRole('button', { name: 'Próximo pedido' }).click();
  await expect(shown).toHaveText(b!.order_id);
});

test.describe('box conference', () => {
  test('carregador scans the boxes of an order in progress until it is conferred, a label read twice counting once, then edits the count', async ({ browser }) => {
    const carregador = await (await browser.newContext()).newPage();
    const token = await signInApi(baseURL, 'carregador', PASSWORD);
    const reply = await fetch(new URL('/api/carambola/box-conference/orders?status=2&pageSize=50', baseURL), {
      headers: { authorization: `Bearer ${token}` },
    });
    // An order with two boxes or more still to read: the first of them is read twice.
    const inProgress = ((await reply.json()) as { results: { order_id: string; read_boxes: number; total_boxes: number }[] }).results;
    const order = inProgress.find((row) => row.total_boxes - row.read_boxes >= 2);
    expect(order, 'an order in conference with two boxes left').toBeDefined();
    // Another with two boxes left, read while a popup is open.
    const other = inProgress.find((row) => row !== order && row.total_boxes - row.read_boxes >= 2);
    expect(other, 'a second order in conference with two boxes left').toBeDefined();
    /** A reader types into whatever has the focus, then presses Enter. */
    const readerTypes = async (code: string) => {
      await carregador.keyboard.type(code);
      await carregador.keyboard.press('Enter');
    };

    await carregador.goto('/login');
    await carregador.getByLabel('Login', { exact: true }).fill('carregador');
    await carregador.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await carregador.getByRole('button', { name: 'Entrar' }).click();
    await expect(carregador.getByText('Logado com sucesso')).toBeVisible();
    await carregador.goto('/painel/conferencia-de-caixas');
    await carregador.getByText('Em andamento', { exact: true }).click();
    await carregador.getByLabel('Pesquisar').fill(order!.order_id);
    await expect(carregador.getByRole('row', { name: new RegExp(`${order!.order_id}.*${order!.read_boxes}/${order!.total_boxes}`) })).toBeVisible();

    await carregador.getByRole('link', { name: 'Iniciar conferência' }).click();
    await expect(carregador).toHaveURL(/\/painel\/conferencia-de-caixas\/pedidos$/);
    await expect(carregador.getByText('Pronto para iniciar a conferência')).toBeVisible();
    await expect(carregador.getByText('Pronto para iniciar a conferência')).toBeHidden();
    // 'Ultimas leituras' lists orders with boxes read: the demo's conferences not begun are not there.
    await expect(carregador.getByText(/^#\d+ · \d+\/\d+$/).first()).toBeVisible();
    await expect(carregador.getByText(/^#\d+ · 0\/\d+$/)).toHaveCount(0);

    const scanInput = carregador.getByTestId('scan-input');
    // An order nobody has picked yet is not refused as an error: the spec's information.
    const waiting = await fetch(new URL('/api/carambola/separation/order-separation/?status=waiting', baseURL), {
      headers: { authorization: `Bearer ${await signInApi(baseURL, 'admin', PASSWORD)}` },
    });
    const [notPicked] = ((await waiting.json()) as { results: { order_id: string }[] }).results;
    await scanInput.fill(`${notPicked!.order_id};1`);
    await scanInput.press('Enter');
    await expect(carregador.getByText(`Pedido #${notPicked!.order_id} ainda não foi finalizado!`)).toBeVisible();
    await expect(carregador.getByText('Erro ao verificar ID do pedido')).toHaveCount(0);
    for (let box = order!.read_boxes + 1; box <= order!.total_boxes; box += 1) {
      await scanInput.fill(`${order!.order_id};${box}`);
      await scanInput.press('Enter');
      if (box < order!.total_boxes) await expect(carregador.getByTestId('read-boxes')).toHaveText(String(box));
      if (box === order!.read_boxes + 1) {
        // The same label read again is refused, and the count stays.
        await scanInput.fill(`${order!.order_id};${box}`);
        await scanInput.press('Enter');
        await expect(carregador.getByText(`Caixa ${box} do pedido #${order!.order_id} já foi lida!`)).toBeVisible();
        await expect(carregador.getByTestId('read-boxes')).toHaveText(String(box));
      }
    }
    await expect(carregador.getByRole('dialog').getByText('Pedido conferido')).toBeVisible();
    await expect(carregador.getByTestId('missing-boxes')).toHaveText('0');
    // The popup leaves the reader's keys to the scan input: the next label is counted, its
    // Enter does not press OK, and the popup of the older read closes.
    await expect(scanInput).toBeFocused();
    await readerTypes(`${other!.order_id};${other!.read_boxes + 1}`);
    await expect(carregador.getByTestId('scanned-order')).toContainText(`#${other!.order_id}`);
    await expect(carregador.getByTestId('read-boxes')).toHaveText(String(other!.read_boxes + 1));
    await expect(carregador.getByRole('dialog')).toBeHidden();

    await scanInput.fill(`${order!.order_id};1`);
    await scanInput.press('Enter');
    await expect(carregador.getByRole('dialog').getByText('Pedido já conferido')).toBeVisible();
    await carregador.getByRole('button', { name: 'OK' }).click();

    await carregador.getByRole('button', { name: 'Editar caixas' }).click();
    await carregador.getByRole('button', { name: 'Menos uma caixa' }).click();
    // A label read while the count is being edited is refused in words, not counted (the
    // tapped button gave the focus straight back).
    await expect(scanInput).toBeFocused();
    await readerTypes(`${other!.order_id};${other!.read_boxes + 2}`);
    await expect(carregador.getByText(`A caixa ${other!.order_id};${other!.read_boxes + 2} não foi contada: salve ou cancele a edição e leia de novo.`)).toBeVisible();
    await carregador.getByRole('button', { name: 'Salvar' }).click();
    await expect(carregador.getByText('Alteração realizada com sucesso.')).toBeVisible();
    await expect(carregador.getByTestId('missing-boxes')).toHaveText('1');
    await expect(carregador.getByRole('row', { name: new RegExp(`${order!.order_id}.*${order!.total_boxes - 1} de ${order!.total_boxes}`) })).toBeVisible();
  });
});

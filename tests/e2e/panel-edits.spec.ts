// The panel's edits after creation, in a real browser: the Admin edits a user, gives a
// temporary password and resets a sign-in lock (users.spec.ts covers creating, deactivating
// and reactivating); on an order's page the supervisor turns a separated item into a break,
// answers the picker's requests to scan another SKU, and a label reprint reaches the printer
// (spec/panel.md §2 'Users and separators', 'Order detail'). Every user and order here is the
// spec's own, created through the API, so no other spec sees them change.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Alert } from '../../src/shared/contract/alerts';
import type { BreakOrder } from '../../src/shared/contract/breaks';
import type { PickingItem, PickingState } from '../../src/shared/contract/picking';
import type { Account } from '../../src/shared/contract/users';
import { startPrinterSink } from '../../tools/printer-sink';
import { centreToday } from './support/calendar';
import { colourOf, holdPrinter } from './support/printers';
import { newPerson, type Person } from './support/people';
import { authHeaders, openSignedIn, signIn } from './support/session';
import { expectOk } from './support/replies';

type Headers = Record<string, string>;
const USERS = '/api/carambola/separator';
const SEPARATION = '/api/carambola/separation';

/** Their own password, chosen at the first sign-in (through the API: users.spec.ts tests the screen). */
const ownPassword = (login: string) => `${login}-propria`;

/** A user of this spec's own (support/people.ts), who signs in with ownPassword(login). */
function createUser(request: APIRequestContext, login: string, name: string, permissionGroupIds: number[] = []): Promise<Person> {
  return newPerson(request, login, { name, permissionGroupIds, password: ownPassword(login) });
}

async function accountOf(request: APIRequestContext, id: number): Promise<Account> {
  const reply = await request.get(`${USERS}/${id}/account`, { headers: await authHeaders(request, 'admin') });
  await expectOk(reply);
  return (await reply.json()) as Account;
}

/** The Admin's menu entry of a user's card, on the users page searched for them. */
async function openUserAction(page: Page, login: string, action: string): Promise<void> {
  await openSignedIn(page, 'admin', `/painel/usuarios?search=${login}`);
  await page.getByRole('button', { name: `Ações de ${login}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test("the Admin edits a user's name and permission groups, and the account reads them back", async ({ page, request }) => {
  const groups = (await (await request.get(`${USERS}/groups`, { headers: await authHeaders(request, 'admin') })).json()) as { id: number; name: string }[];
  const groupId = (name: string) => groups.find((group) => group.name === name)!.id;
  const { id } = await createUser(request, 'edicao.e2e', 'Edite Original', [groupId('SeparationCheck')]);

  await openUserAction(page, 'edicao.e2e', 'Editar');
  const form = page.getByRole('dialog', { name: 'Editar edicao.e2e' });
  // The login is who they are: shown, not changed.
  await expect(form.getByLabel('Login')).toHaveValue('edicao.e2e');
  await expect(form.getByLabel('Login')).toBeDisabled();
  await expect(form.getByLabel('Nome')).toHaveValue('Edite Original');

  // A name is required: the server's refusal shows under the field.
  await form.getByLabel('Nome').fill('');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe o nome')).toBeVisible();

  await form.getByLabel('Nome').fill('Edite Renomeada');
  // One group off (a chosen option is chosen again to drop it), two on.
  await form.getByLabel('Grupos de permissão').click();
  await page.getByRole('option', { name: 'Conferência de pedidos · SeparationCheck' }).click();
  await page.getByRole('option', { name: 'Ranking · SeparationRankingView' }).click();
  await page.getByRole('option', { name: 'Dashboard · SeparationDashboardView' }).click();
  await form.getByLabel('Nome').click(); // closes the list, which may lie over 'Salvar'
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário alterado com sucesso')).toBeVisible();
  await expect(form).toHaveCount(0);

  const card = page.getByRole('link', { name: 'edicao.e2e' });
  await expect(card).toContainText('Edite Renomeada');
  await expect(card.getByText('2 grupos')).toBeVisible();
  const saved = await accountOf(request, id);
  expect(saved.name).toBe('Edite Renomeada');
  expect([...saved.permission_group_ids].sort((a, b) => a - b)).toEqual(
    [groupId('SeparationRankingView'), groupId('SeparationDashboardView')].sort((a, b) => a - b),
  );
});

test('a temporary password from the Admin replaces the old one and opens only the choice of a new one', async ({ page, request }) => {
  const { id } = await createUser(request, 'temporaria.e2e', 'Tereza Temporária');

  await openUserAction(page, 'temporaria.e2e', 'Senha temporária');
  const dialog = page.getByRole('dialog', { name: 'Senha temporária de temporaria.e2e' });
  await expect(dialog.getByText('Passe a senha para Tereza Temporária: ela serve só para o próximo acesso.')).toBeVisible();
  await dialog.getByLabel('Senha temporária').fill('curta');
  await dialog.getByRole('button', { name: 'Definir senha' }).click();
  await expect(dialog.getByText('A senha deve ter ao menos 10 caracteres')).toBeVisible();
  await dialog.getByLabel('Senha temporária').fill('provisoria-e2e-7');
  await dialog.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByText('Senha temporária definida: o usuário vai trocá-la no próximo acesso.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await accountOf(request, id)).must_change_password).toBe(true);

  await page.context().clearCookies();
  // Their old password no longer opens anything.
  await signIn(page, 'temporaria.e2e', ownPassword('temporaria.e2e'));
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
  // The temporary one asks them to create their own before anything else.
  await signIn(page, 'temporaria.e2e', 'provisoria-e2e-7');
  await expect(page.getByRole('dialog', { name: 'Crie a sua senha' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('five failed sign-ins in a row lock a user until the Admin resets the lock', async ({ page, request }) => {
  const { id } = await createUser(request, 'bloqueio.e2e', 'Beto Bloqueado');
  // src/server/auth/login-lock.ts: the fifth failure in a row locks the account.
  for (let failure = 1; failure <= 5; failure += 1) {
    const reply = await request.post('/api/auth-internal/v2/token', { data: { username: 'bloqueio.e2e', password: 'nao-e-a-senha' } });
    expect(reply.status(), `failure ${failure}`).toBe(failure < 5 ? 401 : 403);
  }
  // Locked, even the right password is refused, and the form says why.
  await signIn(page, 'bloqueio.e2e', ownPassword('bloqueio.e2e'));
  await expect(page.getByText('Usuário bloqueado após 5 tentativas de acesso sem sucesso.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await openSignedIn(page, 'admin', '/painel/usuarios?search=bloqueio.e2e');
  const card = page.getByRole('link', { name: 'bloqueio.e2e' });
  await expect(card.getByText('Bloqueado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ações de bloqueio.e2e' }).click();
  await page.getByRole('menuitem', { name: 'Resetar bloqueio' }).click();
  await expect(page.getByText('Bloqueio resetado com sucesso')).toBeVisible();
  await expect(card.getByText('Bloqueado', { exact: true })).toHaveCount(0);
  expect((await accountOf(request, id)).is_locked).toBe(false);

  await page.context().clearCookies();
  await signIn(page, 'bloqueio.e2e', ownPassword('bloqueio.e2e'));
  await expect(page).toHaveURL(/\/operacao\/separacao\/desempenho/);
});

interface OrderProduct {
  sku: number;
  name: string;
  quantity: number;
  /** Confirmed by the picker before the test opens the page. */
  separated?: boolean;
}

interface HeldOrder {
  orderId: string;
  picker: Headers;
  pickerName: string;
  state: PickingState;
  /** The order's items by SKU. */
  item: (sku: number) => PickingItem;
}

/**
 * An order of this spec's own in separation: pushed through the integration API for the
 * conference group (4), critical and of top priority (only group 4 takes critical orders, and
 * this one comes first), then taken by a new separator of the spec's own, who confirms the
 * items marked separated and keeps the order: it stays in separation, and no other picker
 * takes it. `extra` products are pushed without being ordered.
 */
async function orderInSeparation(request: APIRequestContext, orderId: string, products: OrderProduct[], extra: OrderProduct[] = []): Promise<HeldOrder> {
  const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name: `ERP de panel-edits ${orderId}` } });
  const key = ((await created.json()) as { key: string }).key;
  const push = async (path: string, data: Record<string, unknown>) => expectOk(await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': key }, data }));
  const client = `E2E-PE-${orderId}`;
  await push('clients', { clients: [{ external_id: client, client_type: 'PJ', client_name: `Cliente ${orderId}`, client_trade: `Mercado Edições ${orderId}` }] });
  await push('products', {
    products: [...products, ...extra].map((product) => ({ sku: product.sku, product_base_id: product.sku, name: product.name, portion_type: 'unidade', step: 1 })),
  });
  await push('orders', {
    orders: [
      {
        order_id: orderId,
        client_external_id: client,
        route_code: 'R01',
        scheduled_date: centreToday(),
        priority: 1000,
        is_critical: true,
        items: products.map((product) => ({ sku: product.sku, quantity: product.quantity })),
      },
    ],
  });

  const pickerName = `Separador ${orderId}`;
  const { headers: picker } = await createUser(request, `sep${orderId}`, pickerName);
  const taken = await request.get(`${SEPARATION}/order-separation/new?separationGroup=4&step=1`, { headers: picker });
  await expectOk(taken);
  const state = (await taken.json()) as PickingState;
  expect(state.order.order_id).toBe(orderId);
  const items = state.steps.flatMap((step) => step.items);
  const item = (sku: number) => items.find((candidate) => candidate.sku === sku)!;
  for (const product of products.filter((candidate) => candidate.separated)) {
    await expectOk(await request.put(`${SEPARATION}/separation-item/${item(product.sku).id}`, { headers: picker, data: { workId: state.work.id, statusId: 2 } }));
  }
  return { orderId, picker, pickerName, state, item };
}

/** The breaks not yet released of an order, as the 'Quebras' page lists them. */
async function breaksOf(request: APIRequestContext, orderId: string): Promise<BreakOrder['runouts']> {
  const reply = await request.get(`/api/carambola/reposition/?search=${orderId}`, { headers: await authHeaders(request, 'supervisor') });
  await expectOk(reply);
  return ((await reply.json()) as { results: BreakOrder[] }).results.find((order) => order.order_id === orderId)?.runouts ?? [];
}

/** A figure of the order page's 'Resumo', its label and its value. */
const summaryFigure = (page: Page, label: string): Locator => page.getByText(label, { exact: true }).locator('..');

async function expectSummary(page: Page, total: number, finished: number): Promise<void> {
  await expect(summaryFigure(page, 'Total de itens')).toHaveText(`Total de itens${total}`);
  await expect(summaryFigure(page, 'Itens finalizados')).toHaveText(`Itens finalizados${finished}`);
  await expect(summaryFigure(page, 'Itens em separação')).toHaveText(`Itens em separação${total - finished}`);
}

test('a separated item turned into a partial, then a total break: the order page shows it, and the break is counted once', async ({ page, request }) => {
  const broken = { sku: 9_960_811, name: 'Alface Crespa das Edições', quantity: 5, separated: true };
  const kept = { sku: 9_960_812, name: 'Cenoura das Edições', quantity: 4, separated: true };
  const pending = { sku: 9_960_813, name: 'Beterraba das Edições', quantity: 2 };
  const { orderId } = await orderInSeparation(request, '990081', [broken, kept, pending]);

  await openSignedIn(page, 'supervisor', `/painel/pedidos/${orderId}?view=true`);
  await expectSummary(page, 3, 2);
  // The supervisor may not reprint labels (the server would refuse): the button is not offered.
  await expect(page.getByRole('button', { name: 'Editar Pedido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reimprimir etiqueta' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: broken.name });
  const cells = row.getByRole('cell');
  // Nothing pending is edited: only separated items have 'Editar'.
  await expect(page.getByRole('button', { name: `Editar ${kept.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Editar ${pending.name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Editar ${broken.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar item separado' });
  await expect(dialog.getByText('Pedido: 5 un · Esperado: 5 un · Separado: 5 un')).toBeVisible();
  await dialog.getByLabel('Quebra parcial').check();
  const quantity = dialog.getByLabel('Quantidade separada');
  const save = dialog.getByRole('button', { name: 'Salvar' });
  await save.click();
  await expect(dialog.getByText('Campo obrigatorio')).toBeVisible();
  await expect(save).toBeDisabled();
  await quantity.fill('5');
  await expect(dialog.getByText('A quantidade precisa ser inferior a quantidade esperada 5 un')).toBeVisible();
  await quantity.fill('0');
  await expect(dialog.getByText('A quantidade precisa ser positiva')).toBeVisible();
  await expect(save).toBeDisabled();
  // Refused quantities wrote nothing.
  expect(await breaksOf(request, orderId)).toEqual([]);
  await quantity.fill('2');
  await save.click();
  const saved = page.getByRole('alert').filter({ hasText: 'Sucesso ao gerar quebra' });
  await expect(saved).toBeVisible();
  // Closed, so that the next save's popup is not this one still showing.
  await saved.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(saved).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
  await expect(cells.nth(4)).toHaveText('Quebra parcial');
  await expect(cells.nth(3)).toHaveText('2 un');
  expect(await breaksOf(request, orderId)).toEqual([expect.objectContaining({ sku: broken.sku, type: 4, broken_quantity: 3 })]);

  // Edited again, the item's one break becomes total: updated, not a second one.
  await row.getByRole('button', { name: `Editar ${broken.name}` }).click();
  await expect(dialog.getByText('Separado: 2 un', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Quebra total')).toBeChecked();
  await save.click();
  await expect(saved).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(cells.nth(4)).toHaveText('Quebra total');
  await expect(cells.nth(3)).toHaveText('0 un');
  await expect(row.getByRole('button', { name: `Editar ${broken.name}` })).toHaveCount(0);
  expect(await breaksOf(request, orderId)).toEqual([expect.objectContaining({ sku: broken.sku, type: 3, broken_quantity: broken.quantity, status: 3 })]);
  // A broken item is still one item of the order, and still finished.
  await expectSummary(page, 3, 2);
});

test("the picker's requests to scan another SKU reach the order page live, and are authorized and refused there", async ({ page, request }) => {
  const first = { sku: 9_960_821, name: 'Tomate Italiano das Edições', quantity: 3 };
  const second = { sku: 9_960_822, name: 'Pepino das Edições', quantity: 2 };
  const other = { sku: 9_960_823, name: 'Tomate Cereja das Edições', quantity: 1 };
  const held = await orderInSeparation(request, '990082', [first, second], [other]);

  await openSignedIn(page, 'supervisor', `/painel/pedidos/${held.orderId}?view=true`);
  await expect(page.getByText('Itens do pedido')).toBeVisible();
  const ask = async (product: OrderProduct): Promise<Alert> => {
    const reply = await request.post('/api/carambola/alert/other-sku', {
      headers: held.picker,
      data: { workId: held.state.work.id, itemId: held.item(product.sku).id, sku: other.sku },
    });
    await expectOk(reply);
    return (await reply.json()) as Alert;
  };
  const requestOf = (product: OrderProduct) => page.getByRole('alert').filter({ hasText: `Bipar outro SKU: ${product.name}` });
  const authorization = async (product: OrderProduct) => {
    const reply = await request.get(`/api/carambola/alert/other-sku/${held.item(product.sku).id}`, { headers: held.picker });
    return ((await reply.json()) as { authorization: boolean | null }).authorization;
  };

  // Asked after the page opened: it appears without a reload.
  await ask(first);
  await expect(requestOf(first)).toContainText(`${held.pickerName} pediu para bipar outro SKU no item SKU ${first.sku} — Bipar SKU ${other.sku} no lugar de ${first.sku}`);
  await ask(second);
  await expect(requestOf(second)).toBeVisible();

  await requestOf(first).getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByText('Outro SKU autorizado', { exact: true })).toBeVisible();
  await expect(requestOf(first)).toHaveCount(0);
  // Answering one leaves the other waiting.
  await expect(requestOf(second)).toBeVisible();
  expect(await authorization(first)).toBe(true);
  expect(await authorization(second)).toBeNull();

  await requestOf(second).getByRole('button', { name: 'Recusar' }).click();
  await expect(page.getByText('Pedido de outro SKU recusado', { exact: true })).toBeVisible();
  await expect(requestOf(second)).toHaveCount(0);
  expect(await authorization(second)).toBe(false);
  expect(await authorization(first)).toBe(true);
});

test("'Reimprimir etiqueta' sends the labels asked for; an unreachable printer says so and lets the user try again", async ({ page, request }) => {
  const { orderId, state } = await orderInSeparation(request, '990083', [{ sku: 9_960_831, name: 'Rúcula das Edições', quantity: 2 }]);
  const qrCodes = (job: string) => [...job.matchAll(/\^FDQA,([^^]+)\^FS/g)].map((match) => match[1]);
  const boxCodes = (boxes: number) => Array.from({ length: boxes }, (_, index) => `${orderId};${index + 1}`);
  const sink = await startPrinterSink({ port: 0 });
  // A port nobody listens on: the printer is off.
  const off = await startPrinterSink({ port: 0 });
  await off.close();
  const printer = await holdPrinter(request, colourOf(state.order));
  try {
    await printer.pointAt(`127.0.0.1:${sink.port}`);
    // The Admin holds the reprint permission (the server lets only it, or the order's picker, print).
    await openSignedIn(page, 'admin', `/painel/pedidos/${orderId}?view=true`);
    await page.getByRole('button', { name: 'Reimprimir etiqueta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reimprimir etiqueta' });
    const quantity = dialog.getByLabel('Quantidade de etiquetas');
    const print = dialog.getByRole('button', { name: 'Imprimir' });
    // No boxes counted yet: the quantity is the user's to type.
    await expect(quantity).toHaveValue('');
    await expect(print).toBeDisabled();
    await quantity.fill('3');
    await quantity.fill('');
    await expect(dialog.getByText('Quantidade de etiquetas obrigatorio')).toBeVisible();
    await expect(print).toBeDisabled();
    await quantity.fill('3');
    await print.click();
    await expect(dialog.getByText('Deu bao na Impressao!')).toBeVisible();
    await expect(dialog.getByText(`3 etiquetas do pedido ${orderId} enviadas para a impressora`)).toBeVisible();
    await expect.poll(() => sink.jobs.length).toBe(1);
    expect(qrCodes(sink.jobs[0]!)).toEqual(boxCodes(3));
    expect(sink.jobs[0]).toContain('REIMPRESSÃO');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);

    await printer.pointAt(`127.0.0.1:${off.port}`);
    await page.getByRole('button', { name: 'Reimprimir etiqueta' }).click();
    await quantity.fill('2');
    await print.click();
    await expect(dialog.getByText('Deu erro pra imprimir ):')).toBeVisible();
    await expect(dialog.getByText('Deu erro pra mandar a impressão. Dá um alô pro time de tech')).toBeVisible();

    await printer.pointAt(`127.0.0.1:${sink.port}`);
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    // Back to the form with the quantity typed.
    await expect(quantity).toHaveValue('2');
    await print.click();
    await expect(dialog.getByText(`2 etiquetas do pedido ${orderId} enviadas para a impressora`)).toBeVisible();
    await expect.poll(() => sink.jobs.length).toBe(2);
    expect(qrCodes(sink.jobs[1]!)).toEqual(boxCodes(2));
  } finally {
    await printer.release();
    await sink.close();
  }
});

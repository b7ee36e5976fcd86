// Help calls and another-SKU authorizations between two browsers (spec/operator.md §2
// 'Modals', 'Header and menus', §4 'New-SKU authorization', 'Support alerts'): the picker
// asks, the supervisor's bell shows it without a reload, the answer reaches the picker.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Alert } from '../../src/shared/contract/alerts';
import type { PickingItem } from '../../src/shared/contract/picking';
import { buildScaleLabel, gtinCheckDigit } from '../../src/shared/scan';
import { finishHeldOrder, heldState } from './support/picking';
import { apiToken, authHeaders, openSignedIn } from './support/session';

/** A browser of its own, signed in as `login` (by the token cookie: login.spec tests the form), open at `path`. */
async function signedIn(browser: Browser, login: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, login, path);
  return page;
}

async function openBell(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Notificações' }).click();
  await expect(page.getByText('Notificações', { exact: true })).toBeVisible();
}

test('a picker calls for help and the supervisor, in another browser, sees it in the bell and accepts it', async ({ browser, request }) => {
  // A call left pending by an earlier run would be refused as a repeat: answer it first.
  const supervisorHeaders = await authHeaders(request, 'supervisor');
  const open = (await (await request.get('/api/carambola/alert/?kind=support&status=pendente', { headers: supervisorHeaders })).json()) as Alert[];
  for (const alert of open.filter((candidate) => candidate.user_request.name === 'separador4')) {
    await request.patch(`/api/carambola/alert/support/${alert.id}`, { headers: supervisorHeaders, data: { status: 'concluido' } });
  }

  await finishHeldOrder(request, 'separador4');
  const supervisor = await signedIn(browser, 'supervisor', '/painel/dashboard');
  const picker = await signedIn(browser, 'separador4', '/operacao/separacao/grupos');
  await picker.getByRole('button', { name: /Grupo 3 Mercado 2/ }).click();
  await expect(picker.getByText('Inicie a separação')).toBeVisible();

  await picker.getByRole('button', { name: 'Chamar ajuda' }).click();
  const modal = picker.getByRole('dialog', { name: 'Pedido de suporte' });
  await expect(modal.getByRole('row', { name: /Separador\s*separador4/ })).toBeVisible();
  await expect(modal.getByRole('row', { name: /Esteira\s*Grupo 3 Mercado 2/ })).toBeVisible();
  await expect(modal.getByRole('row', { name: /Pedido/ })).toBeVisible();
  await modal.getByText('Produto em local alto').click();
  await modal.getByRole('button', { name: 'Chamar ajuda' }).click();
  await expect(picker.getByText('Sucesso ao chamar ajuda')).toBeVisible();
  await expect(modal.getByText('Chamado enviado')).toBeVisible();
  await modal.getByRole('button', { name: 'Fechar' }).click();

  // Pushed: the supervisor's screen is not reloaded, and learns of it within 2 seconds.
  await expect(supervisor.getByText('(separador4) · Grupo 3', { exact: false }).first()).toBeVisible({ timeout: 2000 });
  await openBell(supervisor);
  const card = supervisor.getByLabel('Chamado de ajuda').filter({ hasText: '(separador4) · Grupo 3' }).filter({ hasText: 'Produto em local alto' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Aceitar chamado' }).click();
  await expect(supervisor.getByText('Chamado aceito', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  await expect(picker.getByText('Seu chamado foi aceito: o supervisor está a caminho')).toBeVisible();
});

test('a request to scan another SKU, granted by the supervisor, reaches the picker', async ({ browser, request }) => {
  test.slow(); // two browsers, one of them on the dashboard, and a whole scan flow
  // The supervisor's screen opens meanwhile (the dashboard takes a while to load).
  const supervisorReady = signedIn(browser, 'supervisor', '/painel/dashboard');
  await finishHeldOrder(request, 'separador10');
  const picker = await signedIn(browser, 'separador10', '/operacao/separacao/grupos');
  // Group 1 scans every step but the 4th, so the order's first item is on the scanner card.
  await picker.getByRole('button', { name: /Grupo 1 Mercado 1/ }).click();
  await picker.getByRole('button', { name: 'Procurar pedido' }).click();
  await expect(picker.getByRole('button', { name: 'Bipar outro SKU' })).toBeVisible();

  const token = await apiToken(request, 'separador10');
  const state = (await heldState(request, token))!;
  const testId = await picker.locator('[data-testid^="item-"]').first().getAttribute('data-testid');
  const item = state.steps.flatMap((step) => step.items).find((candidate) => `item-${candidate.id}` === testId) as PickingItem;

  // Another SKU of the item's product (a scale label of it, or its barcode) is refused first.
  const today = new Date().toISOString().slice(0, 10);
  const other = await siblingOf(request, item);
  const otherCode = (scaleLabelId: number) =>
    item.unity_product_base === 'peso' ? buildScaleLabel({ sku: other.sku, scaleId: 4, scaleLabelId, date: today, grams: item.quantity }) : other.barcode!;
  await scan(picker, otherCode(810001));
  const refusal = picker.getByRole('dialog', { name: 'Erro na leitura' });
  await expect(refusal.getByText(/SKU bipado errado/)).toBeVisible();
  await refusal.getByRole('button', { name: 'Fechar' }).click();
  await expect(refusal).toBeHidden();

  await picker.getByRole('button', { name: 'Bipar outro SKU' }).click();
  const dialog = picker.getByRole('dialog', { name: 'Bipar outro SKU' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Aguardando autorização do supervisor')).toBeVisible();

  const supervisor = await supervisorReady;
  await openBell(supervisor);
  const card = supervisor.getByLabel('Autorização para bipar outro SKU').filter({ hasText: `(separador10) · Grupo 1 · Pedido ${state.order.order_id}` });
  // The SKU the picker scanned goes with the request.
  await expect(card).toContainText(`Bipar SKU ${other.sku} no lugar de ${item.sku}`);
  await card.getByRole('button', { name: 'Autorizar' }).click();
  await expect(supervisor.getByText('Autorização de bipagem de outro SKU concedida')).toBeVisible();

  await expect(dialog.getByText('O supervisor autorizou: bipe o outro SKU deste produto.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  // Closed, the modal hands the focus back: the reader's input takes it again only then.
  await expect(dialog).toBeHidden();
  await scan(picker, otherCode(810002));
  // The other SKU counts on the item. Not read from 'Bipado com sucesso': the order the queue
  // gives depends on the demo's hour, and when the scan completes the item (one unit, or the
  // whole weight) the card moves on to the next item at once, without it.
  const weighingsOfItem = async () =>
    (await heldState(request, token))!.steps.flatMap((step) => step.items).find((candidate) => candidate.id === item.id)!.weighings.length;
  await expect.poll(weighingsOfItem).toBe(1);
  await expect(picker.getByRole('dialog', { name: 'Erro na leitura' })).toHaveCount(0);
});

test("a tag already in another order locks the picker's scanner until the supervisor releases the separator", async ({ browser, request }) => {
  test.slow(); // two browsers and the scene of two pickers
  const supervisorReady = signedIn(browser, 'supervisor', '/painel/dashboard');
  // separador10 scans a unique tag into an item of the order they hold.
  const holder = await apiToken(request, 'separador10');
  const headers = { authorization: `Bearer ${holder}` };
  let held = await heldState(request, holder);
  if (!held) {
    const reply = await request.get('/api/carambola/separation/order-separation/new?separationGroup=1&step=1', { headers });
    expect(reply.ok(), await reply.text()).toBe(true);
    held = (await heldState(request, holder))!;
  }
  const target = held.steps.filter((step) => !step.is_finished).flatMap((step) => step.items).find((item) => item.status === 1)!;
  const weighed = target.unity_product_base === 'peso';
  const tagId = 1_900_000_000 + (Date.now() % 1_000_000);
  const tags = await request.put('/api/integration/v1/pre-picking-tags', {
    headers: { 'x-api-key': await integrationKey(request) },
    data: { tags: [{ id: tagId, sku: target.sku, unique_tag: true, item_weight: weighed ? Math.min(100, target.quantity) : 1 }] },
  });
  expect(tags.status(), await tags.text()).toBe(200);
  const code = `${tagId};${target.product_base_id};${weighed ? '0.1;kg' : '1;un'}`;
  const used = await request.post(`/api/carambola/separation/item/${target.id}/pick-item`, { headers, data: { workId: held.work.id, productCode: code } });
  expect(used.status(), await used.text()).toBe(200);

  // separador4 scans the same tag into their own order.
  await finishHeldOrder(request, 'separador4');
  const picker = await signedIn(browser, 'separador4', '/operacao/separacao/grupos');
  await picker.getByRole('button', { name: /Grupo 1 Mercado 1/ }).click();
  await picker.getByRole('button', { name: 'Procurar pedido' }).click();
  await expect(picker.getByRole('button', { name: 'Bipar outro SKU' })).toBeVisible();
  await scan(picker, code);
  const lock = picker.getByRole('dialog', { name: 'Leitor bloqueado' });
  await expect(lock.getByText('A leitura volta quando o supervisor liberar o separador.')).toBeVisible();

  const supervisor = await supervisorReady;
  await openBell(supervisor);
  const card = supervisor.getByLabel('Pacote de pre picking perdido').filter({ hasText: '(separador4) · Grupo 1' });
  await expect(card).toContainText(`Etiqueta ${tagId} já bipada no pedido ${held.order.order_id}`);
  await card.getByRole('button', { name: 'Liberar separador' }).click();
  await expect(supervisor.getByText('Separador liberado', { exact: true })).toBeVisible();

  await expect(lock).toBeHidden();
  await expect(picker.getByText('Separador liberado: pode voltar a bipar')).toBeVisible();
});

interface Sibling {
  sku: number;
  barcode: string | null;
}

/**
 * Another SKU of the item's base product that can be scanned: by scale label for a weight
 * item, by barcode for a unit item; the demo's own, else one added through the integration
 * API, so the test always has one.
 */
async function siblingOf(request: Parameters<typeof finishHeldOrder>[0], item: PickingItem): Promise<Sibling> {
  const headers = await authHeaders(request, 'tech');
  const reply = await request.get(`/api/carambola/product-data/product?productBaseId=${item.product_base_id}`, { headers });
  const { results } = (await reply.json()) as { results: (Sibling & { unity_product_base: string })[] };
  const weighed = item.unity_product_base === 'peso';
  const existing = results.find((product) => product.sku !== item.sku && product.unity_product_base === item.unity_product_base && (weighed || product.barcode));
  if (existing) return existing;
  const key = await integrationKey(request);
  const sku = 990_800 + (item.product_base_id % 100);
  // An EAN-13 of the test's own range, unlike any of the demo's.
  const body = `78999${String(sku).padStart(7, '0')}`;
  const barcode = weighed ? null : `${body}${gtinCheckDigit(body)}`;
  const pushed = await request.put('/api/integration/v1/products', {
    headers: { 'x-api-key': key },
    data: {
      products: [{ sku, product_base_id: item.product_base_id, name: 'SKU alternativo do teste', portion_type: weighed ? 'peso' : 'unidade', barcode, step: 1 }],
    },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);
  return { sku, barcode };
}

async function integrationKey(request: Parameters<typeof finishHeldOrder>[0]): Promise<string> {
  const created = await request.post('/api/integration/v1/keys', { headers: await authHeaders(request, 'tech'), data: { name: 'Alertas E2E' } });
  return ((await created.json()) as { key: string }).key;
}

/** Types a code into the hidden scan input the way a keyboard-wedge reader does. */
async function scan(page: Page, code: string): Promise<void> {
  await page.getByTestId('scan-input').focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

// The picking screen the server draws for a picker's tablet (issue 21, 'A tablet's first load';
// server/http/first-screen.ts): the order shows before the app's code has arrived, a reader's
// codes read meanwhile are scanned once the app takes over, and the app's screen replaces the
// server's with nothing twice. The app's code is held back by the test, as a weak Wi-Fi would.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PickingItem, PickingState } from '../../src/shared/contract/picking';
import type { SeparationGroup } from '../../src/shared/contract/settings';
import { ITEM_STATUS } from '../../src/shared/domain/statuses';
import { TOKEN_COOKIE } from '../../src/shared/session-cookie';
import { finishHeldOrderOf, heldState, holdOrderAt, pendingInScreenOrder } from './support/picking';
import { newPerson } from './support/people';
import { apiToken } from './support/session';

const PICKING = '/operacao/separacao/pedido';
/** This spec's own picker, so no other spec's scene moves under it, and their password. */
// Named by the worker's process: a worker started again after a failure creates its own.
const PICKER = `tablet${process.pid}`;
const PASSWORD = `${PICKER}-propria`;


/** The tablet signed in as the picker: the token's cookie the sign-in form leaves. */
async function signInAsPicker(page: Page, request: APIRequestContext): Promise<void> {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: await apiToken(request, PICKER, PASSWORD), url }]);
}

/** Group 1's steps where it scans (spec/operator.md §2 'Scanner card'). */
async function scannedSteps(request: APIRequestContext): Promise<(step: number | string) => boolean> {
  const reply = await request.get('/api/carambola/separation-settings/separation-group', { headers: { authorization: `Bearer ${await apiToken(request, PICKER, PASSWORD)}` } });
  const groups = (await reply.json()) as SeparationGroup[];
  const without = groups.find((group) => group.separation_group === 1)!.steps_without_scanner;
  return (step) => !(typeof step === 'number' && without.includes(step));
}

/** An order of group 1 whose item on the card is counted in units on a step that scans. */
async function holdUnitItem(request: APIRequestContext): Promise<{ item: PickingItem; state: PickingState }> {
  const scans = await scannedSteps(request);
  return holdOrderAt(request, PICKER, 1, (state) => {
    const [item] = pendingInScreenOrder(state);
    const step = state.steps.find((candidate) => candidate.items.some((listed) => listed.id === item?.id));
    // Another item left in its step: reading this one must leave the scanner on screen, not
    // end the step with its 'Etapa N finalizada' dialog (the demo's orders are drawn at random).
    const stepGoesOn = (step?.items.filter((listed) => listed.status === ITEM_STATUS.pending).length ?? 0) > 1;
    return item && step && stepGoesOn && item.unity_product_base !== 'peso' && scans(step.step) ? { item } : null;
  }, PASSWORD);
}

/** Holds every script of the app until `release` is called; the page and its styles come. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeAll(async ({ request }) => {
  await newPerson(request, PICKER, { name: 'Tábata Tablet', password: PASSWORD });
});

test("the tablet shows the order it holds before the app's code, and a code read meanwhile is scanned once, by the app", async ({ page, request }) => {
  const { item, state } = await holdUnitItem(request);
  const items = state.steps.flatMap((step) => step.items);
  const doneBefore = items.filter((listed) => listed.status !== 1).length;
  await signInAsPicker(page, request);
  const release = await holdAppCode(page);
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(PICKING, { waitUntil: 'commit' });

  const drawn = page.locator('#first-screen');
  await expect(drawn.getByRole('heading', { name: 'Separação' })).toBeVisible();
  await expect(drawn.getByTestId(`item-${item.id}`)).toBeVisible();
  await expect(drawn.getByText(item.name)).toBeVisible();
  await expect(drawn.getByText(`${doneBefore} de ${items.length} itens`)).toBeVisible();
  // Nothing answers a tap before the app: the buttons wait for it.
  await expect(drawn.getByRole('button', { name: 'Quebra' })).toBeDisabled();
  await expect(drawn.getByTestId('scan-input')).toBeFocused();

  // The reader reads the item's whole quantity while the app's code is still on its way.
  await page.keyboard.type(`${item.product_base_id}-${item.quantity}un`);
  await page.keyboard.press('Enter');
  const token = await apiToken(request, PICKER, PASSWORD);
  const itemNow = async () => (await heldState(request, token))!.steps.flatMap((step) => step.items).find((listed) => listed.id === item.id)!;
  expect((await itemNow()).status).toBe(1);

  release();
  await expect(drawn).toHaveCount(0);
  // The whole quantity read: the app counts the item done, and the server holds it picked once.
  await expect(page.getByText(`${doneBefore + 1} de ${items.length} itens`)).toBeVisible();
  await expect(page.getByTestId('scan-input')).toHaveCount(1);
  await expect(page.getByTestId('scan-input')).toBeFocused();
  expect(await itemNow()).toMatchObject({ status: 2, confirmed_quantity: item.quantity });
  await expect(page.getByRole('dialog', { name: 'Erro na leitura' })).toHaveCount(0);
  // The app started from the answers the page carries: who the picker is, the centre and the
  // order held were not asked again over the Wi-Fi.
  expect(asked).toContain(PICKING);
  expect(asked.filter((path) => ['/api/carambola/me/', '/api/centre', '/api/carambola/separation/separation-work/recovery'].includes(path))).toEqual([]);
});

test('a code half read when the app takes over is finished in the app, and the screen is the app’s alone', async ({ page, request }) => {
  const { item } = await holdUnitItem(request);
  await signInAsPicker(page, request);
  const release = await holdAppCode(page);
  await page.goto(PICKING, { waitUntil: 'commit' });
  await expect(page.locator('#first-screen').getByTestId(`item-${item.id}`)).toBeVisible();

  await page.keyboard.type(`${item.product_base_id + 1}-`);
  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.keyboard.type('1un');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Erro na leitura' }).getByText(/Produto bipado errado/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Separação' })).toHaveCount(1);
});

test('a picker holding no order gets the app as before: no server drawing, the groups to choose from', async ({ page, request }) => {
  const token = await apiToken(request, PICKER, PASSWORD);
  await finishHeldOrderOf(request, token);
  expect(await heldState(request, token)).toBeNull();
  await signInAsPicker(page, request);
  const sent = await page.request.get(PICKING);
  expect(await sent.text()).not.toContain('id="first-screen"');
  await page.goto(PICKING);
  await expect(page).toHaveURL(/\/operacao\/separacao\/grupos$/);
});

// A real centre on day one (issue 18), in a real browser against its own server: an empty
// database in production mode, the first-user command, Tech choosing a password and creating
// a picker with a temporary one; the picker, on a tablet, choosing theirs and taking an order;
// Tech deactivating the picker, whose next scan sends them out; the audit page listing it all.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { centreToday } from './support/calendar';

let server: ServerProcess;
let dataDir: string;
let firstPassword: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'doca-empty-centre-'));
  // A centre of its own on the embedded database: never the PostgreSQL or Redis that CI's
  // environment names for the other suites.
  const ownCentre = { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '' };
  const env = { ...process.env, ...ownCentre };
  // The command a centre's IT runs once, before the server starts (one process per database).
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'tools/create-first-user.ts', 'tecnica', 'Técnica Um'], { env, encoding: 'utf8' });
  expect(printed).toContain('Usuário tecnica (Tecnologia) criado.');
  firstPassword = /Senha temporária: (\S+)/.exec(printed)![1]!;
  server = await startServerProcess({ ...ownCentre, RENDERER_DIR: resolve(process.env.E2E_RENDERER_DIR ?? 'out/renderer') });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function chooseFirstPassword(page: Page, password: string): Promise<void> {
  const choose = page.getByRole('dialog', { name: 'Crie a sua senha' });
  await choose.getByLabel('Nova senha', { exact: true }).fill(password);
  await choose.getByLabel('Repita a nova senha').fill(password);
  await choose.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
}

/** What the company's systems send before the day starts: a client, a product, a route, an order. */
async function receiveTheDay(request: APIRequestContext, techToken: string): Promise<void> {
  const auth = { authorization: `Bearer ${techToken}` };
  const group = await request.post(`${server.url}/api/carambola/separation-settings/separation-group`, {
    headers: auth,
    data: {
      separationGroup: 1, marketNumber: 1, camScanner: false, infraredScanner: true, pjOrders: true, pfOrders: true, kaOrders: true,
      criticalOrders: true, ifoodOrders: true, dinamicPriceOrders: true, separationGroupCommands: true, hasConference: false,
      hasCountByStep: false, stepsWithoutScanner: [],
    },
  });
  expect(group.status(), await group.text()).toBe(200);
  const key = ((await (await request.post(`${server.url}/api/integration/v1/keys`, { headers: auth, data: { name: 'ERP do CD' } })).json()) as { key: string }).key;
  const push = async (feed: string, data: Record<string, unknown>) => {
    const reply = await request.put(`${server.url}/api/integration/v1/${feed}`, { headers: { 'x-api-key': key }, data });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  await push('clients', { clients: [{ external_id: 'C-1', client_type: 'PJ', client_name: 'Mercado Primeiro Dia' }] });
  await push('products', { products: [{ sku: 5001, product_base_id: 501, name: 'Alface Crespa do Dia 1', portion_type: 'unidade', step: 1 }] });
  await push('routes', { routes: [{ operation_date: centreToday(), code: 'R1', color_route: 'AZUL', vehicle_capacity: 40 }] });
  await push('orders', {
    orders: [{ order_id: '100001', client_external_id: 'C-1', route_code: 'R1', scheduled_date: centreToday(), items: [{ sku: 5001, quantity: 3 }] }],
  });
}

async function tabletPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true });
  return context.newPage();
}

test('an empty centre: the first Tech, a picker created in the panel, an order taken, the picker deactivated, all audited', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  // No demo: the production centre has only its first user.
  await signIn(page, 'tech', 'demo1234');
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
  await expect(page.getByText('Demonstração')).toHaveCount(0);

  await signIn(page, 'tecnica', firstPassword);
  await chooseFirstPassword(page, 'senha-da-tecnica-1');
  await expect(page).not.toHaveURL(/\/login/);
  const techToken = ((await (await request.post(`${server.url}/api/auth-internal/v2/token`, { data: { username: 'tecnica', password: 'senha-da-tecnica-1' } })).json()) as { access: string }).access;
  await receiveTheDay(request, techToken);

  await page.goto(`${server.url}/painel/usuarios`);
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const form = page.getByRole('dialog', { name: 'Novo usuário' });
  await form.getByLabel('Login').fill('bia.separadora');
  await form.getByLabel('Nome').fill('Bia Separadora');
  await form.getByLabel('Senha temporária').fill('temporaria-da-bia');
  await form.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Usuário bia.separadora criado com sucesso')).toBeVisible();

  const tablet = await tabletPage(browser);
  await signIn(tablet, 'bia.separadora', 'temporaria-da-bia');
  await chooseFirstPassword(tablet, 'senha-da-bia-123');
  await expect(tablet).toHaveURL(/\/operacao\/separacao\/desempenho/);
  await tablet.goto(`${server.url}/operacao/separacao/grupos`);
  await tablet.getByRole('button', { name: /Grupo 1 Mercado 1/ }).click();
  await tablet.getByRole('button', { name: 'Procurar pedido' }).click();
  await expect(tablet.getByText('Alface Crespa do Dia 1').first()).toBeVisible();
  await expect(tablet.getByText(/100001/).first()).toBeVisible();
  await tablet.screenshot({ path: '/tmp/empty-centre-tablet.png' });

  await page.goto(`${server.url}/painel/usuarios?search=bia`);
  await page.getByRole('button', { name: 'Ações de bia.separadora' }).click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  await page.getByRole('dialog', { name: 'Desativar usuário' }).getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('bia.separadora desativado')).toBeVisible();

  // Her next scan is refused: within the 5 s the server allows, she is sent to sign in.
  await expect(async () => {
    await tablet.getByTestId('scan-input').focus();
    await tablet.keyboard.type('7890000000000');
    await tablet.keyboard.press('Enter');
    await expect(tablet).toHaveURL(/\/login/, { timeout: 1_000 });
  }).toPass({ timeout: 8_000 });

  await page.goto(`${server.url}/painel/auditoria`);
  const log = page.getByRole('table', { name: 'Auditoria' });
  await expect(log.getByRole('row', { name: /Usuário criado.*bia\.separadora/ })).toHaveCount(1);
  await expect(log.getByRole('row', { name: /Usuário alterado.*bia\.separadora/ })).toHaveCount(1);
  await expect(log.getByRole('row', { name: /Chave de integração criada.*ERP do CD/ })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/empty-centre-audit.png', fullPage: true });
});

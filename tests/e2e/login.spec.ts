// Sign-in through the form against the demo centre (spec/operator.md §2 'Login', §5, §8):
// each kind of user lands where the spec says, errors read as the spec words them, and
// signing out returns to the login.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD as PASSWORD, signIn } from './support/session';
import { TOKEN_COOKIE } from '../../src/shared/session-cookie';


const endsWith = (path: string) => new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`);

// separador11 holds no order in the demo day (separador1 to 10 are mid-order); conferente2
// has no conference under way (conferente's is resumed, or finished by conference.spec).
const LANDINGS: [login: string, path: string][] = [
  ['separador11', '/operacao/separacao/desempenho'],
  ['conferente2', '/operacao/conferencia/inicio'],
  ['leitor', '/painel/conferencia-de-caixas/leitor-fixo'],
  ['supervisor', '/painel/dashboard'],
];

test.describe('sign in', () => {
  for (const [login, path] of LANDINGS) {
    test(`${login} lands on ${path}`, async ({ page }) => {
      await signIn(page, login);
      await expect(page).toHaveURL(endsWith(path));
      await expect(page.getByText('Logado com sucesso')).toBeVisible();
    });
  }

  test('a picker with unfinished work goes straight back to it', async ({ page }) => {
    // Every address the tab shows, the app's own moves included: not their figures first,
    // even when the answer saying where their work waits comes a second late (a slow Wi-Fi).
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.route('**/separation/separation-work/recovery', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await signIn(page, 'separador3');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/pedido'));
    await expect(page.locator('[data-testid^="item-"]').first()).toBeVisible();
    expect(visited).not.toContain('/operacao/separacao/desempenho');
  });

  test('the login is trimmed and lower-cased', async ({ page }) => {
    await signIn(page, '  SEPARADOR11 ');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/desempenho'));
    await expect(page.getByRole('heading', { name: 'Seu desempenho' })).toBeVisible();
  });

  test('a wrong password reads Credenciais inválidas', async ({ page }) => {
    await signIn(page, 'separador11', 'senha-errada');
    await expect(page.getByText('Credenciais inválidas')).toBeVisible();
    await expect(page).toHaveURL(endsWith('/login'));
    // The right password next: the old refusal goes with the success, not 6 s later beside it.
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Logado com sucesso')).toBeVisible();
    // Well before the refusal's own 6 s are up.
    await expect(page.getByText('Credenciais inválidas')).toHaveCount(0, { timeout: 2000 });
  });

  test('empty fields show their messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Login obrigatório')).toBeVisible();
    await expect(page.getByText('Senha obrigatória')).toBeVisible();

    await page.getByLabel('Login', { exact: true }).fill('separador3');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Login obrigatório')).toBeHidden();
    await expect(page.getByText('Senha obrigatória')).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the on-screen keyboard types into the focused field, with accents', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Teclado virtual' }).click();
    const keyboard = page.getByRole('group', { name: 'Teclado virtual' });
    await expect(keyboard).toBeVisible();
    const login = page.getByLabel('Login', { exact: true });
    await login.click();
    for (const key of ['s', 'a', '~', 'o']) await keyboard.locator(`[data-skbtn="${key}"]`).click();
    await expect(login).toHaveValue('saõ');
  });

  test('a signed-in user visiting /login goes to their landing page', async ({ page }) => {
    await signIn(page, 'conferente2');
    await expect(page).toHaveURL(endsWith('/operacao/conferencia/inicio'));
    await page.goto('/login');
    await expect(page).toHaveURL(endsWith('/operacao/conferencia/inicio'));
  });

  test("the user menu opens over the popup that says they signed in, which stands where it drops down", async ({ page }) => {
    await signIn(page, 'separador11');
    const popup = page.getByRole('alert').filter({ hasText: 'Logado com sucesso' });
    await expect(popup).toBeVisible();
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    const entry = page.getByRole('menuitem', { name: 'Operação' });
    await expect(entry).toBeVisible();
    const [entryBox, popupBox] = [(await entry.boundingBox())!, (await popup.boundingBox())!];
    const x = entryBox.x + entryBox.width / 2;
    const y = entryBox.y + entryBox.height / 2;
    expect(popupBox.y < y && y < popupBox.y + popupBox.height && popupBox.x < x, 'the popup covers the entry\'s place').toBe(true);
    // What a finger at the entry's centre touches: the entry, not the popup under it.
    expect(await page.evaluate(`document.elementFromPoint(${x}, ${y})?.closest('[role="menuitem"]')?.textContent ?? null`)).toBe('Operação');
    await expect(popup).toBeVisible();
  });

  test('signing out returns to the login', async ({ page }) => {
    await signIn(page, 'separador11');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/desempenho'));
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(endsWith('/login'));
    await expect(page.getByText('Deslogado com sucesso')).toBeVisible();
    await page.goto('/operacao/separacao/desempenho');
    await expect(page).toHaveURL(endsWith('/login'));
  });
});

test.describe('session', () => {
  test('an invalid stored token signs out once with Token expirado ou inválido', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: TOKEN_COOKIE, value: 'not-a-token', url: baseURL ?? 'http://127.0.0.1' }]);
    await page.goto('/painel/dashboard');
    await expect(page).toHaveURL(endsWith('/login'));
    await expect(page.getByText('Token expirado ou inválido')).toHaveCount(1);
  });

  test('a reopened app draws the held order before the server has said who the user is', async ({ page }) => {
    await signIn(page, 'separador3');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/pedido'));
    await expect(page.getByText(/^\d+ de \d+ itens$/)).toBeVisible();
    // GET /me never answers: the screen comes from the user kept with the token.
    await page.route('**/api/carambola/me/', () => undefined);
    await page.reload();
    await expect(page.getByText(/^\d+ de \d+ itens$/)).toBeVisible();
  });

  test('a kept user whose token the server now refuses is signed out', async ({ page, context, baseURL }) => {
    await signIn(page, 'separador3');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/pedido'));
    // The tablet closes the app; the user stays kept in its storage, and the token in its
    // cookie is now one the server refuses (closed first: an open page's next call would meet it).
    await page.close();
    await context.addCookies([{ name: TOKEN_COOKIE, value: 'not-a-token', url: baseURL ?? 'http://127.0.0.1' }]);
    const reopened = await context.newPage();
    await reopened.goto('/operacao/separacao/pedido');
    await expect(reopened).toHaveURL(endsWith('/login'));
    await expect(reopened.getByText('Token expirado ou inválido')).toHaveCount(1);
  });
});

test.describe('an update of the server', () => {
  test("a page kept from the build before reloads once the server's replies name another, and shows the held order", async ({ page }) => {
    await signIn(page, 'separador3');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/pedido'));
    // The tablet closes the page: left open, its own next call would meet the new build's reply
    // and reload before the page below is opened, aborting its navigation.
    await page.goto('about:blank');
    // The server now serves another build: every API reply names it.
    await page.route('**/api/**', async (route) => {
      // The reload this test waits for cancels the calls still in flight: Playwright has then
      // disposed of their answers and they can no longer be fulfilled (the assertions below
      // still see the reload and the screen after it).
      try {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'x-doca-build': 'the-build-after-the-update' } });
      } catch (error) {
        if (!String(error).includes('disposed')) throw error;
      }
    });
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    });
    // Until the page is committed only: the reload may come before the page's load event (the
    // picking screen's page is drawn by the server and its calls start at once), which would
    // abort a goto waiting for that event.
    await page.goto('/operacao/separacao/pedido', { waitUntil: 'commit' });
    // A string: the specs compile without the DOM's types. Asked while the reload replaces the
    // document, evaluate throws (expect.poll does not retry a throw): that moment reads as
    // 'navigating' and the poll asks again.
    const navigationType = () => page.evaluate("performance.getEntriesByType('navigation')[0].type").catch(() => 'navigating');
    await expect.poll(navigationType).toBe('reload');
    expect(navigations.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(/^\d+ de \d+ itens$/)).toBeVisible();
  });
});

test.describe('connectivity', () => {
  test('going offline shows Sem conexão until the connection returns', async ({ page, context }) => {
    // A fake clock lets the test jump past the popups' 6 s instead of sleeping through them.
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('Sem conexão')).toBeVisible();
    await page.clock.fastForward(7000);
    await expect(page.getByText('Sem conexão')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Conexão restabelecida')).toBeVisible();
    await expect(page.getByText('Sem conexão')).toBeHidden();
  });
});

test.describe('panel', () => {
  test('the supervisor sidebar shows only permitted entries', async ({ page }) => {
    await signIn(page, 'supervisor');
    await expect(page).toHaveURL(endsWith('/painel/dashboard'));
    const sidebar = page.getByRole('navigation', { name: 'Páginas do painel' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Dashboard',
      'Desempenho geral',
      'Quebras',
      'Reabastecimento',
      'Pedidos',
      'Usuários',
      'Ranking',
      'Pre pickings',
    ]);
    await expect(page.getByRole('button', { name: 'Notificações' })).toBeVisible();
  });

  test('a page without permission sends the user to their landing page', async ({ page }) => {
    await signIn(page, 'supervisor');
    await expect(page).toHaveURL(endsWith('/painel/dashboard'));
    await page.goto('/painel/configuracoes');
    await expect(page).toHaveURL(endsWith('/painel/dashboard'));
    await page.goto('/painel/nao-existe');
    await expect(page).toHaveURL(endsWith('/painel/dashboard'));
  });

  test('a picker sees the help button, not the bell, and no panel', async ({ page }) => {
    await signIn(page, 'separador11');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/desempenho'));
    await expect(page.getByRole('button', { name: 'Chamar ajuda' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notificações' })).toHaveCount(0);
    await page.goto('/painel/dashboard');
    await expect(page).toHaveURL(endsWith('/operacao/separacao/desempenho'));
  });
});

// The floor's tables on a phone (360 px): wider than the screen, they scroll in their own box.
// Without one the whole page grew wider than the screen and took the header with it: the
// user's menu and the help out of reach ('Seu desempenho', the critical orders, 'Rotas
// estouradas' with its 'Reduzir' off the edge, the box conference's scanning screen).
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/session';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** The page is no wider than the screen, and the header's user menu is on it. */
async function expectWithinScreen(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
}

test("a picker's 'Seu desempenho' fits a phone, its comparison scrolling in its box", async ({ page }) => {
  await openSignedIn(page, 'separador11', '/operacao/separacao/desempenho');
  await expect(page.getByRole('table', { name: 'Comparativo' })).toBeVisible();
  await expectWithinScreen(page);
});

test("the checker's critical orders and 'Rotas estouradas' fit a phone", async ({ page }) => {
  await openSignedIn(page, 'conferente', '/operacao/conferencia/criticos');
  await expect(page.getByTestId('critical-orders')).toBeVisible();
  await expectWithinScreen(page);
  await page.getByRole('tab', { name: 'Rotas estouradas' }).click();
  await expect(page.getByTestId('over-capacity-routes')).toBeVisible();
  await expectWithinScreen(page);
});

test("the loader's box conference scanning screen fits a phone", async ({ page }) => {
  await openSignedIn(page, 'carregador', '/painel/conferencia-de-caixas/pedidos');
  await expect(page.getByRole('columnheader', { name: 'Caixas lidas' })).toBeVisible();
  await expectWithinScreen(page);
});

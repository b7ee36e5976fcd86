// The floor's tables on a phone (360 px): wider than the screen, they scroll in their own box.
// Without one the whole page grew wider than the screen and took the header with it: the
// user's menu and the help out of reach ('Seu desempenho', the critical orders, 'Rotas
// estouradas' with its 'Reduzir' off the edge, the box conference's scanning screen). And the
// help dialog's reasons, each within the dialog.
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
  // The chart names all three figures under their bars, wrapped (it showed the last alone).
  const names = page.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label');
  await expect(names).toHaveCount(3);
  await expect(names).toHaveText(['Quilosseparados', 'Itensseparados', 'Pedidosseparados']);
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

test("a supervisor's dashboard fits a phone, the separators scrolling in their box with their pause buttons", async ({ page }) => {
  await openSignedIn(page, 'supervisor', '/painel/dashboard');
  const separators = page.getByRole('table', { name: 'Separadores' });
  await expect(separators).toBeVisible();
  await expectWithinScreen(page);
  // The box that clips the table lets a finger scroll it sideways (a card that hides what
  // overflows it left the pause buttons out of reach).
  const overflowOfItsBox = await separators.evaluate((table) => {
    // The tests are typed without the DOM's library: the little of an element read here.
    type Box = { scrollWidth: number; clientWidth: number; parentElement: Box | null };
    const style = (box: Box) => (globalThis as unknown as { getComputedStyle(box: Box): { overflowX: string } }).getComputedStyle(box);
    for (let box = (table as unknown as Box).parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1 && style(box).overflowX !== 'visible') return style(box).overflowX;
    }
    return 'no box that clips the table';
  });
  expect(['auto', 'scroll']).toContain(overflowOfItsBox);
});

test("the help dialog's longest reason wraps within the dialog on a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // Choosing a group is the tablet's own state: separador11 holds no order and keeps none.
  await openSignedIn(page, 'separador11', '/operacao/separacao/grupos');
  await page.getByRole('button', { name: /Grupo 4 Mercado 2/ }).click();
  await page.getByRole('button', { name: 'Chamar ajuda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pedido de suporte' });
  // 'Chamar ajuda' spans the dialog's content: no reason reaches past its edges.
  const content = (await dialog.getByRole('button', { name: 'Chamar ajuda' }).boundingBox())!;
  for (const reason of ['Problema no leitor ou na impressora', 'Produto não encontrado']) {
    const chip = (await dialog.getByText(reason, { exact: true }).boundingBox())!;
    expect(chip.x, reason).toBeGreaterThanOrEqual(content.x);
    expect(chip.x + chip.width, reason).toBeLessThanOrEqual(content.x + content.width);
  }
});

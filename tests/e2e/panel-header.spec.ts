// The panel's header on a supervisor's phone (spec/panel.md, 'Panel area'): at 390 px the demo
// badge ended in 'DE…' beside the menu's burger, the logo, the notifications and the user's
// menu. Under 576 px the logo is its mark alone, as in the operator's header; the badge reads
// 'Demonstração' whole from 416 px, 'Demo' under that (DemoBadge.module.css).
import { expect, test } from '@playwright/test';
import { expectOnScreen, expectWhole } from './support/whole-text';
import { openSignedIn } from './support/session';

const SHORT = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
const WHOLE = [
  { width: 430, height: 932 },
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
];

test("the panel's header reads the demo badge whole from a phone to a desktop, 'Demo' on a phone", async ({ page }) => {
  await openSignedIn(page, 'supervisor', '/painel/pedidos');
  await expect(page.getByRole('heading', { name: 'Lista de pedidos' })).toBeVisible();
  const header = page.getByRole('banner');
  const controls = [header.getByRole('button', { name: 'Notificações' }), header.getByRole('button', { name: 'Menu do usuário' })];
  const word = header.getByText('Demonstração', { exact: true });
  const short = header.getByText('Demo', { exact: true });

  for (const [viewport, shown, hidden] of [...SHORT.map((size) => [size, short, word] as const), ...WHOLE.map((size) => [size, word, short] as const)]) {
    await page.setViewportSize(viewport);
    await expect(hidden).toBeHidden();
    await expectWhole(page, [shown]);
    // The bell's count stands out of its button by design: the controls are only on the screen.
    await expectOnScreen(page, controls);
    await page.screenshot({ path: test.info().outputPath(`panel-header-${viewport.width}.png`) });
  }
});

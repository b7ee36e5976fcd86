// The operator header on a picker's tablet (spec/operator.md §1, §2 'Header and menus'): held
// in portrait (800 x 1280) the centre's demo badge, the group and the stage once ended in '…'
// ('DEMONST…', 'GRU…', 'Separa…'). Every one of them must read whole, in portrait, in
// landscape and on a phone. separador3 holds an order in the demo (login.spec.ts goes back to
// it); this spec only looks at it.
import { expect, test } from '@playwright/test';
import { expectWhole } from './support/whole-text';
import { heldState } from './support/picking';
import { apiToken, openSignedIn } from './support/session';

const PICKER = 'separador3';
const PORTRAIT = { width: 800, height: 1280 };
const LANDSCAPE = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
/** A small phone: the badge says 'Demo' there, the word does not fit (CentreName.tsx). */
const SMALL_PHONE = { width: 320, height: 640 };

test.use({ viewport: PORTRAIT, hasTouch: true });

test("the header reads the demo badge, the group and the stage whole in portrait, landscape and on a phone, 'Demo' on a small phone", async ({ page, request }) => {
  const held = await heldState(request, await apiToken(request, PICKER));
  expect(held, `${PICKER} holds an order in the demo`).not.toBeNull();
  const group = held!.work.separation_group;
  await openSignedIn(page, PICKER, '/operacao/separacao/grupos');
  await page.getByRole('button', { name: new RegExp(`Grupo ${group} Mercado`) }).click();
  await expect(page.getByText(held!.order.order_id).first()).toBeVisible();

  const header = page.getByRole('banner');
  // The stage is 'Separação N' while items are left, 'Caixa pronta' once all are picked.
  const work = [header.getByText(`Grupo ${group}`, { exact: true }), header.getByText(/^(Separação \d+|Caixa pronta)$/)];
  const demo = header.getByText('Demonstração', { exact: true });
  for (const viewport of [PORTRAIT, LANDSCAPE, PHONE]) {
    await page.setViewportSize(viewport);
    await expectWhole(page, [demo, ...work]);
    await page.screenshot({ path: test.info().outputPath(`operator-header-${viewport.width}x${viewport.height}.png`) });
  }
  await page.setViewportSize(SMALL_PHONE);
  await expect(demo).toBeHidden();
  await expectWhole(page, [header.getByText('Demo', { exact: true }), ...work]);
  await page.screenshot({ path: test.info().outputPath('operator-header-320x640.png') });
});

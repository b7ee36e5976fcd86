// The days a calendar lets a person choose (spec/loading.md §5, spec/panel.md §9): a
// separation date ('Liberados sem nota fiscal', the breaks' 'Histórico') is never a Saturday
// nor after today, and opens on Friday on a Saturday; a delivery date (the loading's
// 'Planilhas') is never a Sunday. Each page's clock is set to a known week (November 2026:
// Friday the 20th, Saturday the 21st, Sunday the 22nd, Monday the 23rd); the server keeps its
// own, later, day.
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session';
import { calendarDay } from './support/calendar';

const SATURDAY_NOON = new Date('2026-11-21T15:00:00Z'); // São Paulo, UTC-3
const WEDNESDAY_NOON = new Date('2026-11-25T15:00:00Z');

test("'Liberados sem nota fiscal' on a Saturday opens on Friday; no Saturday nor a later day can be chosen", async ({ page }) => {
  await page.clock.setFixedTime(SATURDAY_NOON);
  await openSignedIn(page, 'financeiro', '/painel/nfs');
  await page.getByRole('tab', { name: 'Liberados sem nota fiscal' }).click();
  const picker = page.getByRole('button', { name: 'Data da liberação' });
  await expect(picker).toHaveText('20/11/2026');

  await picker.click();
  await expect(calendarDay(page, '2026-11-14')).toBeDisabled(); // a past Saturday
  await expect(calendarDay(page, '2026-11-21')).toBeDisabled(); // today, a Saturday
  await expect(calendarDay(page, '2026-11-22')).toBeDisabled(); // after today
  await expect(calendarDay(page, '2026-11-13')).toBeEnabled(); // a Friday
  await expect(calendarDay(page, '2026-11-16')).toBeEnabled(); // a Monday

  const listed = page.waitForResponse((reply) => reply.url().includes('releasedWithoutInvoice=true') && reply.url().includes('operationDate=2026-11-16'));
  await calendarDay(page, '2026-11-16').click();
  expect((await listed).status()).toBe(200);
  await expect(picker).toHaveText('16/11/2026');
  await expect(page.getByText('Nenhum pedido liberado sem nota fiscal nesta data.')).toBeVisible();
});

test("the breaks' 'Histórico' lets no Saturday be chosen", async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  await openSignedIn(page, 'supervisor', '/painel/quebras');
  await page.getByRole('tab', { name: 'Histórico' }).click();
  const picker = page.getByRole('button', { name: 'Data da operação' });
  await expect(picker).toHaveText('25/11/2026');
  await picker.click();
  await expect(calendarDay(page, '2026-11-21')).toBeDisabled(); // Saturday
  await expect(calendarDay(page, '2026-11-26')).toBeDisabled(); // tomorrow
  await expect(calendarDay(page, '2026-11-22')).toBeEnabled(); // Sunday: the centre separates Monday's orders
  await calendarDay(page, '2026-11-20').click();
  await expect(picker).toHaveText('20/11/2026');
});

test("the loading's 'Planilhas' let no Sunday be chosen as the delivery date, and download the day chosen", async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  await openSignedIn(page, 'carregador', '/painel/conferencia-de-caixas');
  await page.getByRole('button', { name: 'Planilhas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planilhas do carregamento' });
  const picker = dialog.getByRole('button', { name: 'Data de entrega' });
  await expect(picker).toHaveText('25/11/2026');
  await picker.click();
  await expect(calendarDay(page, '2026-11-22')).toBeDisabled(); // Sunday
  await expect(calendarDay(page, '2026-11-29')).toBeDisabled(); // Sunday
  await expect(calendarDay(page, '2026-11-21')).toBeEnabled(); // Saturday: trucks deliver
  await calendarDay(page, '2026-11-23').click();
  await expect(picker).toHaveText('23/11/2026');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Preparação do carregamento' }).click();
  expect((await downloading).suggestedFilename()).toBe('preparacao-do-carregamento-2026-11-23.xlsx');
});

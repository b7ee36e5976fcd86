// Label printers for end-to-end tests: the demo's printer names are not network addresses, so
// a test that prints points the printer of its order's route colour at a printer sink it
// started (tools/printer-sink.ts) and restores the name afterwards.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PickingOrder } from '../../../src/shared/contract/picking';
import type { Printer } from '../../../src/shared/contract/settings';
import { startPrinterSink, type PrinterSink } from '../../../tools/printer-sink';
import { authHeaders } from './session';

const PRINTERS = '/api/carambola/separation-settings/printer-management';

/** The colour whose printer takes an order's labels (no colour: the white printers). */
export const colourOf = (order: Pick<PickingOrder, 'color_route'>) => order.color_route ?? 'BRANCA';

/** A BRANCA first order asks for the white printer before printing. */
export const asksWhitePrinter = (order: Pick<PickingOrder, 'color_route' | 'is_first_order'>) =>
  order.is_first_order && colourOf(order) === 'BRANCA';

/** Points the printer of `colour` at `address`; returns the restore. */
export async function pointPrinterAt(request: APIRequestContext, colour: string, address: string): Promise<() => Promise<void>> {
  const headers = await authHeaders(request, 'admin');
  const printers = (await (await request.get(PRINTERS, { headers })).json()) as Printer[];
  const printer = printers.find((candidate) => candidate.color_route === colour)!;
  expect(printer, `a printer for ${colour}`).toBeTruthy();
  const rename = async (name: string) =>
    expect((await request.patch(`${PRINTERS}/${printer.id}`, { headers, data: { newPrinterName: name } })).ok()).toBe(true);
  await rename(address);
  return () => rename(printer.printer_name);
}

/** Runs `work` with the order's labels going to a fresh sink; the printer is restored after. */
export async function withPrinterSink<T>(request: APIRequestContext, order: Pick<PickingOrder, 'color_route'>, work: (sink: PrinterSink) => Promise<T>): Promise<T> {
  const sink = await startPrinterSink({ port: 0 });
  const restore = await pointPrinterAt(request, colourOf(order), `127.0.0.1:${sink.port}`);
  try {
    return await work(sink);
  } finally {
    await restore();
    await sink.close();
  }
}

/** The print dialog after the final box count: the white printer if asked, then no more labels. */
export async function printLabelsOnce(page: Page, order: Pick<PickingOrder, 'color_route' | 'is_first_order'>): Promise<void> {
  if (asksWhitePrinter(order)) await page.getByRole('button', { name: 'Imprime aí!' }).click();
  await expect(page.getByText('Mais etiquetas?')).toBeVisible();
  await page.getByRole('button', { name: 'Não' }).click();
}

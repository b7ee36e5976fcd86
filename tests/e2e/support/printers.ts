// Label printers for end-to-end tests: the demo's printers all name the demo label printer,
// which only `npm start` runs, so a test that prints holds the printer of its order's route
// colour, points it at a printer sink it started (tools/printer-sink.ts) and restores the
// name afterwards.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** Longer than any test: a lock this old was left by a run that crashed. */
const STALE_LOCK_MS = 120_000;
const LOCK_POLL_MS = 100;

/**
 * A route colour's printer for one test at a time across the suite's workers (a lock folder
 * per colour): two tests pointing one colour at their own sinks, or one deleting the colour,
 * would otherwise take each other's labels. Returns the release.
 */
export async function lockColour(colour: string): Promise<() => void> {
  // One lock per server: the suite's two servers each have their own printers.
  const server = new URL(test.info().project.use.baseURL!).port;
  const folder = join(tmpdir(), `doca-e2e-${server}-printer-${colour}`);
  for (;;) {
    try {
      mkdirSync(folder);
      return () => rmSync(folder, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = Date.now() - (statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_LOCK_MS) rmSync(folder, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

export interface HeldPrinter {
  /** Points the colour's printer at `address` (a sink's 127.0.0.1:port). */
  pointAt(address: string): Promise<void>;
  /** Gives the printer its name back and lets other tests have it. */
  release(): Promise<void>;
}

/** The printer of `colour`, held by this test until `release`. */
export async function holdPrinter(request: APIRequestContext, colour: string): Promise<HeldPrinter> {
  const unlock = await lockColour(colour);
  try {
    const headers = await authHeaders(request, 'admin');
    const printers = (await (await request.get(PRINTERS, { headers })).json()) as Printer[];
    const printer = printers.find((candidate) => candidate.color_route === colour)!;
    expect(printer, `a printer for ${colour}`).toBeTruthy();
    const rename = async (name: string) =>
      expect((await request.patch(`${PRINTERS}/${printer.id}`, { headers, data: { newPrinterName: name } })).ok()).toBe(true);
    return {
      pointAt: rename,
      release: async () => {
        try {
          await rename(printer.printer_name);
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Runs `work` with the order's labels going to a fresh sink; the printer is restored after. */
export async function withPrinterSink<T>(request: APIRequestContext, order: Pick<PickingOrder, 'color_route'>, work: (sink: PrinterSink) => Promise<T>): Promise<T> {
  const sink = await startPrinterSink({ port: 0 });
  const printer = await holdPrinter(request, colourOf(order));
  try {
    await printer.pointAt(`127.0.0.1:${sink.port}`);
    return await work(sink);
  } finally {
    await printer.release();
    await sink.close();
  }
}

/** The print dialog after the final box count: the white printer if asked, then no more labels. */
export async function printLabelsOnce(page: Page, order: Pick<PickingOrder, 'color_route' | 'is_first_order'>): Promise<void> {
  if (asksWhitePrinter(order)) await page.getByRole('button', { name: 'Imprime aí!' }).click();
  await expect(page.getByText('Mais etiquetas?')).toBeVisible();
  await page.getByRole('button', { name: 'Não' }).click();
}

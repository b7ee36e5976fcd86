// Camera scanning without the browser's BarcodeDetector (the ZXing library decodes a fake
// camera's QR code), then box labels at the end of picking in Chromium (spec/operator.md §2 'Print dialogs', §8 'Label
// already printed'): the labels reach a printer sink started by the test with one
// 'orderId;box' QR per box, 'Mais etiquetas?' reprints, an already printed order offers a
// reprint and a printer that cannot be reached shows the spec's message and a retry.
// separador8 and separador9 hold an order in the demo; the test picks its items through the
// API, so the screen opens on the final box count. The printer of the order's route colour is
// pointed at the sink for the test and restored afterwards.
import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import type { PickingState } from '../../src/shared/contract/picking';
import { startPrinterSink, type PrinterSink } from '../../tools/printer-sink';
import { asksWhitePrinter, colourOf, holdPrinter } from './support/printers';
import { authHeaders, openSignedIn } from './support/session';

const API = '/api/carambola/separation';
type Headers = Record<string, string>;

async function heldState(request: APIRequestContext, headers: Headers): Promise<PickingState> {
  const reply = await request.get(`${API}/separation-work/recovery`, { headers });
  const state = ((await reply.json()) as { data: PickingState | null }).data;
  expect(state, 'the demo picker holds an order').not.toBeNull();
  return state!;
}

/** Confirms every pending item and every step (1 box each); returns the boxes the steps hold. */
async function pickAllItems(request: APIRequestContext, headers: Headers, state: PickingState): Promise<number> {
  const workId = state.work.id;
  let boxes = 0;
  for (const step of state.steps) {
    for (const item of step.items.filter((candidate) => candidate.status === 1)) {
      expect((await request.put(`${API}/separation-item/${item.id}`, { headers, data: { workId, statusId: 2 } })).ok()).toBe(true);
    }
    if (typeof step.step !== 'number') continue;
    boxes += step.accounted_boxes ?? 1;
    if (!step.is_finished) {
      const reply = await request.patch(`${API}/step/${state.order.order_id}`, { headers, data: { workId, level: step.step, boxes: 1 } });
      expect(reply.ok(), await reply.text()).toBe(true);
    }
  }
  return Math.max(boxes, 1);
}

const qrCodes = (job: string) => [...job.matchAll(/\^FDQA,([^^]+)\^FS/g)].map((match) => match[1]);

async function openFinalCount(page: Page, login: string, boxes: number): Promise<void> {
  await openSignedIn(page, login, '/operacao/separacao/pedido');
  const dialog = page.getByRole('dialog', { name: 'Quantidade de caixas do pedido' });
  await dialog.getByLabel('Quantas caixas tem o pedido?').fill(String(boxes));
  await dialog.getByRole('button', { name: 'Finalizar pedido' }).click();
}

/**
 * What the demo's groups do once the labels are printed (src/server/demo/centre.ts, written
 * out here on purpose): the scanner groups, 1 (camera) and 2 (infrared), check a box label;
 * group 4 sends the order to conference.
 */
const AFTER_LABELS: Record<number, { checksLabel: boolean; conference: boolean }> = {
  1: { checksLabel: true, conference: false },
  2: { checksLabel: true, conference: false },
  3: { checksLabel: false, conference: false },
  4: { checksLabel: false, conference: true },
};

/** 'Não' to more labels, the label check its group asks for, and where the order goes next. */
async function finishAfterLabels(page: Page, order: PickingState['order']): Promise<void> {
  const { checksLabel, conference } = AFTER_LABELS[order.separation_group!]!;
  await page.getByRole('button', { name: 'Não' }).click();
  const labelField = page.getByLabel('Etiqueta da caixa');
  if (checksLabel) {
    await labelField.fill(`${order.order_id};1`);
    await labelField.press('Enter');
  }
  if (conference) await expect(page).toHaveURL(new RegExp(`/operacao/conferencia/${order.order_id}$`));
  else await expect(page.getByText('Pedido finalizado')).toBeVisible();
  await expect(labelField).toBeHidden();
}

/** A still y4m video (what Chromium's fake camera plays) showing `text` as a QR code. */
function qrVideo(text: string, path: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const [width, height, scale] = [640, 480, 10];
  const left = (width - modules.size * scale) / 2;
  const top = (height - modules.size * scale) / 2;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [column, row] = [Math.floor((x - left) / scale), Math.floor((y - top) / scale)];
      if (column >= 0 && row >= 0 && column < modules.size && row < modules.size && modules.get(row, column)) luma[y * width + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}

test.describe.serial('box labels at the end of picking', () => {
  let sink: PrinterSink;
  test.beforeAll(async () => {
    sink = await startPrinterSink({ port: 0 });
  });
  test.afterAll(async () => {
    await sink.close();
  });

  test('separador8 reads a code with the camera where the browser has no BarcodeDetector', async ({ request }) => {
    const headers = await authHeaders(request, 'separador8');
    const state = await heldState(request, headers);
    const video = test.info().outputPath('qr.y4m');
    qrVideo('999999-1un', video); // a product no item has: the scan reaches the server and is refused
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, permissions: ['camera'] });
      // Chromium on Linux has no BarcodeDetector; removed anyway so the library path is the one tested.
      await context.addInitScript(() => delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector);
      const page = await context.newPage();
      await openSignedIn(page, 'separador8', '/operacao/separacao/pedido');
      await expect(page.getByText(`Pedido ${state.order.order_id}`).or(page.getByText(state.order.order_id)).first()).toBeVisible();
      await page.getByRole('button', { name: 'Abrir câmera' }).click();
      await expect(page.getByText('Produto bipado errado').first()).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: '/tmp/h1-camera.png' });
    } finally {
      await browser.close();
    }
  });

  test('separador8 finishes an order: one label per box reaches the printer, and more labels reprint', async ({ page, request }) => {
    const headers = await authHeaders(request, 'separador8');
    const state = await heldState(request, headers);
    const orderId = state.order.order_id;
    const boxes = await pickAllItems(request, headers, state);
    const printer = await holdPrinter(request, colourOf(state.order));
    try {
      await printer.pointAt(`127.0.0.1:${sink.port}`);
      const before = sink.jobs.length;
      await openFinalCount(page, 'separador8', boxes);
      if (asksWhitePrinter(state.order)) await page.getByRole('button', { name: 'Imprime aí!' }).click();
      await expect(page.getByText('Mais etiquetas?')).toBeVisible();
      await expect.poll(() => sink.jobs.length).toBe(before + 1);
      const expected = Array.from({ length: boxes }, (_, index) => `${orderId};${index + 1}`);
      expect(qrCodes(sink.jobs.at(-1)!)).toEqual(expected);
      expect(sink.jobs.at(-1)).toContain(`Pedido ${orderId}`);
      await page.screenshot({ path: '/tmp/h1-labels-more.png' });

      await page.getByRole('button', { name: 'Sim' }).click();
      await expect.poll(() => sink.jobs.length).toBe(before + 2);
      expect(sink.jobs.at(-1)).toContain('REIMPRESSÃO');
      expect(qrCodes(sink.jobs.at(-1)!)).toEqual(expected);
      await finishAfterLabels(page, state.order);
    } finally {
      await printer.release();
    }
  });

  test('separador9: an already printed order offers a reprint, an unreachable printer a retry', async ({ page, request }) => {
    const headers = await authHeaders(request, 'separador9');
    const state = await heldState(request, headers);
    const orderId = state.order.order_id;
    const boxes = await pickAllItems(request, headers, state);
    const printer = await holdPrinter(request, colourOf(state.order));
    try {
      await printer.pointAt(`127.0.0.1:${sink.port}`);
      // Printed once already (as if the tablet was restarted after printing).
      const first = await request.post('/api/carambola/print/', { headers, data: { orderId, boxQuantity: boxes, initialPrint: true } });
      expect(first.ok(), await first.text()).toBe(true);
      const closed = await startPrinterSink({ port: 0 });
      await closed.close();
      await printer.pointAt(`127.0.0.1:${closed.port}`);

      await openFinalCount(page, 'separador9', boxes);
      if (asksWhitePrinter(state.order)) await page.getByRole('button', { name: 'Imprime aí!' }).click();
      await expect(page.getByRole('dialog').getByText('As etiquetas já foram impressas')).toBeVisible();
      await page.getByRole('button', { name: 'Reimprimir' }).click();
      await expect(page.getByText('Deu erro pra mandar a impressão')).toBeVisible();
      await expect(page.getByText('Dá um alô pro time de tech')).toBeVisible();
      await page.screenshot({ path: '/tmp/h1-labels-failed.png' });

      await printer.pointAt(`127.0.0.1:${sink.port}`);
      const before = sink.jobs.length;
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByText('Mais etiquetas?')).toBeVisible();
      await expect.poll(() => sink.jobs.length).toBe(before + 1);
      expect(sink.jobs.at(-1)).toContain('REIMPRESSÃO');
      await finishAfterLabels(page, state.order);
    } finally {
      await printer.release();
    }
  });

  test("separador8, with no orders left, opens today's figures from 'Sem pedidos novos'", async ({ page }) => {
    await openSignedIn(page, 'separador8', '/operacao/separacao/grupos');
    // The demo always has orders waiting: the queue's empty answer is played by the test.
    await page.route('**/separation/order-separation/new**', (route) =>
      route.fulfill({ json: { message: 'Orders not found', remaining: 0, work: null, order: null, steps: [] } }),
    );
    await page.getByRole('button', { name: /Grupo 3 Mercado/ }).click();
    await page.getByRole('button', { name: 'Procurar pedido' }).click();
    await expect(page.getByText('Todos os pedidos foram separados')).toBeVisible();
    await page.getByRole('button', { name: 'Desempenho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seu desempenho hoje' });
    await expect(dialog.getByRole('columnheader', { name: 'Outros separadores' })).toBeVisible();
    // separador8 finished an order in this file, so today has figures.
    await expect(dialog.getByRole('row', { name: /Pedidos separados/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });
});

// Box labels through the API, read back from printer sinks: one label per box with the
// 'orderId;box' QR, 'already printed' and reprint, the white printers 1 and 2, and a printer
// that cannot be reached (a clear message, nothing marked printed).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrderReply } from '../../../shared/contract/picking';
import type { TestApp } from '../../../../tests/support/app';
import { createDemoTestApp } from '../../../../tests/support/demo-app';
import { startPrinterSink, type PrinterSink } from '../../../../tools/printer-sink';
import { labelPrints, orders, printers } from '../../db/schema';
import { PRINT_FAILED } from '../../printing/printers';

const NOW = new Date('2026-11-23T13:00:00Z');
const PRINT = '/api/carambola/print/';
let t: TestApp;
let sink: PrinterSink;
let whiteTwo: PrinterSink;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
  sink = await startPrinterSink({ port: 0 });
  whiteTwo = await startPrinterSink({ port: 0 });
  await t.database.db.update(printers).set({ printerName: `127.0.0.1:${sink.port}` }).where(eq(printers.colorRoute, 'AMARELO'));
  await t.database.db.update(printers).set({ printerName: `127.0.0.1:${sink.port}, 127.0.0.1:${whiteTwo.port}` }).where(eq(printers.colorRoute, 'BRANCA'));
});
afterAll(async () => {
  await sink.close();
  await whiteTwo.close();
  await t.close();
});

/** A picker holding an order of the manual group, its route colour set to `colour`. */
async function pickerWithOrder(name: string, colour: 'AMARELO' | 'BRANCA' | 'VINHO') {
  await t.createUser(name);
  const token = await t.tokenFor(name);
  const reply = await t.as(token, { method: 'GET', url: '/api/carambola/separation/order-separation/new?separationGroup=3' });
  const orderId = (reply.json() as NewOrderReply).order!.order_id;
  await t.database.db.update(orders).set({ colorRoute: colour }).where(eq(orders.orderId, orderId));
  return { token, orderId };
}

const print = (token: string, payload: object) => t.as(token, { method: 'POST', url: PRINT, payload });

async function printsOf(orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  const rows = await t.database.db.select().from(labelPrints).where(eq(labelPrints.orderId, order!.id));
  return { printed: order!.isAlreadyPrintStickers, rows };
}

/** The QR payloads of a job, in order. */
const qrCodes = (job: string) => [...job.matchAll(/\^FDQA,([^^]+)\^FS/g)].map((match) => match[1]);

describe('box labels', () => {
  it("prints one label per box with the 'orderId;box' QR on the route colour's printer", async () => {
    const { token, orderId } = await pickerWithOrder('etiqueta1', 'AMARELO');
    const before = sink.jobs.length;
    const reply = await print(token, { orderId, boxQuantity: 3, initialPrint: true });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ box_quantity: 3 });
    await expect.poll(() => sink.jobs.length).toBe(before + 1);
    const job = sink.jobs.at(-1)!;
    expect(qrCodes(job)).toEqual([`${orderId};1`, `${orderId};2`, `${orderId};3`]);
    expect(job).toContain(`^FDPedido ${orderId}^FS`);
    expect(job).toContain('^FDCaixa 2/3^FS');
    expect(job).toContain('AMARELO');
    expect(job).not.toContain('REIMPRESSÃO');
    expect(await printsOf(orderId)).toMatchObject({ printed: true, rows: [{ boxQuantity: 3, reprint: false, printerChoice: null }] });
  });

  it("refuses a second first print with 'já foram impressas' and reprints on request", async () => {
    const { token, orderId } = await pickerWithOrder('etiqueta2', 'AMARELO');
    const first = sink.jobs.length;
    expect((await print(token, { orderId, boxQuantity: 2, initialPrint: true })).statusCode).toBe(200);
    await expect.poll(() => sink.jobs.length).toBe(first + 1);
    const before = sink.jobs.length;
    const again = await print(token, { orderId, boxQuantity: 2, initialPrint: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('já foram impressas');
    expect(sink.jobs.length).toBe(before);

    const reprint = await print(token, { orderId, boxQuantity: 2, reprint: true });
    expect(reprint.statusCode, reprint.body).toBe(200);
    await expect.poll(() => sink.jobs.length).toBe(before + 1);
    expect(sink.jobs.at(-1)).toContain('REIMPRESSÃO');
    expect((await printsOf(orderId)).rows.map((row) => row.reprint).sort()).toEqual([false, true]);
  });

  it('prints two taps of the first print once', async () => {
    const { token, orderId } = await pickerWithOrder('etiqueta3', 'AMARELO');
    const before = sink.jobs.length;
    const replies = await Promise.all([1, 2].map(() => print(token, { orderId, boxQuantity: 1, initialPrint: true })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect((await printsOf(orderId)).rows).toHaveLength(1);
    // The job reaches the printer after the reply: wait for it, so it is counted here and
    // not by the next test's printer (which it used to reach late, failing that test).
    await expect.poll(() => sink.jobs.length).toBe(before + 1);
    expect(qrCodes(sink.jobs.at(-1)!)).toEqual([`${orderId};1`]);
  });

  it('sends BRANCA orders to the white printer the picker chose', async () => {
    const { token, orderId } = await pickerWithOrder('etiqueta4', 'BRANCA');
    const before = { one: sink.jobs.length, two: whiteTwo.jobs.length };
    expect((await print(token, { orderId, boxQuantity: 1, printerChoice: 2, initialPrint: true })).statusCode).toBe(200);
    await expect.poll(() => whiteTwo.jobs.length).toBe(before.two + 1);
    expect(sink.jobs.length).toBe(before.one);
    expect(qrCodes(whiteTwo.jobs.at(-1)!)).toEqual([`${orderId};1`]);
    expect((await printsOf(orderId)).rows[0]).toMatchObject({ printerChoice: 2 });
  });

  it('answers an unreachable printer with the spec message and marks nothing printed', async () => {
    const { token, orderId } = await pickerWithOrder('etiqueta5', 'VINHO');
    const closed = await startPrinterSink({ port: 0 });
    await closed.close(); // a port nobody listens on
    await t.database.db.update(printers).set({ printerName: `127.0.0.1:${closed.port}` }).where(eq(printers.colorRoute, 'VINHO'));
    const reply = await print(token, { orderId, boxQuantity: 2, initialPrint: true });
    expect(reply.statusCode).toBe(502);
    expect(reply.json().message).toBe(PRINT_FAILED);
    expect(await printsOf(orderId)).toEqual({ printed: false, rows: [] });
  });

  it('prints an order number as long as the integration accepts (64 characters), and refuses a longer one', async () => {
    const { token, orderId } = await pickerWithOrder('etiqueta9', 'AMARELO');
    const longest = `PV-2026-11-23-LOJA0042-ROTA07-CLIENTE000123456-SEQ${'0'.repeat(13)}1`;
    expect(longest).toHaveLength(64);
    await t.database.db.update(orders).set({ orderId: longest }).where(eq(orders.orderId, orderId));
    const before = sink.jobs.length;
    const reply = await print(token, { orderId: longest, boxQuantity: 2, initialPrint: true });
    expect(reply.statusCode, reply.body).toBe(200);
    await expect.poll(() => sink.jobs.length).toBe(before + 1);
    expect(qrCodes(sink.jobs.at(-1)!)).toEqual([`${longest};1`, `${longest};2`]);
    const tooLong = await print(token, { orderId: `${longest}9`, boxQuantity: 1, initialPrint: true });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toContainEqual({ field: 'body.orderId', message: 'Pedido inválido' });
  });

  it("refuses other people's orders, unknown orders and impossible box counts", async () => {
    const { orderId } = await pickerWithOrder('etiqueta6', 'AMARELO');
    await t.createUser('curioso');
    const stranger = await t.tokenFor('curioso');
    expect((await print(stranger, { orderId, boxQuantity: 1, initialPrint: true })).statusCode).toBe(403);
    expect((await print(stranger, { orderId: 'nao-existe', boxQuantity: 1 })).statusCode).toBe(404);
    const zero = await print(stranger, { orderId, boxQuantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toContainEqual({ field: 'body.boxQuantity', message: 'Número de caixas não pode ser menor ou igual a 0.' });
    expect(await printsOf(orderId)).toEqual({ printed: false, rows: [] });
  });

  it('lets a user with the reprint permission reprint any order', async () => {
    const { token, orderId } = await pickerWithOrder('etiqueta7', 'AMARELO');
    expect((await print(token, { orderId, boxQuantity: 1, initialPrint: true })).statusCode).toBe(200);
    await t.createUser('reimpressor', ['SeparationReprintRoutes']);
    const reprinter = await t.tokenFor('reimpressor');
    expect((await print(reprinter, { orderId, boxQuantity: 1, reprint: true, printerChoice: 1 })).statusCode).toBe(200);
  });
});

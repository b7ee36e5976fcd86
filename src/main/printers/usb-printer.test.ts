import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { askPrinterStatus, exchangeFor, printLabel } from './printer';
import { listUsbPrinters, usbDeviceExchange } from './usb-printer';

const folder = mkdtempSync(join(tmpdir(), 'doca-usb-'));
const noSerial = () => {
  throw new Error('no serial here');
};

describe('a USB printer-class device', () => {
  it('receives the label as raw bytes, accents in UTF-8', async () => {
    const device = join(folder, 'lp0');
    writeFileSync(device, '');
    await usbDeviceExchange(device, 500)('^XA^FDAçúcar^FS^XZ');
    expect(readFileSync(device, 'utf8')).toBe('^XA^FDAçúcar^FS^XZ');
  });

  it('is a fault the user sees when it never answers the status question', async () => {
    const device = join(folder, 'mudo');
    writeFileSync(device, '');
    const status = await askPrinterStatus(exchangeFor({ kind: 'usb', path: device }, { createSerialPort: noSerial, timeoutMs: 200 }));
    expect(status).toEqual({ ok: false, faults: ['A impressora não respondeu a tempo'] });
  });

  it('says so in words when the device is not plugged in', async () => {
    const status = await printLabel(exchangeFor({ kind: 'usb', path: join(folder, 'lp9') }, { createSerialPort: noSerial }), '^XA^XZ');
    expect(status).toEqual({ ok: false, faults: ['Impressora USB não encontrada: confira o cabo e o caminho'] });
  });
});

describe('listUsbPrinters', () => {
  it('lists the lp devices of Linux in order, and nothing elsewhere', async () => {
    const usb = join(folder, 'usb');
    mkdirSync(usb);
    for (const name of ['lp1', 'lp0', 'hiddev0']) writeFileSync(join(usb, name), '');
    expect(await listUsbPrinters('linux', usb)).toEqual([join(usb, 'lp0'), join(usb, 'lp1')]);
    expect(await listUsbPrinters('win32', usb)).toEqual([]);
    expect(await listUsbPrinters('linux', join(folder, 'absent'))).toEqual([]);
  });
});

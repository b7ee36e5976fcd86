import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { startPrinterSink, type PrinterSink } from '../../../tools/printer-sink';
import type { SerialPortFactory } from '../devices/serial-reader';
import { formatHostStatus, parseHostStatus } from './host-status';
import { askPrinterStatus, exchangeFor, printLabel, testLabel } from './printer';

const sinks: PrinterSink[] = [];
afterEach(async () => {
  for (const sink of sinks.splice(0)) await sink.close();
  SerialPortMock.binding.reset();
});

async function sink() {
  const started = await startPrinterSink({ port: 0 });
  sinks.push(started);
  return started;
}

const noSerial: SerialPortFactory = () => {
  throw new Error('no serial port in this test');
};

describe('parseHostStatus', () => {
  it('reads a healthy printer as ok', () => {
    expect(parseHostStatus(formatHostStatus())).toEqual({ ok: true, faults: [] });
  });

  it('names each fault flag in Portuguese', () => {
    expect(parseHostStatus(formatHostStatus({ paperOut: true, headOpen: true })).faults).toEqual([
      'Sem etiqueta (papel acabou)',
      'Cabeça de impressão aberta',
    ]);
    expect(parseHostStatus(formatHostStatus({ paused: true, ribbonOut: true })).faults).toEqual(['Impressora em pausa', 'Ribbon acabou']);
  });

  it('treats a garbled answer as a fault', () => {
    expect(parseHostStatus('\u0002abc\u0003')).toEqual({ ok: false, faults: ['Resposta de status inválida da impressora'] });
  });
});

describe('network printer (TCP 9100)', () => {
  it('prints a label and reports the status', async () => {
    const printer = await sink();
    const exchange = exchangeFor({ kind: 'tcp', host: '127.0.0.1', port: printer.port }, { createSerialPort: noSerial });
    const label = testLabel(new Date('2026-11-20T12:00:00Z'), 'esteira-1');
    await expect(printLabel(exchange, label)).resolves.toEqual({ ok: true, faults: [] });
    expect(printer.jobs).toEqual([label]);
    expect(label).toContain('teste de impressão');
  });

  it('reports the printer out of paper', async () => {
    const printer = await sink();
    printer.status.paperOut = true;
    const exchange = exchangeFor({ kind: 'tcp', host: '127.0.0.1', port: printer.port }, { createSerialPort: noSerial });
    await expect(askPrinterStatus(exchange)).resolves.toEqual({ ok: false, faults: ['Sem etiqueta (papel acabou)'] });
  });

  it('treats no answer in time as a fault', async () => {
    const printer = await sink();
    printer.status.silent = true;
    const exchange = exchangeFor({ kind: 'tcp', host: '127.0.0.1', port: printer.port }, { createSerialPort: noSerial, timeoutMs: 100 });
    await expect(askPrinterStatus(exchange)).resolves.toEqual({ ok: false, faults: ['A impressora não respondeu a tempo'] });
  });

  it('reports a printer that is off', async () => {
    const printer = await sink();
    const port = printer.port;
    await printer.close();
    sinks.length = 0;
    const exchange = exchangeFor({ kind: 'tcp', host: '127.0.0.1', port }, { createSerialPort: noSerial });
    await expect(askPrinterStatus(exchange)).resolves.toEqual({ ok: false, faults: ['Impressora não encontrada na rede'] });
  });
});

describe('serial printer', () => {
  /** A mock port that answers ~HS like a printer and records the job bytes. */
  function answeringPort(written: string[]): SerialPortFactory {
    return (options) => {
      const port = new SerialPortMock(options);
      const write = port.write.bind(port);
      port.write = ((data: Buffer) => {
        const text = data.toString('latin1');
        written.push(text);
        if (text.includes('~HS')) setImmediate(() => (port.port as unknown as { emitData(d: string): void }).emitData(formatHostStatus({ headOpen: true })));
        return write(data);
      }) as typeof port.write;
      return port;
    };
  }

  it('prints and reads the status over the serial port', async () => {
    SerialPortMock.binding.createPort('/dev/ttyUSB0');
    const written: string[] = [];
    const exchange = exchangeFor({ kind: 'serial', path: '/dev/ttyUSB0', baudRate: 9600 }, { createSerialPort: answeringPort(written) });
    await expect(printLabel(exchange, '^XA^XZ')).resolves.toEqual({ ok: false, faults: ['Cabeça de impressão aberta'] });
    expect(written).toEqual(['^XA^XZ', '~HS']);
  });

  it('reports a serial printer that is not plugged in', async () => {
    const exchange = exchangeFor({ kind: 'serial', path: '/dev/ttyUSB9', baudRate: 9600 }, { createSerialPort: answeringPort([]) });
    const status = await askPrinterStatus(exchange);
    expect(status.ok).toBe(false);
    expect(status.faults[0]).toMatch(/Falha na comunicação/);
  });
});

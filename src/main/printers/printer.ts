// Label printers speak raw ZPL: a job is bytes written to the printer, a status question
// (~HS) is bytes written and an answer read back. The connection (TCP 9100 or a serial
// port) is opened per job by a transport, so a printer that was off comes back by itself.
// A printer that does not answer in time is a fault the operator sees, never a silent hang.
import { connect } from 'node:net';
import { hostname } from 'node:os';
import type { PrinterSettings, PrinterStatus } from '../../shared/bridge';
import type { SerialPortFactory } from '../devices/serial-reader';
import { isCompleteHostStatus, parseHostStatus } from './host-status';
import { PrinterTimeoutError, type PrinterExchange } from './exchange';
import { usbDeviceExchange } from './usb-printer';

export { PrinterTimeoutError, type PrinterExchange } from './exchange';

export const HOST_STATUS_QUERY = '~HS';
const DEFAULT_TIMEOUT_MS = 3000;

/** Raw TCP (port 9100), one connection per exchange. */
export function tcpExchange(host: string, port: number, timeoutMs = DEFAULT_TIMEOUT_MS): PrinterExchange {
  return (data, expectAnswer) =>
    new Promise((resolve, reject) => {
      let received = '';
      const socket = connect({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new PrinterTimeoutError(`${host}:${port} did not answer in ${timeoutMs} ms`));
      }, timeoutMs);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        socket.destroy();
        if (error) reject(error);
        else resolve(received);
      };
      socket.setEncoding('latin1');
      socket.on('error', (error) => finish(error));
      socket.on('data', (chunk: string) => {
        received += chunk;
        if (expectAnswer?.(received)) finish();
      });
      socket.on('connect', () => {
        // Labels declare UTF-8 (^CI28), so accents travel as UTF-8 bytes.
        socket.write(data, 'utf8', () => {
          if (!expectAnswer) socket.end(() => finish());
        });
      });
    });
}

/** A serial or USB-serial printer, opened for each exchange. */
export function serialExchange(createPort: SerialPortFactory, path: string, baudRate: number, timeoutMs = DEFAULT_TIMEOUT_MS): PrinterExchange {
  return (data, expectAnswer) =>
    new Promise((resolve, reject) => {
      const port = createPort({ path, baudRate, dataBits: 8, parity: 'none', stopBits: 1, autoOpen: false });
      let received = '';
      let done = false;
      const timer = setTimeout(() => finish(new PrinterTimeoutError(`${path} did not answer in ${timeoutMs} ms`)), timeoutMs);
      function finish(error?: Error) {
        if (done) return;
        done = true;
        clearTimeout(timer);
        const settle = () => (error ? reject(error) : resolve(received));
        if (port.isOpen) port.close(settle);
        else settle();
      }
      port.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        if (expectAnswer?.(received)) finish();
      });
      port.on('error', (error: Error) => finish(error));
      port.open((error) => {
        if (error) {
          finish(error);
          return;
        }
        port.write(Buffer.from(data, 'utf8'));
        port.drain(() => {
          if (!expectAnswer) finish();
        });
      });
    });
}

export interface PrinterDrivers {
  createSerialPort: SerialPortFactory;
  timeoutMs?: number;
}

export function exchangeFor(printer: PrinterSettings, { createSerialPort, timeoutMs = DEFAULT_TIMEOUT_MS }: PrinterDrivers): PrinterExchange {
  switch (printer.kind) {
    case 'tcp':
      return tcpExchange(printer.host, printer.port, timeoutMs);
    case 'serial':
      return serialExchange(createSerialPort, printer.path, printer.baudRate, timeoutMs);
    case 'usb':
      return usbDeviceExchange(printer.path, timeoutMs);
  }
}

/** Why the printer could not be reached, for the operator. */
function unreachable(error: unknown): PrinterStatus {
  if (error instanceof PrinterTimeoutError) return { ok: false, faults: ['A impressora não respondeu a tempo'] };
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENOTFOUND') {
    return { ok: false, faults: ['Impressora não encontrada na rede'] };
  }
  if (code === 'ENOENT' || code === 'ENODEV') return { ok: false, faults: ['Impressora USB não encontrada: confira o cabo e o caminho'] };
  if (code === 'EACCES' || code === 'EPERM') return { ok: false, faults: ['Sem permissão para usar a impressora USB (grupo lp)'] };
  return { ok: false, faults: [`Falha na comunicação com a impressora: ${error instanceof Error ? error.message : String(error)}`] };
}

export async function askPrinterStatus(exchange: PrinterExchange): Promise<PrinterStatus> {
  try {
    return parseHostStatus(await exchange(HOST_STATUS_QUERY, isCompleteHostStatus));
  } catch (error) {
    return unreachable(error);
  }
}

/** Sends a job, then asks the status, so a job into an empty printer is not reported as printed. */
export async function printLabel(exchange: PrinterExchange, zpl: string): Promise<PrinterStatus> {
  try {
    await exchange(zpl);
  } catch (error) {
    return unreachable(error);
  }
  return askPrinterStatus(exchange);
}

/** The test label of the settings screen: which machine printed it, and when. */
export function testLabel(at: Date, stationName = hostname()): string {
  const when = at.toISOString().slice(0, 16).replace('T', ' ');
  return ['^XA', '^CI28', '^FO40,40^A0N,50,50^FDDoca - teste de impressão^FS', `^FO40,110^A0N,30,30^FD${stationName}^FS`, `^FO40,150^A0N,30,30^FD${when} UTC^FS`, '^XZ'].join('\n');
}

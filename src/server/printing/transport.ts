// Raw TCP printing (port 9100, the way Zebra printers take ZPL on the network): one
// connection per job, so a printer that was off comes back by itself; a printer that does
// not take the job in time is an error the caller sees, never a hang.
import { connect } from 'node:net';

export const RAW_PRINT_PORT = 9100;
export const PRINT_TIMEOUT_MS = 4000;

export interface PrinterAddress {
  host: string;
  port: number;
}

/** 'host' (port 9100) or 'host:port'. */
export function parsePrinterAddress(text: string): PrinterAddress {
  const trimmed = text.trim();
  const match = /^(.+):(\d{1,5})$/.exec(trimmed);
  if (match) return { host: match[1]!, port: Number(match[2]) };
  return { host: trimmed, port: RAW_PRINT_PORT };
}

/** Writes the whole document and closes; rejects on refusal, unknown host or timeout. */
export function sendRaw(address: PrinterAddress, document: string, timeoutMs = PRINT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(address);
    const timer = setTimeout(() => socket.destroy(new Error(`${address.host}:${address.port} não respondeu em ${timeoutMs} ms`)), timeoutMs);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('connect', () => {
      // Labels declare UTF-8 (^CI28), so accents travel as UTF-8 bytes.
      socket.end(document, 'utf8', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

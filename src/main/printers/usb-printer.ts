// USB printer-class devices, which are neither network nor serial: the operating system
// offers them as a file. On Linux the usblp driver gives /dev/usb/lpN, readable too, so the
// printer's answer to ~HS comes back on the same file. On Windows a printer shared as
// \\localhost\<name> takes raw bytes through the spooler but cannot answer, so its status
// question times out and is shown as "no answer" like any silent printer.
import { constants } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { PrinterTimeoutError, type PrinterExchange } from './exchange';

const POLL_MS = 50;

/** Writes the job to the device file; reads its answer until `expectAnswer` says done. */
export function usbDeviceExchange(path: string, timeoutMs: number): PrinterExchange {
  return async (data, expectAnswer) => {
    // Never O_CREAT: a printer that is not plugged in must fail, not become a new file.
    const device = await open(path, expectAnswer ? constants.O_RDWR : constants.O_WRONLY);
    try {
      await device.write(Buffer.from(data, 'utf8'));
      if (!expectAnswer) return '';
      const deadline = Date.now() + timeoutMs;
      const buffer = Buffer.alloc(512);
      let received = '';
      while (Date.now() < deadline) {
        // usblp answers reads with what the printer sent since the last read, or nothing yet.
        const { bytesRead } = await device.read(buffer, 0, buffer.length, null);
        received += buffer.subarray(0, bytesRead).toString('latin1');
        if (expectAnswer(received)) return received;
        if (bytesRead === 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new PrinterTimeoutError(`${path} did not answer in ${timeoutMs} ms`);
    } finally {
      await device.close();
    }
  };
}

/** The USB printers plugged in now (Linux); elsewhere the user types the shared printer's path. */
export async function listUsbPrinters(platform: NodeJS.Platform = process.platform, folder = '/dev/usb'): Promise<string[]> {
  if (platform !== 'linux') return [];
  try {
    return (await readdir(folder))
      .filter((name) => /^lp\d+$/.test(name))
      .sort()
      .map((name) => `${folder}/${name}`);
  } catch {
    return []; // no USB printer driver loaded: nothing plugged in
  }
}

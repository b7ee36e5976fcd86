// What every printer transport is (TCP, serial, a USB device file): a function that writes
// bytes and may read an answer, failing with PrinterTimeoutError when the printer is silent.
// Its own file so the transports and printer.ts import it without importing each other.

/** Writes `data`; when `expectAnswer` is given, resolves with the bytes read until it says done. */
export type PrinterExchange = (data: string, expectAnswer?: (received: string) => boolean) => Promise<string>;

export class PrinterTimeoutError extends Error {}

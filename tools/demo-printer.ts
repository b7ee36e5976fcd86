// The label printer of `npm start`'s demo centre: a printer sink (printer-sink.ts) at the
// address the demo's printers are named after (DEMO_LABEL_PRINTER), saying in one line what
// each job held. A demo order picked to the end prints its box labels instead of failing.
import { DEMO_LABEL_PRINTER } from '../src/server/demo/centre';
import { startPrinterSink, type PrinterSink } from './printer-sink';

export interface DemoPrinter {
  /** 'host:port', what a printer's name must be for the server to print to it. */
  address: string;
  sink: PrinterSink;
}

/** One line about a print job: how many labels, of which orders. */
export function describeJob(job: string): string {
  const labels = job.match(/\^XA/g)?.length ?? 0;
  const orders = [...new Set([...job.matchAll(/\^FDPedido ([^^]+)\^FS/g)].map((match) => match[1]))];
  const what = `${labels} ${labels === 1 ? 'label' : 'labels'}`;
  return orders.length ? `${what} of order ${orders.join(', ')}` : what;
}

/** Starts the demo printer, or says why not and returns null (its port is taken). */
export async function startDemoPrinter({ port = DEMO_LABEL_PRINTER.port, log }: { port?: number; log: (line: string) => void }): Promise<DemoPrinter | null> {
  try {
    const sink = await startPrinterSink({ port, host: DEMO_LABEL_PRINTER.host, onJob: (job) => log(`demo label printer: ${describeJob(job)}`) });
    return { address: `${DEMO_LABEL_PRINTER.host}:${sink.port}`, sink };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    log(`port ${port} is taken: the demo's box labels go to whatever listens there, not to its label printer`);
    return null;
  }
}

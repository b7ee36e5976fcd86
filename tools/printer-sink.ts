// A fake Zebra label printer on TCP (port 9100 by default): keeps every job it receives
// and answers ~HS with the status it is set to. For tests and for demos without a printer:
//   npx tsx tools/printer-sink.ts [port]     prints each job it receives
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { formatHostStatus } from '../src/main/printers/host-status';

export interface SinkStatus {
  paperOut?: boolean;
  paused?: boolean;
  headOpen?: boolean;
  ribbonOut?: boolean;
  /** Never answer ~HS (a printer that hangs). */
  silent?: boolean;
}

export interface PrinterSink {
  port: number;
  /** The ZPL jobs received, one per connection, with ~HS queries removed. */
  jobs: string[];
  status: SinkStatus;
  close(): Promise<void>;
}

export async function startPrinterSink({ port = 9100, host = '127.0.0.1', onJob = (_job: string) => {} } = {}): Promise<PrinterSink> {
  const jobs: string[] = [];
  const status: SinkStatus = {};
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let job = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      job += chunk;
      if (job.includes('~HS')) {
        job = job.replaceAll('~HS', '');
        if (!status.silent) socket.write(formatHostStatus(status), 'latin1');
      }
    });
    socket.on('close', () => {
      sockets.delete(socket);
      if (job.trim()) {
        jobs.push(job);
        onJob(job);
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    jobs,
    status,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? 9100);
  const sink = await startPrinterSink({ port, host: '0.0.0.0', onJob: (job) => console.log(`--- job (${job.length} bytes)\n${job}`) });
  console.log(`printer sink listening on port ${sink.port} (answers ~HS)`);
}

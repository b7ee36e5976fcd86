import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { boxLabels } from '../src/server/printing/box-label';
import { parsePrinterAddress, sendRaw } from '../src/server/printing/transport';
import { startDemoPrinter, type DemoPrinter } from './demo-printer';

const order = { orderId: '480494', client: 'Renata Rocha Silva', route: 'R14', colour: 'VERMELHO', scheduledDate: '2026-11-24' };

describe('the demo label printer', () => {
  let printer: DemoPrinter | null = null;
  afterEach(async () => {
    await printer?.sink.close();
    printer = null;
  });

  it("takes the server's box labels at its address and says which order they were for", async () => {
    const lines: string[] = [];
    printer = await startDemoPrinter({ port: 0, log: (line) => lines.push(line) });
    expect(printer!.address).toMatch(/^127\.0\.0\.1:\d+$/);
    await sendRaw(parsePrinterAddress(printer!.address), boxLabels(order, 2));
    // The sink logs a job when the printer's connection closes, just after sendRaw resolves.
    await expect.poll(() => lines).toEqual(['demo label printer: 2 labels of order 480494']);
    expect(printer!.sink.jobs).toHaveLength(1);
  });

  it('steps aside when its port is taken, saying that printing will fail', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    const lines: string[] = [];
    try {
      expect(await startDemoPrinter({ port, log: (line) => lines.push(line) })).toBeNull();
    } finally {
      other.close();
    }
    expect(lines).toEqual([expect.stringContaining(`port ${port} is taken`)]);
  });
});

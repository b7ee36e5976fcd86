// The one writer's workbook reads back through the one reader: the headers, text, numbers and
// dates a download holds are what an upload of the same file would see.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readRows } from './read-rows';
import { REPORT_DATE_TIME, writeXlsx } from './write-xlsx';

async function* batches<T>(...items: T[]) {
  for (const item of items) yield item;
}

describe('a written spreadsheet', () => {
  it('reads back row by row, across batches, with its dates as dates', async () => {
    const output = new PassThrough();
    const bytes = buffer(output);
    const moment = new Date(Date.UTC(2026, 2, 14, 9, 30));
    await writeXlsx(
      {
        sheetName: 'Pedidos',
        columns: [{ header: 'Pedido' }, { header: 'Caixas' }, { header: 'Fim', numFmt: REPORT_DATE_TIME }],
        rows: batches([['480494', 3, moment]], [['480495', 0, null]]),
      },
      output,
    );
    expect(await readRows(await bytes, 'xlsx')).toEqual([
      ['Pedido', 'Caixas', 'Fim'],
      ['480494', 3, moment],
      ['480495', 0],
    ]);
  });

  it("takes the next batch only when the client has read the last one's bytes (a slow download holds no report in memory)", async () => {
    const output = new PassThrough();
    let taken = 0;
    async function* incompressible() {
      for (let batch = 0; batch < 100; batch += 1) {
        // As a batch's query does: the zip compresses what was written meanwhile.
        await turn();
        taken += 1;
        yield Array.from({ length: 500 }, () => [randomBytes(32).toString('hex')]);
      }
    }
    const written = writeXlsx({ sheetName: 'Pedidos', columns: [{ header: 'Pedido' }], rows: incompressible() }, output);
    // Nobody reads yet: the writer stops once the stream is full.
    for (let i = 0; i < 200; i += 1) await turn();
    expect(taken).toBeLessThan(50);
    const bytes = buffer(output);
    await written;
    expect(taken).toBe(100);
    expect(await readRows(await bytes, 'xlsx')).toHaveLength(1 + 100 * 500);
  });

  it('stops within a batch while the zip has not taken its XML (a month in one go held no whole sheet in memory)', async () => {
    const output = new PassThrough();
    let taken = 0;
    const rows = 20_000;
    // One batch, its rows counted as the writer takes them.
    const batch = {
      *[Symbol.iterator]() {
        for (let row = 0; row < rows; row += 1) {
          taken += 1;
          yield [randomBytes(32).toString('hex')];
        }
      },
    } as unknown as string[][];
    const written = writeXlsx({ sheetName: 'Pedidos', columns: [{ header: 'Pedido' }], rows: batches(batch) }, output);
    // Nobody reads: the zip stops, and so does the writer, a few thousand rows in.
    for (let i = 0; i < 200; i += 1) await turn();
    expect(taken).toBeLessThan(rows / 2);
    const bytes = buffer(output);
    await written;
    expect(taken).toBe(rows);
    expect(await readRows(await bytes, 'xlsx')).toHaveLength(1 + rows);
  });
});

// The one writer's workbook reads back through the one reader: the headers, text, numbers and
// dates a download holds are what an upload of the same file would see.
import { PassThrough } from 'node:stream';
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
});

// The one spreadsheet reader: CSV as Brazilian spreadsheets export it, quotes and all.
import { describe, expect, it } from 'vitest';
import { OLD_XLS_MESSAGE, readRows, UnreadableSheetError } from './read-rows';

describe('reading an uploaded sheet', () => {
  it("keeps a quoted field's line break inside its cell, where a split by lines broke the row in two (issue 22)", async () => {
    const csv = 'sku;nome;obs\n10;"Alface ""crespa""";"primeira linha\nsegunda linha"\n11;Tomate;\n';
    expect(await readRows(Buffer.from(csv))).toEqual([
      ['sku', 'nome', 'obs'],
      ['10', 'Alface "crespa"', 'primeira linha\nsegunda linha'],
      ['11', 'Tomate', ''],
    ]);
  });

  it('reads a comma CSV with a byte-order mark as Excel saves it', async () => {
    const rows = await readRows(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('order_id,cliente\n480494,"Silva, Ana"\n')]));
    expect(rows).toEqual([
      ['order_id', 'cliente'],
      ['480494', 'Silva, Ana'],
    ]);
  });

  it('refuses an old binary .xls, and a file named .xlsx that is no workbook', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(readRows(xls)).rejects.toThrow(new UnreadableSheetError(OLD_XLS_MESSAGE));
    await expect(readRows(Buffer.from('not a zip'), 'xlsx')).rejects.toThrow(UnreadableSheetError);
  });
});

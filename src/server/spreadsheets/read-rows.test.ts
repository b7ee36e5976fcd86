// The one spreadsheet reader: CSV as Brazilian spreadsheets export it, quotes and all.
import { describe, expect, it } from 'vitest';
import { OLD_XLS_MESSAGE, readRows, UnreadableSheetError } from './read-rows';

describe('reading an uploaded sheet', () => {
  it.each([
    [
      "a quoted field's line break inside its cell, where a split by lines broke the row in two (issue 22)",
      'sku;nome;obs\n10;"Alface ""crespa""";"primeira linha\nsegunda linha"\n11;Tomate;\n',
      [['sku', 'nome', 'obs'], ['10', 'Alface "crespa"', 'primeira linha\nsegunda linha'], ['11', 'Tomate', '']],
    ],
    [
      'a comma CSV with a byte-order mark as Excel saves it',
      '\uFEFForder_id,cliente\n480494,"Silva, Ana"\n',
      [['order_id', 'cliente'], ['480494', 'Silva, Ana']],
    ],
    [
      'a quoted line break and a quoted separator in one cell of a comma CSV with Windows line ends',
      'order_id,cliente,obs\r\n480494,"Silva, Ana","portão azul\r\nfundos"\r\n480495,Souza,\r\n',
      [['order_id', 'cliente', 'obs'], ['480494', 'Silva, Ana', 'portão azul\r\nfundos'], ['480495', 'Souza', '']],
    ],
    [
      'a semicolon CSV as Brazilian spreadsheets export it: decimal commas and thousands dots as written',
      'sku;nome;preco\n10;"Feijão; tipo 1";1.234,50\n11;Arroz;7,9\n',
      [['sku', 'nome', 'preco'], ['10', 'Feijão; tipo 1', '1.234,50'], ['11', 'Arroz', '7,9']],
    ],
  ])('reads %s', async (_case, csv, rows) => {
    expect(await readRows(Buffer.from(csv))).toEqual(rows);
  });

  it('refuses an old binary .xls, and a file named .xlsx that is no workbook', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(readRows(xls)).rejects.toThrow(new UnreadableSheetError(OLD_XLS_MESSAGE));
    await expect(readRows(Buffer.from('not a zip'), 'xlsx')).rejects.toThrow(UnreadableSheetError);
  });
});

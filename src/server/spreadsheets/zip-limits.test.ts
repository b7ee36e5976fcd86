// A spreadsheet upload that inflates past any real sheet is refused before it is opened
// (issue 19: a 300 KiB crafted .xlsx took 781 MB of memory).
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../modules/integration/spreadsheet';
import { checkZipInflation, MAX_INFLATED_BYTES, TOO_BIG_MESSAGE } from './zip-limits';

async function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

describe('a zip before it is opened as a spreadsheet', () => {
  it('passes a real workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Clientes').addRow(['external_id', 'client_type', 'client_name']);
    await expect(checkZipInflation(Buffer.from(await workbook.xlsx.writeBuffer()))).resolves.toBeUndefined();
  });

  it('is refused once what it really inflates to passes the limit, whatever its headers say', async () => {
    const bomb = await zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(2 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(20 * 1024);
    await expect(checkZipInflation(bomb, 1024 * 1024)).rejects.toMatchObject({ status: 400, message: TOO_BIG_MESSAGE });
    await expect(checkZipInflation(bomb, 4 * 1024 * 1024)).resolves.toBeUndefined();
  });

  it('is refused as unreadable when it is no zip', async () => {
    await expect(checkZipInflation(Buffer.from('not a zip at all'))).rejects.toMatchObject({
      status: 400,
      message: 'Não foi possível ler a planilha: confira se o arquivo não está corrompido.',
    });
  });

  it('keeps a bomb out of the integration import: refused in words, without inflating it whole', async () => {
    const bomb = await zipOf({ '[Content_Types].xml': Buffer.from('<Types/>'), 'xl/worksheets/sheet1.xml': Buffer.alloc(MAX_INFLATED_BYTES + 1024 * 1024) });
    const before = process.memoryUsage().rss;
    await expect(readSheet('pedidos.xlsx', bomb)).rejects.toMatchObject({ status: 400, message: TOO_BIG_MESSAGE });
    expect(process.memoryUsage().rss - before).toBeLessThan(MAX_INFLATED_BYTES);
  });
});

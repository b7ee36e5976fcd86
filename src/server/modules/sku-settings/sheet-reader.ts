// Reads the cells of an uploaded spreadsheet: .xlsx through exceljs, .csv (comma or
// semicolon separated, quotes allowed) by hand. Old binary .xls files are refused.
import ExcelJS from 'exceljs';
import { checkZipInflation } from '../../spreadsheets/zip-limits';

type Cell = string | number | boolean | null | undefined;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

export class UnreadableSheetError extends Error {}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('result' in value) return value.result as Cell;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return null;
  }
  return value;
}

async function readXlsx(bytes: Uint8Array): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = Array.from({ length: 7 }, (_, index) => cellValue(row.getCell(index + 1).value));
  });
  return Array.from(rows, (row) => row ?? []);
}

function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      current += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === separator) {
      cells.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current);
  return cells;
}

function readCsv(bytes: Uint8Array): Cell[][] {
  const content = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const lines = content.split(/\r?\n/);
  const separator = (lines[0] ?? '').includes(';') ? ';' : ',';
  return lines.map((line) => splitCsvLine(line, separator));
}

/** Every row's first seven cells, row 1 first. */
export async function readSheet(bytes: Uint8Array): Promise<Cell[][]> {
  if (startsWith(bytes, ZIP_MAGIC)) {
    // A zip that inflates past any real sheet is refused before exceljs opens it.
    await checkZipInflation(Buffer.from(bytes));
    try {
      return await readXlsx(bytes);
    } catch {
      throw new UnreadableSheetError('Não foi possível ler a planilha .xlsx.');
    }
  }
  if (startsWith(bytes, OLE_MAGIC)) throw new UnreadableSheetError('Planilhas .xls antigas não são aceitas: salve como .xlsx ou .csv.');
  return readCsv(bytes);
}

// The one spreadsheet reader (issue 22): the first sheet of an uploaded file, told by its
// bytes, not its name. An .xlsx through exceljs, after its inflated size is checked
// (zip-limits.ts); a .csv through exceljs's CSV parser (fast-csv: quotes, a quoted field
// holding a line break, comma or semicolon separated, as Brazilian spreadsheets export it);
// an old binary .xls refused with the way forward. Cells come as exceljs gives them; each
// upload turns them into what it reads (integration/spreadsheet.ts, sku/sheet-reader.ts).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { HttpError } from '../http/errors';
import { checkZipInflation } from './zip-limits';

export class UnreadableSheetError extends Error {}

/** What the file's name says it is, when it has one (the SKU upload sends none). */
export type SheetKind = 'xlsx' | 'csv';

export const OLD_XLS_MESSAGE = 'Planilhas .xls antigas não são aceitas: abra no Excel e salve como .xlsx ou .csv.';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** Brazilian spreadsheets often export CSV with semicolons: the first line's commoner one wins. */
function csvDelimiter(content: Buffer): string {
  const firstLine = content.subarray(0, 2000).toString('utf8').split(/\r?\n/)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const CORRUPTED_MESSAGE = 'Não foi possível ler a planilha: confira se o arquivo não está corrompido.';

async function loadWorkbook(content: Buffer, declared: SheetKind | undefined): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // A file named .xlsx that is no zip is a broken workbook, not a one-line CSV.
  if (declared === 'xlsx' && !startsWith(content, ZIP_MAGIC)) throw new UnreadableSheetError(CORRUPTED_MESSAGE);
  if (startsWith(content, ZIP_MAGIC)) {
    await checkZipInflation(content);
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    return workbook;
  }
  if (startsWith(content, OLE_MAGIC)) throw new UnreadableSheetError(OLD_XLS_MESSAGE);
  const text = startsWith(content, UTF8_BOM) ? content.subarray(UTF8_BOM.length) : content;
  await workbook.csv.read(Readable.from(text), {
    parserOptions: { delimiter: csvDelimiter(text) },
    // Text as written: exceljs would turn '1.234' (Brazilian thousands) into 1.234.
    map: (value: unknown) => value,
  });
  return workbook;
}

/**
 * The first sheet's rows, row 1 first, each with its cells from column A (index 0); a row
 * with nothing in it is an empty list. A file that cannot be read throws UnreadableSheetError;
 * one named .xlsx must be a workbook.
 */
export async function readRows(content: Buffer, declared?: SheetKind): Promise<ExcelJS.CellValue[][]> {
  let workbook: ExcelJS.Workbook;
  try {
    workbook = await loadWorkbook(content, declared);
  } catch (error) {
    // The size check's refusal and the .xls one speak for themselves.
    if (error instanceof UnreadableSheetError || error instanceof HttpError) throw error;
    throw new UnreadableSheetError(CORRUPTED_MESSAGE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as ExcelJS.CellValue[]).slice(1);
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A cell's own value: a formula's result, a rich or linked text's words, or null for anything else (an error cell). */
export function plainCell(value: ExcelJS.CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return plainCell(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

// Reads the first sheet of an .xlsx or .csv file into rows keyed by the header row (lower
// case, trimmed), for centres without an ERP link. Values come out as trimmed strings, in
// the Brazilian way the importers parse: a number cell 2.5 becomes '2,5' (it used to become
// '2.5', read as 25 with the dot taken for a thousands separator). CSV cells stay the text
// the file holds.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../../http/errors';
import { checkZipInflation } from '../../spreadsheets/zip-limits';

export interface SheetRow {
  /** 1-based line of the spreadsheet, as the user sees it. */
  line: number;
  values: Record<string, string>;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
  }
  return String(value).trim();
}

export interface Sheet {
  /** The header row's names, lower case and trimmed. */
  header: string[];
  /** The lines below it that hold anything. */
  rows: SheetRow[];
}

export async function readSheet(filename: string, content: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  const lower = filename.toLowerCase();
  try {
    if (lower.endsWith('.xlsx')) {
      await checkZipInflation(content);
      await workbook.xlsx.load(content as unknown as ArrayBuffer);
    }
    else if (lower.endsWith('.csv')) await workbook.csv.read(Readable.from(content), {
      parserOptions: { delimiter: detectDelimiter(content) },
      // Text as written: exceljs would turn '1.234' (Brazilian thousands) into 1.234.
      map: (value: unknown) => value,
    });
    else throw badRequest('Envie uma planilha .xlsx ou .csv.');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('Não foi possível ler a planilha: confira se o arquivo não está corrompido.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2) throw badRequest('A planilha está vazia: a primeira linha é o cabeçalho e os dados começam na linha 2.');
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((value) => cellText(value).toLowerCase());
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values: Record<string, string> = {};
    (row.values as ExcelJS.CellValue[]).forEach((value, column) => {
      const name = header[column];
      if (name) values[name] = cellText(value);
    });
    if (Object.values(values).some((value) => value !== '')) rows.push({ line, values });
  });
  return { header: header.filter(Boolean), rows };
}

/** Brazilian spreadsheets often export CSV with semicolons. */
function detectDelimiter(content: Buffer): string {
  const firstLine = content.subarray(0, 2000).toString('utf8').split(/\r?\n/)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

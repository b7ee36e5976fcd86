// The first sheet of an .xlsx or .csv file (spreadsheets/read-rows.ts) as rows keyed by the
// header row (lower case, trimmed), for centres without an ERP link and the orders' list. Values come out as trimmed strings, in
// the Brazilian way the importers parse: a number cell 2.5 becomes '2,5' (it used to become
// '2.5', read as 25 with the dot taken for a thousands separator). CSV cells stay the text
// the file holds.
import type ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors';
import { plainCell, readRows, UnreadableSheetError } from '../../spreadsheets/read-rows';

export interface SheetRow {
  /** 1-based line of the spreadsheet, as the user sees it. */
  line: number;
  values: Record<string, string>;
}

function cellText(value: ExcelJS.CellValue): string {
  const plain = plainCell(value);
  if (plain === null) return '';
  if (plain instanceof Date) return plain.toISOString().slice(0, 10);
  if (typeof plain === 'number') return String(plain).replace('.', ',');
  return String(plain).trim();
}

export interface Sheet {
  /** The header row's names, lower case and trimmed. */
  header: string[];
  /** The lines below it that hold anything. */
  rows: SheetRow[];
}

export async function readSheet(filename: string, content: Buffer): Promise<Sheet> {
  const lower = filename.toLowerCase();
  if (!lower.endsWith('.xlsx') && !lower.endsWith('.csv')) throw badRequest('Envie uma planilha .xlsx ou .csv.');
  let cells: ExcelJS.CellValue[][];
  try {
    cells = await readRows(content, lower.endsWith('.xlsx') ? 'xlsx' : 'csv');
  } catch (error) {
    if (error instanceof UnreadableSheetError) throw badRequest(error.message);
    throw error;
  }
  if (cells.length < 2) throw badRequest('A planilha está vazia: a primeira linha é o cabeçalho e os dados começam na linha 2.');
  const header = cells[0]!.map((value) => cellText(value).toLowerCase());
  const rows: SheetRow[] = [];
  cells.slice(1).forEach((row, index) => {
    const values: Record<string, string> = {};
    row.forEach((value, column) => {
      const name = header[column];
      if (name) values[name] = cellText(value);
    });
    if (Object.values(values).some((value) => value !== '')) rows.push({ line: index + 2, values });
  });
  return { header: header.filter(Boolean), rows };
}

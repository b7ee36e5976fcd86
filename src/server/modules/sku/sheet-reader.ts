// The SKU upload's cells (spec/panel.md §5): the first seven of every row of the first sheet,
// read by the one spreadsheet reader (spreadsheets/read-rows.ts).
import type ExcelJS from 'exceljs';
import { plainCell, readRows } from '../../spreadsheets/read-rows';

export { UnreadableSheetError } from '../../spreadsheets/read-rows';

type Cell = string | number | boolean | null | undefined;

/** Columns A to G: SKU, name and the five settings. */
const COLUMNS = 7;

function cellValue(value: ExcelJS.CellValue): Cell {
  const plain = plainCell(value);
  return plain instanceof Date ? plain.toISOString() : plain;
}

/** Every row's first seven cells, row 1 first. */
export async function readSheet(bytes: Uint8Array): Promise<Cell[][]> {
  const rows = await readRows(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return rows.map((row) => (row.length === 0 ? [] : Array.from({ length: COLUMNS }, (_, index) => cellValue(row[index]))));
}

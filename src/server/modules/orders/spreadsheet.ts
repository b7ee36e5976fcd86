// The order-number spreadsheet of 'Lista de pedidos' (spec/panel.md §5 'Order spreadsheet
// upload'): the order_id column of the first sheet, as unique strings, split into the orders
// the centre knows and the unknown ones. Reading changes nothing; the adjustment comes after.
// Old binary .xls files cannot be read by exceljs and are refused with a way forward.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { readSheet } from '../integration/spreadsheet';
import { OLD_XLS_MESSAGE } from '../../spreadsheets/read-rows';

export const MISSING_COLUMN = 'A coluna order_id não foi encontrada. Por favor, anexe a planilha com a coluna order_id.';
export const OLD_XLS = OLD_XLS_MESSAGE;
export const WRONG_TYPE = 'Envie uma planilha .xlsx, .xls ou .csv com a coluna order_id.';

const ORDER_ID = 'order_id';

/** Spreadsheets turn order numbers into numbers ("123.0" in some CSV exports). */
function orderNumber(value: string): string {
  const text = value.trim();
  return /^\d+\.0+$/.test(text) ? text.slice(0, text.indexOf('.')) : text;
}

export async function readOrderIds(filename: string, content: Buffer): Promise<string[]> {
  const lower = filename.trim().toLowerCase();
  if (lower.endsWith('.xls')) throw badRequest(OLD_XLS);
  if (!lower.endsWith('.xlsx') && !lower.endsWith('.csv')) throw badRequest(WRONG_TYPE);
  const { rows } = await readSheet(filename, content);
  const ids = new Set<string>();
  for (const row of rows) {
    const id = orderNumber(row.values[ORDER_ID] ?? '');
    if (id) ids.add(id);
  }
  // The reader drops empty cells, so a column without a single id reads as no column at all.
  if (ids.size === 0) throw badRequest(MISSING_COLUMN);
  return [...ids];
}

export async function readOrdersSpreadsheet(db: DbOrTx, filename: string, content: Buffer) {
  const ids = await readOrderIds(filename, content);
  const known = new Set<string>();
  // Large sheets are looked up in slices so one query never carries too many parameters.
  for (let start = 0; start < ids.length; start += 1000) {
    const slice = ids.slice(start, start + 1000);
    const rows = await db.select({ orderId: orders.orderId }).from(orders).where(inArray(orders.orderId, slice));
    for (const row of rows) known.add(row.orderId);
  }
  return { orders_id: ids.filter((id) => known.has(id)), not_found: ids.filter((id) => !known.has(id)) };
}

// The integration's imports from .xlsx and .csv files, for centres without an ERP link:
// the same records, validation and all-or-nothing batches as the API, with every problem
// named by the spreadsheet line and column the user must fix.
import { z } from 'zod';
import {
  integrationClientSchema,
  integrationOrderSchema,
  integrationProductSchema,
  integrationRouteSchema,
  type IMPORT_FILE_KINDS,
  type BatchResult,
} from '../../../shared/contract/integration';
import type { ApiError } from '../../../shared/contract/endpoint';
import { pluralPt } from '../../../shared/format/plural';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { importClients, importProducts, importRoutes } from './catalogue-import';
import { importOrders } from './orders-import';
import { readSheet, type SheetRow } from './spreadsheet';

export type ImportKind = (typeof IMPORT_FILE_KINDS)[number];

const TRUE = new Set(['sim', 's', 'true', '1', 'x', 'yes']);
const FALSE = new Set(['não', 'nao', 'n', 'false', '0', 'no']);

/** Cells as the schemas expect them; an empty cell is "not given" so defaults apply. */
const cell = {
  text: (value: string | undefined) => (value ? value : undefined),
  number: (value: string | undefined) => (value ? Number(value.replace(/\./g, '').replace(',', '.')) : undefined),
  decimal: (value: string | undefined) => (value ? Number(value.replace(',', '.')) : undefined),
  bool: (value: string | undefined) => {
    const lower = value?.toLowerCase();
    if (!lower) return undefined;
    return TRUE.has(lower) ? true : FALSE.has(lower) ? false : value;
  },
  /** YYYY-MM-DD, or DD/MM/YYYY as Brazilian spreadsheets write it. */
  date: (value: string | undefined) => {
    const match = value?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
    return match ? `${match[3]}-${match[2]}-${match[1]}` : cell.text(value);
  },
};

/**
 * The columns a sheet of each kind cannot do without (the API's required fields): a sheet
 * whose header lacks one is refused naming them, before any line is read. A sheet with the
 * wrong header used to pass as an empty batch (200, nothing received).
 */
const REQUIRED_COLUMNS: Record<ImportKind, readonly string[]> = {
  clients: ['external_id', 'client_type', 'client_name'],
  products: ['sku', 'product_base_id', 'name', 'portion_type'],
  routes: ['operation_date', 'code', 'color_route', 'vehicle_capacity'],
  orders: ['order_id', 'client_external_id', 'scheduled_date', 'sku', 'quantity'],
};

function checkSheetShape(kind: ImportKind, sheet: { header: readonly string[]; rows: readonly SheetRow[] }): void {
  const missing = REQUIRED_COLUMNS[kind].filter((column) => !sheet.header.includes(column));
  if (missing.length > 0) {
    refuse(missing.map((column) => ({ field: `coluna ${column}`, message: 'Coluna obrigatória ausente no cabeçalho (linha 1)' })));
  }
  if (sheet.rows.length === 0) {
    refuse([{ field: 'linha 2', message: 'Nenhuma linha com dados: os dados começam na linha 2, abaixo do cabeçalho' }]);
  }
}

interface Parsed {
  records: unknown[];
  /** Spreadsheet line of a record (and of an order's item). */
  lineOf(record: number, item?: number): number;
}

function parseRows(kind: ImportKind, rows: SheetRow[]): Parsed {
  const simple = (map: (values: Record<string, string>) => unknown): Parsed => ({
    records: rows.map((row) => map(row.values)),
    lineOf: (record) => rows[record]?.line ?? 0,
  });
  switch (kind) {
    case 'clients':
      return simple((v) => ({
        external_id: cell.text(v.external_id),
        client_type: cell.text(v.client_type?.toUpperCase()),
        client_name: cell.text(v.client_name),
        client_trade: cell.text(v.client_trade),
        document: cell.text(v.document?.replace(/\D/g, '')),
        city: cell.text(v.city),
        state: cell.text(v.state?.toUpperCase()),
      }));
    case 'products':
      return simple((v) => ({
        sku: cell.number(v.sku),
        product_base_id: cell.number(v.product_base_id),
        name: cell.text(v.name),
        category: cell.text(v.category),
        barcode: cell.text(v.barcode),
        portion_type: cell.text(v.portion_type?.toLowerCase()),
        purchase_value: cell.number(v.purchase_value),
        step: cell.number(v.step),
        is_wholesale: cell.bool(v.is_wholesale),
        unique_tag_only: cell.bool(v.unique_tag_only),
        need_authorization: cell.bool(v.need_authorization),
        batch_required: cell.bool(v.batch_required),
        minimum_extra_order: cell.decimal(v.minimum_extra_order),
        maximum_extra_order: cell.decimal(v.maximum_extra_order),
        status: cell.text(v.status?.toLowerCase()),
      }));
    case 'routes':
      return simple((v) => ({
        operation_date: cell.date(v.operation_date),
        code: cell.text(v.code),
        color_route: cell.text(v.color_route?.toUpperCase()),
        vehicle_capacity: cell.number(v.vehicle_capacity),
        driver_name: cell.text(v.driver_name),
      }));
    case 'orders':
      return ordersFromRows(rows);
  }
}

/** One line per item; the order's own columns are read from its first line. */
function ordersFromRows(rows: SheetRow[]): Parsed {
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const key = row.values.order_id ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ordered = [...groups.values()];
  return {
    records: ordered.map((lines) => {
      const v = lines[0]!.values;
      return {
        order_id: cell.text(v.order_id),
        client_external_id: cell.text(v.client_external_id),
        store_id: cell.text(v.store_id),
        route_code: cell.text(v.route_code),
        scheduled_date: cell.date(v.scheduled_date),
        instructions: cell.text(v.instructions),
        is_critical: cell.bool(v.is_critical),
        priority: cell.number(v.priority),
        ifood_bag: cell.bool(v.ifood_bag),
        status: cell.text(v.status?.toLowerCase()),
        has_invoice: cell.bool(v.has_invoice),
        items: lines.map((line) => ({
          sku: cell.number(line.values.sku),
          quantity: cell.number(line.values.quantity),
          instructions: cell.text(line.values.item_instructions),
        })),
      };
    }),
    lineOf: (record, item) => ordered[record]?.[item ?? 0]?.line ?? 0,
  };
}

/** Validates a kind's records with the API's own schema, then runs the API's own import. */
function importer<S extends z.ZodType>(schema: S, run: (app: AppContext, records: z.infer<S>[]) => Promise<BatchResult>) {
  return async (app: AppContext, records: unknown[], parsed: Parsed): Promise<BatchResult> => {
    const checked = z.array(schema).safeParse(records);
    if (!checked.success) {
      refuse(checked.error.issues.map((issue) => ({ field: lineField(parsed, issue.path as (string | number)[]), message: issue.message })));
    }
    return run(app, checked.data);
  };
}

const IMPORTERS: Record<ImportKind, ReturnType<typeof importer>> = {
  clients: importer(integrationClientSchema, importClients),
  products: importer(integrationProductSchema, importProducts),
  routes: importer(integrationRouteSchema, importRoutes),
  orders: importer(integrationOrderSchema, importOrders),
};

/** `orders.3.items.1.sku` (or a zod path) → 'linha 7, sku'. */
function lineField(parsed: Parsed, path: readonly (string | number)[]): string {
  const [record, second, item, column] = path;
  const isItem = second === 'items' && typeof item === 'number';
  const line = parsed.lineOf(Number(record), isItem ? item : undefined);
  const name = isItem ? (column ?? 'items') : (second ?? '');
  return `linha ${line}, ${String(name)}`;
}

function refuse(fields: NonNullable<ApiError['fields']>): never {
  throw new HttpError(422, `Planilha recusada: ${pluralPt(fields.length, 'problema', 'problemas')}; nada foi salvo.`, {
    fields,
  });
}

export async function importFile(
  app: AppContext,
  kind: ImportKind,
  filename: string,
  content: Buffer,
): Promise<BatchResult> {
  const sheet = await readSheet(filename, content);
  checkSheetShape(kind, sheet);
  const parsed = parseRows(kind, sheet.rows);
  try {
    return await IMPORTERS[kind](app, parsed.records, parsed);
  } catch (error) {
    // The batch's own problems name `orders.3.items.1.sku`; the user needs the line. (Problems
    // already named by line pass through.)
    if (error instanceof HttpError && error.status === 422 && error.extra.fields?.every((field) => !field.field.startsWith('linha'))) {
      refuse(
        error.extra.fields.map((field) => ({
          field: lineField(parsed, field.field.split('.').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part))),
          message: field.message,
        })),
      );
    }
    throw error;
  }
}

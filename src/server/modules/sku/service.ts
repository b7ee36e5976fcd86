// SKU settings: the products list of 'Etapas', saving edits in one transaction, the steps
// above a new number of steps, and the bulk spreadsheet (spec/panel.md §5, §7).
import { and, asc, count, eq, gt, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Sku, SkuUpdate } from '../../../shared/contract/sku';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import { pluralPt } from '../../../shared/format/plural';
import { int32FromDigits } from '../../db/int32';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { readSheet, UnreadableSheetError } from './sheet-reader';
import { parseSheetRow, type SheetRow } from './sheet-rows';
import { containsPattern } from '../../db/like';

function toSku(row: typeof products.$inferSelect): Sku {
  return {
    sku: row.sku,
    name: row.name,
    minimumExtraOrder: row.minimumExtraOrder,
    maximumExtraOrder: row.maximumExtraOrder,
    uniqueTagOnly: row.uniqueTagOnly,
    needAuthorization: row.needAuthorization,
    batchRequired: row.batchRequired,
    separationOrder: row.step,
    portionName1: PORTION_NAME[row.portionType as PortionType],
    portionType1: row.portionType,
    status: row.status,
    userId: row.updatedById,
  };
}


export interface SkuQuery {
  status: 'active' | 'inactive';
  pageIndex: number;
  pageSize: number;
  separationOrder?: string;
  search?: string;
}

export async function listSkus(db: DbOrTx, query: SkuQuery) {
  const filters: SQL[] = [eq(products.status, query.status)];
  if (query.separationOrder) {
    const steps = query.separationOrder.split(',').map(Number);
    const stepFilter = or(
      ...(steps.some((step) => step > 0) ? [inArray(products.step, steps.filter((step) => step > 0))] : []),
      ...(steps.includes(0) ? [isNull(products.step)] : []),
    );
    if (stepFilter) filters.push(stepFilter);
  }
  const search = query.search?.trim();
  // A search made only of digits is a SKU number; anything else searches the name.
  // Digits too many for a SKU find no product, rather than overflow the column.
  if (search) filters.push(/^\d+$/.test(search) ? eq(products.sku, int32FromDigits(search) ?? -1) : ilike(products.name, containsPattern(search)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.sku))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { results: rows.map(toSku), pageIndex: query.pageIndex, pageSize: query.pageSize, total: total?.total ?? 0 };
}

export async function stepsAbove(db: DbOrTx, step: number) {
  const rows = await db
    .select({ separationOrder: products.step, qtdProducts: count() })
    .from(products)
    .where(and(eq(products.status, 'active'), gt(products.step, step)))
    .groupBy(products.step)
    .orderBy(asc(products.step));
  return { separationOrders: rows.map((row) => ({ separationOrder: row.separationOrder!, qtdProducts: row.qtdProducts })) };
}

async function checkSteps(db: DbOrTx, updates: readonly Pick<SkuUpdate, 'separationOrder'>[]) {
  const { separations } = await readSettingsRow(db);
  const outside = updates.find((update) => update.separationOrder !== null && update.separationOrder !== undefined && update.separationOrder > separations);
  if (outside) throw badRequest(`A etapa deve ser de 1 a ${separations}.`);
}

async function refuseUnknown(db: DbOrTx, skus: number[]) {
  const found = await db.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus));
  const known = new Set(found.map((row) => row.sku));
  const missing = skus.filter((sku) => !known.has(sku));
  if (missing.length > 0) throw badRequest(`SKU não encontrado: ${missing.slice(0, 10).join(', ')}`);
}

export async function updateSkus(app: AppContext, userId: number, updates: SkuUpdate[]) {
  await checkSteps(app.db, updates);
  await refuseUnknown(app.db, [...new Set(updates.map((update) => update.sku))]);
  await app.db.transaction(async (tx) => {
    for (const { sku, separationOrder, ...flags } of updates) {
      await tx
        .update(products)
        .set({ ...flags, step: separationOrder, updatedById: userId, updatedAt: app.now() })
        .where(eq(products.sku, sku));
    }
  });
  return { updated: updates.length };
}

/** Reads, checks and applies a spreadsheet; any bad row refuses the whole file, naming rows. */
export async function uploadSkus(app: AppContext, userId: number, bytes: Uint8Array) {
  let cells;
  try {
    cells = await readSheet(bytes);
  } catch (error) {
    if (error instanceof UnreadableSheetError) throw badRequest(error.message);
    throw error;
  }
  const { separations } = await readSettingsRow(app.db);
  const rows: SheetRow[] = [];
  const problems: { field: string; message: string }[] = [];
  cells.slice(1).forEach((row, index) => {
    try {
      const parsed = parseSheetRow(row, index + 2, separations);
      if (parsed) rows.push(parsed);
    } catch (error) {
      problems.push({ field: `linha ${index + 2}`, message: (error as Error).message });
    }
  });
  if (rows.length === 0 && problems.length === 0) throw badRequest('A planilha não tem linhas de dados a partir da linha 2.');
  const skus = [...new Set(rows.map((row) => row.sku))];
  const found = skus.length
    ? new Set((await app.db.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus))).map((row) => row.sku))
    : new Set<number>();
  for (const row of rows) {
    if (!found.has(row.sku)) problems.push({ field: `linha ${row.row}`, message: `SKU ${row.sku} não encontrado` });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => Number(a.field.slice(6)) - Number(b.field.slice(6)));
    const summary = problems.slice(0, 5).map((problem) => `${problem.field}: ${problem.message}`).join('; ');
    throw badRequest(`Planilha recusada (${pluralPt(problems.length, 'linha', 'linhas')} com erro). ${summary}`, problems);
  }
  await app.db.transaction(async (tx) => {
    for (const { sku, changes } of rows) {
      const { separationOrder, ...flags } = changes;
      await tx
        .update(products)
        .set({ ...flags, ...(separationOrder === undefined ? {} : { step: separationOrder }), updatedById: userId, updatedAt: app.now() })
        .where(eq(products.sku, sku));
    }
  });
  return { updated: rows.length };
}

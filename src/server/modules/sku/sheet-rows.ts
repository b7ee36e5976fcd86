// The rows of the SKU bulk spreadsheet (spec/panel.md §5): data from row 2; A SKU number,
// B minimum extra order % (0-100), C maximum extra order % (0-100), D unique label SIM/NÃO,
// E needs authorization SIM/NÃO, F batch ID SIM/NÃO, G separation step; B to G optional.
import type { SkuUpdate } from '../../../shared/contract/sku';

export type SkuChanges = Partial<Omit<SkuUpdate, 'sku'>>;

export interface SheetRow {
  /** The spreadsheet's own row number, as the user sees it. */
  row: number;
  sku: number;
  changes: SkuChanges;
}

type Cell = string | number | boolean | null | undefined;

const text = (cell: Cell) => (cell === null || cell === undefined ? '' : String(cell).trim());

function percent(cell: Cell, column: string): number | undefined {
  const raw = text(cell).replace('%', '').replace(',', '.').trim();
  if (raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new Error(`coluna ${column} deve ser um percentual de 0 a 100`);
  return Math.round(value * 100) / 10_000;
}

function yesNo(cell: Cell, column: string): boolean | undefined {
  const raw = text(cell).toUpperCase();
  if (raw === '') return undefined;
  if (raw === 'SIM') return true;
  if (raw === 'NÃO' || raw === 'NAO') return false;
  throw new Error(`coluna ${column} deve ser SIM ou NÃO`);
}

function step(cell: Cell, separations: number): number | undefined {
  const raw = text(cell);
  if (raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > separations) {
    throw new Error(`coluna G deve ser uma etapa de 1 a ${separations}`);
  }
  return value;
}

/** One data row, or an error message naming the column; empty rows give null. */
export function parseSheetRow(cells: Cell[], row: number, separations: number): SheetRow | null {
  if (cells.slice(0, 7).every((cell) => text(cell) === '')) return null;
  const sku = Number(text(cells[0]));
  if (!Number.isInteger(sku) || sku <= 0) throw new Error('coluna A deve ser o número do SKU');
  const changes: SkuChanges = {
    minimumExtraOrder: percent(cells[1], 'B'),
    maximumExtraOrder: percent(cells[2], 'C'),
    uniqueTagOnly: yesNo(cells[3], 'D'),
    needAuthorization: yesNo(cells[4], 'E'),
    batchRequired: yesNo(cells[5], 'F'),
    separationOrder: step(cells[6], separations),
  };
  return {
    row,
    sku,
    changes: Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  };
}

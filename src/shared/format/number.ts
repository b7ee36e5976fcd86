// pt-BR number formatting (spec/operator.md §9, spec/panel.md §9): comma decimals, dot
// thousands, weights with 3 decimals, percentages with comma and 2 decimals.

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('pt-BR', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, found);
  }
  return found;
}

/** A number in pt-BR: `1234.5` -> `1.234,5`; with `decimals`, exactly that many digits. */
export function formatNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '-';
  return decimals === undefined ? formatter(0, 3).format(value) : formatter(decimals, decimals).format(value);
}

/** Integer grams as kilograms with 3 decimals: `1250` -> `1,250`. */
export function formatKg(grams: number): string {
  return formatNumber(grams / 1000, 3);
}

/** Integer grams as kilograms with the unit the screens use: `1250` -> `1,250 Kg`. */
export function formatKgWithUnit(grams: number): string {
  return `${formatKg(grams)} Kg`;
}

/** An item's amount with its unit: grams of a weighed item as Kg, units as 'un'. */
export function formatPortion(amount: number, portion: 'peso' | 'unidade'): string {
  return portion === 'peso' ? formatKgWithUnit(amount) : `${formatNumber(amount)} un`;
}

/** A percentage value with comma and 2 decimals: `12.345` -> `12,35%`. */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent, 2)}%`;
}

/** `part` as a percentage of `whole` (0 when whole is 0), e.g. broken items of separated items. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

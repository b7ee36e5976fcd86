// PostgreSQL's integer, the column every id, SKU, tag and count a caller names lands in.
// Numbers that arrive as numbers are bounded in one place (http/storable-input.ts); these
// helpers are for digits that arrive inside text (a search, a scanned code, a cursor).

export const INT32_MAX = 2_147_483_647;

/** The number the digits spell, or null when no integer column can hold it (no row has it). */
export function int32FromDigits(digits: string): number | null {
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return value <= INT32_MAX ? value : null;
}

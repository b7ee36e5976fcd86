// Check constraints built from the closed sets of src/shared/domain, so the database and
// the code can never disagree about which values exist.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

function literal(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`Only integer codes are allowed in checks: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column IN (...)`; a null column passes, as with every SQL check. */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

/** `column >= min` (counts, quantities, grams). */
export function atLeast(column: AnyPgColumn, min: number): SQL {
  return sql`${column} >= ${sql.raw(literal(min))}`;
}

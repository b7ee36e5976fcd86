// What a schema lets through but the database cannot store, refused in one place for every
// call, naming the field (issues 17 and 25), instead of a 500 from PostgreSQL:
// - integers above PostgreSQL's integer, the column every integer a caller sends lands in
//   (the database's bigints are totals it computes, never input);
// - text holding NUL, which PostgreSQL refuses in any text, and the other control
//   characters, which no form or reader sends (tab, line feed and carriage return pass, and
//   the group separator in a scanned product code only: GS1 readers send it as FNC1 inside a
//   case label's code; anywhere else it would be stored and break the spreadsheets' XML).
import type { z } from 'zod';
import { INT32_MAX } from '../db/int32';

export { INT32_MAX };

export const TOO_BIG_MESSAGE = `Número acima do limite de ${INT32_MAX}`;
export const CONTROL_CHARACTER_MESSAGE = 'Texto com caractere de controle não permitido';

// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above, the group separator let through.
const CONTROL_CHARACTER_BUT_GS = /[\u0000-\u0008\u000B\u000C\u000E-\u001C\u001E\u001F\u007F]/;

/** The fields a scanner's read arrives in (picking, 'Repor', the pre-picking lookup). */
const SCANNED_CODE_FIELDS = new Set(['productCode']);

type Path = (string | number)[];

function issue(path: Path, input: unknown, message: string): z.core.$ZodIssue {
  return { code: 'custom', input, path, message };
}

/** Every value under `value` that its column could not hold, with its path. */
export function unstorableValues(value: unknown, path: Path = []): z.core.$ZodIssue[] {
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) > INT32_MAX ? [issue(path, value, TOO_BIG_MESSAGE)] : [];
  }
  if (typeof value === 'string') {
    const refused = SCANNED_CODE_FIELDS.has(String(path.at(-1))) ? CONTROL_CHARACTER_BUT_GS : CONTROL_CHARACTER;
    return refused.test(value) ? [issue(path, value, CONTROL_CHARACTER_MESSAGE)] : [];
  }
  if (Array.isArray(value)) return value.flatMap((entry, index) => unstorableValues(entry, [...path, index]));
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.entries(value).flatMap(([key, entry]) => unstorableValues(entry, [...path, key]));
  }
  return [];
}

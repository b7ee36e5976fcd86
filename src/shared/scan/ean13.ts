// Infrared barcodes: EAN-13, including GS1 variable-measure codes (prefix 2) that carry a
// weight printed by a scale. Where the code and the weight sit inside a variable-measure
// code differs between scale vendors, so the layout is a parameter. Other GTIN lengths are
// read in gtin.ts.
import { gtinCheckDigit } from './gtin';

export interface Ean13Layout {
  /** First digits that mark a variable-measure code. */
  variablePrefixes: readonly string[];
  /** 0-based start and length of the product code field. */
  code: readonly [number, number];
  /** 0-based start and length of the weight field, in grams. */
  grams: readonly [number, number];
}

/** Digits of an EAN-13 barcode, check digit included. */
export const EAN13_LENGTH = 13;

/** '2' + product code (6 digits) + grams (5 digits) + check digit: 2 CCCCCC WWWWW D. */
export const DEFAULT_EAN13_LAYOUT: Ean13Layout = { variablePrefixes: ['2'], code: [1, 6], grams: [7, 5] };

/** The GS1 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  return gtinCheckDigit(first12.slice(0, 12));
}

export interface Ean13 {
  /** The product code field of a variable-measure code, or the whole code. */
  productCode: string;
  /** Weight of a variable-measure code; null for a fixed product code. */
  grams: number | null;
}

/** null when the code is not 13 digits or its check digit is wrong. */
export function parseEan13(code: string, layout: Ean13Layout = DEFAULT_EAN13_LAYOUT): Ean13 | null {
  if (!/^\d{13}$/.test(code)) return null;
  if (ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) return null;
  if (!layout.variablePrefixes.some((prefix) => code.startsWith(prefix))) return { productCode: code, grams: null };
  const [codeStart, codeLength] = layout.code;
  const [gramsStart, gramsLength] = layout.grams;
  const grams = Number(code.slice(gramsStart, gramsStart + gramsLength));
  if (grams <= 0) return null;
  return { productCode: code.slice(codeStart, codeStart + codeLength), grams };
}

/** Builds a variable-measure code (tests, demo labels, the scanner simulator). */
export function buildVariableEan13(productCode: string, grams: number, layout: Ean13Layout = DEFAULT_EAN13_LAYOUT): string {
  const digits = Array.from({ length: 12 }, () => '0');
  const prefix = layout.variablePrefixes[0] ?? '2';
  digits.splice(0, prefix.length, ...prefix);
  const put = ([start, length]: readonly [number, number], value: string) => {
    const padded = value.padStart(length, '0').slice(-length);
    digits.splice(start, length, ...padded);
  };
  put(layout.code, productCode);
  put(layout.grams, String(grams));
  const first12 = digits.join('');
  return `${first12}${ean13CheckDigit(first12)}`;
}

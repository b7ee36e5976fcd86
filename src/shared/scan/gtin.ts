// GTINs: the product numbers of retail and case barcodes, 8 (EAN-8), 12 (UPC-A), 13 (EAN-13)
// or 14 digits (GTIN-14, on ITF-14 and inside GS1 labels). One product number can be read in
// several of these forms (a UPC-A is the EAN-13 with a leading 0, and both are the GTIN-14
// with 00 or 0 in front), so codes are compared as GTIN-14: the digits padded with zeros.

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;
export const GTIN14_LENGTH = 14;

/** The GS1 check digit of the digits before it: weights 3 and 1 alternating from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const fromRight = body.length - 1 - index;
    sum += Number(body[index]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is a GTIN of one of the four lengths with a right check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The GTIN-14 of a product number of up to 14 digits. */
export function toGtin14(code: string): string {
  return code.padStart(GTIN14_LENGTH, '0');
}

/**
 * Every way a product's barcode could be written that means this GTIN-14: its significant
 * digits padded to each length up to 14. The catalogue keeps barcodes as the company's
 * systems sent them (8 to 14 digits), so a lookup asks for these rather than padding every row.
 */
export function gtinForms(gtin14: string): string[] {
  const significant = gtin14.replace(/^0+/, '');
  const shortest = Math.max(significant.length, 1);
  return Array.from({ length: GTIN14_LENGTH - shortest + 1 }, (_, index) => significant.padStart(shortest + index, '0'));
}

/**
 * Whether a read is a reader's product barcode: 8, 12 or 14 digits, or 13 characters
 * without a QR code's separators (a short QR code such as `1;3120;0.5;kg` is 13 long too;
 * 13 characters that are not all digits are a misread barcode, refused as one).
 */
export function looksLikeBarcode(code: string): boolean {
  if (code.length === 13) return !/[;-]/.test(code);
  return /^\d+$/.test(code) && (GTIN_LENGTHS as readonly number[]).includes(code.length);
}

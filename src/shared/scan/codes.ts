// Scan-code parsing (spec/operator.md §5 'Scan code parsing'). Pure: the renderer parses
// for instant feedback, the server parses again before it trusts anything.
//
// Quantities are integers, as everywhere in Doca: grams for kg codes, units for un codes.
//
// Code forms:
// - hyphen     `productBaseId-value[kg|un]`, e.g. `3120-0,532kg`, `3120-2un`, `3120-2`
// - semicolon  `id;productBaseId;value;type`, e.g. `481;3120;0.532;kg`; id `admin` = generic tag
// - scale label: exactly 30 digits read at fixed positions (SCALE_LABEL_LAYOUT)
// - a product barcode: 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14; gtin.ts), where
//   an EAN-13 of prefix 2 is a variable-measure code with a weight (ean13.ts)
// - a GS1 element string of a case label (gs1.ts): GTIN, net weight, batch, dates
import { parseEan13, DEFAULT_EAN13_LAYOUT, EAN13_LENGTH, type Ean13Layout } from './ean13';
import { looksLikeGs1, parseGs1, startsLikeGs1, type Gs1Label } from './gs1';
import { isValidGtin, looksLikeBarcode, toGtin14 } from './gtin';

export type PortionCode = 'kg' | 'un';

export interface ParsedScan {
  /** The raw code, trimmed. */
  raw: string;
  form: 'hyphen' | 'semicolon' | 'scaleLabel' | 'barcode' | 'gs1';
  /** Pre-picking tag id (semicolon form); null when the code names none. */
  id: number | null;
  /** The universal (generic) 'admin' tag. */
  isAdmin: boolean;
  isBarcode: boolean;
  /** Read from a weighing scale's label. */
  isBalance: boolean;
  productBaseId: number | null;
  sku: number | null;
  /** null when the code does not say (hyphen code without suffix). */
  typeProduct: PortionCode | null;
  /** Grams for kg, units for un (and for codes without a type, the number as written, x1000 when fractional). */
  amount: number;
  scaleId: number | null;
  scaleLabelId: number | null;
  /** YYYY-MM-DD, scale labels only. */
  date: string | null;
  /** Variable-measure EAN-13 only: its product code field (the SKU). */
  productCode: string | null;
  /** The product number a barcode or GS1 label names, as GTIN-14 (every length compares equal). */
  gtin: string | null;
  /** What a GS1 label says besides its GTIN and weight (batch, dates, serial). */
  gs1: Gs1Label | null;
}

/** Why a code is refused: the scan error modal's title, and for a GS1 label what is wrong with it. */
export type ParseFailure = { ok: false; error: 'unreadable' | 'wrongBarcode' | 'badGs1'; reason?: string };
export type ParseResult = { ok: true; scan: ParsedScan } | ParseFailure;

/** The words after the modal's title: ': AI (99) desconhecido' for a GS1 label, nothing otherwise. */
export function parseFailureDetail(failure: ParseFailure): string {
  return failure.reason ? `: ${failure.reason}` : '';
}

/**
 * Scale label layout (fixed positions, 0-based, all digits, 30 long):
 * | field        | start | length | example  |
 * | sku          | 0     | 7      | 0100001  |
 * | scale id     | 7     | 3      | 004      |
 * | label id     | 10    | 7      | 0012345  |
 * | date YYYYMMDD| 17    | 8      | 20261122 |
 * | weight grams | 25    | 5      | 00532    |
 */
export const SCALE_LABEL_LAYOUT = {
  length: 30,
  sku: [0, 7],
  scaleId: [7, 3],
  scaleLabelId: [10, 7],
  date: [17, 8],
  grams: [25, 5],
} as const;

const base = (raw: string, form: ParsedScan['form']): ParsedScan => ({
  raw,
  form,
  id: null,
  isAdmin: false,
  isBarcode: false,
  isBalance: false,
  productBaseId: null,
  sku: null,
  typeProduct: null,
  amount: 0,
  scaleId: null,
  scaleLabelId: null,
  date: null,
  productCode: null,
  gtin: null,
  gs1: null,
});

const POSITIVE_INT = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d{1,3})?$/;

/** A written value ("0,532", "2") in the code's unit: grams for kg, units otherwise. */
function amountOf(value: string, type: PortionCode | null): number | null {
  if (!DECIMAL.test(value)) return null;
  const number = Number(value.replace(',', '.'));
  if (type === 'un') return Number.isInteger(number) ? number : null;
  if (type === 'kg') return Math.round(number * 1000);
  // No unit: a whole number is units, a fraction is kilograms.
  return Number.isInteger(number) ? number : Math.round(number * 1000);
}

function positiveInt(value: string): number | null {
  if (!POSITIVE_INT.test(value)) return null;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number) ? number : null;
}

function parseType(value: string): PortionCode | null | undefined {
  const lower = value.toLowerCase();
  if (lower === 'kg' || lower === 'un') return lower;
  return undefined;
}

function parseHyphen(raw: string): ParsedScan | null {
  const match = /^(\d+)-(\d+(?:[.,]\d{1,3})?)(kg|un)?$/i.exec(raw);
  if (!match) return null;
  const productBaseId = positiveInt(match[1]!);
  const typeProduct = match[3] ? (parseType(match[3]) ?? null) : null;
  const amount = amountOf(match[2]!, typeProduct);
  if (productBaseId === null || amount === null || amount <= 0) return null;
  return { ...base(raw, 'hyphen'), productBaseId, typeProduct, amount };
}

function parseSemicolon(raw: string): ParsedScan | null {
  const parts = raw.split(';');
  if (parts.length !== 4) return null;
  const [idText, baseText, valueText, typeText] = parts as [string, string, string, string];
  const isAdmin = idText.trim().toLowerCase() === 'admin';
  const id = isAdmin ? null : positiveInt(idText.trim());
  const productBaseId = positiveInt(baseText.trim());
  const typeProduct = parseType(typeText.trim());
  if ((!isAdmin && id === null) || productBaseId === null || !typeProduct) return null;
  const amount = amountOf(valueText.trim(), typeProduct);
  if (amount === null || amount <= 0) return null;
  return { ...base(raw, 'semicolon'), id, isAdmin, productBaseId, typeProduct, amount };
}

function isValidDate(yyyymmdd: string): string | null {
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

function parseScaleLabel(raw: string): ParsedScan | null {
  const layout = SCALE_LABEL_LAYOUT;
  if (raw.length !== layout.length || !POSITIVE_INT.test(raw)) return null;
  const field = ([start, length]: readonly [number, number]) => raw.slice(start, start + length);
  const sku = positiveInt(field(layout.sku));
  const grams = positiveInt(field(layout.grams));
  const date = isValidDate(field(layout.date));
  if (sku === null || grams === null || date === null) return null;
  return {
    ...base(raw, 'scaleLabel'),
    isBalance: true,
    sku,
    typeProduct: 'kg',
    amount: grams,
    scaleId: Number(field(layout.scaleId)),
    scaleLabelId: Number(field(layout.scaleLabelId)),
    date,
  };
}

export interface ParseOptions {
  ean13Layout?: Ean13Layout;
}

/** A product barcode of any GTIN length; a 13-digit code of a variable-measure prefix carries a weight. */
function parseBarcode(raw: string, layout: Ean13Layout): ParseResult {
  const barcode = { ...base(raw, 'barcode'), isBarcode: true };
  if (raw.length === EAN13_LENGTH) {
    const ean = parseEan13(raw, layout);
    if (ean?.grams != null) return { ok: true, scan: { ...barcode, productCode: ean.productCode, typeProduct: 'kg', amount: ean.grams } };
    // A variable-measure prefix without a weight is a misread, not a product number.
    if (!ean) return { ok: false, error: 'wrongBarcode' };
  }
  if (!isValidGtin(raw)) return { ok: false, error: 'wrongBarcode' };
  return { ok: true, scan: { ...barcode, gtin: toGtin14(raw), typeProduct: 'un', amount: 1 } };
}

/**
 * A GS1 label read like a scale label: its GTIN picks the product, its net weight is the
 * amount in grams; without a weight it is one unit, or the count (AI 37) of a case.
 */
function parseGs1Scan(raw: string): ParseResult {
  const result = parseGs1(raw);
  if (!result.ok) return { ok: false, error: 'badGs1', reason: result.reason };
  const { label } = result;
  const amount = label.netGrams ?? label.count ?? 1;
  return {
    ok: true,
    scan: { ...base(raw, 'gs1'), isBarcode: true, gtin: label.gtin, typeProduct: label.netGrams === null ? 'un' : 'kg', amount, gs1: label },
  };
}

/** Reads any code a picker can scan; `ok: false` when it is none of the known forms. */
export function parseScanCode(input: string, options: ParseOptions = {}): ParseResult {
  const raw = input.trim();
  if (looksLikeGs1(raw)) return parseGs1Scan(raw);
  if (looksLikeBarcode(raw)) return parseBarcode(raw, options.ean13Layout ?? DEFAULT_EAN13_LAYOUT);
  const scan = raw.includes(';')
    ? parseSemicolon(raw)
    : raw.includes('-')
      ? parseHyphen(raw)
      : parseScaleLabel(raw);
  if (scan) return { ok: true, scan };
  // A label with only fixed-length fields needs no FNC1 and may come bare: "0107891…3103…".
  // A 30-digit scale label that reads as one wins over it.
  if (startsLikeGs1(raw)) return parseGs1Scan(raw);
  return { ok: false, error: 'unreadable' };
}

/** Builds a scale label code (tests, the demo's labels, the scanner simulator). */
export function buildScaleLabel(label: { sku: number; scaleId: number; scaleLabelId: number; date: string; grams: number }): string {
  const layout = SCALE_LABEL_LAYOUT;
  const pad = (value: number | string, [, length]: readonly [number, number]) => String(value).padStart(length, '0');
  return [
    pad(label.sku, layout.sku),
    pad(label.scaleId, layout.scaleId),
    pad(label.scaleLabelId, layout.scaleLabelId),
    pad(label.date.replaceAll('-', ''), layout.date),
    pad(label.grams, layout.grams),
  ].join('');
}

/** Camera formats reported by the reader (spec/operator.md §5): 5 data_matrix, 11 qr_code. */
export function cameraFormatName(format: number): 'data_matrix' | 'qr_code' | 'bar_code' {
  if (format === 5) return 'data_matrix';
  if (format === 11) return 'qr_code';
  return 'bar_code';
}

// GS1 element strings, as GS1-128 and GS1 DataMatrix case labels carry them: "(01) GTIN
// (3103) net weight (10) batch (17) expiry". Readers send them in three ways, all read here:
// - with a symbology identifier in front: ]C1 (GS1-128), ]d2 (GS1 DataMatrix), ]Q3 (GS1 QR),
//   ]e0 (GS1 DataBar);
// - bare, with FNC1 sent as the ASCII group separator (GS, \x1d) after each variable-length
//   field that is not the last;
// - as printed under the bars, each AI in parentheses.
// Only the AIs below are known; any other is refused, so a label is never half read.
import { gtinCheckDigit } from './gtin';

/** FNC1 as readers send it between fields. */
export const GROUP_SEPARATOR = '\x1d';

const SYMBOLOGY_IDENTIFIER = /^\](C1|d2|Q3|e0)/;

interface AiSpec {
  /** Digits, or GS1's 82 printable characters. */
  format: 'n' | 'an';
  /** The value's exact length, or its longest (variable length). */
  length: number;
  variable?: boolean;
  /** The GS1 check digit ends the value (GTIN, SSCC). */
  checkDigit?: boolean;
}

/** YYMMDD, read as a date (and refused when there is none) where the label is built. */
const date: AiSpec = { format: 'n', length: 6 };
const netKg: AiSpec = { format: 'n', length: 6 };

/** The AIs a label may carry (GS1 General Specifications, section 3). */
const AIS: Record<string, AiSpec> = {
  '00': { format: 'n', length: 18, checkDigit: true }, // SSCC: the pallet or case itself
  '01': { format: 'n', length: 14, checkDigit: true }, // GTIN of the trade item
  '02': { format: 'n', length: 14, checkDigit: true }, // GTIN of the items a case contains
  '10': { format: 'an', length: 20, variable: true }, // batch or lot
  '11': date, // production date
  '13': date, // packaging date
  '15': date, // best before
  '17': date, // expiry
  '21': { format: 'an', length: 20, variable: true }, // serial number
  '37': { format: 'n', length: 8, variable: true }, // count of items contained (with 02)
  // Net weight in kg; the AI's last digit is the number of decimals.
  '3100': netKg,
  '3101': netKg,
  '3102': netKg,
  '3103': netKg,
  '3104': netKg,
  '3105': netKg,
};

/** GS1's character set 82, the characters an alphanumeric value may hold. */
const CHARACTER_SET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

export interface Gs1Label {
  /** GTIN-14 of AI 01, or of AI 02 when the label names what a case contains. */
  gtin: string;
  /** Net weight (AI 310n) in grams, rounded. */
  netGrams: number | null;
  batch: string | null;
  serial: string | null;
  /** Count of trade items contained (AI 37). */
  count: number | null;
  /** YYYY-MM-DD */
  productionDate: string | null;
  packagingDate: string | null;
  bestBefore: string | null;
  expiry: string | null;
}

export type Gs1Result = { ok: true; label: Gs1Label } | { ok: false; reason: string };

/** Whether a read announces itself as a GS1 element string (identifier, parentheses or FNC1). */
export function looksLikeGs1(raw: string): boolean {
  return SYMBOLOGY_IDENTIFIER.test(raw) || /^\(\d{2,4}\)/.test(raw) || raw.includes(GROUP_SEPARATOR);
}

/** A bare element string with no mark of its own: it opens with AI 01 or 02 and a GTIN-14. */
export function startsLikeGs1(raw: string): boolean {
  return /^0[12]\d{14}/.test(raw);
}

/** The number of digits of an AI, from its first two (GS1 General Specifications, figure 3.2-1). */
function aiLength(text: string): number {
  if (/^(3[1-69]|43|7|8)/.test(text)) return 4;
  if (/^(2[3-5]|4[0-2])/.test(text)) return 3;
  return 2;
}

class Refusal extends Error {}
const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

/** YYMMDD as YYYY-MM-DD; day 00 means the month's last day. Years are read as 20YY. */
function isoDate(ai: string, value: string): string {
  const [year, month, day] = [2000 + Number(value.slice(0, 2)), Number(value.slice(2, 4)), Number(value.slice(4, 6))];
  const lastDay = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
  if (lastDay === 0 || day > lastDay) refuse(`data (${ai}) inexistente: ${value}`);
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day === 0 ? lastDay : day)}`;
}

function checkValue(ai: string, spec: AiSpec, value: string): void {
  if (value.length === 0 || (spec.variable ? value.length > spec.length : value.length !== spec.length)) {
    refuse(spec.variable ? `AI (${ai}) vazio ou com mais de ${spec.length} caracteres` : `AI (${ai}) incompleto`);
  }
  if (!(spec.format === 'n' ? /^\d+$/ : CHARACTER_SET_82).test(value)) refuse(`valor do AI (${ai}) com caractere inválido`);
  if (spec.checkDigit && gtinCheckDigit(value.slice(0, -1)) !== Number(value.at(-1))) refuse(`${ai === '00' ? 'SSCC' : 'GTIN'} (${ai}) com dígito verificador errado`);
}

function specOf(ai: string): AiSpec {
  return AIS[ai] ?? refuse(`AI (${ai}) desconhecido`);
}

/** "(01)…(3103)…": every field in parentheses, nothing outside them. */
function parenthesised(text: string): [string, string][] {
  const fields = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)];
  if (fields.map((field) => field[0]).join('') !== text) refuse('parênteses fora do formato (AI)valor');
  return fields.map((field) => [field[1]!, field[2]!]);
}

/** AI after AI; a variable-length value ends at a group separator or at the end. */
function separated(text: string): [string, string][] {
  const fields: [string, string][] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === GROUP_SEPARATOR) {
      at += 1; // some readers also put FNC1 after fixed-length fields
      continue;
    }
    const ai = AIS[text.slice(at, at + 4)] ? text.slice(at, at + 4) : text.slice(at, at + aiLength(text.slice(at, at + 2)));
    const spec = specOf(ai);
    at += ai.length;
    const separator = text.indexOf(GROUP_SEPARATOR, at);
    const end = !spec.variable ? at + spec.length : separator === -1 ? text.length : separator;
    fields.push([ai, text.slice(at, end)]);
    at = end;
  }
  return fields;
}

function labelOf(fields: [string, string][]): Gs1Label {
  const values = new Map<string, string>();
  for (const [ai, value] of fields) {
    checkValue(ai, specOf(ai), value);
    if (values.has(ai)) refuse(`AI (${ai}) repetido`);
    values.set(ai, value);
  }
  const gtin = values.get('01') ?? values.get('02') ?? refuse('sem GTIN (01)');
  const weightAi = [...values.keys()].find((ai) => ai.startsWith('310'));
  const netGrams = weightAi ? Math.round((Number(values.get(weightAi)) * 1000) / 10 ** Number(weightAi[3])) : null;
  if (netGrams === 0) refuse(`peso (${weightAi}) zerado`);
  const dateOf = (ai: string) => (values.has(ai) ? isoDate(ai, values.get(ai)!) : null);
  return {
    gtin,
    netGrams,
    batch: values.get('10') ?? null,
    serial: values.get('21') ?? null,
    count: values.has('37') ? Number(values.get('37')) : null,
    productionDate: dateOf('11'),
    packagingDate: dateOf('13'),
    bestBefore: dateOf('15'),
    expiry: dateOf('17'),
  };
}

/** Reads a GS1 element string in any of the forms readers send; a refusal says why in Portuguese. */
export function parseGs1(raw: string): Gs1Result {
  const text = raw.replace(SYMBOLOGY_IDENTIFIER, '');
  try {
    if (text.replaceAll(GROUP_SEPARATOR, '') === '') refuse('sem dados');
    const fields = text.startsWith('(') ? parenthesised(text) : separated(text);
    return { ok: true, label: labelOf(fields) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}

// GS1 element strings of case labels: each AI the floor reads, the three forms readers send
// (symbology identifier, FNC1 as group separator, parentheses), and a clear refusal for
// anything malformed.
import { describe, expect, it } from 'vitest';
import { parseGs1, type Gs1Label } from './gs1';

const GS = '\x1d';
const GTIN = '17891000315504';

function read(raw: string): Gs1Label {
  const result = parseGs1(raw);
  if (!result.ok) throw new Error(`${raw}: ${result.reason}`);
  return result.label;
}
const refusal = (raw: string) => parseGs1(raw);

describe('each AI', () => {
  it('(01) the GTIN of the trade item', () => {
    expect(read(`01${GTIN}`)).toMatchObject({ gtin: GTIN, netGrams: null });
  });

  it('(02) the GTIN of the items a case contains, with (37) their count', () => {
    expect(read(`02${GTIN}3712`)).toMatchObject({ gtin: GTIN, count: 12 });
  });

  it('(310n) the net weight in kg with n decimals, in grams', () => {
    expect(read(`01${GTIN}3100000012`).netGrams).toBe(12_000);
    expect(read(`01${GTIN}3101000125`).netGrams).toBe(12_500);
    expect(read(`01${GTIN}3102001250`).netGrams).toBe(12_500);
    expect(read(`01${GTIN}3103001250`).netGrams).toBe(1_250);
    expect(read(`01${GTIN}3104012505`).netGrams).toBe(1_251); // 1.2505 kg, to the gram
    expect(read(`01${GTIN}3105125000`).netGrams).toBe(1_250);
  });

  it('(10) the batch and (21) the serial number, up to 20 characters', () => {
    expect(read(`01${GTIN}10LOTE-42/B${GS}21SN0001`)).toMatchObject({ batch: 'LOTE-42/B', serial: 'SN0001' });
    expect(read(`01${GTIN}10${'A'.repeat(20)}`).batch).toBe('A'.repeat(20));
  });

  it('(11) production, (13) packaging, (15) best before and (17) expiry dates', () => {
    expect(read(`01${GTIN}11261101132611021526113017261231`)).toMatchObject({
      productionDate: '2026-11-01',
      packagingDate: '2026-11-02',
      bestBefore: '2026-11-30',
      expiry: '2026-12-31',
    });
  });

  it('reads day 00 as the last day of the month', () => {
    expect(read(`01${GTIN}17280200`).expiry).toBe('2028-02-29');
  });

  it('(00) the SSCC of the pallet or case', () => {
    expect(read(`0037610425002123456902${GTIN}`).gtin).toBe(GTIN);
  });
});

describe('the forms readers send', () => {
  const expected = { gtin: GTIN, netGrams: 1_250, batch: 'L42', expiry: '2026-11-30' };

  it('FNC1 as a group separator after a variable-length field', () => {
    expect(read(`01${GTIN}10L42${GS}310300125017261130`)).toMatchObject(expected);
  });

  it('a leading FNC1 and one after a fixed-length field', () => {
    expect(read(`${GS}01${GTIN}${GS}3103001250${GS}17261130${GS}10L42`)).toMatchObject(expected);
  });

  it('the symbology identifiers of GS1-128, GS1 DataMatrix, GS1 QR and GS1 DataBar', () => {
    for (const prefix of [']C1', ']d2', ']Q3', ']e0']) {
      expect(read(`${prefix}01${GTIN}3103001250${'17261130'}10L42`), prefix).toMatchObject(expected);
    }
  });

  it('the human-readable form, each AI in parentheses', () => {
    expect(read(`(01)${GTIN}(3103)001250(10)L42(17)261130`)).toMatchObject(expected);
  });
});

describe('malformed labels are refused, saying why', () => {
  it('an unknown AI', () => {
    expect(refusal(`01${GTIN}99ABC`)).toEqual({ ok: false, reason: 'AI (99) desconhecido' });
    expect(refusal(`(01)${GTIN}(3202)001250`)).toEqual({ ok: false, reason: 'AI (3202) desconhecido' });
  });

  it('a GTIN with a wrong check digit', () => {
    expect(refusal(`0117891000315505`)).toEqual({ ok: false, reason: 'GTIN (01) com dígito verificador errado' });
  });

  it('an impossible date', () => {
    expect(refusal(`01${GTIN}17261332`)).toEqual({ ok: false, reason: 'data (17) inexistente: 261332' });
    expect(refusal(`01${GTIN}11270229`)).toEqual({ ok: false, reason: 'data (11) inexistente: 270229' });
  });

  it('a cut-off field, letters in a number, a batch too long, a zero weight', () => {
    expect(refusal(`01${GTIN}3103001`)).toEqual({ ok: false, reason: 'AI (3103) incompleto' });
    expect(refusal(`01${GTIN}3103OO125O`)).toEqual({ ok: false, reason: 'valor do AI (3103) com caractere inválido' });
    expect(refusal(`01${GTIN}10${'A'.repeat(21)}`)).toEqual({ ok: false, reason: 'AI (10) vazio ou com mais de 20 caracteres' });
    expect(refusal(`01${GTIN}3103000000`)).toEqual({ ok: false, reason: 'peso (3103) zerado' });
  });

  it('a label without a GTIN, a repeated AI, text outside the parentheses, nothing at all', () => {
    expect(refusal('10L42')).toEqual({ ok: false, reason: 'sem GTIN (01)' });
    expect(refusal(`01${GTIN}${GS}01${GTIN}`)).toEqual({ ok: false, reason: 'AI (01) repetido' });
    expect(refusal(`(01${GTIN}`)).toEqual({ ok: false, reason: 'parênteses fora do formato (AI)valor' });
    expect(refusal(`(01)${GTIN}(10)`)).toEqual({ ok: false, reason: 'AI (10) vazio ou com mais de 20 caracteres' });
    expect(refusal(']d2')).toEqual({ ok: false, reason: 'sem dados' });
  });
});

import { describe, expect, it } from 'vitest';
import { buildScaleLabel, cameraFormatName, parseFailureDetail, parseScanCode, SCALE_LABEL_LAYOUT } from './codes';
import { buildVariableEan13, ean13CheckDigit, parseEan13 } from './ean13';

const parsed = (code: string) => {
  const result = parseScanCode(code);
  if (!result.ok) throw new Error(`not parsed: ${code}`);
  return result.scan;
};

describe('hyphen codes', () => {
  it('reads base id, value and unit', () => {
    expect(parsed('3120-0,532kg')).toMatchObject({ form: 'hyphen', productBaseId: 3120, typeProduct: 'kg', amount: 532 });
    expect(parsed('3120-1.5KG')).toMatchObject({ typeProduct: 'kg', amount: 1500 });
    expect(parsed('3120-2un')).toMatchObject({ typeProduct: 'un', amount: 2, id: null, isAdmin: false });
  });
  it('reads a value without unit: whole numbers are units, fractions kilograms', () => {
    expect(parsed('77-3')).toMatchObject({ typeProduct: null, amount: 3 });
    expect(parsed('77-0.250')).toMatchObject({ typeProduct: null, amount: 250 });
  });
  it('refuses malformed codes', () => {
    for (const code of ['-2un', '3120-', '3120-abc', '3120-2lb', '3120-1.5un', '3120-0un', 'x-1', '3120-1.2345kg', '3120--1']) {
      expect(parseScanCode(code), code).toEqual({ ok: false, error: 'unreadable' });
    }
  });
});

describe('semicolon codes', () => {
  it('reads id;productBaseId;value;type', () => {
    expect(parsed('481;3120;0.532;kg')).toMatchObject({ form: 'semicolon', id: 481, productBaseId: 3120, amount: 532, typeProduct: 'kg' });
    expect(parsed(' 9;55;4;un ')).toMatchObject({ id: 9, productBaseId: 55, amount: 4, typeProduct: 'un', raw: '9;55;4;un' });
  });
  it('reads the admin id as a generic tag', () => {
    expect(parsed('admin;3120;1;kg')).toMatchObject({ isAdmin: true, id: null, amount: 1000 });
    expect(parsed('ADMIN;3120;2;un')).toMatchObject({ isAdmin: true });
  });
  it('refuses malformed codes', () => {
    for (const code of ['1;2;3', '1;2;3;4;5', 'x;2;1;kg', '1;y;1;kg', '1;2;1;lb', '1;2;0;kg', '1;2;-1;kg', '1;2;1.5;un', ';;;']) {
      expect(parseScanCode(code).ok, code).toBe(false);
    }
  });
});

describe('scale labels', () => {
  const label = { sku: 100001, scaleId: 4, scaleLabelId: 12345, date: '2026-11-22', grams: 532 };
  it('has the documented fixed layout', () => {
    const code = buildScaleLabel(label);
    expect(code).toBe('010000100400123452026112200532');
    expect(code).toHaveLength(SCALE_LABEL_LAYOUT.length);
  });
  it('reads sku, scale, label id, date and weight', () => {
    expect(parsed(buildScaleLabel(label))).toMatchObject({
      form: 'scaleLabel',
      isBalance: true,
      sku: 100001,
      scaleId: 4,
      scaleLabelId: 12345,
      date: '2026-11-22',
      amount: 532,
      typeProduct: 'kg',
      productBaseId: null,
    });
  });
  it('refuses labels of the wrong length, with letters, an impossible date or no weight', () => {
    const code = buildScaleLabel(label);
    for (const bad of [code.slice(1), `${code}1`, `${code.slice(0, 5)}A${code.slice(6)}`, buildScaleLabel({ ...label, date: '2026-02-30' }), buildScaleLabel({ ...label, grams: 0 })]) {
      expect(parseScanCode(bad).ok, bad).toBe(false);
    }
  });
});

describe('EAN-13 barcodes', () => {
  it('computes the GS1 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('789100031550')).toBe(7);
  });
  it('reads a fixed product code as one unit, named by its GTIN-14', () => {
    expect(parsed('4006381333931')).toMatchObject({ form: 'barcode', isBarcode: true, gtin: '04006381333931', productCode: null, typeProduct: 'un', amount: 1 });
  });
  it('reads a variable-measure code with its weight', () => {
    const code = buildVariableEan13('310001', 1234);
    expect(code).toHaveLength(13);
    expect(parsed(code)).toMatchObject({ isBarcode: true, productCode: '310001', typeProduct: 'kg', amount: 1234 });
  });
  it('takes a configurable layout', () => {
    const layout = { variablePrefixes: ['20', '21'], code: [2, 5] as const, grams: [7, 5] as const };
    const code = buildVariableEan13('12345', 800, layout);
    expect(code.startsWith('20')).toBe(true);
    expect(parseEan13(code, layout)).toEqual({ productCode: '12345', grams: 800 });
    expect(parseScanCode(code, { ean13Layout: layout }).ok).toBe(true);
  });
  it('refuses a wrong check digit, letters and a zero weight', () => {
    expect(parseScanCode('4006381333932')).toEqual({ ok: false, error: 'wrongBarcode' });
    expect(parseScanCode('400638133393A')).toEqual({ ok: false, error: 'wrongBarcode' });
    expect(parseScanCode(buildVariableEan13('310001', 0))).toEqual({ ok: false, error: 'wrongBarcode' });
  });
});

describe('barcodes of the other GTIN lengths', () => {
  // Published examples: EAN-8 and UPC-A of Wikipedia, ITF-14 of GS1.
  it('reads EAN-8, UPC-A and GTIN-14 as one unit of their GTIN-14', () => {
    expect(parsed('96385074')).toMatchObject({ form: 'barcode', isBarcode: true, gtin: '00000096385074', typeProduct: 'un', amount: 1 });
    expect(parsed('036000291452')).toMatchObject({ form: 'barcode', gtin: '00036000291452', amount: 1 });
    expect(parsed('15400141288763')).toMatchObject({ form: 'barcode', gtin: '15400141288763', amount: 1 });
  });

  it('names one product whether read as UPC-A, as its EAN-13 or as its GTIN-14', () => {
    expect(new Set(['036000291452', '0036000291452', '00036000291452'].map((code) => parsed(code).gtin))).toEqual(new Set(['00036000291452']));
  });

  it('refuses a wrong check digit as an incorrect barcode', () => {
    for (const code of ['96385075', '036000291453', '15400141288764']) expect(parseScanCode(code), code).toEqual({ ok: false, error: 'wrongBarcode' });
  });
});

describe('GS1 labels', () => {
  const GTIN = '17891000315504';

  it('reads a kg case label like a scale label: the weight in grams, the GTIN for the product', () => {
    expect(parsed(`]C101${GTIN}10L42\x1d3103001250`)).toMatchObject({
      form: 'gs1',
      isBarcode: true,
      isBalance: false,
      gtin: GTIN,
      typeProduct: 'kg',
      amount: 1_250,
      gs1: { batch: 'L42' },
    });
  });

  it('reads a label without a weight as one unit, or the count of a case', () => {
    expect(parsed(`(01)${GTIN}(10)L42`)).toMatchObject({ form: 'gs1', typeProduct: 'un', amount: 1 });
    expect(parsed(`(02)${GTIN}(37)12`)).toMatchObject({ form: 'gs1', typeProduct: 'un', amount: 12 });
  });

  it('reads a bare label of fixed-length fields, which needs no FNC1', () => {
    expect(parsed(`01${GTIN}310300125017261130`)).toMatchObject({ form: 'gs1', amount: 1_250, gs1: { expiry: '2026-11-30' } });
  });

  it('refuses a malformed label, saying why', () => {
    const refused = parseScanCode(`(01)${GTIN}(99)X`);
    expect(refused).toEqual({ ok: false, error: 'badGs1', reason: 'AI (99) desconhecido' });
    expect(!refused.ok && parseFailureDetail(refused)).toBe(': AI (99) desconhecido');
    expect(parseScanCode(`01${GTIN}17261332`)).toEqual({ ok: false, error: 'badGs1', reason: 'data (17) inexistente: 261332' });
  });

  it('leaves a 30-digit scale label to the scale label', () => {
    expect(parsed(buildScaleLabel({ sku: 100001, scaleId: 4, scaleLabelId: 12345, date: '2026-11-22', grams: 532 })).form).toBe('scaleLabel');
  });
});

it('names the camera formats', () => {
  expect([5, 11, 1].map(cameraFormatName)).toEqual(['data_matrix', 'qr_code', 'bar_code']);
});

it('refuses empty and unknown input', () => {
  expect(parseScanCode('').ok).toBe(false);
  expect(parseScanCode('hello').ok).toBe(false);
});

import { describe, expect, it } from 'vitest';
import { buildScaleLabel, cameraFormatName, parseScanCode, SCALE_LABEL_LAYOUT } from './codes';
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
  it('reads a fixed product code as one unit', () => {
    expect(parsed('4006381333931')).toMatchObject({ form: 'barcode', isBarcode: true, productCode: '4006381333931', typeProduct: 'un', amount: 1 });
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
    expect(parseScanCode('4006381333932')).toEqual({ ok: false, error: 'badBarcode' });
    expect(parseScanCode('400638133393A')).toEqual({ ok: false, error: 'badBarcode' });
    expect(parseScanCode(buildVariableEan13('310001', 0))).toEqual({ ok: false, error: 'badBarcode' });
  });
});

it('names the camera formats', () => {
  expect([5, 11, 1].map(cameraFormatName)).toEqual(['data_matrix', 'qr_code', 'bar_code']);
});

it('refuses empty and unknown input', () => {
  expect(parseScanCode('').ok).toBe(false);
  expect(parseScanCode('hello').ok).toBe(false);
});

import { describe, expect, it } from 'vitest';
import { PORTION_TYPE } from '../domain/products';
import { parseScanCode, type ParsedScan } from './codes';
import { checkScan, isScanComplete, quantityToScan, remainingHint, upperLimit, type ScanTarget } from './checks';
import { labelBelongsToOrder, WRONG_ORDER_LABEL_MESSAGE } from './labels';
import { boxCode } from './box-code';

const scan = (code: string): ParsedScan => {
  const result = parseScanCode(code);
  if (!result.ok) throw new Error(code);
  return result.scan;
};

const weightItem: ScanTarget = {
  productBaseId: 3120,
  sku: 100001,
  portionType: PORTION_TYPE.weight,
  quantity: 2000,
  convertedQuantity: null,
  useConversionFlow: false,
  uniqueTagOnly: false,
  scannedTotal: 0,
};
const unitItem: ScanTarget = { ...weightItem, portionType: PORTION_TYPE.unit, quantity: 3 };

describe('checkScan', () => {
  it('accepts the right product', () => {
    expect(checkScan(scan('1;3120;0.5;kg'), weightItem)).toEqual({ ok: true });
    expect(checkScan(scan('3120-1un'), unitItem)).toEqual({ ok: true });
  });
  it('refuses another base product, naming scanned and expected ids', () => {
    expect(checkScan(scan('1;999;0.5;kg'), weightItem)).toEqual({ ok: false, error: 'wrongProduct', scanned: 999, expected: 3120 });
  });
  it('refuses another SKU unless a supervisor authorised it', () => {
    const label = { ...scan('1;3120;0.5;kg'), sku: 100002 };
    expect(checkScan(label, weightItem)).toMatchObject({ ok: false, error: 'wrongSku', scanned: 100002 });
    expect(checkScan(label, { ...weightItem, otherSkuAuthorized: true })).toEqual({ ok: true });
  });
  it('refuses the wrong portioning', () => {
    expect(checkScan(scan('3120-1un'), weightItem)).toMatchObject({ error: 'wrongPortion' });
    expect(checkScan(scan('3120-1kg'), unitItem)).toMatchObject({ error: 'wrongPortion' });
  });
  it('refuses generic tags on unique-tag-only products', () => {
    const uniqueOnly = { ...weightItem, uniqueTagOnly: true };
    expect(checkScan(scan('admin;3120;0.5;kg'), uniqueOnly)).toMatchObject({ error: 'uniqueTagOnly' });
    expect(checkScan(scan('3120-0.5kg'), uniqueOnly)).toMatchObject({ error: 'notUniqueTag' });
    expect(checkScan(scan('7;3120;0.5;kg'), uniqueOnly)).toEqual({ ok: true });
  });
  it('allows weight up to quantity + 0.999 kg and no more', () => {
    expect(checkScan(scan('1;3120;2.999;kg'), weightItem)).toEqual({ ok: true });
    expect(checkScan(scan('1;3120;3;kg'), weightItem)).toMatchObject({ error: 'overweight' });
    expect(checkScan(scan('1;3120;1;kg'), { ...weightItem, scannedTotal: 2000 })).toMatchObject({ error: 'overweight' });
  });
  it('allows units up to the quantity', () => {
    expect(checkScan(scan('3120-3un'), unitItem)).toEqual({ ok: true });
    expect(checkScan(scan('3120-1un'), { ...unitItem, scannedTotal: 3 })).toMatchObject({ error: 'overQuantity' });
  });
});

describe('quantities', () => {
  it('scans the converted quantity in the conversion flow', () => {
    expect(quantityToScan({ ...weightItem, convertedQuantity: 1500, useConversionFlow: true })).toBe(1500);
    expect(quantityToScan({ ...weightItem, convertedQuantity: 1500 })).toBe(2000);
    expect(upperLimit(weightItem)).toBe(2999);
    expect(upperLimit(unitItem)).toBe(3);
  });
  it('hints what is left: units, or kg with 3 decimals and comma', () => {
    expect(remainingHint({ ...unitItem, scannedTotal: 1 })).toBe('Bipe 2 un');
    expect(remainingHint({ ...weightItem, scannedTotal: 1468 })).toBe('Bipe 0,532 kg');
    expect(remainingHint({ ...weightItem, scannedTotal: 2500 })).toBe('Bipe 0,000 kg');
  });
  it('is complete from the quantity to the allowance', () => {
    expect(isScanComplete({ ...weightItem, scannedTotal: 1999 })).toBe(false);
    expect(isScanComplete({ ...weightItem, scannedTotal: 2999 })).toBe(true);
    expect(isScanComplete({ ...unitItem, scannedTotal: 3 })).toBe(true);
  });
});

describe('box labels', () => {
  it('belong to the order named before the semicolon', () => {
    expect(labelBelongsToOrder(boxCode('PED-001', 1), 'PED-001')).toBe(true);
    expect(labelBelongsToOrder('PED-002;1', 'PED-001')).toBe(false);
    expect(labelBelongsToOrder('PED-001', 'PED-001')).toBe(true);
    expect(WRONG_ORDER_LABEL_MESSAGE).toBe('Opa, esse etiqueta é de outro pedido');
  });
});

import { describe, expect, it } from 'vitest';
import { boxStageError, quantityWarning, REPOSITION_TEXT } from './reposition-rules';

describe('the box stage of Repor', () => {
  it("accepts a box of the order ('orderId;box')", () => {
    expect(boxStageError('123456;2', '123456')).toBeNull();
  });
  it('refuses a barcode, a product label and a box of another order', () => {
    for (const barcode of ['7891234567895', '96385074', '036000291452', '15400141288763']) {
      expect(boxStageError(barcode, '123456'), barcode).toEqual({ title: REPOSITION_TEXT.noBarcode, message: REPOSITION_TEXT.scanBox });
    }
    expect(boxStageError('3120-2un', '123456')).toEqual({ title: REPOSITION_TEXT.scanBox });
    expect(boxStageError('654321;1', '123456')?.title).toBe('Caixa bipada errada');
  });
});

describe('the quantity warning', () => {
  it('warns MENOR and MAIOR, and not for the exact break or nothing', () => {
    expect(quantityWarning(2, 4)).toBe(REPOSITION_TEXT.less);
    expect(quantityWarning(5, 4)).toBe(REPOSITION_TEXT.more);
    expect(quantityWarning(4, 4)).toBeNull();
    expect(quantityWarning(0, 4)).toBeNull();
  });
});

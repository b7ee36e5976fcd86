import { describe, expect, it } from 'vitest';
import { partialBreakQuantity } from './break-rules';

const unit = { unity_product_base: 'unidade' as const, quantity: 5, converted_quantity: null, use_conversion_flow: false };
const weight = { ...unit, unity_product_base: 'peso' as const, quantity: 2000 };

describe('partial break quantity', () => {
  it('gives the spec messages', () => {
    expect(partialBreakQuantity(unit, '')).toEqual({ ok: false, message: 'Campo obrigatório' });
    expect(partialBreakQuantity(unit, '0')).toEqual({ ok: false, message: 'A quantidade precisa ser positiva' });
    expect(partialBreakQuantity(unit, '-1')).toEqual({ ok: false, message: 'A quantidade precisa ser positiva' });
    expect(partialBreakQuantity(unit, '5')).toEqual({ ok: false, message: 'A quantidade precisa ser inferior a quantidade esperada' });
    expect(partialBreakQuantity(unit, '1,5')).toEqual({ ok: false, message: 'A quantidade precisa ser um número inteiro' });
  });
  it('reads units, and kilograms with decimals into grams', () => {
    expect(partialBreakQuantity(unit, '2')).toEqual({ ok: true, quantity: 2 });
    expect(partialBreakQuantity(weight, '1,25')).toEqual({ ok: true, quantity: 1250 });
    expect(partialBreakQuantity(weight, '2')).toMatchObject({ ok: false });
  });
});

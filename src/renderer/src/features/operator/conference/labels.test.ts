import { describe, expect, it } from 'vitest';
import { breakLabel, formatAmount, hasConfirmedQuantity, criticalCountMessage, notInBoxCount } from './labels';

const unit = { unity_product_base: 'unidade' as const, quantity: 5, converted_quantity: null, use_conversion_flow: false };
const weight = { ...unit, unity_product_base: 'peso' as const, quantity: 2000 };

describe('conference item labels', () => {
  it('shows weights with 3 decimals and units as Un', () => {
    expect(formatAmount(weight, 1234)).toBe('1,234 Kg');
    expect(formatAmount(unit, 3)).toBe('3 Un');
  });

  it("reads 'Quebra Total' for a total break", () => {
    expect(breakLabel({ ...unit, confirmed_quantity: 0, status: 3 })).toBe('Quebra Total');
  });

  it("reads 'Falta' for one missing and 'Faltam' for more", () => {
    expect(breakLabel({ ...unit, confirmed_quantity: 4, status: 4 })).toBe('Quebra Parcial - Falta 1 Un');
    expect(breakLabel({ ...unit, confirmed_quantity: 2, status: 4 })).toBe('Quebra Parcial - Faltam 3 Un');
    expect(breakLabel({ ...weight, confirmed_quantity: 1750, status: 4 })).toBe('Quebra Parcial - Faltam 0,250 Kg');
    expect(breakLabel({ ...weight, confirmed_quantity: 1000, status: 4 })).toBe('Quebra Parcial - Falta 1,000 Kg');
  });

  it('says nothing of an item confirmed in full, and measures a partial break against the ordered quantity', () => {
    expect(breakLabel({ ...unit, confirmed_quantity: 5, status: 2 })).toBeNull();
    // A partial break sets converted_quantity to what was picked: the label still counts from the order.
    expect(breakLabel({ ...unit, converted_quantity: 2, confirmed_quantity: 2, status: 4 })).toBe('Quebra Parcial - Faltam 3 Un');
  });

  it('offers the not-in-box mark only for items with a confirmed quantity', () => {
    expect(hasConfirmedQuantity({ confirmed_quantity: 0 })).toBe(false);
    expect(hasConfirmedQuantity({ confirmed_quantity: null })).toBe(false);
    expect(hasConfirmedQuantity({ confirmed_quantity: 2 })).toBe(true);
  });

  it('counts the items marked as not put in the box, in the singular for one', () => {
    expect(notInBoxCount(0)).toBe('Nenhum item marcado como fora da caixa');
    expect(notInBoxCount(1)).toBe('1 item marcado como fora da caixa');
    expect(notInBoxCount(12)).toBe('12 itens marcados como fora da caixa');
  });

  it('says which critical order had its boxes counted and how many, in the singular for one', () => {
    expect(criticalCountMessage('123', 4)).toBe('Contagem de caixas do pedido crítico 123 registrada: 4 caixas.');
    expect(criticalCountMessage('123', 1)).toBe('Contagem de caixas do pedido crítico 123 registrada: 1 caixa.');
  });
});

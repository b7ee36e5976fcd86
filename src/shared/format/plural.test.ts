import { describe, expect, it } from 'vitest';
import { pluralPt, pluralWord } from './plural';

describe('pluralPt', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(pluralPt(1, 'caixa', 'caixas')).toBe('1 caixa');
    expect(pluralPt(3, 'caixa', 'caixas')).toBe('3 caixas');
    expect(pluralPt(2, 'item marcado', 'itens marcados')).toBe('2 itens marcados');
  });
  it('puts zero in the plural, as the screens write it', () => {
    expect(pluralPt(0, 'pedido', 'pedidos')).toBe('0 pedidos');
  });
});

describe('pluralWord', () => {
  it('gives the noun alone, for counts shown apart or formatted', () => {
    expect(pluralWord(1, 'quebra', 'quebras')).toBe('quebra');
    expect(pluralWord(1234, 'quebra', 'quebras')).toBe('quebras');
  });
});

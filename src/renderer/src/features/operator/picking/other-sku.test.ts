import { beforeEach, describe, expect, it } from 'vitest';
import { noteWrongSku, useOtherSku } from './other-sku';

describe('the other SKU a request asks for', () => {
  beforeEach(() => useOtherSku.setState({ scannedSku: {} }));

  it("is read from the local check or from the server's refusal message", () => {
    noteWrongSku(1, 100190);
    noteWrongSku(2, 'SKU bipado errado (bipado 100191, correto 100189)');
    expect(useOtherSku.getState().scannedSku).toEqual({ 1: 100190, 2: 100191 });
  });

  it('is not noted when the refusal names no SKU', () => {
    noteWrongSku(3, 'SKU bipado errado');
    noteWrongSku(4, null);
    expect(useOtherSku.getState().scannedSku).toEqual({});
  });
});

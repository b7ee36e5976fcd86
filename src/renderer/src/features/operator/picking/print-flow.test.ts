import { describe, expect, it } from 'vitest';
import { LABELS_ALREADY_PRINTED } from '@shared/contract/labels';
import { firstPrintStep, stepAfterFailure } from './print-flow';

describe('label print flow', () => {
  it('asks for the white printer only on a first order of a white (or colourless) route', () => {
    expect(firstPrintStep({ is_first_order: true, color_route: 'BRANCA' })).toEqual({ kind: 'choosePrinter' });
    expect(firstPrintStep({ is_first_order: true, color_route: null })).toEqual({ kind: 'choosePrinter' });
    expect(firstPrintStep({ is_first_order: false, color_route: 'BRANCA' })).toEqual({ kind: 'printing', reprint: false });
    expect(firstPrintStep({ is_first_order: true, color_route: 'AZUL' })).toEqual({ kind: 'printing', reprint: false });
  });

  it("offers a reprint when the labels were already printed, and a retry when the printer failed", () => {
    expect(stepAfterFailure(LABELS_ALREADY_PRINTED, false)).toEqual({ kind: 'alreadyPrinted' });
    expect(stepAfterFailure('Deu erro pra mandar a impressão. Dá um alô pro time de tech', false)).toEqual({ kind: 'failed', reprint: false });
    expect(stepAfterFailure('Network Error', true)).toEqual({ kind: 'failed', reprint: true });
  });
});

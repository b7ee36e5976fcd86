import { describe, expect, it } from 'vitest';
import type { Runout } from '@shared/contract/breaks';
import { initialRepositionState, partialBreakDisabled, repositionQuantity, repositionReducer, repositionWarning } from './reposition-state';
import { REPOSITION_TEXT } from './reposition-rules';

const runout = (fields: Partial<Runout> = {}): Runout => ({
    id: 1,
    item: 10,
    order: '480100',
    work: 3,
    sku: 3120,
    product_base_id: 312,
    name: 'Queijo prato',
    image: null,
    type: 4,
    broken_quantity: 1500,
    quantity: 2000,
    converted_quantity: null,
    confirmed_quantity: 500,
    repositioned_quantity: 0,
    purchase_value: 1,
    status: 4,
    unity_product_base: 'peso',
    use_conversion_flow: false,
  has_scanner: true,
  separation: { level: 1 },
  ...fields,
});

describe("the 'Repor' dialog's state", () => {
  it('with a scanner starts at the box, then counts what the server counted', () => {
    let state = initialRepositionState(runout());
    expect(state.stage).toBe('box');
    state = repositionReducer(state, { type: 'refused', error: { title: REPOSITION_TEXT.scanBox } });
    state = repositionReducer(state, { type: 'boxRead', box: 2 });
    expect(state).toMatchObject({ stage: 'product', box: 2, error: null });
    state = repositionReducer(state, { type: 'productCounted', runout: runout({ repositioned_quantity: 700 }) });
    expect(repositionQuantity(state)).toBe(700);
    expect(repositionWarning(state)).toBe(REPOSITION_TEXT.less);
    // A quantity is in: the partial break is closed to a scanned item.
    expect(partialBreakDisabled(state)).toBe(true);
  });

  it('without a scanner takes the quantity typed, kilograms as grams', () => {
    let state = initialRepositionState(runout({ has_scanner: false }));
    expect(state.stage).toBe('manual');
    expect(repositionQuantity(state)).toBe(0);
    state = repositionReducer(state, { type: 'typed', value: 1.5 });
    expect(repositionQuantity(state)).toBe(1500);
    expect(repositionWarning(state)).toBeNull();
    expect(partialBreakDisabled(state)).toBe(false);
  });

  it('asks the MENOR/MAIOR confirmation again after the quantity changes', () => {
    let state = initialRepositionState(runout({ has_scanner: false, unity_product_base: 'unidade', broken_quantity: 4 }));
    state = repositionReducer(state, { type: 'typed', value: 2 });
    state = repositionReducer(state, { type: 'warned' });
    expect(state.warned).toBe(true);
    state = repositionReducer(state, { type: 'typed', value: 3 });
    expect(state.warned).toBe(false);
    expect(repositionQuantity(state)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import type { PickingItem, PickingStep } from '@shared/contract/picking';
import { allDone, currentItems, currentStep, expectedBoxes, findItem, listedItems, replaceItem, stepAwaitingConfirmation, stepKeyOf, wholesaleCount } from './flow';

const item = (id: number, status = 1, extra: Partial<PickingItem> = {}) => ({ id, status, is_wholesale: false, ...extra }) as PickingItem;
const step = (key: PickingStep['step'], items: PickingItem[], extra: Partial<PickingStep> = {}): PickingStep => ({
  step: key,
  is_finished: false,
  accounted_boxes: null,
  items,
  ...extra,
});

describe('picking flow', () => {
  const steps = [step('pre_boxed', [item(1, 2)], { is_finished: true }), step(1, [item(2, 2), item(3)]), step(2, [item(4)])];

  it('works the first step with pending items, previewing the next item', () => {
    expect(currentStep(steps)?.step).toBe(1);
    expect(currentItems(steps)).toMatchObject({ current: { id: 3 }, next: { id: 4 } });
  });

  it('asks to confirm a step once its items are done', () => {
    const done = replaceItem(steps, item(3, 3));
    expect(stepAwaitingConfirmation(done)?.step).toBe(1);
    expect(currentItems(done).current).toBeNull();
    const confirmed = done.map((candidate) => (candidate.step === 1 ? { ...candidate, is_finished: true, accounted_boxes: 2 } : candidate));
    expect(currentStep(confirmed)?.step).toBe(2);
    expect(allDone(confirmed)).toBe(false);
    const finished = replaceItem(confirmed, item(4, 4)).map((candidate) => ({ ...candidate, is_finished: true, accounted_boxes: candidate.step === 2 ? 1 : candidate.accounted_boxes }));
    expect(allDone(finished)).toBe(true);
    expect(expectedBoxes(finished)).toBe(3);
  });

  it('counts wholesale items that were not broken', () => {
    expect(wholesaleCount(step(1, [item(1, 2, { is_wholesale: true }), item(2, 3, { is_wholesale: true }), item(3, 2)]))).toBe(1);
  });

  it("lists separated items under 'Separados' and total or partial breaks under 'Quebras'", () => {
    const order = [step(1, [item(1, 2), item(2, 3), item(3, 4), item(4)]), step(2, [item(5, 2)])];
    expect(listedItems(order).separated.map((listed) => listed.id)).toEqual([1, 5]);
    expect(listedItems(order).broken.map((listed) => listed.id)).toEqual([2, 3]);
  });

  it('keeps both lists item by item when a scan adds a weighing to the pending item', () => {
    // The tabs render again only when their lists change (SeparationView's ItemTabs).
    const scanned = replaceItem(steps, { ...item(3), weighings: [{ id: 1, grams: 1, pre_picking_id: null }] });
    expect(listedItems(scanned).separated).toEqual(listedItems(steps).separated);
    listedItems(scanned).separated.forEach((listed, index) => expect(listed).toBe(listedItems(steps).separated[index]));
  });

  it('finds an item and the step it is picked in, a pre-boxed one in the pre-boxed step', () => {
    expect(findItem(steps, 4)?.id).toBe(4);
    expect(findItem(steps, 99)).toBeUndefined();
    expect(stepKeyOf(steps, item(3))).toBe(1);
    expect(stepKeyOf(steps, item(4, 1, { pre_boxed: true }))).toBe('pre_boxed');
  });
});

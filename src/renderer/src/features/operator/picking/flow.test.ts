import { describe, expect, it } from 'vitest';
import type { PickingItem, PickingStep } from '@shared/contract/picking';
import { allDone, currentItems, currentStep, expectedBoxes, replaceItem, stepAwaitingConfirmation, wholesaleCount } from './flow';

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
});

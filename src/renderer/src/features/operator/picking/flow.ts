// What comes next on the picking screen, read from the order's steps (spec/operator.md §4
// 'Picking screen flow' 5-6). Pure, so the rules are unit-tested apart from the screen.
import type { PickingItem, PickingStep } from '@shared/contract/picking';
import { ITEM_STATUS } from '@shared/domain/statuses';

export const isPending = (item: PickingItem) => item.status === ITEM_STATUS.pending;
/** Confirmed for the screen: separated or totally broken (spec §4 'Item status'). */
export const isConfirmed = (item: PickingItem) => item.status === ITEM_STATUS.separated || item.status === ITEM_STATUS.totalBreak;
export const isBreak = (item: PickingItem) => item.status === ITEM_STATUS.totalBreak || item.status === ITEM_STATUS.partialBreak;

/** The step being worked: the first with pending items, or a numbered step not yet confirmed. */
export function currentStep(steps: readonly PickingStep[]): PickingStep | null {
  return steps.find((step) => step.items.some(isPending) || (typeof step.step === 'number' && !step.is_finished)) ?? null;
}

/** A numbered step whose items are all done but which is not confirmed yet. */
export function stepAwaitingConfirmation(steps: readonly PickingStep[]): (PickingStep & { step: number }) | null {
  const step = currentStep(steps);
  if (!step || typeof step.step !== 'number' || step.is_finished || step.items.some(isPending)) return null;
  return step as PickingStep & { step: number };
}

export function allDone(steps: readonly PickingStep[]): boolean {
  return steps.length > 0 && currentStep(steps) === null;
}

/** The boxes counted step by step: the expected total of the final count. */
export function expectedBoxes(steps: readonly PickingStep[]): number {
  return steps.reduce((sum, step) => sum + (step.accounted_boxes ?? 0), 0);
}

/** The item to pick now and a preview of the next one. */
export function currentItems(steps: readonly PickingStep[]): { current: PickingItem | null; next: PickingItem | null } {
  const step = currentStep(steps);
  const pending = step?.items.filter(isPending) ?? [];
  const later = steps.slice(step ? steps.indexOf(step) + 1 : steps.length).flatMap((other) => other.items.filter(isPending));
  return { current: pending[0] ?? null, next: pending[1] ?? later[0] ?? null };
}

/** The item of that id, wherever it is in the order's steps. */
export function findItem(steps: readonly PickingStep[], itemId: number): PickingItem | undefined {
  for (const step of steps) {
    const found = step.items.find((item) => item.id === itemId);
    if (found) return found;
  }
  return undefined;
}

/** The key of the step an item is in ('pre_boxed' for a pre-boxed item, whatever its step). */
export function stepKeyOf(steps: readonly PickingStep[], item: PickingItem): PickingStep['step'] | null {
  if (item.pre_boxed) return 'pre_boxed';
  return steps.find((step) => step.items.some((candidate) => candidate.id === item.id))?.step ?? null;
}

/** The items the 'Separados' and 'Quebras' tabs list, in the order's order. */
export function listedItems(steps: readonly PickingStep[]): { separated: PickingItem[]; broken: PickingItem[] } {
  const all = steps.flatMap((step) => step.items);
  return { separated: all.filter((item) => item.status === ITEM_STATUS.separated), broken: all.filter(isBreak) };
}

export function replaceItem(steps: readonly PickingStep[], item: PickingItem): PickingStep[] {
  return steps.map((step) => ({ ...step, items: step.items.map((candidate) => (candidate.id === item.id ? item : candidate)) }));
}

/** Wholesale products of a step: the step dialog warns when fewer boxes than these are counted. */
export function wholesaleCount(step: PickingStep): number {
  return step.items.filter((item) => item.is_wholesale && !isBreak(item)).length;
}

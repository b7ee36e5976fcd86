// What the 'Repor' dialog holds, as a pure reducer (like conveyorState.ts): the stage (box,
// then product labels with a scanner; a typed quantity without one), the box read, the
// runout as the server last counted it, the typed quantity, the two confirmations asked
// (a quantity other than the break, a partial break) and the error on show.
import type { Runout } from '@shared/contract/breaks';
import { isWeightItem } from '@renderer/features/operator/picking/quantity';
import { quantityWarning } from './reposition-rules';

export type RepositionStage = 'box' | 'product' | 'manual';

export interface RepositionError {
  title: string;
  message?: string;
}

export interface RepositionState {
  runout: Runout;
  stage: RepositionStage;
  box: number | null;
  /** As typed: kilograms for a weighed item, units otherwise; '' when empty. */
  typed: number | '';
  /** 'Confirmar' pressed once on a quantity other than the break. */
  warned: boolean;
  /** 'Quebra parcial' pressed once. */
  partialAsked: boolean;
  error: RepositionError | null;
  busy: boolean;
}

export type RepositionAction =
  | { type: 'boxRead'; box: number }
  | { type: 'refused'; error: RepositionError }
  | { type: 'productCounted'; runout: Runout }
  | { type: 'typed'; value: number | '' }
  | { type: 'warned' }
  | { type: 'partialAsked' }
  | { type: 'busy'; busy: boolean }
  | { type: 'errorClosed' };

export function initialRepositionState(runout: Runout): RepositionState {
  return { runout, stage: runout.has_scanner ? 'box' : 'manual', box: null, typed: '', warned: false, partialAsked: false, error: null, busy: false };
}

export function repositionReducer(state: RepositionState, action: RepositionAction): RepositionState {
  switch (action.type) {
    case 'boxRead':
      return { ...state, box: action.box, stage: 'product', error: null };
    case 'refused':
      return { ...state, error: action.error };
    case 'productCounted':
      // A new count is a new quantity: its warning is asked again.
      return { ...state, runout: action.runout, warned: false, error: null };
    case 'typed':
      return { ...state, typed: action.value, warned: false };
    case 'warned':
      return { ...state, warned: true };
    case 'partialAsked':
      return { ...state, partialAsked: true };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'errorClosed':
      return { ...state, error: null };
  }
}

/** The quantity to confirm, in the item's unit (grams or units): typed, or counted by scans. */
export function repositionQuantity(state: RepositionState): number {
  if (state.stage !== 'manual') return state.runout.repositioned_quantity;
  if (state.typed === '') return 0;
  return isWeightItem(state.runout) ? Math.round(state.typed * 1000) : state.typed;
}

/** The MENOR / MAIOR warning of the quantity against the break, or null. */
export const repositionWarning = (state: RepositionState) => quantityWarning(repositionQuantity(state), state.runout.broken_quantity);

/** Spec §5: disabled once a quantity is in, unless there is no scanner or the item is converted. */
export function partialBreakDisabled(state: RepositionState): boolean {
  return repositionQuantity(state) > 0 && state.runout.has_scanner && !state.runout.use_conversion_flow;
}

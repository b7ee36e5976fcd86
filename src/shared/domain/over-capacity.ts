// Over-capacity routes ("Rotas estouradas", spec/loading.md §2.6, §4): the four states of a
// route's treatment and the actions that move it between them. The server refuses an action
// from the wrong state; the screen offers only the actions of the route's state.

export type OverCapacityState = 'visible' | 'hidden' | 'reduced' | 'notReducible';

export interface RouteTreatment {
  isHidden: boolean;
  /** true reduced, false not reducible, null under analysis. */
  reduced: boolean | null;
}

export function overCapacityState(route: RouteTreatment): OverCapacityState {
  if (route.reduced === true) return 'reduced';
  if (route.reduced === false) return 'notReducible';
  return route.isHidden ? 'hidden' : 'visible';
}

/** A change a caller asks for: hide/show, or reduced true/false/null. */
export interface TreatmentChange {
  is_hidden?: boolean;
  reduced?: boolean | null;
}

export const OVER_CAPACITY_ACTIONS = {
  show: { label: 'Exibir', from: ['hidden'], change: { is_hidden: false } },
  hide: { label: 'Ocultar', from: ['visible'], change: { is_hidden: true } },
  notReducible: { label: 'Não é possível reduzir', from: ['visible'], change: { reduced: false } },
  reducible: { label: 'Tornar possível reduzir', from: ['notReducible'], change: { reduced: null } },
} as const satisfies Record<string, { label: string; from: readonly OverCapacityState[]; change: TreatmentChange }>;

export type OverCapacityAction = keyof typeof OVER_CAPACITY_ACTIONS;

/** The actions the list offers for a route in this state. */
export function actionsOf(state: OverCapacityState): OverCapacityAction[] {
  return (Object.keys(OVER_CAPACITY_ACTIONS) as OverCapacityAction[]).filter((action) =>
    (OVER_CAPACITY_ACTIONS[action].from as readonly OverCapacityState[]).includes(state),
  );
}

/**
 * Why a change may not be made from this state, or null when it may. Asking for the state
 * the route is already in is allowed (a retried request changes nothing). Reduced (true)
 * comes from the conveyor's 'Reduzi' or a finished reduction, from a route still treated
 * as reducible (visible or hidden).
 */
export function treatmentChangeError(route: RouteTreatment, change: TreatmentChange): string | null {
  const state = overCapacityState(route);
  if (change.is_hidden !== undefined && change.is_hidden !== route.isHidden) {
    if (change.is_hidden && state !== 'visible') return 'Só uma rota exibida e em análise pode ser ocultada';
    if (!change.is_hidden && state !== 'hidden') return 'Só uma rota oculta pode ser exibida';
  }
  if (change.reduced !== undefined && change.reduced !== route.reduced) {
    if (change.reduced === false && state !== 'visible') return 'Só uma rota exibida e em análise pode ser marcada como não redutível';
    if (change.reduced === null && state !== 'notReducible') return 'Só uma rota não redutível pode voltar a ser redutível';
    if (change.reduced === true && state !== 'visible' && state !== 'hidden') return 'Esta rota não está em análise';
  }
  return null;
}

/** Why the reduction dialog does not open for a route (spec/loading.md §4). */
export function reductionRefusal(state: OverCapacityState): string | null {
  if (state === 'hidden') return 'Esta rota está oculta: não é preciso reduzir caixas';
  if (state === 'notReducible') return 'Esta rota foi marcada como não redutível: não é possível reduzir caixas';
  if (state === 'reduced') return 'Esta rota já foi reduzida';
  return null;
}

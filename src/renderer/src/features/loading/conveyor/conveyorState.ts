// What the conveyor screen shows, as a pure function of the box-count socket's events
// (docs/conveyor-engine.md): the badges, the switch, the last code, the carousel of the 10
// latest orders, the error banner and the queue of modals that wait for an answer.
import { CAROUSEL_SIZE } from '@shared/contract/conveyor';
import type {
  BoxCountServerToClient,
  BoxError,
  ConveyorOrderCard,
  PendingOrderAlert,
  PendingRoute,
  RouteOverLimit,
} from '@shared/contract/events';

export { CAROUSEL_SIZE };

export const PENDING_EVENTS = [
  'pendingOrder',
  'pendingInvoiceOrder',
  'pendingConferenceOrder',
  'pendingFinanceValidateOrder',
] as const;
export type PendingEventName = (typeof PENDING_EVENTS)[number];

export type ConveyorModal =
  | { kind: 'pending'; event: PendingEventName; alert: PendingOrderAlert }
  | { kind: 'pendingRoute'; route: PendingRoute }
  | { kind: 'canceled' | 'rescheduled'; card: ConveyorOrderCard }
  | { kind: 'routeAbove'; route: RouteOverLimit };

export interface ConveyorState {
  serverConnected: boolean;
  clientConnected: boolean;
  enabled: boolean;
  lastCode: string | null;
  /** Newest first. */
  cards: ConveyorOrderCard[];
  /** Orders whose card was heard since the socket last connected: newer than any restore. */
  heard: string[];
  /** Position of the card on show. */
  index: number;
  modals: ConveyorModal[];
  /** Why the last read was refused: shown until the next counted box or a tap. */
  error: BoxError | null;
}

export const initialConveyorState: ConveyorState = {
  serverConnected: false,
  clientConnected: false,
  enabled: true,
  lastCode: null,
  cards: [],
  heard: [],
  index: 0,
  modals: [],
  error: null,
};

type EventName = keyof BoxCountServerToClient;
export type ConveyorEvent =
  | { [K in EventName]: { type: K; payload: Parameters<BoxCountServerToClient[K]>[0] } }[EventName]
  | { type: 'socket'; connected: boolean }
  | { type: 'carousel'; step: 1 | -1 }
  | { type: 'dismiss'; modal: ConveyorModal }
  | { type: 'dismissError' }
  /** The server's list of the day's last read orders, latest first (after a reload or reconnect). */
  | { type: 'restore'; cards: ConveyorOrderCard[] };

function withCard(state: ConveyorState, card: ConveyorOrderCard): ConveyorState {
  const others = state.cards.filter((existing) => existing.order_id !== card.order_id);
  const heard = state.heard.includes(card.order_id) ? state.heard : [...state.heard, card.order_id];
  return { ...state, cards: [card, ...others].slice(0, CAROUSEL_SIZE), heard, index: 0 };
}

/** The server's order, behind the cards heard live since the socket connected (newer still). */
function restored(state: ConveyorState, cards: ConveyorOrderCard[]): ConveyorState {
  const live = state.cards.filter((card) => state.heard.includes(card.order_id));
  const rest = cards.filter((card) => !state.heard.includes(card.order_id));
  return { ...state, cards: [...live, ...rest].slice(0, CAROUSEL_SIZE), index: 0 };
}

/** The same modal (same order and alert, same route) is never queued twice. */
function sameModal(a: ConveyorModal, b: ConveyorModal): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'pending' && b.kind === 'pending') return a.event === b.event && a.alert.order_id === b.alert.order_id;
  if (a.kind === 'pendingRoute' && b.kind === 'pendingRoute') return a.route.route === b.route.route;
  if (a.kind === 'routeAbove' && b.kind === 'routeAbove') return a.route.id === b.route.id;
  if ((a.kind === 'canceled' || a.kind === 'rescheduled') && (b.kind === 'canceled' || b.kind === 'rescheduled')) {
    return a.card.order_id === b.card.order_id;
  }
  return false;
}

function withModal(state: ConveyorState, modal: ConveyorModal): ConveyorState {
  const others = state.modals.filter((existing) => !sameModal(existing, modal));
  const position = state.modals.findIndex((existing) => sameModal(existing, modal));
  // A repeated alert refreshes its modal in place; a new one waits its turn.
  if (position >= 0) return { ...state, modals: state.modals.map((existing, i) => (i === position ? modal : existing)) };
  return { ...state, modals: [...others, modal] };
}

function without(state: ConveyorState, keep: (modal: ConveyorModal) => boolean): ConveyorState {
  return { ...state, modals: state.modals.filter(keep) };
}

function isPendingEvent(name: string): name is PendingEventName {
  return (PENDING_EVENTS as readonly string[]).includes(name);
}

export function conveyorReducer(state: ConveyorState, event: ConveyorEvent): ConveyorState {
  switch (event.type) {
    case 'socket':
      return { ...state, serverConnected: event.connected, ...(event.connected ? { heard: [] } : { clientConnected: false }) };
    case 'restore':
      return restored(state, event.cards);
    case 'carousel': {
      const count = state.cards.length;
      return count === 0 ? state : { ...state, index: (state.index + event.step + count) % count };
    }
    case 'dismiss':
      return without(state, (modal) => modal !== event.modal);
    case 'dismissError':
      return { ...state, error: null };
    case 'boxError':
    case 'routeErrorWrongOrder':
    case 'truckLoadingError':
      return { ...state, error: event.payload };
    case 'conveyorBeltStatus':
      return { ...state, serverConnected: event.payload.connected };
    case 'conveyorBeldClientStatus':
      return { ...state, clientConnected: event.payload.connected };
    case 'conveyorBeltEnabled':
    case 'conveyorBeltDisabled':
      return { ...state, enabled: event.payload.enabled };
    case 'readTag':
      return { ...state, lastCode: event.payload.tag_value };
    case 'addBox':
      // A counted box is the good read that lifts the banner.
      return { ...withCard(state, event.payload), error: null };
    case 'confirmation':
    case 'skipped':
    case 'notConfirmed':
      return withCard(state, event.payload);
    case 'canceled':
    case 'rescheduled':
      return withModal(withCard(state, event.payload), { kind: event.type, card: event.payload });
    case 'pendingRoute':
      return withModal(state, { kind: 'pendingRoute', route: event.payload });
    case 'routeError':
    case 'routeAboveBoxNoTratament':
      return withModal(state, { kind: 'routeAbove', route: event.payload });
    case 'routeErrorConfirmed':
    case 'routeErrorNotConfirmed':
    case 'routeAboveBoxNoTratamentResolved': {
      const { id } = event.payload;
      return without(state, (modal) => !(modal.kind === 'routeAbove' && modal.route.id === id));
    }
    default: {
      if (isPendingEvent(event.type)) {
        const alert = event.payload as PendingOrderAlert;
        return withModal(state, { kind: 'pending', event: event.type, alert });
      }
      const resolved = event.type.replace(/Resolved$/, '');
      if (resolved !== event.type && isPendingEvent(resolved)) {
        const { order_id } = event.payload as PendingOrderAlert;
        return without(state, (modal) => !(modal.kind === 'pending' && modal.event === resolved && modal.alert.order_id === order_id));
      }
      return state;
    }
  }
}

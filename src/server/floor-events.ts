// Floor events: the one way a service announces a change the floor's screens must hear of
// (issue 22). A service raises an event on `app.events` once its change is committed; the
// realtime module (realtime/floor-events.ts) is the only listener that turns events into
// socket messages, so no service knows about sockets, rooms or Fastify. Which panel areas a
// call changes is declared on its endpoint in the contract (`changes`), raised by bind().
import type { AlertNotice, ConveyorScreenMessage, PanelArea, PickingNotice } from '../shared/contract/events';

export type FloorEvent =
  /** Messages for the conveyor screens (spec/loading.md §3). */
  | { kind: 'conveyor'; messages: readonly ConveyorScreenMessage[] }
  /** An alert created or answered: the supervisors' bells and the requester's own screen. */
  | { kind: 'alert'; alert: AlertNotice; requesterId: number }
  /** The order a picker holds was changed upstream (spec/operator.md §8). */
  | { kind: 'pickingNotice'; pickerId: number; notice: PickingNotice }
  /** Panel areas whose screens should refetch. */
  | { kind: 'panelChanged'; areas: readonly PanelArea[] }
  /** A station's key was revoked: its links are disconnected at once, in every process. */
  | { kind: 'stationKeyRevoked'; keyId: number };

export type FloorEventListener = (event: FloorEvent) => void;

export interface FloorEvents {
  raise(event: FloorEvent): void;
  /** Adds a listener; returns how to remove it. */
  listen(listener: FloorEventListener): () => void;
}

export function createFloorEvents(): FloorEvents {
  const listeners = new Set<FloorEventListener>();
  return {
    raise(event) {
      for (const listener of listeners) {
        // The change is committed: a listener that fails (a socket server closing) must not
        // turn the caller's success into an error.
        try {
          listener(event);
        } catch (error) {
          console.error('floor event listener', error);
        }
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// What the engine says to the conveyor screens: a list of typed events, sent to the
// 'frontend' room of the box-count socket by whoever ran the rule (socket or HTTP route).
import type { BoxCountServerToClient, BoxError } from '../../../shared/contract/events';
import type { BoxCountServer } from '../../realtime';

export type Emission = {
  [K in keyof BoxCountServerToClient]: { event: K; payload: Parameters<BoxCountServerToClient[K]>[0] };
}[keyof BoxCountServerToClient];

export const FRONTEND_ROOM = 'frontend';
export const CONVEYOR_ROOM = 'conveyor';

export function emit<K extends keyof BoxCountServerToClient>(
  event: K,
  payload: Parameters<BoxCountServerToClient[K]>[0],
): Emission {
  return { event, payload } as Emission;
}

export function boxError(title: string, description: string, orderId?: string): Emission {
  const payload: BoxError = { title, description, ...(orderId ? { order_id: orderId } : {}) };
  return emit('boxError', payload);
}

export function broadcast(io: BoxCountServer, emissions: readonly Emission[]): void {
  const room = io.to(FRONTEND_ROOM);
  for (const { event, payload } of emissions) {
    (room.emit as (name: string, body: unknown) => void)(event, payload);
  }
}

// Tells the panel screens an area changed (they refetch it), after the change is committed.
import type { FastifyInstance } from 'fastify';
import type { LiveServerToClient } from '../../../shared/contract/events';

type PanelArea = Parameters<LiveServerToClient['panelChanged']>[0]['area'];

/** A pass-through that emits panelChanged for each area, then returns the reply unchanged. */
export function panelChanged(server: FastifyInstance, ...areas: PanelArea[]): <T>(reply: T) => T {
  return (reply) => {
    const room = server.realtime.live.to('panel');
    for (const area of areas) room.emit('panelChanged', { area });
    return reply;
  };
}

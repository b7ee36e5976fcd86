// The realtime side of floor events (server/floor-events.ts): each event becomes its socket
// messages. Panel areas are coalesced per area (panel-changes.ts); with the Redis adapter
// every message reaches the clients of every process.
import { FRONTEND_ROOM } from '../../shared/contract/events';
import type { FloorEvent, FloorEvents } from '../floor-events';
import { stationRoom, type Realtime } from './index';
import { createPanelChanges } from './panel-changes';

/** Starts delivering the events raised on `events`; returns how to stop. */
export function deliverFloorEvents(events: FloorEvents, realtime: Pick<Realtime, 'live' | 'boxCount'>): () => void {
  const { live, boxCount } = realtime;
  const panel = createPanelChanges((area) => live.to('panel').emit('panelChanged', { area }));
  const deliver = (event: FloorEvent) => {
    switch (event.kind) {
      case 'conveyor': {
        const screens = boxCount.to(FRONTEND_ROOM);
        for (const { event: name, payload } of event.messages) (screens.emit as (name: string, body: unknown) => void)(name, payload);
        return;
      }
      case 'alert':
        live.to(['supervisors', `user:${event.requesterId}`]).emit('alert', event.alert);
        return;
      case 'pickingNotice':
        live.to(`user:${event.pickerId}`).emit('pickingNotice', event.notice);
        return;
      case 'panelChanged':
        panel.notify(event.areas);
        return;
      case 'stationKeyRevoked':
        boxCount.in(stationRoom(event.keyId)).disconnectSockets(true);
        return;
    }
  };
  const stopListening = events.listen(deliver);
  return () => {
    stopListening();
    panel.close();
  };
}

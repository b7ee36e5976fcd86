// Cancel, reset and reschedule notices for the order on screen arrive on the live socket,
// in the picker's own room (the server joins every socket to `user:<id>`).
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { LIVE_SOCKET_PATH, type LiveClientToServer, type LiveServerToClient } from '@shared/contract/events';
import { getToken } from '@renderer/api/token';
import { usePicking } from './picking-store';

export function usePickingNotices(): void {
  useEffect(() => {
    const socket: Socket<LiveServerToClient, LiveClientToServer> = io({
      path: LIVE_SOCKET_PATH,
      auth: { token: getToken() },
      transports: ['websocket'],
    });
    socket.on('pickingNotice', (notice) => {
      const { state, notice: apply } = usePicking.getState();
      if (state?.order.order_id === notice.orderId) apply(notice.message);
    });
    return () => {
      socket.disconnect();
    };
  }, []);
}

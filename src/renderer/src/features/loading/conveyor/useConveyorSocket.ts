// The conveyor screen's box-count socket: joins the 'frontend' room with the bearer token,
// fills the carousel from the server's list of the day's reads on each connection (a reload,
// a restart or a dropped link would otherwise empty it), feeds every event to the screen
// state (errors become its banner), and offers the actions the screen sends (reads from its
// own scan input, the switch, the route answer).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { BOX_COUNT_SOCKET_PATH, type BoxCountClientToServer, type BoxCountServerToClient } from '@shared/contract/events';
import { listRecentConveyorCards } from '@shared/contract/conveyor';
import { call, failureMessage } from '@renderer/api/http';
import { getToken } from '@renderer/api/token';
import { popup } from '@renderer/components/popups';
import { conveyorReducer, initialConveyorState, type ConveyorEvent } from './conveyorState';

type BoxCountSocket = Socket<BoxCountServerToClient, BoxCountClientToServer>;
type ReadListener = (code: string) => void;

export function useConveyorSocket() {
  const [state, dispatch] = useReducer(conveyorReducer, initialConveyorState);
  const socketRef = useRef<BoxCountSocket | null>(null);
  const readListeners = useRef(new Set<ReadListener>());

  useEffect(() => {
    const socket: BoxCountSocket = io({ path: BOX_COUNT_SOCKET_PATH, auth: { token: getToken() }, transports: ['websocket'] });
    socketRef.current = socket;
    socket.on('connect', () => {
      dispatch({ type: 'socket', connected: true });
      socket.emit('joinRoom', { room: 'frontend' });
      call(listRecentConveyorCards)
        .then((cards) => dispatch({ type: 'restore', cards }))
        .catch((error: unknown) => popup.error(failureMessage(error), { title: 'Não foi possível carregar as informações dos pedidos' }));
    });
    socket.on('disconnect', () => dispatch({ type: 'socket', connected: false }));
    socket.onAny((type: string, payload: unknown) => {
      if (type === 'readTag') readListeners.current.forEach((listener) => listener((payload as { tag_value: string }).tag_value));
      dispatch({ type, payload } as ConveyorEvent);
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, []);

  const sendRead = useCallback((code: string) => socketRef.current?.emit('read-tag', { tag_value: code }), []);
  const setEnabled = useCallback((enabled: boolean) => socketRef.current?.emit('conveyorBeltStatus', { enabled }), []);
  const resolveRoute = useCallback((routeId: number) => socketRef.current?.emit('route-above-box-resolved', { routeId }), []);
  /** Every code the screen hears (its own input or the fixed reader); returns the unsubscribe. */
  const onRead = useCallback((listener: ReadListener) => {
    readListeners.current.add(listener);
    return () => {
      readListeners.current.delete(listener);
    };
  }, []);

  return { state, dispatch, sendRead, setEnabled, resolveRoute, onRead };
}

export type ConveyorSocket = ReturnType<typeof useConveyorSocket>;

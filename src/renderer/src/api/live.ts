// The live socket (alerts, picking notices, panel updates), shared by every screen of the
// tab: one connection per signed-in token, opened by the first screen that listens and
// closed when the last one stops. Screens subscribe with useLiveEvent and say whether the
// push is working with useLiveConnected, so they can fall back to the spec's polling.
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { LIVE_SOCKET_PATH, type LiveClientToServer, type LiveRoom, type LiveServerToClient } from '@shared/contract/events';
import { getToken } from './token';

type LiveSocket = Socket<LiveServerToClient, LiveClientToServer>;

let socket: LiveSocket | null = null;
let socketToken: string | undefined;
let users = 0;
const rooms = new Map<LiveRoom, number>();
const connectionListeners = new Set<() => void>();

function notifyConnection(): void {
  for (const listener of connectionListeners) listener();
}

function open(): LiveSocket {
  const token = getToken();
  if (socket && socketToken === token) return socket;
  socket?.disconnect();
  socketToken = token;
  socket = io({ path: LIVE_SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  // Rooms are per connection: join them again after every reconnection.
  socket.on('connect', () => {
    for (const room of rooms.keys()) socket?.emit('joinRoom', { room });
    notifyConnection();
  });
  socket.on('disconnect', notifyConnection);
  return socket;
}

function acquire(): LiveSocket {
  users += 1;
  return open();
}

function release(): void {
  users -= 1;
  if (users > 0 || !socket) return;
  socket.disconnect();
  socket = null;
  rooms.clear();
  notifyConnection();
}

function joinRoom(live: LiveSocket, room: LiveRoom): void {
  rooms.set(room, (rooms.get(room) ?? 0) + 1);
  if (live.connected) live.emit('joinRoom', { room });
}

function leaveRoom(room: LiveRoom): void {
  const left = (rooms.get(room) ?? 1) - 1;
  // The server has no leave event: a room stays joined until the socket closes, and
  // listeners simply stop listening.
  if (left <= 0) rooms.delete(room);
  else rooms.set(room, left);
}

/**
 * Calls `handler` for every `event` the server pushes while the component is mounted.
 * `room` joins a shared room first (the user's own room is joined by the server).
 */
export function useLiveEvent<E extends keyof LiveServerToClient>(
  event: E,
  handler: LiveServerToClient[E],
  room?: LiveRoom,
): void {
  const onEvent = useEffectEvent((...args: Parameters<LiveServerToClient[E]>) =>
    (handler as (...values: Parameters<LiveServerToClient[E]>) => void)(...args),
  );
  useEffect(() => {
    const live = acquire();
    if (room) joinRoom(live, room);
    const listener = ((...args: Parameters<LiveServerToClient[E]>) => onEvent(...args)) as never;
    live.on(event, listener);
    return () => {
      live.off(event, listener);
      if (room) leaveRoom(room);
      release();
    };
  }, [event, room]);
}

function subscribeConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => void connectionListeners.delete(listener);
}

/** Whether the live socket is connected now; screens poll as the spec says when it is not. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeConnection, () => socket?.connected ?? false);
}

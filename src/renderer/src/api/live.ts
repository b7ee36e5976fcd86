// The live socket (alerts, picking notices, panel updates), shared by every screen of the
// tab: one connection per signed-in token, opened by the first screen that listens and
// closed when the last one stops. Screens subscribe with useLiveEvent and say whether the
// push is working with useLiveConnected, so they can fall back to the spec's polling.
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { io as createSocket, Socket } from 'socket.io-client';
import { LIVE_SOCKET_PATH, type LiveClientToServer, type LiveRoom, type LiveServerToClient } from '@shared/contract/events';
import { getToken } from './token';

type LiveSocket = Socket<LiveServerToClient, LiveClientToServer>;
type Listener = (...args: never) => void;

let socket: LiveSocket | null = null;
/** The socket's client being loaded: the first screen draws without it (bench/first-load.ts). */
let opening: Promise<void> | null = null;
let socketToken: string | undefined;
let users = 0;
const rooms = new Map<LiveRoom, number>();
/** Every screen's listeners by event, put on the socket once it exists. */
const listeners = new Map<keyof LiveServerToClient, Set<Listener>>();
const connectionListeners = new Set<() => void>();
/** Told each time the server has joined this socket to a room (every connection joins again). */
const joinListeners = new Set<(room: LiveRoom) => void>();

function notifyConnection(): void {
  for (const listener of connectionListeners) listener();
}

/** Asks the server to join `room`; the join's listeners hear when it has. */
function emitJoin(live: LiveSocket, room: LiveRoom): void {
  live.emit('joinRoom', { room }, () => {
    for (const listener of joinListeners) listener(room);
  });
}

function connect(io: typeof createSocket, token: string | undefined): void {
  const live: LiveSocket = io({ path: LIVE_SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  // Rooms are per connection: join them again after every reconnection.
  live.on('connect', () => {
    for (const room of rooms.keys()) emitJoin(live, room);
    notifyConnection();
  });
  live.on('disconnect', notifyConnection);
  for (const [event, set] of listeners) for (const listener of set) live.on(event, listener as never);
  socket = live;
}

function close(): void {
  socket?.disconnect();
  socket = null;
  opening = null;
}

/** Opens the socket for the signed-in token, unless it is open or opening; socket.io's client loads first. */
function open(): void {
  const token = getToken();
  if ((socket || opening) && socketToken === token) return;
  close();
  socketToken = token;
  const loading: Promise<void> = import('socket.io-client').then(
    ({ io }) => {
      // Closed, or opened for another token, while the client loaded.
      if (opening !== loading) return;
      opening = null;
      connect(io, token);
    },
    () => {
      // The client did not load (no network): the screens poll; the next screen tries again.
      if (opening === loading) opening = null;
    },
  );
  opening = loading;
}

function acquire(): void {
  users += 1;
  open();
}

function release(): void {
  users -= 1;
  if (users > 0 || (!socket && !opening)) return;
  close();
  rooms.clear();
  notifyConnection();
}

function listen(event: keyof LiveServerToClient, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set.add(listener));
  socket?.on(event, listener as never);
  return () => {
    set.delete(listener);
    socket?.off(event, listener as never);
  };
}

function joinRoom(room: LiveRoom): void {
  const screens = (rooms.get(room) ?? 0) + 1;
  rooms.set(room, screens);
  // Asked once per connection (and again on reconnecting, in connect): a screen that opens
  // while the socket is already in the room misses nothing, and joining again would only make
  // every screen in the room load again (useLiveJoined).
  if (screens === 1 && socket?.connected) emitJoin(socket, room);
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
    acquire();
    if (room) joinRoom(room);
    const unlisten = listen(event, (...args: Parameters<LiveServerToClient[E]>) => onEvent(...args));
    return () => {
      unlisten();
      if (room) leaveRoom(room);
      release();
    };
  }, [event, room]);
}

/**
 * Calls `handler` each time `room` is joined: on opening and after every reconnection. What
 * changed between a screen's load and that moment was pushed to a room this socket was not in
 * yet; a screen that loads again then misses nothing (useLiveArea).
 */
export function useLiveJoined(room: LiveRoom, handler: () => void): void {
  const onJoined = useEffectEvent(handler);
  useEffect(() => {
    const listener = (joined: LiveRoom) => {
      if (joined === room) onJoined();
    };
    joinListeners.add(listener);
    return () => void joinListeners.delete(listener);
  }, [room]);
}

function subscribeConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => void connectionListeners.delete(listener);
}

const isConnected = () => socket?.connected ?? false;

/**
 * Whether the live socket is connected now; screens poll as the spec says when it is not.
 * The server's render of the first screen has no socket (its third argument).
 */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeConnection, isConnected, isConnected);
}

// The two socket.io servers on the HTTP server: the live socket (alerts, picking notices,
// panel updates) and the conveyor's box-count socket. Both authenticate the handshake with
// the same bearer token as the API (`auth.token`, or an Authorization header for devices);
// the box-count socket also takes an enrolled station's key in its place.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  BOX_COUNT_SOCKET_PATH,
  LIVE_SOCKET_PATH,
  type BoxCountClientToServer,
  type BoxCountServerToClient,
  type LiveClientToServer,
  type LiveRoom,
  type LiveServerToClient,
} from '../../shared/contract/events';
import { hasAnyPermission, hasPanelPermission } from '../../shared/domain/permissions';
import type { AppContext } from '../context';
import { authenticate } from '../http/bind';
import { loadActiveUsers, type AuthUser } from '../auth/users';
import { bearerToken } from '../auth/tokens';
import { SIGNED_IN_USER_TTL_MS } from '../auth/signed-in-users';
import { activeMachineKeyIds, authenticateMachineKey, looksLikeKeyOf, type MachineCaller } from '../auth/machine-keys';
import { STATION_KEYS } from '../auth/station-keys';

export interface LiveSocketData {
  user: AuthUser;
}

/** A box-count socket is a person's screen, or the link of a station enrolled with a key. */
export type BoxCountSocketData = { user: AuthUser; station: null } | { user: null; station: MachineCaller };

export type LiveServer = Server<LiveClientToServer, LiveServerToClient, Record<string, never>, LiveSocketData>;
export type BoxCountServer = Server<BoxCountClientToServer, BoxCountServerToClient, Record<string, never>, BoxCountSocketData>;

export interface Realtime {
  live: LiveServer;
  boxCount: BoxCountServer;
  close(): Promise<void>;
}

/** The room of a station key's sockets, in every process: revoking the key empties it. */
export const stationRoom = (keyId: number) => `station:${keyId}`;

function tokenOf(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string') return `Bearer ${fromAuth.replace(/^Bearer\s+/i, '')}`;
  return socket.handshake.headers.authorization;
}

const refusedHandshake = () => new Error('Token expirado ou inválido');

function usePeopleOnly(server: LiveServer, app: AppContext): void {
  server.use((socket, next) => {
    authenticate(app, tokenOf(socket)).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      () => next(refusedHandshake()),
    );
  });
}

/** People with their token, or a station with its key (auth/station-keys.ts). */
function usePeopleOrStations(server: BoxCountServer, app: AppContext): void {
  server.use((socket, next) => {
    const authorization = tokenOf(socket);
    const key = bearerToken(authorization);
    const caller: Promise<BoxCountSocketData> = looksLikeKeyOf(STATION_KEYS, key)
      ? authenticateMachineKey(app, STATION_KEYS, key).then((station) => ({ user: null, station }))
      : authenticate(app, authorization).then((user) => ({ user, station: null }));
    caller.then(
      (data) => {
        socket.data = data;
        if (data.station) void socket.join(stationRoom(data.station.keyId));
        next();
      },
      () => next(refusedHandshake()),
    );
  });
}

/** How often the sockets' users are checked again (half the HTTP side's 5 s). */
const SOCKET_RECHECK_MS = SIGNED_IN_USER_TTL_MS / 2;

/**
 * Every SOCKET_RECHECK_MS, the users of this process's sockets are read again in one query
 * and each socket's token is verified again: an expired token, or a user suspended or
 * deactivated since, loses the socket within that time (as an HTTP call is refused within
 * 5 s), and changed permission groups take effect on it. A station's key is checked the
 * same way (its revocation also disconnects it at once, through stationRoom). A database
 * that cannot answer keeps the sockets as they are until it can.
 */
function recheckSockets(server: Server, app: AppContext): () => void {
  const recheck = async () => {
    const sockets = [...server.of('/').sockets.values()];
    if (sockets.length === 0) return;
    const data = (socket: Socket) => socket.data as Partial<BoxCountSocketData>;
    const userIds = [...new Set(sockets.flatMap((socket) => data(socket).user?.id ?? []))];
    const keyIds = [...new Set(sockets.flatMap((socket) => data(socket).station?.keyId ?? []))];
    const [active, activeKeys] = await Promise.all([loadActiveUsers(app.db, userIds), activeMachineKeyIds(app, STATION_KEYS, keyIds)]).catch(
      () => [undefined, undefined],
    );
    if (!active || !activeKeys) return;
    for (const socket of sockets) {
      const { station } = data(socket);
      if (station) {
        if (!activeKeys.has(station.keyId)) socket.disconnect(true);
        continue;
      }
      const token = bearerToken(tokenOf(socket));
      const claims = token ? app.tokens.verify(token) : null;
      const user = claims ? active.get(claims.user_id) : undefined;
      if (user) (socket.data as LiveSocketData).user = user;
      else socket.disconnect(true);
    }
  };
  const timer = setInterval(() => void recheck(), SOCKET_RECHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether a user may join a live room: their own, the panel's if they see the panel. */
export function mayJoinLiveRoom(user: AuthUser, room: LiveRoom): boolean {
  if (room === `user:${user.id}`) return true;
  if (room === 'panel') return hasPanelPermission(user.permissions);
  if (room === 'supervisors') return hasAnyPermission(user.permissions, ['SeparationOrdersManagement']);
  return /^group:\d+$/.test(room);
}

export function startRealtime(httpServer: HttpServer, app: AppContext): Realtime {
  const live: LiveServer = new Server(httpServer, { path: LIVE_SOCKET_PATH, serveClient: false });
  const boxCount: BoxCountServer = new Server(httpServer, { path: BOX_COUNT_SOCKET_PATH, serveClient: false });
  usePeopleOnly(live, app);
  usePeopleOrStations(boxCount, app);
  const stopRechecks = [recheckSockets(live as Server, app), recheckSockets(boxCount as Server, app)];

  live.on('connection', (socket) => {
    void socket.join(`user:${socket.data.user.id}`);
    socket.on('joinRoom', async ({ room }, joined) => {
      if (mayJoinLiveRoom(socket.data.user, room)) await socket.join(room);
      // Only a function: socket.io passes one where the client asked for an answer.
      if (typeof joined === 'function') joined();
    });
  });
  // The box-count socket's rooms and events belong to the conveyor engine (modules/conveyor/socket.ts).

  return {
    live,
    boxCount,
    // io.close() would also close the HTTP server, which Fastify owns and closes itself.
    close: async () => {
      for (const stop of stopRechecks) stop();
      for (const server of [live, boxCount] as Server[]) {
        // This process is leaving: its sockets go without their disconnect handlers, which
        // would tell the other processes (through Redis, closing right after) of each one.
        for (const socket of server.of('/').sockets.values()) socket.removeAllListeners('disconnect');
        // Only this process's clients: with the Redis adapter a plain disconnectSockets would
        // disconnect every process's clients.
        server.local.disconnectSockets(true);
        server.engine.close();
      }
    },
  };
}

// The two socket.io servers on the HTTP server: the live socket (alerts, picking notices,
// panel updates) and the conveyor's box-count socket. Both authenticate the handshake with
// the same bearer token as the API (`auth.token`, or an Authorization header for devices).
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
import type { AuthUser } from '../auth/users';

export interface SocketData {
  user: AuthUser;
}

export type LiveServer = Server<LiveClientToServer, LiveServerToClient, Record<string, never>, SocketData>;
export type BoxCountServer = Server<BoxCountClientToServer, BoxCountServerToClient, Record<string, never>, SocketData>;

export interface Realtime {
  live: LiveServer;
  boxCount: BoxCountServer;
  close(): Promise<void>;
}

function tokenOf(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string') return `Bearer ${fromAuth.replace(/^Bearer\s+/i, '')}`;
  return socket.handshake.headers.authorization;
}

function useBearerAuth(server: Server, app: AppContext): void {
  server.use((socket, next) => {
    authenticate(app, tokenOf(socket))
      .then((user) => {
        (socket.data as SocketData).user = user;
        next();
      })
      .catch(() => next(new Error('Token expirado ou inválido')));
  });
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
  useBearerAuth(live, app);
  useBearerAuth(boxCount, app);

  live.on('connection', (socket) => {
    void socket.join(`user:${socket.data.user.id}`);
    socket.on('joinRoom', ({ room }) => {
      if (mayJoinLiveRoom(socket.data.user, room)) void socket.join(room);
    });
  });
  // The box-count socket's rooms and events belong to the conveyor engine (modules/conveyor/socket.ts).

  return {
    live,
    boxCount,
    // io.close() would also close the HTTP server, which Fastify owns and closes itself.
    close: async () => {
      for (const server of [live, boxCount] as Server[]) {
        // Only this process's clients: with the Redis adapter a plain disconnectSockets would
        // disconnect every process's clients.
        server.local.disconnectSockets(true);
        server.engine.close();
      }
    },
  };
}

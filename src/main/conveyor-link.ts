// The conveyor link: on a conveyor or fixed-reader station the main process is the
// conveyor client of the server's box-count socket, and forwards each fixed-reader code as
// `read-tag`. Reads go to the journal first (conveyor-journal.ts) and leave it only when the
// server acknowledges them, one at a time so they arrive in the order they were read.
// While the server is away nothing is lost: the link reconnects by itself and drains the
// journal. A read resent after a dropped acknowledgement carries the same read_id, which
// the engine treats as already done (src/shared/contract/events.ts), so each counts once.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ConveyorLinkStatus, Unsubscribe } from '../shared/bridge';
import { BOX_COUNT_SOCKET_PATH, type BoxCountClientToServer, type BoxCountServerToClient } from '../shared/contract/events';
import type { ReadJournal } from './conveyor-journal';

type BoxCountSocket = Socket<BoxCountServerToClient, BoxCountClientToServer>;

export interface ConveyorLinkOptions {
  serverUrl: string;
  /** The station's key (Tech enrols the station in the panel's Estações). */
  stationKey: string;
  journal: ReadJournal;
  /** How long to wait for the server's acknowledgement before sending the read again. */
  ackTimeoutMs?: number;
  /** Wait before a new handshake after the server refused one. */
  retryAfterRefusalMs?: number;
  /** socket.io-client options for tests (reconnection delays). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface ConveyorLink {
  /** Keeps the code on disk and sends it as soon as the server can take it. */
  read(tag: string): void;
  status(): ConveyorLinkStatus;
  subscribe(listener: (status: ConveyorLinkStatus) => void): Unsubscribe;
  stop(): void;
}

export function startConveyorLink({
  serverUrl,
  stationKey,
  journal,
  ackTimeoutMs = 5000,
  retryAfterRefusalMs = 10_000,
  socketOptions = {},
  now = () => new Date(),
  log = () => {},
}: ConveyorLinkOptions): ConveyorLink {
  const listeners = new Set<(status: ConveyorLinkStatus) => void>();
  let state: ConveyorLinkStatus['state'] = 'connecting';
  // Which connection a send belongs to; an answer from an older one is ignored.
  let connection = 0;
  let inFlight: string | undefined;

  const status = (): ConveyorLinkStatus => ({ state, pending: journal.size(), unsaved: journal.unsaved() });
  const report = () => {
    const current = status();
    for (const listener of [...listeners]) listener(current);
  };

  const socket: BoxCountSocket = io(serverUrl, {
    path: BOX_COUNT_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token: stationKey },
    ...socketOptions,
  });

  function pump(): void {
    if (inFlight !== undefined || !socket.connected) return;
    const next = journal.oldest();
    if (!next) return;
    inFlight = next.id;
    const sentOn = connection;
    socket.timeout(ackTimeoutMs).emit('read-tag', { tag_value: next.tag, read_id: next.id, read_at: next.at }, (error) => {
      if (sentOn !== connection) return;
      inFlight = undefined;
      if (error) {
        log(`conveyor link: no acknowledgement for read ${next.id} in ${ackTimeoutMs} ms; sending again`);
      } else {
        journal.ack(next.id);
        report();
      }
      pump();
    });
  }

  socket.on('connect', () => {
    connection += 1;
    inFlight = undefined;
    state = 'connected';
    socket.emit('joinRoom', { room: 'conveyor' });
    log('conveyor link connected');
    report();
    pump();
  });
  socket.on('disconnect', (reason) => {
    connection += 1;
    inFlight = undefined;
    // What socket.io queued during the drop would be flushed on reconnect; the journal
    // resends in order instead.
    socket.sendBuffer = [];
    state = 'offline';
    log(`conveyor link lost: ${reason}`);
    report();
    // A server-side disconnect does not reconnect by itself.
    if (reason === 'io server disconnect') socket.connect();
  });
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', (error) => {
    if (state !== 'offline') log(`conveyor link cannot reach the server: ${error.message}`);
    state = 'offline';
    report();
    // A refused handshake (a revoked key) is final for socket.io: try again now and then, as
    // a key refused by a server being restored from backup may be accepted again. Retrying
    // costs nothing: a station key, unlike a person's password, is never locked.
    if (!socket.active) retryTimer = setTimeout(() => socket.connect(), retryAfterRefusalMs);
  });

  return {
    read(tag) {
      journal.append(tag, now());
      report();
      pump();
    },
    status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop() {
      connection += 1;
      if (retryTimer) clearTimeout(retryTimer);
      socket.disconnect();
      listeners.clear();
    },
  };
}

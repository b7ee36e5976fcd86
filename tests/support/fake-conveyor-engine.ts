// A stand-in for the server's conveyor engine on the box-count socket, for the station's
// conveyor-link tests: a real socket.io server on 127.0.0.1 that can stop and start again
// on the same port.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { BOX_COUNT_SOCKET_PATH, type BoxCountClientToServer, type BoxCountServerToClient } from '../../src/shared/contract/events';

/** The station key the fake engine accepts. */
export const FAKE_STATION_KEY = 'doca_station_fake-key-of-a-test';

/**
 * A stand-in for the server's conveyor engine: checks the token, stores each read_id once
 * (as the engine must) and acknowledges. `dropAcks` stores without acknowledging, like a
 * server that dies between storing and answering.
 */
export class FakeConveyorEngine {
  received: string[] = [];
  seenIds = new Set<string>();
  duplicates = 0;
  dropAcks = false;
  private http?: HttpServer;
  private io?: Server<BoxCountClientToServer, BoxCountServerToClient>;
  port = 0;

  async start(): Promise<void> {
    this.http = createServer();
    this.io = new Server(this.http, { path: BOX_COUNT_SOCKET_PATH });
    this.io.use((socket, next) => next((socket.handshake.auth as { token?: string }).token === FAKE_STATION_KEY ? undefined : new Error('Token expirado ou inválido')));
    this.io.on('connection', (socket) => {
      socket.on('read-tag', (payload, ack) => {
        const id = payload.read_id ?? '';
        if (this.seenIds.has(id)) this.duplicates += 1;
        else {
          this.seenIds.add(id);
          this.received.push(payload.tag_value);
        }
        if (!this.dropAcks) ack?.({ received: true });
      });
    });
    await new Promise<void>((resolve) => this.http!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.http.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.io?.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      void this.io!.close(() => resolve());
    });
  }
}

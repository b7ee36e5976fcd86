// The conveyor benchmark's floor: a socket server on the box-count path that hands every read
// straight to the screens as `readTag`, with no engine, no database, no queue. The belt
// (conveyor-belt.ts) times it at the same rate from the same thread as the engine's run, so the
// difference between the two is the engine's own.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { BOX_COUNT_SOCKET_PATH } from '../src/shared/contract/events';

export async function startEchoScreenServer(): Promise<{ url: string; close(): Promise<void> }> {
  const http = createServer();
  const io = new Server(http, { path: BOX_COUNT_SOCKET_PATH, serveClient: false });
  io.on('connection', (socket) => {
    socket.on('joinRoom', ({ room }: { room: string }) => {
      void socket.join(room);
      if (room === 'frontend') socket.emit('conveyorBeltEnabled', { enabled: true });
    });
    socket.on('read-tag', ({ tag_value }: { tag_value: string }) => void io.to('frontend').emit('readTag', { tag_value }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}

// A weak warehouse Wi-Fi between a browser and the server, as a TCP proxy (bench/first-load.ts):
// the latency is paid per round trip (a connection's handshake, each request and its answer),
// not per request as Chrome's DevTools throttling adds it, and the bandwidth is one link shared
// by every connection, each direction its own. The browser needs no DevTools attached for it.
// Not modelled: TCP slow start and losses (a real Wi-Fi is slower, not faster, for them).
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Link {
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

export interface ThrottlingProxy {
  /** http://127.0.0.1:<port>, to give the browser instead of the server's address. */
  base: string;
  close(): Promise<void>;
}

/** Slices of this size cross the link one after the other, so a large answer arrives as it would, bit by bit. */
const SLICE_BYTES = 4096;

/** One direction of the link: a queue every connection's bytes wait in, at the link's rate. */
class Direction {
  private freeAt = 0;

  constructor(
    private readonly bytesPerMs: number,
    private readonly oneWayMs: number,
  ) {}

  /** When `bytes` sent now (not before `notBefore`) reach the other end. */
  arrival(bytes: number, notBefore: number): number {
    const start = Math.max(performance.now(), this.freeAt, notBefore);
    this.freeAt = start + bytes / this.bytesPerMs;
    return this.freeAt + this.oneWayMs;
  }
}

/** Writes each slice to `to` once the link has carried it; ends `to` after the last one. */
function carry(from: Socket, to: Socket, direction: Direction, notBefore: () => number): void {
  let last = 0;
  const deliver = (at: number, deed: () => void) => {
    last = Math.max(last, at);
    setTimeout(deed, Math.max(0, last - performance.now()));
  };
  from.on('data', (data: Buffer) => {
    for (let offset = 0; offset < data.length; offset += SLICE_BYTES) {
      const slice = data.subarray(offset, offset + SLICE_BYTES);
      deliver(direction.arrival(slice.length, notBefore()), () => {
        if (!to.destroyed) to.write(slice);
      });
    }
  });
  from.on('end', () => deliver(last, () => to.end()));
  from.on('error', () => to.destroy());
}

/** Starts the link in front of `target` (the server's http://host:port). */
export async function startThrottlingProxy(target: string, link: Link): Promise<ThrottlingProxy> {
  const { hostname, port } = new URL(target);
  const oneWay = link.rttMs / 2;
  const down = new Direction((link.downKbps * 1000) / 8 / 1000, oneWay);
  const up = new Direction((link.upKbps * 1000) / 8 / 1000, oneWay);
  const sockets = new Set<Socket>();
  const server = createServer((browser) => {
    // The browser's handshake with the proxy is instant; on the Wi-Fi it takes a round trip
    // before the first byte of the request can leave.
    const established = performance.now() + link.rttMs;
    const upstream = connect(Number(port), hostname);
    for (const socket of [browser, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    carry(browser, upstream, up, () => established);
    carry(upstream, browser, down, () => 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// The start's warm-up over the network (issue 21): the first shift's hundred pickers arrive on
// a hundred new connections, and until they did, Node's HTTP parser and writer, Fastify's
// router, hooks and serialiser, helmet's headers and the token check had never run: the
// first burst after a start took twice as long as the next (bench/picking.ts, 'cold'), with
// the rehearsal of warm-up.ts already done. So once the server listens it sends itself, over
// loopback, a few bursts of a line's requests: a health check, and the new-order route with a
// token whose user does not exist (refused with 401 by the same path a picker's request takes
// up to the handler). Nothing is written; the requests show in the metrics like any other.
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { pickingEndpoints } from '../shared/contract/picking';
import { systemEndpoints } from '../shared/contract/system';
import type { TokenService } from './auth/tokens';
import { isLoopbackAddress } from './http/loopback';

/** Marks the warm-up's requests, whose lines the log leaves out while it runs. */
const WARM_UP_HEADER = 'x-doca-warm-up';

export const isWarmUpRequest = (request: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } }): boolean =>
  request.headers[WARM_UP_HEADER] === '1' && isLoopbackAddress(request.socket?.remoteAddress);

const BURSTS = 3;
const CONNECTIONS_PER_BURST = 100;
/** A request that gets no answer within this is left: a warm-up never holds the start. */
const ANSWER_TIMEOUT_MS = 5_000;

/** Where to reach a server listening on `address` from its own machine. */
function loopbackOf(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '::1';
  return address.address;
}

/**
 * One request on a connection of its own, read to its end (the server closes it after the
 * answer: `Connection: close`). Written, not ended: a connection the client half-closes is
 * dropped by Node's server before a slower answer. Resolves whatever happens.
 */
function requestOnce(host: string, port: number, head: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => socket.write(head));
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
    socket.on('data', () => undefined);
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
}

export async function rehearseOverHttp(address: AddressInfo, tokens: TokenService): Promise<void> {
  const host = loopbackOf(address);
  const hostHeader = host.includes(':') ? `[${host}]:${address.port}` : `${host}:${address.port}`;
  const nobody = tokens.sign({ user_id: 0, username: '' });
  const newOrder = `${pickingEndpoints.getNewOrder.path}?separationGroup=1&step=1`;
  const heads = [
    `GET ${systemEndpoints.health.path} HTTP/1.1\r\nHost: ${hostHeader}\r\n${WARM_UP_HEADER}: 1\r\nConnection: close\r\n\r\n`,
    `GET ${newOrder} HTTP/1.1\r\nHost: ${hostHeader}\r\n${WARM_UP_HEADER}: 1\r\nAuthorization: Bearer ${nobody}\r\nConnection: close\r\n\r\n`,
  ];
  for (let burst = 0; burst < BURSTS; burst += 1) {
    await Promise.all(Array.from({ length: CONNECTIONS_PER_BURST }, (_, n) => requestOnce(host, address.port, heads[n % heads.length]!)));
  }
}

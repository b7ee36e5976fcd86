// Two server processes' worth of sockets on one database and one Redis: an event raised by
// one reaches a client connected to the other. (Runs where Redis answers at REDIS_URL or on
// the local default port, as on this project's machines.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import type { LiveClientToServer, LiveServerToClient, PickingNotice } from '../../shared/contract/events';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: FastifyInstance;
let client: Socket<LiveServerToClient, LiveClientToServer>;
let pickerId: number;

beforeAll(async () => {
  first = await createTestApp({ config: { port: 0, host: '127.0.0.1', logLevel: 'silent', redisUrl: REDIS_URL } });
  second = await buildApp({ ...first.context });
  pickerId = (await first.createUser('separador1')).id;
  const token = await first.tokenFor('separador1');
  await first.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = first.server.server.address() as AddressInfo;
  client = io(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
});
afterAll(async () => {
  client.close();
  await second.close();
  await first.close();
});

describe('several server processes', () => {
  it('deliver an event raised on one to a client of the other', async () => {
    const notice = new Promise<PickingNotice>((resolve) => client.once('pickingNotice', resolve));
    // Rooms joined on the first process are known to the second through Redis.
    await expect.poll(async () => (await second.realtime.live.in(`user:${pickerId}`).fetchSockets()).length).toBe(1);
    second.realtime.live.to(`user:${pickerId}`).emit('pickingNotice', { orderId: '42', message: 'Order reseted' });
    expect(await notice).toEqual({ orderId: '42', message: 'Order reseted' });
  });
});

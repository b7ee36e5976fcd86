// Redis lost and back with the server up (issue 17): /api/ready says the adapter is down, a
// socket that needs the other processes (the conveyor client's badge) fails in the log, not
// by ending the process, and everything is ready again once Redis returns. The Redis here is
// the test's own, on its own port: the machine's shared one is never stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { freePort } from '../../../tests/support/server-process';
import { BOX_COUNT_SOCKET_PATH } from '../../shared/contract/events';
import { recordFault } from '../../../tests/support/fault-report';

let redis: ChildProcess | undefined;
let port: number;
let t: TestApp;
let baseUrl: string;
let token: string;
const sockets: Socket[] = [];

async function startRedis(): Promise<void> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  redis = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept connections') && resolve());
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
}

async function stopRedis(): Promise<void> {
  const child = redis!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const ready = () => t.server.inject({ method: 'GET', url: '/api/ready' });

async function conveyorClient(): Promise<Socket> {
  const socket = io(baseUrl, { path: BOX_COUNT_SOCKET_PATH, auth: { token }, transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  socket.emit('joinRoom', { room: 'conveyor' });
  return socket;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  t = await createTestApp({ config: { port: 0, host: '127.0.0.1', redisUrl: `redis://127.0.0.1:${port}` } });
  baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  await t.createUser('leitor', ['SeparationFixedReader']);
  token = await t.tokenFor('leitor');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
  redis?.kill('SIGKILL');
});

describe('Redis lost and back', () => {
  it('turns readiness off and on, and never ends the process', async () => {
    await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(200);
    await conveyorClient();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await stopRedis();
      await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(503);
      expect((await ready()).json().message).toBe('Redis indisponível: os avisos em tempo real não chegam a todos os processos.');

      // A conveyor client arriving now makes the server ask the other processes, which
      // cannot answer: the failure is logged, and the process carries on.
      await conveyorClient();
      await expect
        .poll(() => logged.mock.calls.some(([first]) => String(first).includes('conveyor client status')), { timeout: 15_000 })
        .toBe(true);
    } finally {
      logged.mockRestore();
    }

    await startRedis();
    await expect.poll(async () => (await ready()).statusCode, { timeout: 20_000 }).toBe(200);
    recordFault({ kind: `Redis killed and restarted under a running server (${t.context.dbKind})` });
  });
});

// SIGTERM on a server with an open websocket and a request in flight (issue 17): it stops
// taking new work, lets the request finish, closes the sockets and exits 0 within 10 s, so a
// restart (systemd, a deploy, the station's Quit) never ends in SIGKILL with work half done.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { freePort } from '../support/server-process';
import { BOX_COUNT_SOCKET_PATH } from '../../src/shared/contract/events';
import { recordFault } from '../support/fault-report';

const sockets: Socket[] = [];

/** Checks `done` on every output or exit of the child, at most every 50 ms, until `timeoutMs`. */
async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

describe('SIGTERM', () => {
  it('closes open sockets, finishes the request in flight and exits 0 within 10 s', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', RENDERER_DIR: '/nonexistent', DATA_DIR: ':memory:', DATABASE_URL: '', SEED_DEMO: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(() => output.includes('Doca pronto') || child.exitCode !== null, 120_000);
    expect(child.exitCode, output).toBeNull();
    const signIn = await fetch(`${url}/api/auth-internal/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'supervisor', password: 'demo1234' }),
    });
    const { access } = (await signIn.json()) as { access: string };
    const socket = io(url, { path: BOX_COUNT_SOCKET_PATH, auth: { token: access }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // The dashboard over 400 orders: a request that is still being answered when SIGTERM lands.
    const inFlight = fetch(`${url}/api/carambola/dashboard/`, { headers: { authorization: `Bearer ${access}` } });
    // SIGTERM once the server has the request (its log says so), not while it is on the wire.
    await waitFor(() => output.includes('"path":"/api/carambola/dashboard/"'), 10_000);
    const started = Date.now();
    child.kill('SIGTERM');
    await waitFor(() => child.exitCode !== null || child.signalCode !== null, 15_000);
    const took = Date.now() - started;
    const hung = child.exitCode === null && child.signalCode === null;
    if (hung) child.kill('SIGKILL');

    expect(hung, `still running 15 s after SIGTERM:\n${output}`).toBe(false);
    expect(child.exitCode, output).toBe(0);
    expect(took).toBeLessThan(10_000);
    await closed;
    expect((await inFlight).status).toBe(200);
    console.log(`shutdown with an open socket took ${took} ms`);
    recordFault({ kind: 'SIGTERM with an open socket and a request in flight', shutdownMs: took });
  });
});

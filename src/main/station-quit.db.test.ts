// The station's Quit (issue 17): with a screen's socket open, the embedded server stops and
// the hardware after it, well within the limit; a step that hangs never keeps the station up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { LIVE_SOCKET_PATH } from '../shared/contract/events';
import { quitStation, QUIT_STEP_LIMIT_MS } from './station-quit';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('supervisor', ['SeparationDashboardView']);
  baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe("the station's Quit", () => {
  it('stops the embedded server with a screen connected, then the hardware, within the limit', async () => {
    const screen = io(baseUrl, { path: LIVE_SOCKET_PATH, auth: { token: await t.tokenFor('supervisor') }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => screen.once('connect', resolve).once('connect_error', reject));
    const dropped = new Promise<string>((resolve) => screen.once('disconnect', resolve));
    const order: string[] = [];
    const logged: string[] = [];

    const started = Date.now();
    await quitStation({
      closeServer: async () => {
        await t.server.close();
        order.push('server');
      },
      stopHardware: async () => {
        order.push('hardware');
      },
      log: (line) => logged.push(line),
    });

    expect(Date.now() - started).toBeLessThan(QUIT_STEP_LIMIT_MS);
    expect(order).toEqual(['server', 'hardware']);
    expect(logged).toEqual([]);
    expect(await dropped).toBe('io server disconnect');
    await expect(fetch(`${baseUrl}/api/live`)).rejects.toThrow();
  });

  it('leaves a step that hangs behind, says so, and still stops the next', async () => {
    const logged: string[] = [];
    let hardwareStopped = false;
    await quitStation({
      closeServer: () => new Promise<void>(() => {}),
      stopHardware: async () => {
        hardwareStopped = true;
      },
      log: (line) => logged.push(line),
      limitMs: 50,
    });
    expect(logged).toEqual(['the embedded server did not stop within 50 ms; quitting anyway']);
    expect(hardwareStopped).toBe(true);
  });
});

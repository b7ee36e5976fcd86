// Local two-factor authentications: created only while the centre is offline, confirmed with
// a code from the QR code's secret, and accepted for approvals only while still offline.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { requireTwoFactorCode } from './service';

let t: TestApp;
let token: string;
let userId: number;
let online = false;
let probeServer: Server;
let clock = new Date('2026-03-02T12:00:00Z');

beforeAll(async () => {
  // The "outside site": answers 204 while online, 503 while offline.
  probeServer = createServer((_request, response) => response.writeHead(online ? 204 : 503).end());
  await new Promise<void>((resolve) => probeServer.listen(0, '127.0.0.1', resolve));
  const { port } = probeServer.address() as AddressInfo;
  t = await createTestApp({
    config: { port: 0, host: '127.0.0.1', internetCheckUrl: `http://127.0.0.1:${port}/generate_204` },
    now: () => clock,
  });
  userId = (await t.createUser('supervisor', ['SeparationTwofactorsManagement'])).id;
  token = await t.tokenFor('supervisor');
});
afterAll(async () => {
  await t.close();
  probeServer.close();
});

const url = '/api/auth-internal/v2/two-factors';
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
/** The code the phone shows at the test's clock. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });

describe('local two-factor authentication', () => {
  let created: { id: number; qr_code_uri: string; secret_key: string };

  it('is created for the caller while the centre has no internet', async () => {
    const status = await t.as(token, { method: 'GET', url: '/api/auth-internal/v2/internet-status' });
    expect(status.json().online).toBe(false);
    const reply = await t.as(token, { method: 'POST', url });
    expect(reply.statusCode).toBe(200);
    created = reply.json();
    expect(created.qr_code_uri).toMatch(/^otpauth:\/\/totp\/Doca:supervisor\?secret=/);
  });

  it('is confirmed only with a valid code', async () => {
    const wrong = await t.as(token, { method: 'PATCH', url: `${url}/${created.id}`, payload: { code: '123' } });
    expect(wrong.statusCode).toBe(400);
    const code = await codeNow(created.secret_key);
    const reply = await t.as(token, { method: 'PATCH', url: `${url}/${created.id}`, payload: { code } });
    expect(reply.json()).toMatchObject({ username: 'supervisor', confirmed: true, is_local: true });
    // The code that confirmed it has been used: it approves nothing more.
    await expect(requireTwoFactorCode(t.context, userId, code)).rejects.toThrow('Código de autenticação inválido.');
  });

  it('approves with a code once: the same code again is refused', async () => {
    later(30_000);
    const code = await codeNow(created.secret_key);
    await expect(requireTwoFactorCode(t.context, userId, code)).resolves.toBeUndefined();
    await expect(requireTwoFactorCode(t.context, userId, code)).rejects.toThrow('Código de autenticação inválido.');
  });

  it('stops a user after 5 wrong codes, even with a right one, for 15 minutes', async () => {
    const guesser = (await t.createUser('adivinho', ['SeparationConfigsManagement'])).id;
    for (const guess of ['000000', '111111', '222222', '333333', '444444']) {
      await expect(requireTwoFactorCode(t.context, guesser, guess)).rejects.toThrow('Código de autenticação inválido.');
    }
    later(30_000);
    const right = await codeNow(created.secret_key);
    await expect(requireTwoFactorCode(t.context, guesser, right)).rejects.toThrow('Muitos códigos errados');
    // Another user is not stopped by the guesser's failures.
    await expect(requireTwoFactorCode(t.context, userId, right)).resolves.toBeUndefined();
    later(15 * 60_000);
    await expect(requireTwoFactorCode(t.context, guesser, await codeNow(created.secret_key))).resolves.toBeUndefined();
  });

  it('stops approving and cannot be created once the internet returns', async () => {
    online = true;
    later(61_000);
    await expect(requireTwoFactorCode(t.context, userId, await codeNow(created.secret_key))).rejects.toThrow(
      'Código de autenticação inválido.',
    );
    const reply = await t.as(token, { method: 'POST', url });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('O CD está com internet: crie a autenticação no sistema principal.');
  });

  it('is deleted', async () => {
    expect((await t.as(token, { method: 'DELETE', url: `${url}/${created.id}` })).statusCode).toBe(200);
    expect((await t.as(token, { method: 'GET', url })).json()).toEqual([]);
  });
});

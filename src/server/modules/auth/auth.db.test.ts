// Sign-in, the token, the login lock and its reset by an Admin, on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../tests/support/app';
import { createTokenService } from '../../auth/tokens';

let t: TestApp;
let lockedId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('separador1');
  await t.createUser('admin', ['Administrador']);
  await t.createUser('supervisor', ['SeparationDashboardView', 'SeparationOrdersManagement']);
  lockedId = (await t.createUser('lockme')).id;
  await t.createUser('lockme2');
});
afterAll(() => t.close());

const signIn = (username: string, password: string) =>
  t.server.inject({ method: 'POST', url: '/api/auth-internal/v2/token', payload: { username, password } });

describe('POST /api/auth-internal/v2/token', () => {
  it('returns a token that /me/ accepts, naming the user and their groups', async () => {
    const reply = await signIn('supervisor', TEST_PASSWORD);
    expect(reply.statusCode).toBe(200);
    const { access } = reply.json() as { access: string };
    const me = await t.as(access, { method: 'GET', url: '/api/carambola/me/' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user_login: 'supervisor',
      user_groups_names: ['SeparationDashboardView', 'SeparationOrdersManagement'],
      user_id: expect.any(Number),
    });
  });

  it('trims and lower-cases the login', async () => {
    expect((await signIn('  SUPERVISOR ', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses wrong credentials with the spec detail', async () => {
    for (const [username, password] of [
      ['supervisor', 'errada'],
      ['ninguem', TEST_PASSWORD],
    ] as const) {
      const reply = await signIn(username, password);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ detail: 'No active account found with the given credentials' });
    }
  });

  it('names the bad fields of an invalid body with 400', async () => {
    const reply = await t.server.inject({
      method: 'POST',
      url: '/api/auth-internal/v2/token',
      payload: { username: '', password: 42 },
    });
    expect(reply.statusCode).toBe(400);
    const fields = (reply.json() as { fields: { field: string; message: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.username', 'body.password']));
    expect(JSON.stringify(reply.json())).toContain('Login obrigatório');
  });

  it('gives a token valid for 11 hours', () => {
    const tokens = createTokenService('k'.repeat(48));
    const token = tokens.sign({ user_id: 1, username: 'x' });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(payload.exp - payload.iat).toBe(11 * 60 * 60);
  });

  it('refuses expired, forged and missing tokens with 401', async () => {
    const expired = createTokenService('test-secret-'.padEnd(48, 'x'), -1000).sign({ user_id: 1, username: 'x' });
    const forged = createTokenService('another-key'.padEnd(48, 'y')).sign({ user_id: 1, username: 'x' });
    for (const header of [`Bearer ${expired}`, `Bearer ${forged}`, 'Bearer nonsense', undefined]) {
      const reply = await t.server.inject({
        method: 'GET',
        url: '/api/carambola/me/',
        headers: header ? { authorization: header } : {},
      });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ message: 'Token expirado ou inválido' });
    }
  });
});

describe('login lock', () => {
  it('locks after 5 failures in a row, even for the right password, until an Admin resets it', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) expect((await signIn('lockme', 'errada')).statusCode).toBe(401);
    const fifth = await signIn('lockme', 'errada');
    expect(fifth.statusCode).toBe(403);
    expect((fifth.json() as { message: string }).message).toMatch(/bloqueado/);
    expect((await signIn('lockme', TEST_PASSWORD)).statusCode).toBe(403);
    const notAdmin = await t.as(await t.tokenFor('supervisor'), {
      method: 'PATCH',
      url: `/api/auth-internal/v2/user/${lockedId}/block`,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect((await signIn('lockme', TEST_PASSWORD)).statusCode).toBe(403);

    const reset = await t.as(await t.tokenFor('admin'), {
      method: 'PATCH',
      url: `/api/auth-internal/v2/user/${lockedId}/block`,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Bloqueio resetado com sucesso' });
    expect((await signIn('lockme', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures in a row: a success starts the count again', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await signIn('lockme2', 'errada');
    expect((await signIn('lockme2', TEST_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await signIn('lockme2', 'errada')).statusCode).toBe(401);
    expect((await signIn('lockme2', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('never lets concurrent failures slip past the limit', async () => {
    await t.createUser('racer');
    const replies = await Promise.all(Array.from({ length: 12 }, () => signIn('racer', 'errada')));
    expect(replies.filter((reply) => reply.statusCode === 401).length).toBeLessThanOrEqual(4);
    expect((await signIn('racer', TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('unlocks by itself after 15 minutes, and counts failures from zero again', async () => {
    await t.createUser('lockme3');
    for (let attempt = 1; attempt <= 5; attempt++) await signIn('lockme3', 'errada');
    expect((await signIn('lockme3', TEST_PASSWORD)).statusCode).toBe(403);
    const realNow = t.context.now;
    try {
      t.context.now = () => new Date(Date.now() + 14 * 60_000);
      expect((await signIn('lockme3', TEST_PASSWORD)).statusCode).toBe(403);
      t.context.now = () => new Date(Date.now() + 15 * 60_000 + 1_000);
      expect((await signIn('lockme3', 'errada')).statusCode).toBe(401);
      expect((await signIn('lockme3', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      t.context.now = realNow;
    }
  });

  it('answers 404 in Portuguese when the Admin resets an unknown user', async () => {
    const reply = await t.as(await t.tokenFor('admin'), { method: 'PATCH', url: '/api/auth-internal/v2/user/99999/block' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: 'Usuário não encontrado' });
  });
});

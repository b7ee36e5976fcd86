// A centre's own people through the API: the Admin creates, edits, deactivates and
// reactivates users and gives temporary passwords; every user changes their own; a
// temporary password opens nothing until it is changed; old hashes are upgraded at sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../tests/support/app';
import { permissionGroups, users } from '../../db/schema';

let t: TestApp;
let admin: string;
let tech: string;
let supervisor: string;
let adminId: number;
const groups: Record<string, number> = {};

const TEMPORARY = 'temporaria-123';

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.createUser('admin', ['Administrador', 'SeparationUsersView'])).id;
  await t.createUser('tech', ['Tecnologia']);
  await t.createUser('supervisor', ['SeparationUsersView']);
  await t.createUser('conferente', ['SeparationCheck']);
  for (const row of await t.database.db.select().from(permissionGroups)) groups[row.name] = row.id;
  admin = await t.tokenFor('admin');
  tech = await t.tokenFor('tech');
  supervisor = await t.tokenFor('supervisor');
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url: '/api/carambola/separator', payload: body });
const update = (token: string, id: number, body: Record<string, unknown>) =>
  t.as(token, { method: 'PATCH', url: `/api/carambola/separator/${id}/account`, payload: body });
const signIn = (username: string, password: string) =>
  t.server.inject({ method: 'POST', url: '/api/auth-internal/v2/token', payload: { username, password } });
const changePassword = (username: string, current: string, next: string) =>
  t.server.inject({
    method: 'POST',
    url: '/api/auth-internal/v2/password',
    payload: { username, current_password: current, new_password: next },
  });
const me = (token: string) => t.as(token, { method: 'GET', url: '/api/carambola/me/' });

describe('creating a user', () => {
  it('gives a separator a temporary password that opens nothing until they choose their own', async () => {
    const created = await create(admin, { username: 'Ana.Lima', name: 'Ana Lima', permission_group_ids: [], temporary_password: TEMPORARY });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ username: 'ana.lima', name: 'Ana Lima', active: true, must_change_password: true });

    const refused = await signIn('ana.lima', TEMPORARY);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Troque a senha temporária para entrar.', detail: 'PASSWORD_CHANGE_REQUIRED' });

    const sameAgain = await changePassword('ana.lima', TEMPORARY, TEMPORARY);
    expect(sameAgain.statusCode).toBe(400);
    expect(sameAgain.json().message).toBe('A nova senha deve ser diferente da atual.');

    const changed = await changePassword('ana.lima', TEMPORARY, 'minha-senha-nova');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(changed.json().access)).json()).toMatchObject({ user_login: 'ana.lima' });
    expect((await signIn('ana.lima', 'minha-senha-nova')).statusCode).toBe(200);
    expect((await signIn('ana.lima', TEMPORARY)).statusCode).toBe(401);
  });

  it('refuses a short password, an existing login and an unknown group, in Portuguese', async () => {
    const short = await create(admin, { username: 'curta', name: 'Curta', permission_group_ids: [], temporary_password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([{ field: 'body.temporary_password', message: 'A senha deve ter ao menos 10 caracteres' }]);

    const twice = await create(admin, { username: 'conferente', name: 'Outro', permission_group_ids: [], temporary_password: TEMPORARY });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Já existe um usuário com o login conferente.');

    const unknown = await create(admin, { username: 'novo', name: 'Novo', permission_group_ids: [999_999], temporary_password: TEMPORARY });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Grupo de permissão não encontrado: 999999');
  });

  it('is for Admin and Tech only, and only Tech makes another Tech', async () => {
    const bySupervisor = await create(supervisor, { username: 'x1', name: 'X', permission_group_ids: [], temporary_password: TEMPORARY });
    expect(bySupervisor.statusCode).toBe(403);

    const techByAdmin = await create(admin, { username: 'x2', name: 'X', permission_group_ids: [groups.Tecnologia], temporary_password: TEMPORARY });
    expect(techByAdmin.statusCode).toBe(403);
    expect(techByAdmin.json().message).toBe('Só um usuário da Tecnologia pode dar, tirar ou alterar o acesso da Tecnologia.');

    const techByTech = await create(tech, { username: 'x3', name: 'X', permission_group_ids: [groups.Tecnologia], temporary_password: TEMPORARY });
    expect(techByTech.statusCode, techByTech.body).toBe(200);

    // Nor may an Admin give themselves Tech by editing their own groups.
    const selfPromotion = await update(admin, adminId, { permission_group_ids: [groups.Administrador!, groups.Tecnologia!] });
    expect(selfPromotion.statusCode).toBe(403);
  });
});

describe('editing a user', () => {
  it('changes the name and the permission groups, and the user gets the new permissions', async () => {
    const { id } = (await create(admin, { username: 'bruno', name: 'Bruno', permission_group_ids: [], temporary_password: TEMPORARY })).json();
    await changePassword('bruno', TEMPORARY, 'senha-do-bruno');
    const edited = await update(admin, id, { name: 'Bruno Souza', permission_group_ids: [groups.SeparationCheck] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Bruno Souza', permission_group_ids: [groups.SeparationCheck] });
    const token = (await signIn('bruno', 'senha-do-bruno')).json().access as string;
    expect((await me(token)).json().user_groups_names).toEqual(['SeparationCheck']);
  });

  it('deactivates: sign-in is refused and an open session ends within 5 s; reactivating lets them back', async () => {
    const { id } = (await create(admin, { username: 'carla', name: 'Carla', permission_group_ids: [], temporary_password: TEMPORARY })).json();
    const session = (await changePassword('carla', TEMPORARY, 'senha-da-carla')).json().access as string;
    expect((await me(session)).statusCode).toBe(200);

    expect((await update(admin, id, { active: false })).json()).toMatchObject({ active: false });
    expect((await signIn('carla', 'senha-da-carla')).statusCode).toBe(401);
    await expect.poll(async () => (await me(session)).statusCode, { timeout: 6_000, interval: 250 }).toBe(401);

    const inactive = await t.as(admin, { method: 'GET', url: '/api/carambola/separator/?status=inactive' });
    expect(inactive.json().results.map((user: { username: string }) => user.username)).toEqual(['carla']);

    expect((await update(admin, id, { active: true })).json()).toMatchObject({ active: true });
    expect((await signIn('carla', 'senha-da-carla')).statusCode).toBe(200);
  });

  it('never deactivates oneself', async () => {
    const reply = await update(admin, adminId, { active: false });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Você não pode desativar o seu próprio usuário.');
  });
});

describe('passwords', () => {
  it("an Admin's temporary password unlocks a locked user, who must change it", async () => {
    const { id } = await t.createUser('davi');
    for (let attempt = 0; attempt < 5; attempt++) await signIn('davi', 'errada-errada');
    expect((await signIn('davi', TEST_PASSWORD)).statusCode).toBe(403);

    const reset = await t.as(admin, { method: 'PUT', url: `/api/carambola/separator/${id}/password`, payload: { temporary_password: TEMPORARY } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn('davi', TEMPORARY)).json().detail).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await changePassword('davi', TEMPORARY, 'senha-do-davi')).statusCode).toBe(200);
    expect((await signIn('davi', 'senha-do-davi')).statusCode).toBe(200);
  });

  it('a wrong current password is counted like a failed sign-in', async () => {
    await t.createUser('elisa');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await changePassword('elisa', 'nao-e-esta', 'nova-senha-boa')).statusCode).not.toBe(200);
    }
    expect((await signIn('elisa', TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('a hash made at an older cost is replaced at the next sign-in', async () => {
    await t.createUser('fabio', [], 'senha-do-fabio');
    // The hash this project made before OWASP's current scrypt cost (N = 2^14).
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), scryptSync('senha-do-fabio', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')].join('$');
    await t.database.db.update(users).set({ passwordHash: old }).where(eq(users.username, 'fabio'));

    expect((await signIn('fabio', 'senha-do-fabio')).statusCode).toBe(200);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'fabio'));
    // Rehashed at the current cost: the test run's (vitest.config.ts), OWASP's on a server
    // (auth/password.test.ts pins that).
    expect(row!.hash.split('$').slice(0, 4)).toEqual(['scrypt', '4096', '8', '1']);
    expect((await signIn('fabio', 'senha-do-fabio')).statusCode).toBe(200);
  });
});

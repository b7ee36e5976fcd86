// People from the company's systems (issue 18): upserted by login in idempotent batches,
// saved whole or not at all, never touching the Tecnologia access; new people sign in once an
// Admin gives them a temporary password; a deactivated person cannot sign in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { listAuditLog } from '../../../shared/contract/audit';
import { signIn } from '../../../shared/contract/auth';
import { pushUsers, type IntegrationUser } from '../../../shared/contract/integration';
import { getAccount, setTemporaryPassword } from '../../../shared/contract/users';
import { newIntegrationKey } from '../../auth/integration-keys';
import { integrationKeys, permissionGroups, users } from '../../db/schema';

let t: TestApp;
let erp: { integrationKey: string };
let admin: string;
let tech: string;

beforeAll(async () => {
  t = await createTestApp();
  const key = newIntegrationKey();
  await t.database.db.insert(integrationKeys).values({ name: 'ERP RH', prefix: key.prefix, keyHash: key.hash });
  erp = { integrationKey: key.key };
  await t.createUser('chefe', ['Administrador', 'SeparationCheck', 'SeparationUsersView']);
  await t.createUser('ti', ['Tecnologia']);
  admin = await t.tokenFor('chefe');
  tech = await t.tokenFor('ti');
});
afterAll(() => t.close());

const push = (people: Partial<IntegrationUser>[]) => t.call(pushUsers, { body: { users: people as IntegrationUser[] } }, erp);
const idOf = async (login: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, login)))[0]!.id;
const groupsOf = async (login: string) => (await t.call(getAccount, { params: { id: await idOf(login) } }, admin)).data.permission_group_ids.length;
const signInAs = (username: string, password: string) => t.call(signIn, { body: { username, password } });

describe('people from the company systems', () => {
  it('are created once and left alone when sent again', async () => {
    const people = [
      { login: 'Maria.Conferente', name: 'Maria Conferente', permission_groups: ['SeparationCheck'] },
      { login: 'joao', name: 'João', permission_groups: [] },
    ];
    expect((await push(people)).data).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
    expect((await push(people)).data).toEqual({ received: 2, created: 0, updated: 0, unchanged: 2 });
    expect(await groupsOf('maria.conferente')).toBe(1);
  });

  it('sign in only once an Admin gives them a temporary password', async () => {
    expect((await signInAs('joao', '')).statusCode).toBe(400);
    expect((await signInAs('joao', '!')).statusCode).toBe(401);
    await t.call(setTemporaryPassword, { params: { id: await idOf('joao') }, body: { temporary_password: 'temporaria-do-joao' } }, admin);
    expect((await signInAs('joao', 'temporaria-do-joao')).error.detail).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('change name, groups and active state, and a deactivated person cannot sign in', async () => {
    await t.call(setTemporaryPassword, { params: { id: await idOf('maria.conferente') }, body: { temporary_password: 'temporaria-da-maria' } }, admin);
    const changed = await push([{ login: 'maria.conferente', name: 'Maria C.', permission_groups: [], active: false }]);
    expect(changed.data).toEqual({ received: 1, created: 0, updated: 1, unchanged: 0 });
    expect(await groupsOf('maria.conferente')).toBe(0);
    expect((await signInAs('maria.conferente', 'temporaria-da-maria')).statusCode).toBe(401);
    expect((await push([{ login: 'maria.conferente', name: 'Maria C.', active: true }])).data.updated).toBe(1);
    expect((await signInAs('maria.conferente', 'temporaria-da-maria')).error.detail).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('never grant or touch the Tecnologia access, and a refused batch saves nothing', async () => {
    const refused = await push([
      { login: 'novo.da.ti', name: 'Novo', permission_groups: ['Tecnologia'] },
      { login: 'ti', name: 'Outro nome', permission_groups: [] },
      { login: 'ana', name: 'Ana', permission_groups: ['GrupoQueNaoExiste'] },
      { login: 'ana', name: 'Ana de novo' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.error.fields).toEqual([
      { field: 'users.3.login', message: 'Login ana repetido no lote' },
    ]);
    const second = await push([
      { login: 'novo.da.ti', name: 'Novo', permission_groups: ['Tecnologia'] },
      { login: 'ti', name: 'Outro nome', permission_groups: [] },
      { login: 'ana', name: 'Ana', permission_groups: ['GrupoQueNaoExiste'] },
    ]);
    expect(second.error.fields).toEqual([
      { field: 'users.0.permission_groups.0', message: 'O acesso da Tecnologia só é dado no painel, por um usuário da Tecnologia' },
      { field: 'users.1.login', message: 'ti é da Tecnologia: só a Tecnologia o altera, no painel' },
      { field: 'users.2.permission_groups.0', message: 'Grupo de permissão GrupoQueNaoExiste não existe' },
    ]);
    const logins = (await t.database.db.select({ username: users.username }).from(users)).map((row) => row.username);
    expect(logins).not.toContain('novo.da.ti');
    expect(logins).not.toContain('ana');
  });

  it('treat any group that grants Tech as the Tecnologia access, whatever its name', async () => {
    // A directory may hold a group named after the permission itself, as the guards read it.
    await t.database.db.insert(permissionGroups).values({ name: 'Tech' }).onConflictDoNothing();
    const refused = await push([{ login: 'outro.da.ti', name: 'Outro', permission_groups: ['Tech'] }]);
    expect(refused.error.fields).toEqual([
      { field: 'users.0.permission_groups.0', message: 'O acesso da Tecnologia só é dado no painel, por um usuário da Tecnologia' },
    ]);
  });

  it('are recorded in the audit log as the key that sent them', async () => {
    const { entries } = (await t.call(listAuditLog, { query: { kind: 'integration.usersReceived' } }, tech)).data;
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.every((entry) => entry.actor === 'chave: ERP RH')).toBe(true);
  });

  it('sent twice at the same moment are created once', async () => {
    const people = [{ login: 'paulo', name: 'Paulo' }, { login: 'rita', name: 'Rita' }];
    const replies = await Promise.all([push(people), push(people)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.data.created).sort()).toEqual([0, 2]);
  });
});

// A real centre's first day: an empty database has no user and is not the demo; the first
// Tech user is created once, with a temporary password they change at their first sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { createFirstTechUser, FirstUserRefused } from './first-user';
import { listAuditLog } from '../../../shared/contract/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const identity = async () => (await t.server.inject({ method: 'GET', url: '/api/centre' })).json();

describe('the first user of a real centre', () => {
  it('is asked for by an empty centre, created once as Tech, and changes the temporary password to enter', async () => {
    expect(await identity()).toEqual({ demo: false, needs_first_user: true, name: null });

    const { temporaryPassword } = await createFirstTechUser(t.database.db, { username: 'ana', name: 'Ana Souza' });
    expect(temporaryPassword).toMatch(/^[a-zA-Z2-9]{16}$/);
    expect(await identity()).toEqual({ demo: false, needs_first_user: false, name: null });

    await expect(createFirstTechUser(t.database.db, { username: 'bia', name: 'Bia' })).rejects.toThrow(
      new FirstUserRefused('Este CD já tem um usuário da Tecnologia (ana): crie os demais no painel, em Usuários.'),
    );

    const signIn = await t.server.inject({ method: 'POST', url: '/api/auth-internal/v2/token', payload: { username: 'ana', password: temporaryPassword } });
    expect(signIn.json().detail).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await t.server.inject({
      method: 'POST',
      url: '/api/auth-internal/v2/password',
      payload: { username: 'ana', current_password: temporaryPassword, new_password: 'a-senha-da-ana' },
    });
    expect(changed.statusCode).toBe(200);
    const me = await t.as(changed.json().access, { method: 'GET', url: '/api/carambola/me/' });
    expect(me.json()).toMatchObject({ user_login: 'ana', user_groups_names: ['Tecnologia'] });

    // Every permission group exists, so the panel can hand them out to the next people.
    const groups = await t.as(changed.json().access, { method: 'GET', url: '/api/carambola/separator/groups' });
    expect(groups.json().map((group: { name: string }) => group.name)).toEqual(expect.arrayContaining(['Administrador', 'SeparationCheck', 'Tecnologia']));

    // The audit log starts with it, made by the command line.
    const log = await t.call(listAuditLog, { query: { kind: 'user.created' } }, changed.json().access);
    expect(log.data.entries.map((entry) => [entry.actor, entry.subject, entry.address])).toEqual([['linha de comando', 'ana', null]]);
    expect(groups.json()).toHaveLength(22);
  });
});

describe("the centre's name", () => {
  it('is the one its server sets (CENTRE_NAME), for every screen before and after sign-in', async () => {
    const named = await createTestApp({ config: { centreName: 'CD Contagem' } }, { database: t.database });
    try {
      expect((await named.server.inject({ method: 'GET', url: '/api/centre' })).json()).toMatchObject({ name: 'CD Contagem' });
    } finally {
      await named.close();
    }
  });
});

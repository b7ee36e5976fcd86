// A person of a test's own, set in the scene through the API as the floor would: created by the
// Admin with a temporary password, their own chosen at the first sign-in (users.spec.ts drives
// that on the screens). A spec's own people keep other specs' scenes from moving under it.
import type { APIRequestContext } from '@playwright/test';
import { expectOk } from './replies';
import { authHeaders } from './session';

export interface Person {
  id: number;
  login: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

interface PersonOptions {
  /** As 'Usuários' shows them; `Pessoa <login>` unless told. */
  name?: string;
  permissionGroupIds?: number[];
  /** The one they choose; `senha-de-<login>` unless told. */
  password?: string;
}

export async function newPerson(request: APIRequestContext, login: string, options: PersonOptions = {}): Promise<Person> {
  const temporary = `temporaria-${login}`;
  const created = await request.post('/api/carambola/separator', {
    headers: await authHeaders(request, 'admin'),
    data: { username: login, name: options.name ?? `Pessoa ${login}`, permission_group_ids: options.permissionGroupIds ?? [], temporary_password: temporary },
  });
  await expectOk(created);
  const password = options.password ?? `senha-de-${login}`;
  const chosen = await request.post('/api/auth-internal/v2/password', { data: { username: login, current_password: temporary, new_password: password } });
  await expectOk(chosen);
  const token = ((await chosen.json()) as { access: string }).access;
  return { id: ((await created.json()) as { id: number }).id, login, password, token, headers: { authorization: `Bearer ${token}` } };
}

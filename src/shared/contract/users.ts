// Separators and permission groups for the panel's users screen (spec/panel.md §7 'Users'),
// and a centre's own people (issue 18): the Admin creates, edits, deactivates and reactivates
// users and separators and gives them a temporary password; every user changes their own.
// The spec names POST /separator for creating one (payload not shown); the rest follows its
// style. Admin-only, enforced on the server; Tech passes every check.
import { z } from 'zod';
import { endpoint, queryInt } from './endpoint';

export const separatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  is_locked: z.boolean(),
  active: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Separator = z.infer<typeof separatorSchema>;

export const listSeparators = endpoint({
  method: 'GET',
  path: '/api/carambola/separator/',
  access: ['SeparationUsersView'],
  summary: 'Active (or, with status=inactive, deactivated) users, filtered by a search on the login or name and by permission group.',
  query: z.object({
    status: z.enum(['active', 'inactive'], { error: 'Situação inválida' }).default('active'),
    search: z.string().trim().max(150).optional(),
    groupId: queryInt().positive().optional(),
  }),
  response: z.object({ results: z.array(separatorSchema) }),
});

export const listPermissionGroups = endpoint({
  method: 'GET',
  path: '/api/carambola/separator/groups',
  access: ['SeparationUsersView'],
  summary: 'Permission groups, sorted by name.',
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** A password's first rule: long enough (NIST SP 800-63B asks for 8 at least; the floor is shared by a whole centre). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

export const newPasswordSchema = z
  .string({ error: 'Informe a senha' })
  .min(MIN_PASSWORD_LENGTH, `A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`)
  .max(MAX_PASSWORD_LENGTH, `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres`);

const ADMIN_ACCESS = ['Admin'] as const;

const userIdParams = z.object({ id: z.coerce.number({ error: 'Usuário inválido' }).int('Usuário inválido').positive('Usuário inválido').max(2_147_483_647, 'Usuário inválido') });

export const loginSchema = z
  .string({ error: 'Informe o login' })
  .trim()
  .toLowerCase()
  .min(2, 'O login deve ter ao menos 2 caracteres')
  .max(150, 'O login deve ter no máximo 150 caracteres')
  .regex(/^[a-z0-9._-]+$/, 'Use no login só letras sem acento, números, ponto, hífen ou sublinhado');

export const nameSchema = z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(150, 'O nome deve ter no máximo 150 caracteres');

const groupIdsSchema = z
  .array(z.number().int().positive().max(2_147_483_647), { error: 'Grupos de permissão inválidos' })
  .max(100, 'Grupos de permissão demais');

export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  active: z.boolean(),
  is_locked: z.boolean(),
  must_change_password: z.boolean(),
  permission_group_ids: z.array(z.number().int()),
});
export type Account = z.infer<typeof accountSchema>;

export const createAccount = endpoint({
  method: 'POST',
  path: '/api/carambola/separator',
  access: ADMIN_ACCESS,
  audit: 'user.created',
  summary: 'Creates a user or separator with a temporary password, to be changed at their first sign-in (409 when the login exists).',
  body: z.object({ username: loginSchema, name: nameSchema, permission_group_ids: groupIdsSchema, temporary_password: newPasswordSchema }),
  response: accountSchema,
});

export const getAccount = endpoint({
  method: 'GET',
  path: '/api/carambola/separator/:id/account',
  access: ADMIN_ACCESS,
  summary: "A user's account as the Admin edits it: login, name, active, locked, permission groups.",
  params: userIdParams,
  response: accountSchema,
});

export const updateAccount = endpoint({
  method: 'PATCH',
  path: '/api/carambola/separator/:id/account',
  access: ADMIN_ACCESS,
  audit: 'user.changed',
  summary:
    'Changes a user\'s name, permission groups or active state. A deactivated user cannot sign in and their sessions end within 5 s. Only Tech grants or removes Tecnologia; nobody deactivates themselves.',
  params: userIdParams,
  body: z.object({ name: nameSchema.optional(), permission_group_ids: groupIdsSchema.optional(), active: z.boolean().optional() }),
  response: accountSchema,
});

export const setTemporaryPassword = endpoint({
  method: 'PUT',
  path: '/api/carambola/separator/:id/password',
  access: ADMIN_ACCESS,
  audit: 'user.temporaryPassword',
  summary: 'Gives a user a temporary password, which they must change at their next sign-in; also clears a sign-in lock.',
  params: userIdParams,
  body: z.object({ temporary_password: newPasswordSchema }),
  response: z.object({ message: z.string() }),
});

export const usersEndpoints = {
  listSeparators,
  listPermissionGroups,
  createAccount,
  getAccount,
  updateAccount,
  setTemporaryPassword,
};

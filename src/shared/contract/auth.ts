// Sign-in, the signed-in user, a user's change of their own password, and the Admin's reset
// of a locked account.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_PASSWORD_LENGTH, newPasswordSchema } from './users';

/** The refusal detail of a temporary password at sign-in: the screen asks for a new one. */
export const PASSWORD_CHANGE_REQUIRED_DETAIL = 'PASSWORD_CHANGE_REQUIRED';

export const signIn = endpoint({
  method: 'POST',
  path: '/api/auth-internal/v2/token',
  access: 'public',
  summary: 'Sign in with login and password; returns a bearer token valid for 11 hours.',
  body: z.object({
    username: z.string().trim().toLowerCase().min(1, 'Login obrigatório').max(150),
    password: z.string().min(1, 'Senha obrigatória').max(200),
  }),
  rateLimit: 'signIn',
  response: z.object({ access: z.string() }),
});

export const me = endpoint({
  method: 'GET',
  path: '/api/carambola/me/',
  access: 'signedIn',
  summary: 'The signed-in user and the names of their permission groups.',
  response: z.object({
    user_login: z.string(),
    user_groups_names: z.array(z.string()),
    user_id: z.number().int(),
  }),
});

export const resetUserBlock = endpoint({
  method: 'PATCH',
  path: '/api/auth-internal/v2/user/:id/block',
  access: ['Admin'],
  audit: 'user.unlocked',
  summary: "Unlock an account locked after 5 failed sign-ins in a row (Admin only).",
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ message: z.string() }),
});

/**
 * A user changes their own password by proving the current one, signed in (the user menu)
 * or not (a temporary password refused at sign-in): the same call, so it is public and
 * counted against the same sign-in throttles. Answers a new token.
 */
export const changeOwnPassword = endpoint({
  method: 'POST',
  path: '/api/auth-internal/v2/password',
  access: 'public',
  summary: 'Changes the caller\'s password given the current one (throttled like sign-in); returns a bearer token.',
  body: z.object({
    username: z.string().trim().toLowerCase().min(1, 'Login obrigatório').max(150),
    current_password: z.string().min(1, 'Informe a senha atual').max(MAX_PASSWORD_LENGTH),
    new_password: newPasswordSchema,
  }),
  rateLimit: 'signIn',
  response: z.object({ access: z.string(), message: z.string() }),
});

export const authEndpoints = { signIn, me, resetUserBlock, changeOwnPassword };

// Sign-in, the signed-in user, and the Admin's reset of a locked account.
import { z } from 'zod';
import { endpoint } from './endpoint';

export const signIn = endpoint({
  method: 'POST',
  path: '/api/auth-internal/v2/token',
  access: 'public',
  summary: 'Sign in with login and password; returns a bearer token valid for 11 hours.',
  body: z.object({
    username: z.string().trim().toLowerCase().min(1, 'Login obrigatório').max(150),
    password: z.string().min(1, 'Senha obrigatória').max(200),
  }),
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
  summary: "Unlock an account locked after 5 failed sign-ins in a row (Admin only).",
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ message: z.string() }),
});

export const authEndpoints = { signIn, me, resetUserBlock };

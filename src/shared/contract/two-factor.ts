// Two-factor authentications: the TOTP codes that approve sensitive settings changes
// (spec/panel.md §2 'Dois fatores', §6, §7 'Auth internal'). A user creates one here only
// while the centre has no internet (a local one, valid until the internet returns).
import { z } from 'zod';
import { endpoint } from './endpoint';

const access = ['SeparationTwofactorsManagement'] as const;

export const twoFactorSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  confirmed: z.boolean(),
  is_local: z.boolean(),
  created: z.string(),
});
export type TwoFactor = z.infer<typeof twoFactorSchema>;

export const internetStatusSchema = z.object({
  online: z.boolean(),
  checked_at: z.string(),
});
export type InternetStatus = z.infer<typeof internetStatusSchema>;

const idParams = z.object({ id: z.coerce.number().int().min(1) });

export const listTwoFactors = endpoint({
  method: 'GET',
  path: '/api/auth-internal/v2/two-factors',
  access,
  summary: 'Every two-factor authentication, by username.',
  response: z.array(twoFactorSchema),
});

export const createTwoFactor = endpoint({
  method: 'POST',
  path: '/api/auth-internal/v2/two-factors',
  access,
  audit: 'twoFactor.changed',
  summary: 'Creates a local authentication for the caller (only while the centre has no internet).',
  response: z.object({ id: z.number().int(), qr_code_uri: z.string(), secret_key: z.string() }),
});

export const confirmTwoFactor = endpoint({
  method: 'PATCH',
  path: '/api/auth-internal/v2/two-factors/:id',
  access,
  audit: 'twoFactor.changed',
  summary: 'Confirms an authentication with a code from the authenticator app.',
  params: idParams,
  body: z.object({ code: z.string().trim().min(1, 'Campo obrigatório') }),
  response: twoFactorSchema,
});

export const deleteTwoFactor = endpoint({
  method: 'DELETE',
  path: '/api/auth-internal/v2/two-factors/:id',
  access,
  audit: 'twoFactor.changed',
  summary: 'Removes an authentication.',
  params: idParams,
  response: z.object({ message: z.string() }),
});

export const internetStatus = endpoint({
  method: 'GET',
  path: '/api/auth-internal/v2/internet-status',
  access,
  summary: "Whether the centre reaches the internet (the server's probe, refreshed every 60 s).",
  response: internetStatusSchema,
});

export const twoFactorEndpoints = { listTwoFactors, createTwoFactor, confirmTwoFactor, deleteTwoFactor, internetStatus };

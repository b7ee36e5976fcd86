// The admin code the conveyor asks to confirm box counts, shown on the 'Token' page as text
// and as a code image (spec/panel.md §2 'Token and route reprint', §7).
import { z } from 'zod';
import { endpoint } from './endpoint';

export const getToken = endpoint({
  method: 'GET',
  path: '/api/carambola/separation-settings/token',
  access: ['SeparationGetToken'],
  summary: "The centre's admin code.",
  response: z.object({ token: z.string() }),
});

export const tokenEndpoints = { getToken };

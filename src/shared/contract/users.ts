// Separators and permission groups for the panel's users screen (spec/panel.md §7 'Users').
import { z } from 'zod';
import { endpoint, queryInt } from './endpoint';

export const separatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  is_locked: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Separator = z.infer<typeof separatorSchema>;

export const listSeparators = endpoint({
  method: 'GET',
  path: '/api/carambola/separator/',
  access: ['SeparationUsersView'],
  summary: 'Active users, filtered by a search on the login or name and by permission group.',
  query: z.object({
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

export const usersEndpoints = { listSeparators, listPermissionGroups };

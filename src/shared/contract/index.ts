// Every endpoint of the API, by area. The server binds all of them; the renderer imports
// the ones it calls.
import { authEndpoints } from './auth';
import { systemEndpoints } from './system';

export const contract = {
  auth: authEndpoints,
  system: systemEndpoints,
} as const;

export * from './endpoint';

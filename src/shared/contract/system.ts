// Health and the centre's identity, read by stations and the load balancer.
import { z } from 'zod';
import { endpoint } from './endpoint';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary: 'Liveness: the process answers and its database is reachable.',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() }),
});

export const systemEndpoints = { health };

// Health and the centre's identity, read by stations and the load balancer.
import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary: 'Liveness: the process answers and its database is reachable.',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() }),
});

export const live = endpoint({
  method: 'GET',
  path: '/api/live',
  access: 'public',
  summary: 'Liveness for a process supervisor: the process answers (the database is not asked).',
  response: z.object({ status: z.literal('live') }),
});

export const ready = endpoint({
  method: 'GET',
  path: '/api/ready',
  access: 'public',
  summary: 'Readiness for a load balancer: 200 once the start warm-up is done, while the database answers and, with Redis, the socket adapter is connected; 503 otherwise.',
  response: z.object({ status: z.literal('ready') }),
});

export const metrics = endpoint({
  method: 'GET',
  path: '/api/metrics',
  access: 'public',
  summary:
    'Prometheus metrics of this process (requests, latencies, socket clients, floor events), for the scraper with METRICS_TOKEN as bearer token, or from the server itself when none is set.',
  response: fileResponse,
});

export const systemEndpoints = { health, live, ready, metrics };

// Prometheus metrics of one server process (GET /api/metrics): requests and their latency by
// route, socket clients, and the floor's own events (scans, box reads), which modules count
// through `floorEvents`. Each process has its own registry; Prometheus scrapes every process.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  floorEvents: Counter<'kind' | 'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'doca_' });
  const floorEvents = new Counter({
    name: 'doca_floor_events_total',
    help: 'Scans, box reads and other floor events, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  return { registry, floorEvents };
}

/** Counts every request and its latency under the route's pattern (never the raw URL). */
export function instrumentServer(server: FastifyInstance, metrics: Metrics, socketClients: () => Record<string, number>): void {
  const requests = new Counter({
    name: 'doca_http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'doca_http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  new Gauge({
    name: 'doca_socket_clients',
    help: 'Connected socket.io clients by socket',
    labelNames: ['socket'] as const,
    registers: [metrics.registry],
    collect() {
      for (const [socket, count] of Object.entries(socketClients())) this.set({ socket }, count);
    },
  });
  server.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

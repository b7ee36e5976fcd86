// What a load balancer, a process supervisor and Prometheus read from each server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('probes and metrics', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.server.inject({ method: 'GET', url: '/api/live' })).json()).toEqual({ status: 'live' });
    expect((await t.server.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('counts requests by route pattern and status in Prometheus text', async () => {
    await t.server.inject({ method: 'GET', url: '/api/carambola/me/' });
    await t.server.inject({ method: 'GET', url: '/api/products/image/123.svg' });
    const reply = await t.server.inject({ method: 'GET', url: '/api/metrics' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(reply.body).toContain('doca_http_requests_total{method="GET",route="/api/carambola/me/",status="401"} 1');
    expect(reply.body).toContain('route="/api/products/image/:file",status="404"');
    expect(reply.body).toMatch(/doca_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/live"\}/);
    expect(reply.body).toContain('doca_socket_clients{socket="live"} 0');
  });

  it('are read only from the server itself, or with the monitoring token when one is set', async () => {
    const fromTablet = await t.server.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.0.0.40' });
    expect(fromTablet.statusCode).toBe(403);
    expect(fromTablet.json().message).toBe('Métricas só com o token do monitoramento (METRICS_TOKEN).');
    t.context.config = { ...t.context.config, metricsToken: 'token-do-prometheus' };
    try {
      const local = await t.server.inject({ method: 'GET', url: '/api/metrics' });
      expect(local.statusCode).toBe(403);
      const wrong = await t.server.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.0.0.9', headers: { authorization: 'Bearer outro' } });
      expect(wrong.statusCode).toBe(403);
      const scraper = await t.server.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.0.0.9', headers: { authorization: 'Bearer token-do-prometheus' } });
      expect(scraper.statusCode).toBe(200);
    } finally {
      t.context.config = { ...t.context.config, metricsToken: undefined };
    }
  });
});

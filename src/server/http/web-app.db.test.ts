// The web app the server hands to tablets and browsers: built assets compressed when the
// browser takes it and kept by the browser for good; index.html kept for a week (a morning's
// opening asks the Wi-Fi nothing), every API reply naming the build the server serves so a
// page of an older build reloads; deep paths answered by index.html for the router.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { WEB_BUILD_HEADER } from '../../shared/contract/web-build';

const SCRIPT = 'console.log("doca");'.repeat(100);
let t: TestApp;
let rendererDir: string;

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'doca-renderer-'));
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><meta name="doca-build" content="build-of-today"><title>Doca</title>');
  writeFileSync(join(rendererDir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(rendererDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(rendererDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ config: { port: 0, host: '127.0.0.1', logLevel: 'silent', rendererDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends a built asset compressed to a browser that takes brotli or gzip, to be kept for good', async () => {
    const brotli = await t.server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await t.server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has index.html kept by the browser for a week, not by a proxy, at / and at a deep path of the router', async () => {
    // The picking screen's page is the server's to draw, never kept (first-screen.db.test.ts).
    for (const url of ['/', '/painel/dashboard', '/operacao/conferencia/pedido']) {
      const reply = await t.server.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control'], url).toBe('private, max-age=604800');
      expect(reply.body).toContain('<title>Doca</title>');
    }
  });

  it("names the build it serves (index.html's meta) in every API reply, refusals too, not in the page's files", async () => {
    const health = await t.server.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers[WEB_BUILD_HEADER]).toBe('build-of-today');
    const refused = await t.server.inject({ method: 'GET', url: '/api/carambola/me/' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[WEB_BUILD_HEADER]).toBe('build-of-today');
    const page = await t.server.inject({ method: 'GET', url: '/operacao/separacao/pedido' });
    expect(page.headers[WEB_BUILD_HEADER]).toBeUndefined();
  });

  it("answers a chunk it does not have (another build's) with a 404, not with index.html to be kept under its name", async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/assets/PickingPage-of-another-build.js' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).not.toMatch(/html/);
    expect(reply.headers['cache-control']).toBeUndefined();
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('security headers', () => {
  it('send the page and the API with the CSP, no framing and no MIME sniffing', async () => {
    for (const url of ['/painel/pedidos', '/api/health']) {
      const reply = await t.server.inject({ method: 'GET', url });
      const policy = String(reply.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

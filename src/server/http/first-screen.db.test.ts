// The picking screen's page as the server draws it for a picker's tablet (first-screen.ts):
// drawn from the answers the app itself would get, for the token in the tablet's cookie; its
// one inline script allowed by the policy; never kept by the browser; index.html as it is
// whenever it cannot be drawn. The drawing itself is the renderer's (the end-to-end suite's
// first-screen.spec.ts runs the real one); here a stand-in build returns what it was given.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me } from '../../shared/contract/auth';
import { pickingEndpoints, recoverWork } from '../../shared/contract/picking';
import { FIRST_SCREEN_PATH } from '../../shared/first-screen';
import type { TestApp } from '../../../tests/support/app';
import { createDemoTestApp } from '../../../tests/support/demo-app';
import { answersBlock } from './first-screen';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday, 10:00 in São Paulo
const INDEX_HTML = [
  '<!doctype html><html lang="pt-BR"><head><title>Doca</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/ui-abc.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/ui-abc.css">',
  '<link rel="preload" as="style" crossorigin href="/assets/main-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
/**
 * The renderer's server build, standing in: its markup names the user, the order held and the
 * group found for it, from the data it is given; it throws for the user 'tablet-falha'.
 */
const STAND_IN = `export async function renderFirstScreen({ url, data }) {
  if (data.me.user_login === 'tablet-falha') throw new Error('a render that fails');
  const held = data.recovery.type === 'separation' ? data.recovery.data : null;
  if (!held) return null;
  const group = data.groups.find((g) => g.separation_group === held.order.separation_group);
  return '<main class="screen" data-url="' + url + '">' + data.me.user_login + ' pedido ' + held.order.order_id + ' grupo ' + group.separation_group + '</main>';
}`;

let t: TestApp;
let rendererDir: string;

beforeAll(async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'doca-out-'));
  rendererDir = join(outDir, 'renderer');
  mkdirSync(rendererDir);
  mkdirSync(join(outDir, 'first-screen'));
  writeFileSync(join(rendererDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(outDir, 'first-screen', 'render.js'), STAND_IN);
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'assets', 'ui-abc.css'), 'body{margin:0}.screen{padding:8px}.dialog{position:fixed}');
  writeFileSync(join(rendererDir, 'assets', 'main-abc.css'), '@media (min-width:48em){.screen{padding:16px}.menu{display:none}}');
  t = await createDemoTestApp(NOW, { rendererDir });
});
afterAll(async () => {
  await t.close();
  rmSync(join(rendererDir, '..'), { recursive: true, force: true });
});

const open = (cookie?: string, encoding = 'identity') =>
  t.server.inject({ method: 'GET', url: FIRST_SCREEN_PATH, headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });

/** A picker of the demo's group 1 holding the order the queue gave them. */
async function pickerHoldingAnOrder(name: string): Promise<{ token: string; orderId: string }> {
  await t.createUser(name);
  const token = await t.tokenFor(name);
  const reply = await t.call(pickingEndpoints.getNewOrder, { query: { separationGroup: 1, step: 1 } }, token);
  expect(reply.statusCode).toBe(200);
  return { token, orderId: reply.data.order!.order_id };
}

describe("the picking screen's page", () => {
  it("is drawn for the token in the tablet's cookie, from the order it holds, with the app's root hidden behind it", async () => {
    const { token, orderId } = await pickerHoldingAnOrder('tablet1');
    const page = await open(`tema=claro; token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<div id="first-screen"><main class="screen" data-url="http://localhost:80${FIRST_SCREEN_PATH}">tablet1 pedido ${orderId} grupo 1</main></div>`);
    expect(page.body).toContain('<div id="root" hidden></div>');
    // Painted with the rules it uses, in the page; the whole sheets still preloaded for the app, its code not.
    expect(page.body).toContain('<style>body{margin:0}.screen{padding:8px}@media (min-width:48em){.screen{padding:16px}}</style></head>');
    expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/ui-abc.css">');
    expect(page.body).not.toContain('rel="stylesheet"');
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">');
  });

  it('carries the answers it was drawn from, by the path the app asks them at, so the app does not ask them again', async () => {
    const { token, orderId } = await pickerHoldingAnOrder('tablet-respostas');
    const page = await open(`token=${token}`);
    const block = /<script type="application\/json" id="first-screen-answers">([^<]*)<\/script><div id="root" hidden>/.exec(page.body);
    const answers = JSON.parse(block![1]!) as Record<string, unknown>;
    expect(answers[me.path]).toMatchObject({ user_login: 'tablet-respostas' });
    expect(answers[recoverWork.path]).toMatchObject({ type: 'separation', data: { order: { order_id: orderId } } });
    expect(answers['/api/centre']).toBeDefined();
    expect(answers['/api/carambola/separation-settings/separation-group']).toEqual(expect.arrayContaining([expect.objectContaining({ separation_group: 1 })]));
  });

  it('is never kept by the browser, nor by a proxy: the order on it is the one held now', async () => {
    const { token } = await pickerHoldingAnOrder('tablet2');
    const page = await open(`token=${token}`);
    expect(page.body).toContain('first-screen');
    expect(page.headers['cache-control']).toBe('no-store');
    const plain = await open();
    expect(plain.headers['cache-control']).toBe('no-store');
  });

  it('runs its one inline script under the policy it is sent with (the hash of its text)', async () => {
    const { token } = await pickerHoldingAnOrder('tablet3');
    const page = await open(`token=${token}`);
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(String(page.headers['content-security-policy'])).not.toContain("'unsafe-inline' ");
  });

  it('is sent compressed to a browser that takes brotli', async () => {
    const { token, orderId } = await pickerHoldingAnOrder('tablet4');
    const page = await open(`token=${token}`, 'gzip, deflate, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(`pedido ${orderId}`);
  });

  it('is index.html as it is without a cookie, with a refused token, for a picker holding no order, or when the drawing fails', async () => {
    await t.createUser('tablet5');
    const idle = await t.tokenFor('tablet5');
    const failing = await pickerHoldingAnOrder('tablet-falha');
    for (const cookie of [undefined, 'token=nao-e-um-token', `token=${idle}`, `token=${failing.token}`]) {
      const page = await open(cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toBe(INDEX_HTML);
    }
  });
});

describe("the answers' data block", () => {
  it('cannot be closed by a text inside it: a name holding </script> stays text, and reads back whole', () => {
    const hostile = { '/api/centre': { name: '</script><script>alert(1)</script><!--' } };
    const block = answersBlock(hostile);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block.endsWith('</script>')).toBe(true);
    const json = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

// What the server's log keeps of a request (issue 19): the method, the path and the address;
// never the query string, a header or the body, where searches, tokens and passwords travel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../../tests/support/app';

let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('supervisor', ['SeparationOrdersManagement']);
  logged = await buildApp(t.context, { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('the request log', () => {
  it('keeps no query string, header or body', async () => {
    const token = await t.tokenFor('supervisor');
    await logged.inject({
      method: 'GET',
      url: '/api/carambola/separation/order-separation/?search=Maria%20Segredo',
      headers: { authorization: `Bearer ${token}`, 'x-api-key': 'chave-secreta' },
    });
    await logged.inject({ method: 'POST', url: '/api/auth-internal/v2/token', payload: { username: 'supervisor', password: 'senha-que-nao-vai-pro-log' } });
    const text = lines.join('\n');
    expect(text).toContain('"path":"/api/carambola/separation/order-separation/"');
    expect(text).toContain('"path":"/api/auth-internal/v2/token"');
    for (const secret of ['Segredo', token, 'chave-secreta', 'senha-que-nao-vai-pro-log']) expect(text).not.toContain(secret);
  });
});

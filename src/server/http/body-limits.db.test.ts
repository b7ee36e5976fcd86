// What a caller without a token, or with a body too big for the call, costs the server: the
// refusal comes from the headers alone, before the body is read (issue 19). Driven over a
// real socket, since inject() hands the server the whole body at once.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('supervisor', ['SeparationOrdersManagement']);
  token = await t.tokenFor('supervisor');
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Announces `declared` bytes, sends only the first kilobyte, and resolves with the answer:
 * a server that waited for the whole body would never answer.
 */
function sendPartOfABody(path: string, declared: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: 'PATCH', headers: { 'content-type': 'application/json', 'content-length': declared, ...headers } },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => {
          resolve({ status: incoming.statusCode ?? 0, body });
          outgoing.destroy();
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.write(`{"ordersId":["${'1'.repeat(1000)}`);
  });
}

const ORDERS = '/api/carambola/separation/order-separation/';

describe('bodies and the guard', () => {
  it('refuses a call without a token from its headers, before the body arrives', async () => {
    const reply = await sendPartOfABody(ORDERS, 5 * 1024 * 1024);
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Token expirado ou inválido' });
  });

  it('refuses a body above the 1 MB default from its declared length, in Portuguese', async () => {
    const reply = await sendPartOfABody(ORDERS, 2 * 1024 * 1024, { authorization: `Bearer ${token}` });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Requisição grande demais.' });
  });

  it('lets an upload route take more than the default', async () => {
    const reply = await t.as(token, {
      method: 'POST',
      url: '/api/carambola/separation/order-separation/spreadsheet',
      query: { filename: 'pedidos.csv' },
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(3 * 1024 * 1024, 'a'),
    });
    expect(reply.statusCode).not.toBe(413);
  });
});

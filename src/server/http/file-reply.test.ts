// A streamed download that fails (issue 25): before its first byte the caller gets an error
// in Portuguese with its status; after it, the response is cut short so the client sees a
// failed download, never a complete file.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, fileResponse } from '../../shared/contract/endpoint';
import type { AppContext } from '../context';
import { createFloorEvents } from '../floor-events';
import { bind } from './bind';
import { HttpError, installErrorHandler } from './errors';

const download = endpoint({
  method: 'GET',
  path: '/download',
  access: 'public',
  summary: 'A spreadsheet streamed as it is read.',
  query: z.object({ fail: z.enum(['before', 'after', 'never']) }),
  response: fileResponse,
});

function sheet(fail: 'before' | 'after' | 'never'): Readable {
  return Readable.from(
    (async function* () {
      if (fail === 'before') throw new HttpError(503, 'Banco de dados indisponível no momento: tente de novo em instantes.');
      yield Buffer.from('pedido;caixas\n');
      if (fail === 'after') throw new Error('connection terminated');
      yield Buffer.from('900001;3\n');
    })(),
  );
}

let server: FastifyInstance;
let port: number;

beforeAll(async () => {
  server = Fastify();
  installErrorHandler(server);
  const app = { events: createFloorEvents() } as AppContext;
  bind(server, app, download, ({ query }) => ({ contentType: 'text/csv', filename: 'pedidos.csv', body: sheet(query.fail) }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** What a client sees: the status, the body, and whether the response arrived whole. */
function get(fail: string): Promise<{ status: number; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: `/download?fail=${fail}` }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body, complete: response.complete }));
      response.on('error', () => resolve({ status: response.statusCode!, body, complete: false }));
      response.on('aborted', () => resolve({ status: response.statusCode!, body, complete: false }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a streamed download', () => {
  it('arrives whole when nothing fails', async () => {
    expect(await get('never')).toEqual({ status: 200, body: 'pedido;caixas\n900001;3\n', complete: true });
  });

  it('failing before its first byte answers an error in Portuguese with its status', async () => {
    const reply = await get('before');
    expect(reply.status).toBe(503);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Banco de dados indisponível no momento: tente de novo em instantes.' });
  });

  it('failing after its first byte is cut short, so the client sees a failed download', async () => {
    const reply = await get('after');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('pedido;caixas\n');
    expect(reply.complete).toBe(false);
  });
});

import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/contract/endpoint';
import { me, signIn } from '@shared/contract/auth';
import { startEarly } from './early-calls';
import { ApiFailure, call, GENERIC_ERROR_MESSAGE, httpClient, INVALID_CREDENTIALS_DETAIL, onUnauthorized, toApiFailure } from './http';

const seen: InternalAxiosRequestConfig[] = [];

function reply(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', undefined, config, undefined, response);
    return response;
  };
}

const step = endpoint({
  method: 'PATCH',
  path: '/api/carambola/separation/step/:orderId',
  access: 'signedIn',
  summary: 'test',
  params: z.object({ orderId: z.string() }),
  query: z.object({ level: z.number() }),
  body: z.object({ boxes: z.number() }),
  response: z.object({ ok: z.boolean() }),
});

afterEach(() => {
  seen.length = 0;
  onUnauthorized(() => undefined);
});

describe('call', () => {
  it('fills the path, sends query and body, and returns the checked response', async () => {
    httpClient.defaults.adapter = reply(200, { ok: true, extra: 1 });
    const result = await call(step, { params: { orderId: 'A 1' }, query: { level: 2 }, body: { boxes: 3 } });
    expect(result).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'patch', url: '/api/carambola/separation/step/A%201', params: { level: 2 } });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ boxes: 3 });
  });

  it("sends the request in the caller's own task, before any promise settles", async () => {
    httpClient.defaults.adapter = reply(200, { ok: true });
    const answer = call(step, { params: { orderId: 'A1' }, query: { level: 1 }, body: { boxes: 1 } });
    // A scan's request leaves within its keydown, not after the microtasks React renders in.
    expect(seen).toHaveLength(1);
    await answer;
  });

  it('needs no input for an endpoint that takes none', async () => {
    httpClient.defaults.adapter = reply(200, { user_login: 'ana', user_groups_names: [], user_id: 1 });
    await expect(call(me)).resolves.toEqual({ user_login: 'ana', user_groups_names: [], user_id: 1 });
    expect(seen[0]?.data).toBeUndefined();
  });

  it('normalises error replies', async () => {
    httpClient.defaults.adapter = reply(409, { message: 'Pedido já iniciado' });
    await expect(call(me)).rejects.toMatchObject({ status: 409, message: 'Pedido já iniciado' });
  });

  it('rejects, in development builds, a response that breaks the contract', async () => {
    httpClient.defaults.adapter = reply(200, { user_login: 'ana' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(me)).rejects.toBeInstanceOf(ApiFailure);
  });

  it('reports a 401 to the session, except for wrong credentials', async () => {
    const unauthorized = vi.fn();
    onUnauthorized(unauthorized);
    httpClient.defaults.adapter = reply(401, { message: 'Credenciais inválidas', detail: INVALID_CREDENTIALS_DETAIL });
    await expect(call(signIn, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
      detail: INVALID_CREDENTIALS_DETAIL,
    });
    expect(unauthorized).not.toHaveBeenCalled();

    httpClient.defaults.adapter = reply(401, { message: 'Token expirado ou inválido' });
    await expect(call(me)).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('toApiFailure', () => {
  it("reads an unreachable server as a network error, said 'Sem conexão'", () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const failure = toApiFailure(new AxiosError('Network Error', 'ERR_NETWORK', config));
    expect(failure.isNetworkError).toBe(true);
    expect(failure.message).toBe('Sem conexão');
  });

  it("reads the server's refusal, its fields too, and a reply of another shape by its detail or as the generic message", () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const refusal = (data: unknown) => toApiFailure(new AxiosError('failed', undefined, config, undefined, { data, status: 400, statusText: '', headers: {}, config }));
    const fields = [{ field: 'name', message: 'Informe o nome' }];
    expect(refusal({ message: 'Dados inválidos', detail: 'invalid', fields })).toMatchObject({ status: 400, message: 'Dados inválidos', detail: 'invalid', fields });
    expect(refusal({ message: 'Dados inválidos', fields: [{ field: 'name' }] })).toMatchObject({ message: GENERIC_ERROR_MESSAGE, fields: undefined });
    expect(refusal({ message: 7, detail: 'Pedido não encontrado' })).toMatchObject({ message: 'Pedido não encontrado', detail: 'Pedido não encontrado' });
    expect(refusal('<html>Bad Gateway</html>')).toMatchObject({ status: 400, message: GENERIC_ERROR_MESSAGE, detail: undefined });
  });
});

describe('a call the page started before the app loaded (boot.ts)', () => {
  const user = { user_login: 'ana', user_groups_names: ['Separador'], user_id: 7 };
  afterEach(() => vi.unstubAllGlobals());

  it('is answered by that start, once: the next call asks the server', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })));
    vi.stubGlobal('document', { cookie: 'token=t1' });
    startEarly('/api/carambola/me/', 't1');
    httpClient.defaults.adapter = reply(200, { ...user, user_login: 'bia' });
    await expect(call(me)).resolves.toEqual(user);
    expect(seen).toHaveLength(0);
    await expect(call(me)).resolves.toMatchObject({ user_login: 'bia' });
    expect(seen).toHaveLength(1);
  });

  it('that failed, or was started with another token, is asked again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    vi.stubGlobal('document', { cookie: 'token=t1' });
    startEarly('/api/carambola/me/', 't1');
    httpClient.defaults.adapter = reply(200, user);
    await expect(call(me)).resolves.toEqual(user);
    expect(seen).toHaveLength(1);

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...user, user_id: 99 }), { status: 200 })));
    startEarly('/api/carambola/me/', 'someone-else');
    await expect(call(me)).resolves.toEqual(user);
    expect(seen).toHaveLength(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/contract/endpoint';
import { me, signIn } from '@shared/contract/auth';
import { startEarly } from './early-calls';
import { ApiFailure, call, CALL_TIMEOUT_MS, GENERIC_ERROR_MESSAGE, INVALID_CREDENTIALS_DETAIL, NETWORK_ERROR_MESSAGE, onUnauthorized, withQuery } from './http';
import { progressClient } from './progress-transport';

interface Sent {
  url: string;
  init: RequestInit;
}

const sent: Sent[] = [];

/** The server as fetch sees it: every request is noted and answered `status` with `body`. */
function serverAnswers(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
    }),
  );
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

const headersOf = (request: Sent) => request.init.headers as Record<string, string>;

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'token=t1' });
});

afterEach(() => {
  sent.length = 0;
  onUnauthorized(() => undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call', () => {
  it('fills the path, sends query, body and token, and returns the checked response', async () => {
    serverAnswers(200, { ok: true, extra: 1 });
    const result = await call(step, { params: { orderId: 'A 1' }, query: { level: 2 }, body: { boxes: 3 } });
    expect(result).toEqual({ ok: true });
    expect(sent[0]!.url).toBe('/api/carambola/separation/step/A%201?level=2');
    expect(sent[0]!.init.method).toBe('PATCH');
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({ boxes: 3 });
    expect(headersOf(sent[0]!)).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer t1' });
  });

  it("sends the request in the caller's own task, before any promise settles", async () => {
    serverAnswers(200, { ok: true });
    const answer = call(step, { params: { orderId: 'A1' }, query: { level: 1 }, body: { boxes: 1 } });
    // A scan's request leaves within its keydown, not after the microtasks React renders in.
    expect(sent).toHaveLength(1);
    await answer;
  });

  it('needs no input for an endpoint that takes none, and sends no body', async () => {
    serverAnswers(200, { user_login: 'ana', user_groups_names: [], user_id: 1 });
    await expect(call(me)).resolves.toEqual({ user_login: 'ana', user_groups_names: [], user_id: 1 });
    expect(sent[0]!.init.body).toBeUndefined();
    expect(headersOf(sent[0]!)['content-type']).toBeUndefined();
  });

  it('sends an upload as its bytes, with its own type', async () => {
    const upload = endpoint({ method: 'POST', path: '/api/up', access: 'signedIn', summary: 'test', body: z.instanceof(Blob), response: z.object({ ok: z.boolean() }) });
    serverAnswers(200, { ok: true });
    const file = new Blob(['a;b'], { type: 'application/octet-stream' });
    await call(upload, { body: file });
    expect(sent[0]!.init.body).toBe(file);
    expect(headersOf(sent[0]!)['content-type']).toBeUndefined();
  });

  it('normalises error replies', async () => {
    serverAnswers(409, { message: 'Pedido já iniciado' });
    await expect(call(me)).rejects.toMatchObject({ status: 409, message: 'Pedido já iniciado' });
  });

  it('rejects, in development builds, a response that breaks the contract', async () => {
    serverAnswers(200, { user_login: 'ana' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(me)).rejects.toBeInstanceOf(ApiFailure);
  });

  it('reports a 401 to the session, except for wrong credentials', async () => {
    const unauthorized = vi.fn();
    onUnauthorized(unauthorized);
    serverAnswers(401, { message: 'Credenciais inválidas', detail: INVALID_CREDENTIALS_DETAIL });
    await expect(call(signIn, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
      detail: INVALID_CREDENTIALS_DETAIL,
    });
    expect(unauthorized).not.toHaveBeenCalled();

    serverAnswers(401, { message: 'Token expirado ou inválido' });
    await expect(call(me)).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it("reads the server's refusal, its fields too, and a reply of another shape by its detail or as the generic message", async () => {
    const refusal = async (body: unknown) => {
      serverAnswers(400, body);
      return call(me).catch((failure: unknown) => failure);
    };
    const fields = [{ field: 'name', message: 'Informe o nome' }];
    expect(await refusal({ message: 'Dados inválidos', detail: 'invalid', fields })).toMatchObject({ status: 400, message: 'Dados inválidos', detail: 'invalid', fields });
    expect(await refusal({ message: 'Dados inválidos', fields: [{ field: 'name' }] })).toMatchObject({ message: GENERIC_ERROR_MESSAGE, fields: undefined });
    expect(await refusal({ message: 7, detail: 'Pedido não encontrado' })).toMatchObject({ message: 'Pedido não encontrado', detail: 'Pedido não encontrado' });
    expect(await refusal('<html>Bad Gateway</html>')).toMatchObject({ status: 400, message: GENERIC_ERROR_MESSAGE, detail: undefined });
  });
});

describe('a call with no answer', () => {
  /** A server that never answers: fetch settles only when its signal stops it. */
  function serverSilent() {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init: RequestInit = {}) =>
          new Promise((_, reject) => {
            sent.push({ url, init });
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
  }

  it("fails as 'Sem conexão' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const failure = (await call(me).catch((error: unknown) => error)) as ApiFailure;
    expect(failure.isNetworkError).toBe(true);
    expect(failure.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("gives up after CALL_TIMEOUT_MS, as 'Sem conexão'", async () => {
    vi.useFakeTimers();
    serverSilent();
    const answer = call(me).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(sent[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it("stops when its caller's signal does", async () => {
    serverSilent();
    const controller = new AbortController();
    const answer = call(me, undefined, { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await answer).toMatchObject({ status: 0 });
    expect(sent[0]!.init.signal?.aborted).toBe(true);
  });
});

describe('withQuery', () => {
  it('repeats the key of a list, leaves out what is empty and sends a date as ISO 8601', () => {
    const query = { status: ['a', 'b'], page: 2, search: 'pão de queijo', none: undefined, nothing: null, since: new Date('2026-11-28T10:00:00Z'), all: false };
    expect(withQuery('/api/x', query)).toBe('/api/x?status=a&status=b&page=2&search=p%C3%A3o+de+queijo&since=2026-11-28T10%3A00%3A00.000Z&all=false');
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x', undefined)).toBe('/api/x');
  });
});

describe('an upload that shows its progress', () => {
  it('goes over XMLHttpRequest (axios), with the token, and reads a refusal as any call', async () => {
    const upload = endpoint({ method: 'POST', path: '/api/up', access: 'signedIn', summary: 'test', body: z.instanceof(Blob), response: z.object({ ok: z.boolean() }) });
    const seen: { url?: string; authorization?: unknown }[] = [];
    progressClient.defaults.adapter = async (config) => {
      seen.push({ url: config.url, authorization: config.headers.get('authorization') });
      config.onUploadProgress?.({ loaded: 5, total: 10, bytes: 5, lengthComputable: true });
      return { data: { message: 'Planilha inválida' }, status: 400, statusText: '', headers: {}, config };
    };
    const progress = vi.fn();
    await expect(call(upload, { body: new Blob(['x']) }, { onUploadProgress: progress })).rejects.toMatchObject({ status: 400, message: 'Planilha inválida' });
    expect(seen).toEqual([{ url: '/api/up', authorization: 'Bearer t1' }]);
    expect(progress).toHaveBeenCalledWith(0.5);
  });
});

describe('a call the page started before the app loaded (boot.ts)', () => {
  const user = { user_login: 'ana', user_groups_names: ['Separador'], user_id: 7 };

  it('is answered by that start, once: the next call asks the server', async () => {
    serverAnswers(200, user);
    startEarly('/api/carambola/me/', 't1');
    serverAnswers(200, { ...user, user_login: 'bia' });
    await expect(call(me)).resolves.toEqual(user);
    expect(sent).toHaveLength(1);
    await expect(call(me)).resolves.toMatchObject({ user_login: 'bia' });
    expect(sent).toHaveLength(2);
  });

  it('that failed, or was started with another token, is asked again', async () => {
    serverAnswers(503, {});
    startEarly('/api/carambola/me/', 't1');
    serverAnswers(200, user);
    await expect(call(me)).resolves.toEqual(user);
    expect(sent).toHaveLength(2);

    serverAnswers(200, { ...user, user_id: 99 });
    startEarly('/api/carambola/me/', 'someone-else');
    serverAnswers(200, user);
    await expect(call(me)).resolves.toEqual(user);
    expect(sent).toHaveLength(4);
  });
});

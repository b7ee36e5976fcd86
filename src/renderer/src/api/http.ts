// The renderer's only way to the server: `call(endpoint, input)` derives method, path,
// query and body from a contract Endpoint and returns its typed response, over the
// browser's fetch (an upload with progress over axios, progress-transport.ts). Every
// failure is normalised to an ApiFailure {status, message, detail}.
import { fillPath, type ApiError, type CallInput, type Endpoint, type HttpMethod, type ResponseOf } from '@shared/contract/endpoint';
import { WEB_BUILD_HEADER } from '@shared/contract/web-build';
import { takeEarly } from './early-calls';
import { noticeServerBuild } from './server-build';
import { getToken } from './token';

/** The server's reply to a wrong login or password (spec/operator.md §8). */
export const INVALID_CREDENTIALS_DETAIL = 'No active account found with the given credentials';
/**
 * What a failure says when the server cannot be reached (no answer, or none within
 * CALL_TIMEOUT_MS), which the spec shows as 'Sem conexão', so no popup ever shows a browser's
 * English text.
 */
export const NETWORK_ERROR_MESSAGE = 'Sem conexão';
export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro, contate o administrador.';
/** A call with no answer within this long fails as 'Sem conexão'. */
export const CALL_TIMEOUT_MS = 30_000;

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: string,
    readonly fields?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** A call as it goes out, whichever way carries it. */
export interface HttpRequest {
  method: HttpMethod;
  /** The path, its placeholders filled. */
  url: string;
  query?: unknown;
  /** JSON, or a Blob sent as its bytes (api/upload.ts). */
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

/** The server's answer, of any status: its body (JSON parsed) and the build it names. */
export interface HttpReply {
  status: number;
  data: unknown;
  build: string | null;
}

/**
 * The query string as the server reads it: a list repeats its key (`a=1&a=2`), null and
 * undefined are left out, a date goes as ISO 8601.
 */
export function withQuery(url: string, query: unknown): string {
  if (typeof query !== 'object' || query === null) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (each === undefined || each === null) continue;
      search.append(key, each instanceof Date ? each.toISOString() : typeof each === 'object' ? JSON.stringify(each) : String(each));
    }
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** A reply's body: JSON when it is JSON, else its text (an HTML error page), nothing when empty. */
export function parsedBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The bearer token's header: the session is the token, not a cookie the browser sends by itself. */
export function authorization(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * One call over the browser's own fetch, sent in the caller's own task (a scan's keydown),
 * not after the microtasks React renders in. axios's request path (its config merge,
 * interceptors and XMLHttpRequest) took 7.5 ms of each scan's keydown in a trace of the
 * unminified build at 4x slower CPU (bench/picking-screen.ts), and axios 18 kB brotli of the
 * picking screen's first load (bench/first-load.ts).
 */
async function fetchReply(request: HttpRequest): Promise<HttpReply> {
  const headers: Record<string, string> = { accept: 'application/json', ...authorization() };
  let body: BodyInit | undefined;
  // A Blob goes as its bytes, with its own type (asUpload's application/octet-stream).
  if (request.body instanceof Blob) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), CALL_TIMEOUT_MS);
  const callerStopped = () => stop.abort();
  if (request.signal?.aborted) stop.abort();
  request.signal?.addEventListener('abort', callerStopped, { once: true });
  try {
    const response = await fetch(withQuery(request.url, request.query), { method: request.method, headers, body, signal: stop.signal });
    return { status: response.status, data: parsedBody(await response.text()), build: response.headers.get(WEB_BUILD_HEADER) };
  } catch {
    // Unreachable, timed out or stopped by the caller: no answer came.
    throw new ApiFailure(0, NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', callerStopped);
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Called on every 401 other than a wrong login; the session signs out only while it is
 * signed in, so a burst of refused requests signs out (and warns) once.
 */
export function onUnauthorized(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFieldError = (value: unknown): value is { field: string; message: string } =>
  typeof value === 'object' && value !== null && isText((value as { field?: unknown }).field) && isText((value as { message?: unknown }).message);

/**
 * The server's error reply (apiErrorSchema) read by hand: the production build has no zod to
 * check it with (api/zod-stand-in.ts), and a refusal must show its message all the same.
 */
function apiErrorOf(data: unknown): ApiError | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, detail, fields } = data as Record<string, unknown>;
  if (!isText(message) || (detail !== undefined && !isText(detail))) return null;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldError))) return null;
  return { message, detail, fields };
}

/** A reply that is not a success, as the failure callers see: the server's message, else its detail, else the generic one. */
export function failureOfReply(status: number, data: unknown): ApiFailure {
  const reply = apiErrorOf(data);
  if (reply) return new ApiFailure(status, reply.message, reply.detail, reply.fields);
  const detail = typeof data === 'object' && data !== null && isText((data as { detail?: unknown }).detail) ? (data as { detail: string }).detail : undefined;
  return new ApiFailure(status, detail ?? GENERIC_ERROR_MESSAGE, detail);
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  return new ApiFailure(0, error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE);
}

/** The text a popup shows for a failure: the server's message, or the generic one. */
export function failureMessage(error: unknown): string {
  const failure = toApiFailure(error);
  return failure.message || GENERIC_ERROR_MESSAGE;
}

type CallArgs<E extends Endpoint> = object extends CallInput<E>
  ? [input?: CallInput<E>, options?: CallOptions]
  : [input: CallInput<E>, options?: CallOptions];

export interface CallOptions {
  signal?: AbortSignal;
  /** Upload progress from 0 to 1 (spreadsheet uploads show it). */
  onUploadProgress?: (fraction: number) => void;
}

/** Calls one contract endpoint and returns its response (checked against the contract in development builds). */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const request: HttpRequest = {
    method: endpoint.method,
    url: fillPath(endpoint.path, parts.params),
    query: parts.query,
    body: endpoint.method !== 'GET' ? parts.body : undefined,
    signal: options?.signal,
    onUploadProgress: options?.onUploadProgress,
  };

  const ask = async () => {
    // Only an upload that shows its progress needs XMLHttpRequest (axios): a panel screen's.
    const reply = request.onUploadProgress ? await (await import('./progress-transport')).progressReply(request) : await fetchReply(request);
    // Every reply, refusals too, names the server's build: a page of another build reloads.
    noticeServerBuild(reply.build);
    if (reply.status < 200 || reply.status >= 300) throw failureOfReply(reply.status, reply.data);
    return reply.data;
  };
  // A GET the page started before the app had loaded (boot.ts) is answered by that start.
  const early = endpoint.method === 'GET' && parts.query === undefined ? takeEarly(request.url, getToken()) : undefined;
  let data: unknown;
  try {
    data = early ? await early.catch(ask) : await ask();
  } catch (error) {
    const failure = toApiFailure(error);
    if (failure.status === 401 && failure.detail !== INVALID_CREDENTIALS_DETAIL) unauthorizedHandler?.();
    throw failure;
  }

  // The server sends no reply that breaks its contract (server/http/bind.ts checks each one
  // against the same schema and strips what it does not declare), and it serves this very
  // build: the renderer and the server are one version. Checking again cost a tablet's first
  // screen tens of ms at 4x slower CPU (the held order's items, bench/first-load.ts), so only
  // development builds do, to show a drift where it is made.
  if (import.meta.env.DEV) {
    const checked = endpoint.response.safeParse(data);
    if (!checked.success) {
      console.error(`Unexpected response from ${endpoint.method} ${endpoint.path}`, checked.error);
      throw new ApiFailure(502, GENERIC_ERROR_MESSAGE);
    }
    return checked.data as ResponseOf<E>;
  }
  return data as ResponseOf<E>;
}

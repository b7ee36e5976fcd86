// The renderer's only way to the server: `call(endpoint, input)` derives method, path,
// query and body from a contract Endpoint and returns its typed response. Every failure
// is normalised to an ApiFailure {status, message, detail}.
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { fillPath, type ApiError, type CallInput, type Endpoint, type ResponseOf } from '@shared/contract/endpoint';
import { WEB_BUILD_HEADER } from '@shared/contract/web-build';
import { takeEarly } from './early-calls';
import { noticeServerBuild } from './server-build';
import { getToken } from './token';

/** The server's reply to a wrong login or password (spec/operator.md §8). */
export const INVALID_CREDENTIALS_DETAIL = 'No active account found with the given credentials';
/**
 * What a failure says when the server cannot be reached (axios's 'Network Error', which the
 * spec shows as 'Sem conexão'), so no popup ever shows the English text.
 */
export const NETWORK_ERROR_MESSAGE = 'Sem conexão';
export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro, contate o administrador.';

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

export const httpClient = axios.create({
  timeout: 30_000,
  paramsSerializer: { indexes: null },
  // The session is the bearer token below, not a cookie the browser sends by itself, so no
  // XSRF header is needed; with one, axios reads its cookie through the async cookieStore
  // before every same-origin request, and a tablet's scan waited a frame to be sent
  // (bench/picking-screen.ts).
  withXSRFToken: false,
});

// Synchronous: the request leaves in the caller's own task (a scan's keydown), not after
// the microtasks React renders in.
httpClient.interceptors.request.use(
  (config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  },
  undefined,
  { synchronous: true },
);

// Every reply, refusals too, names the server's build: a page of another build reloads.
httpClient.interceptors.response.use(
  (response) => {
    noticeServerBuild(response.headers[WEB_BUILD_HEADER] as string | undefined);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError) noticeServerBuild(error.response?.headers[WEB_BUILD_HEADER] as string | undefined);
    return Promise.reject(error);
  },
);

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

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error instanceof AxiosError) {
    if (!error.response) return new ApiFailure(0, NETWORK_ERROR_MESSAGE);
    const reply = apiErrorOf(error.response.data);
    if (reply) return new ApiFailure(error.response.status, reply.message, reply.detail, reply.fields);
    const data = error.response.data as { detail?: unknown } | undefined;
    const detail = isText(data?.detail) ? data.detail : undefined;
    return new ApiFailure(error.response.status, detail ?? GENERIC_ERROR_MESSAGE, detail);
  }
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
  const config: AxiosRequestConfig = {
    method: endpoint.method,
    url: fillPath(endpoint.path, parts.params),
    params: parts.query,
    signal: options?.signal,
    onUploadProgress: options?.onUploadProgress && ((event) => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)),
  };
  if (endpoint.method !== 'GET' && parts.body !== undefined) config.data = parts.body;

  const request = async () => (await httpClient.request(config)).data as unknown;
  // A GET the page started before the app had loaded (boot.ts) is answered by that start.
  const early = endpoint.method === 'GET' && parts.query === undefined && config.url ? takeEarly(config.url, getToken()) : undefined;
  let data: unknown;
  try {
    data = early ? await early.catch(request) : await request();
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

// A typed call of one contract endpoint through inject(), for the server's tests (issue 22):
// `t.call(endpoints.callSupport, { body }, token)` instead of a hand-written URL and untyped
// JSON. The path, query and body are typed by the endpoint, as the renderer's call() is; the
// reply's `data` is typed by its response schema, `error` by the API's error shape.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  fillPath,
  INTEGRATION_KEY_HEADER,
  type AnyEndpoint,
  type ApiError,
  type CallInput,
  type ResponseOf,
} from '../../src/shared/contract/endpoint';

/** Who calls: a user's bearer token, the company's systems by integration key, or nobody. */
export type Caller = string | { integrationKey: string } | undefined;

export interface CallReply<E extends AnyEndpoint> {
  statusCode: number;
  /** The reply of a successful call, as the contract types it. */
  readonly data: ResponseOf<E>;
  /** The reply of a refused call: the message in Portuguese, and the fields at fault. */
  readonly error: ApiError;
  /** The raw reply, for headers and non-JSON bodies. */
  raw: LightMyRequestResponse;
}

function headersOf(caller: Caller): Record<string, string> {
  if (caller === undefined) return {};
  if (typeof caller === 'string') return { authorization: `Bearer ${caller}` };
  return { [INTEGRATION_KEY_HEADER]: caller.integrationKey };
}

/** A query as inject() takes it: strings, and arrays as repeated keys. */
function queryOf(query: unknown): Record<string, string | string[]> {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]));
}

export async function callEndpoint<E extends AnyEndpoint>(
  server: FastifyInstance,
  endpoint: E,
  input: CallInput<E>,
  caller: Caller,
): Promise<CallReply<E>> {
  const parts = input as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const raw = await server.inject({
    method: endpoint.method,
    url: fillPath(endpoint.path, parts.params),
    query: queryOf(parts.query),
    headers: headersOf(caller),
    ...(endpoint.method !== 'GET' && parts.body !== undefined && { payload: parts.body as object }),
  });
  return {
    statusCode: raw.statusCode,
    raw,
    get data() {
      if (raw.statusCode >= 300) throw new Error(`${endpoint.method} ${endpoint.path} answered ${raw.statusCode}: ${raw.body}`);
      return raw.json<ResponseOf<E>>();
    },
    get error() {
      if (raw.statusCode < 400) throw new Error(`${endpoint.method} ${endpoint.path} succeeded (${raw.statusCode}): ${raw.body}`);
      return raw.json<ApiError>();
    },
  };
}

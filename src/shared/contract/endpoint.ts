// The contract mechanism: every HTTP call is declared once as an Endpoint (method, path,
// zod schemas for params, query, body and response, and who may call it). The server binds
// each Endpoint to a handler (src/server/http/bind.ts) and the renderer derives its client
// call from the same object (src/renderer/src/api/http.ts), so no type is written twice.
import { z } from 'zod';
import type { Permission } from '../domain/permissions';
import type { PanelArea } from './events';
import type { AuditKind } from '../domain/audit';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `signedIn`: any valid token; a permission
 * list: Tech, or a user holding one of them (see hasAnyPermission); `integration`: the
 * company's systems with an integration key (header X-Api-Key), never a user's token.
 */
export type Access = 'public' | 'signedIn' | 'integration' | readonly Permission[];

export const INTEGRATION_KEY_HEADER = 'x-api-key';

const noInput = z.object({}).strict();
type NoInput = typeof noInput;

/** Whether a part of an endpoint takes nothing (it was left out of the definition). */
export function takesNothing(part: z.ZodType): boolean {
  return part === noInput;
}

export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Path with `:name` placeholders, e.g. `/api/carambola/separation/step/:orderId`. */
  path: string;
  access: A;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** One line for the generated API description. */
  summary: string;
  /**
   * The largest body this call takes, in bytes, when above DEFAULT_BODY_LIMIT: an upload or
   * an ERP batch. Larger bodies are refused (413) before they are read whole.
   */
  bodyLimit?: number;
  /** Calls worth guessing or flooding are capped per client (server/http/rate-limits.ts). */
  rateLimit?: RateLimitClass;
  /**
   * The panel areas a successful call changes: their screens refetch at once
   * (server/realtime/panel-changes.ts).
   */
  changes?: readonly PanelArea[];
  /** What a successful call is recorded as in the audit log (server/audit/record.ts). */
  audit?: AuditKind;
}

/** Sign-in and password changes, ERP calls, spreadsheet uploads: each with its own cap. */
export type RateLimitClass = 'signIn' | 'integration' | 'upload';

/** What every call's body may weigh unless it declares more (a scan, a form, a list of ids). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A spreadsheet upload: a file of about 7 MB, base64-encoded inside JSON, or raw. */
export const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024;
/** An ERP batch of up to 1,000 records (orders carry their items). */
export const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

interface EndpointDefinition<Params, Query, Body, Response, A> {
  method: HttpMethod;
  path: string;
  access: A;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  bodyLimit?: number;
  rateLimit?: RateLimitClass;
  changes?: readonly PanelArea[];
  audit?: AuditKind;
}

export function endpoint<
  Response extends z.ZodType,
  Params extends z.ZodType = NoInput,
  Query extends z.ZodType = NoInput,
  Body extends z.ZodType = NoInput,
  const A extends Access = Access,
>(definition: EndpointDefinition<Params, Query, Body, Response, A>): Endpoint<Params, Query, Body, Response, A> {
  return {
    ...definition,
    params: (definition.params ?? noInput) as Params,
    query: (definition.query ?? noInput) as Query,
    body: (definition.body ?? noInput) as Body,
  };
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, Access>;

export type ParamsOf<E extends AnyEndpoint> = z.infer<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<E['body']>;
export type ResponseOf<E extends AnyEndpoint> = z.infer<E['response']>;

/** Input as the server sees it after validation (defaults applied, strings coerced). */
export interface ValidInput<E extends AnyEndpoint> {
  params: z.infer<E['params']>;
  query: z.infer<E['query']>;
  body: z.infer<E['body']>;
}

/** Input as a caller writes it; parts that take nothing may be left out. */
export type CallInput<E extends AnyEndpoint> = OptionalIfEmpty<'params', z.input<E['params']>> &
  OptionalIfEmpty<'query', z.input<E['query']>> &
  OptionalIfEmpty<'body', z.input<E['body']>>;

// An empty strict object reads as `{ [k: string]: never }`: its keys are `string`.
type OptionalIfEmpty<K extends string, T> = keyof T extends never
  ? { [P in K]?: T }
  : string extends keyof T
    ? { [P in K]?: T }
    : Partial<T> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** Fills `:name` placeholders; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Every error reply of the API has this shape (the login refusal keeps the spec's `detail`). */
export const apiErrorSchema = z.object({
  message: z.string(),
  detail: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Replies that are not JSON (pictures, spreadsheets): the server sends `body` with its
 * content type, and as an attachment when `filename` is set. Declared with `fileResponse`.
 */
export interface FileReply {
  contentType: string;
  body: string | Uint8Array | StreamLike;
  filename?: string;
  /** Seconds a browser may keep it. */
  maxAgeSeconds?: number;
}
/** A Node readable stream, named structurally so the browser build needs no Node types. */
interface StreamLike {
  pipe(destination: never): unknown;
}
/**
 * A body that is a file sent as it is (a spreadsheet upload), not JSON nor base64 inside
 * JSON: the route reads the raw bytes (http/bind.ts), and the API description says so. The
 * file's name, when the route needs it, goes in the query (`uploadedFileName`).
 */
export const fileUpload = z.custom<Uint8Array | Blob>(
  (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
  'Anexe a planilha',
);

/** The query of an upload that needs the file's name (its extension says .xlsx or .csv). */
export const uploadedFileName = z.object({
  filename: z.string({ error: 'Anexe a planilha' }).trim().min(1, 'Anexe a planilha').max(200, 'Nome de arquivo longo demais'),
});

export const fileResponse = z.custom<FileReply>(
  (value) => typeof value === 'object' && value !== null && 'contentType' in value && 'body' in value,
);

/** A calendar date as the screens send it (a real date: 2026-02-30 is refused). */
export const isoDate = z.iso.date('Use a data no formato AAAA-MM-DD');

/** Query-string helpers: query values arrive as strings. */
export const queryInt = () => z.coerce.number().int();
export const queryBool = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((value) => value === true || value === 'true' || value === '1');

// Binds a contract Endpoint to a Fastify route: authentication and the permission guard
// (ARCHITECTURE.md rule 2) as soon as the headers arrive, before a byte of the body is read;
// the body limit the endpoint declares (DEFAULT_BODY_LIMIT otherwise); validation of params,
// query and body with the endpoint's zod schemas (400 naming the bad fields), then the
// handler, whose reply is checked against the response schema so the server can never drift
// from the contract.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_BODY_LIMIT,
  INTEGRATION_KEY_HEADER,
  fileResponse,
  fileUpload,
  type Access,
  type AnyEndpoint,
  type ApiError,
  type FileReply,
  type ResponseOf,
  type ValidInput,
} from '../../shared/contract/endpoint';
import { hasAnyPermission } from '../../shared/domain/permissions';
import type { AppContext } from '../context';
import { bearerToken } from '../auth/tokens';
import type { AuthUser } from '../auth/users';
import { signedInUsersOf } from '../auth/signed-in-users';
import { authenticateIntegration, type IntegrationCaller } from '../auth/integration-keys';
import { forbidden, HttpError, unauthorized } from './errors';
import { DEFAULT_RATE_LIMITS, routeRateLimit } from './rate-limits';
import { unstorableValues } from './storable-input';
import { sendFile } from './file-reply';
import { recordCall } from '../audit/record-call';

export interface HandlerContext<A extends Access> {
  user: A extends 'public' | 'integration' ? AuthUser | null : AuthUser;
  /** The integration key that called an `integration` endpoint. */
  integration: A extends 'integration' ? IntegrationCaller : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends AnyEndpoint> = (
  input: ValidInput<E>,
  context: HandlerContext<E['access']>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/** The signed-in user of a request, or a 401. Used by routes and by the socket servers. */
export async function authenticate(app: AppContext, authorization: string | undefined): Promise<AuthUser> {
  const token = bearerToken(authorization);
  const claims = token ? app.tokens.verify(token) : null;
  if (!claims) throw unauthorized();
  const user = await signedInUsersOf(app).get(claims.user_id);
  if (!user) throw unauthorized();
  return user;
}

export function authorize(user: AuthUser, access: Access): void {
  if (access === 'public' || access === 'signedIn') return;
  if (access === 'integration') throw unauthorized();
  if (!hasAnyPermission(user.permissions, access)) throw forbidden();
}

function validationError(part: string, error: z.ZodError): HttpError {
  const fields: NonNullable<ApiError['fields']> = error.issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const names = [...new Set(fields.map((field) => field.field))].join(', ');
  return new HttpError(400, `Dados inválidos: ${names}`, { fields });
}

function parsePart<S extends z.ZodType>(part: string, schema: S, value: unknown): z.infer<S> {
  // GET and DELETE requests have no body, and an absent query is an empty one.
  const input = value === undefined || value === null ? (schema instanceof z.ZodObject ? {} : value) : value;
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(part, result.error);
  const unstorable = unstorableValues(result.data);
  if (unstorable.length > 0) throw validationError(part, new z.ZodError(unstorable));
  return result.data;
}

/** Who called, found in onRequest and read by the handler once the body has arrived. */
const callers = new WeakMap<FastifyRequest, { user: AuthUser | null; integration: IntegrationCaller | null }>();

export function bind<E extends AnyEndpoint>(
  server: FastifyInstance,
  app: AppContext,
  endpoint: E,
  handler: Handler<E>,
): void {
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: endpoint.bodyLimit ?? DEFAULT_BODY_LIMIT,
    ...(endpoint.rateLimit && { config: { rateLimit: routeRateLimit(endpoint.rateLimit, app.config.rateLimits ?? DEFAULT_RATE_LIMITS) } }),
    // Before the body is read: a caller without a token or the permission is refused without
    // the server parsing (or waiting for) what they sent.
    onRequest: async (request) => {
      let user: AuthUser | null = null;
      let integration: IntegrationCaller | null = null;
      if (endpoint.access === 'integration') {
        integration = await authenticateIntegration(app, request.headers[INTEGRATION_KEY_HEADER]);
      } else if (endpoint.access !== 'public') {
        user = await authenticate(app, request.headers.authorization);
        authorize(user, endpoint.access);
      }
      callers.set(request, { user, integration });
    },
    handler: async (request, reply) => {
      const { user, integration } = callers.get(request) ?? { user: null, integration: null };
      const input = {
        params: parsePart('params', endpoint.params, request.params),
        query: parsePart('query', endpoint.query, request.query),
        body: parsePart('body', endpoint.body, request.body),
      } as ValidInput<E>;
      const context = { user, integration, request, reply } as HandlerContext<E['access']>;
      const result = await handler(input, context);
      // The handler's change is committed: it is recorded, and the panel screens of the areas
      // it changes refetch.
      if (endpoint.audit && reply.statusCode < 300) await recordCall(app, endpoint.audit, { user, integration, request, input, result });
      if (endpoint.changes && reply.statusCode < 300) app.events.raise({ kind: 'panelChanged', areas: endpoint.changes });
      if (endpoint.response === fileResponse) return sendFile(reply, result as FileReply);
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        throw new Error(`response of ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`);
      }
      return checked.data;
    },
  };
  if (endpoint.body !== fileUpload) {
    server.route(route);
    return;
  }
  // A file arrives as the raw body, whatever its content type: the parser is scoped to this
  // route, so every other route keeps refusing content types it does not know.
  void server.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.route(route);
  });
}


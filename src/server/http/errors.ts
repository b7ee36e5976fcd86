// Errors a service throws on purpose carry the status and the Portuguese message the user
// reads; a write that lost a race on a unique constraint is a 409; everything else becomes a
// 500 without internals leaking to the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/contract/endpoint';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<ApiError, 'message'> = {},
    /** Response headers the refusal needs (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: ApiError['fields']) => new HttpError(400, message, { fields });
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = 'Você não tem permissão para acessar este recurso.') =>
  new HttpError(403, message);
export const unauthorized = (message = 'Token expirado ou inválido') => new HttpError(401, message);

/** Fastify's own errors (bad JSON, body too large, ...) in the user's language. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não suportado.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Requisição grande demais.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Corpo JSON vazio.';
    default:
      return 'Requisição inválida.';
  }
}

/** PostgreSQL's unique_violation, found on the error or on what it wraps (Drizzle's query error). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** PostgreSQL's own codes for "the server cannot answer now": a restart, a failover, a timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '08000', '08001', '08003', '08004', '08006', '53300']);
/** The driver's words for a connection that is gone or never came. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH/;

/**
 * A database that cannot answer right now (restarting, unreachable, overloaded): the request
 * changed nothing (its transaction did not commit) and may be sent again in a moment.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_MESSAGES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'Banco de dados indisponível no momento: tente de novo em instantes.';

export const UNIQUE_CONFLICT_MESSAGE = 'Este registro já existe ou foi salvo ao mesmo tempo por outra operação: confira e tente de novo.';

/**
 * The router's own refusals, before any route runs (Fastify's `frameworkErrors`): an address
 * that cannot be decoded, or a path parameter longer than any id (100 characters), answered
 * in Portuguese and naming the part at fault, like every other refusal.
 */
export function refuseUnroutable(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Parâmetro do endereço longo demais.' : 'Endereço inválido.';
  void reply.status(400).send({ message, fields: [{ field: 'params', message }] } satisfies ApiError);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message, ...error.extra };
      return reply.status(error.status).headers(error.headers).send(body);
    }
    // Two writes of the same thing at once (a scale pushing a label a picker is scanning): the
    // database kept one, and the other may be sent again. Logged, as it may also be a check
    // the service lacks.
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, 'unique violation');
      return reply.status(409).send({ message: UNIQUE_CONFLICT_MESSAGE } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: frameworkMessage(error) } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Erro interno do servidor.' } satisfies ApiError);
  });
}

// Records an audited endpoint's successful call (the contract's `audit`), for bind().
import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '../../shared/domain/audit';
import type { AppContext } from '../context';
import type { AuthUser } from '../auth/users';
import type { IntegrationCaller } from '../auth/integration-keys';
import { recordAudit, subjectOfCall } from './record';

export interface AuditedCall {
  user: AuthUser | null;
  integration: IntegrationCaller | null;
  request: FastifyRequest;
  input: { params: unknown; query: unknown; body: unknown };
  result: unknown;
}

/**
 * Records an audited call. Its change is already committed, so a log that cannot be written
 * is reported, not turned into an error: the caller would retry a change that was made.
 */
export async function recordCall(app: AppContext, kind: AuditKind, call: AuditedCall): Promise<void> {
  const { user, integration, request, input, result } = call;
  // Only the parts the call sent: an empty query or params say nothing.
  const sent = Object.entries(input).filter(([, value]) => !isEmpty(value));
  try {
    await recordAudit(app.db, {
      at: app.now(),
      actorUserId: user?.id ?? null,
      actor: user?.username ?? (integration ? `chave: ${integration.name}` : 'anônimo'),
      address: request.ip,
      kind,
      subject: await subjectOfCall(app.db, kind, result, input.params, input.body),
      details: { path: request.url.split('?')[0], ...Object.fromEntries(sent) },
    });
  } catch (error) {
    request.log.error({ err: error, kind }, 'audit log not written');
  }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Buffer.isBuffer(value) && Object.keys(value).length === 0);

// Writes the audit log (issue 18): one row per audited action, after it succeeded. Endpoints
// declare their kind in the contract (`audit`) and bind() records them; the sign-in lock is
// recorded by the sign-in itself. The row keeps who acted as they were named then, the
// address, and what they sent with every secret taken out.
import type { AuditKind } from '../../shared/domain/audit';
import type { DbOrTx } from '../db/client';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';

export interface AuditRecord {
  at: Date;
  actorUserId: number | null;
  actor: string;
  address: string | null;
  kind: AuditKind;
  subject: string | null;
  details?: unknown;
}

/** Fields never written to the log, whatever endpoint sends them. */
const SECRET_FIELD = /pass|senha|secret|token|code|key|base64/i;
const LONGEST_TEXT = 300;
const MOST_ITEMS = 50;
export const OMITTED = '[omitido]';

/** What the caller sent, fit for the log: secrets out, files as their size, long lists cut. */
export function redactForAudit(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `[arquivo de ${value.length} bytes]`;
  if (typeof value === 'string') return value.length > LONGEST_TEXT ? `${value.slice(0, LONGEST_TEXT)}…` : value;
  if (typeof value !== 'object') return value;
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MOST_ITEMS).map((item) => redactForAudit(item, depth + 1));
    return value.length > MOST_ITEMS ? [...kept, `[+${value.length - MOST_ITEMS} itens]`] : kept;
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? OMITTED : redactForAudit(inner, depth + 1)]),
  );
}

/** Fields that name the record an action touched, in the order they are looked for. */
const SUBJECT_FIELDS = ['username', 'login', 'name', 'orderId', 'order_id', 'plate', 'id', 'itemId', 'kind'];

/** The record an action touched, in words: what its reply or its input names first. */
export function subjectOf(...sources: unknown[]): string | null {
  for (const field of SUBJECT_FIELDS) {
    for (const source of sources) {
      if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '') return value.slice(0, LONGEST_TEXT);
      if (typeof value === 'number') return `${field === 'id' ? '#' : `${field} `}${value}`;
    }
  }
  return null;
}

/**
 * The subject of an audited call: for the user actions addressed by id (a temporary
 * password, an unlock), the login, which the log reader knows; otherwise subjectOf.
 */
export async function subjectOfCall(db: DbOrTx, kind: AuditKind, result: unknown, params: unknown, body: unknown): Promise<string | null> {
  const id = (params as { id?: unknown } | null)?.id;
  if (kind.startsWith('user.') && typeof id === 'number') {
    const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
    if (user) return user.username;
  }
  return subjectOf(result, params, body);
}

export async function recordAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({ ...record, details: record.details === undefined ? null : redactForAudit(record.details) });
}

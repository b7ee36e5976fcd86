// The audit log (issue 18): who did what, when and from which address. Append-only: the
// database itself refuses to change or delete a row (migration 0016's trigger), so not
// even a bug in the server can rewrite what happened.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The person who acted; null for a machine (a key) or the server itself. */
    actorUserId: integer('actor_user_id'),
    /** Their login when it happened, or 'chave: <name>' for a key, kept as it was. */
    actor: text('actor').notNull(),
    /** The client's address as the server saw it (behind a proxy, per trustProxy). */
    address: text('address'),
    /** What happened (shared/domain/audit.ts). */
    kind: text('kind').notNull(),
    /** The record it happened to, in words: a login, an order id, a key's name. */
    subject: text('subject'),
    /** The call's parameters and body, secrets removed. */
    details: jsonb('details'),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_actor_at_idx').on(table.actor, table.at)],
);

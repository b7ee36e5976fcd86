// The company's systems talk to Doca through /api/integration with long-lived keys that
// Tech creates and revokes. Only a hash of each key is kept; the key is shown once.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { machineKeyColumns } from './machine-keys';

export const integrationKeys = pgTable('integration_keys', machineKeyColumns(), (table) => [
  index('integration_keys_active_idx').on(table.keyHash, table.revokedAt),
]);

/**
 * Where the results webhook stands: the feed cursor of the last page the company's system
 * accepted, and the failures since. One row (id = 1); the process that delivers holds a
 * short lease on it, so several server processes do not send the same page at once.
 */
export const integrationWebhookState = pgTable('integration_webhook_state', {
  id: integer('id').primaryKey().default(1),
  cursor: text('cursor'),
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** A process delivering holds this lease; it lapses on its own if the process dies. */
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
});

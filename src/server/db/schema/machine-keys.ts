// Keys that machines, not people, use: the company's systems (integration keys) and the
// conveyor stations (station keys). Tech creates them; each is shown once and only a hash
// of it is kept. Both tables have these columns, so one service (auth/machine-keys.ts)
// creates, lists, revokes and checks either.
import { integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export function machineKeyColumns() {
  return {
    id: serial('id').primaryKey(),
    /** Who uses it, e.g. 'ERP Protheus' or 'Esteira 1'. */
    name: text('name').notNull(),
    /** The first characters of the key, to recognise it in the list. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull().unique(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  };
}

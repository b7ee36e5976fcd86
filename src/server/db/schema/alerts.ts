// Help calls and scanning alerts the supervisors answer (spec/operator.md §3-4).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALERT_KINDS, ALERT_STATUSES } from '../../../shared/domain/alerts';
import { oneOf } from './checks';
import { users } from './auth';
import { orders } from './orders';
import { items, works } from './picking';

export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pendente'),
    userRequestId: integer('user_request_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userResponseId: integer('user_response_id').references(() => users.id, { onDelete: 'set null' }),
    separationGroup: integer('separation_group'),
    /** Help-call reason, or what the picker attempted (e.g. the other SKU scanned). */
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    /** A follow-up alert points at the one it answers (e.g. a break after a lost tag). */
    relatedAlertId: integer('related_alert_id').references((): AnyPgColumn => alerts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    index('alerts_status_kind_idx').on(table.status, table.kind),
    index('alerts_item_id_idx').on(table.itemId),
    index('alerts_user_request_id_idx').on(table.userRequestId),
    check('alerts_kind', oneOf(table.kind, ALERT_KINDS)),
    check('alerts_status', oneOf(table.status, ALERT_STATUSES)),
    check('alerts_responded', sql`${table.respondedAt} is null or ${table.respondedAt} >= ${table.createdAt}`),
  ],
);

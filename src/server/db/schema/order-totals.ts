// Per-order item totals kept by the database itself (triggers on items, migration
// 0008_order_item_totals), so the dashboard reads one row per order of the day instead of
// every item (docs/dashboard.md, bench/dashboard.ts). Derived data: the triggers recompute
// an order's row from its items under a row lock, so it never drifts from them.
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const orderItemTotals = pgTable('order_item_totals', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  items: integer('items').notNull().default(0),
  /** Items above status 1 (separated, broken or replenished). */
  processed: integer('processed').notNull().default(0),
  /** Items still at status 1. */
  pending: integer('pending').notNull().default(0),
  /** Grams of weight items ordered, and confirmed among the processed ones. */
  grams: bigint('grams', { mode: 'number' }).notNull().default(0),
  processedGrams: bigint('processed_grams', { mode: 'number' }).notNull().default(0),
  /** Sum and count of separated_time_secs of processed items. */
  itemSecs: bigint('item_secs', { mode: 'number' }).notNull().default(0),
  timedItems: integer('timed_items').notNull().default(0),
  firstSeparatedAt: timestamp('first_separated_at', { withTimezone: true }),
  lastSeparatedAt: timestamp('last_separated_at', { withTimezone: true }),
});

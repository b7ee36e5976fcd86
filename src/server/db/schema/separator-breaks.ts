// Per break, what the panel's breaks report ('Quebras' of 'Desempenho dos separadores') reads
// besides the separator's name and the product's: the separator and group of the work that
// declared it, the order's number and the item's SKU, kept by the database as breaks, works,
// items and orders are written (triggers, migration 0026_separator_breaks). A month's report
// reads its 30,000 rows by date instead of looking up each break's item among the history's
// 9 million (issue 21, docs/performance.md 'year-of-data'). Derived data: a break's row is
// recomputed from those four tables under the break's row lock whenever one of them changes
// what it copies; a break whose work is gone (set null) has no row, as the report's join has none.
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { breaks } from './breaks';

export const separatorBreaks = pgTable(
  'separator_breaks',
  {
    breakId: integer('break_id')
      .primaryKey()
      .references(() => breaks.id, { onDelete: 'cascade' }),
    /** The break's: the report's period. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The break's work's separator and group. */
    separatorId: integer('separator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    separationGroup: integer('separation_group'),
    /** The break's order's number (orders.order_id). */
    orderNumber: text('order_number').notNull(),
    /** The broken item's SKU: the product's name is read through it. */
    sku: integer('sku').notNull(),
    /** The break's type and reason: the report's 'Motivo'. */
    type: smallint('type').notNull(),
    reason: text('reason'),
  },
  (table) => [
    index('separator_breaks_created_at_idx').on(table.createdAt),
    // The panel's opened separator: a page of their month's 200 breaks, not the month's 30,000 (0027).
    index('separator_breaks_separator_created_at_idx').on(table.separatorId, table.createdAt),
  ],
);

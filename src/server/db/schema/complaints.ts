// Customer complaints about picked items; they feed the picker's break feedback
// (spec/operator.md §2 performance, "Feedback sobre quebras").
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './orders';
import { items } from './picking';

export const complaintReasons = pgTable('complaint_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => complaintReasons.id),
    /** The separator of the item, kept so feedback survives work changes. */
    separatorId: integer('separator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Units or grams, as the item. */
    quantity: integer('quantity').notNull(),
    separationDate: date('separation_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('complaints_separator_id_separation_date_idx').on(table.separatorId, table.separationDate),
    index('complaints_order_id_idx').on(table.orderId),
    check('complaints_quantity', sql`${table.quantity} > 0`),
  ],
);

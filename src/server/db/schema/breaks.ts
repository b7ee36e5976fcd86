// Breaks (quebras: items the picker could not fill), their repositions, and the stock
// replenishment requests of the groups (spec/panel.md §3-4).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { REPLENISHMENT_STATUSES } from '../../../shared/domain/alerts';
import { BREAK_TYPES } from '../../../shared/domain/statuses';
import { oneOf } from './checks';
import { users } from './auth';
import { products } from './catalogue';
import { orders } from './orders';
import { items, works } from './picking';
import { prePickingTags } from './pre-picking';

/** A break (runout) of one item. The order waits for reposition until it is released. */
export const breaks = pgTable(
  'breaks',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    /** 3 total, 4 partial. */
    type: smallint('type').notNull(),
    /** Missing quantity: units or grams, as the item. */
    brokenQuantity: integer('broken_quantity').notNull(),
    reason: text('reason'),
    released: boolean('released').notNull().default(false),
    releasedById: integer('released_by_id').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Boxes added when an already separated order was released ("addictedBoxes"). */
    addedBoxes: integer('added_boxes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('breaks_order_id_idx').on(table.orderId),
    index('breaks_item_id_idx').on(table.itemId),
    // A work's breaks: its group or separator changed (separator_breaks), the work deleted (set null).
    index('breaks_work_id_idx').on(table.workId),
    index('breaks_unreleased_idx').on(table.createdAt).where(sql`not ${table.released}`),
    check('breaks_type', oneOf(table.type, BREAK_TYPES)),
    check('breaks_broken_quantity', sql`${table.brokenQuantity} > 0`),
  ],
);

/** Quantity put back into a broken item from the panel ("Repor"). */
export const repositions = pgTable(
  'repositions',
  {
    id: serial('id').primaryKey(),
    breakId: integer('break_id').references(() => breaks.id, { onDelete: 'set null' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    prePickingTagId: integer('pre_picking_tag_id').references(() => prePickingTags.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('repositions_item_id_idx').on(table.itemId), check('repositions_quantity', sql`${table.quantity} > 0`)],
);

/** A group asking the stock for more of a SKU. */
export const replenishmentRequests = pgTable(
  'replenishment_requests',
  {
    id: serial('id').primaryKey(),
    sku: integer('sku')
      .notNull()
      .references(() => products.sku),
    separationGroup: integer('separation_group').notNull(),
    userRequestId: integer('user_request_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userResponseId: integer('user_response_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('aguardando resposta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    index('replenishment_requests_status_created_at_idx').on(table.status, table.createdAt),
    check('replenishment_requests_status', oneOf(table.status, REPLENISHMENT_STATUSES)),
  ],
);

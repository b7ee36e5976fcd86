// Checking: the operator conference of an order's items, and the box conference of the
// loading area that counts an order's boxes before the truck (spec/operator.md §2,
// loading.md §2.3-2.5).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { BOX_CONFERENCE_STATUSES } from '../../../shared/domain/statuses';
import { atLeast, oneOf } from './checks';
import { users } from './auth';
import { orders } from './orders';
import { items } from './picking';

/** One check of an order by a checker (a revision creates another). */
export const orderConferences = pgTable(
  'order_conferences',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    checkedById: integer('checked_by_id').references(() => users.id, { onDelete: 'set null' }),
    hasBeenReviewed: boolean('has_been_reviewed').notNull().default(false),
    isCritical: boolean('is_critical').notNull().default(false),
    adjustedBoxesNumber: integer('adjusted_boxes_number'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** null while the check is in progress. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('order_conferences_order_id_idx').on(table.orderId),
    index('order_conferences_open_idx').on(table.checkedById).where(sql`${table.finishedAt} is null`),
    check('order_conferences_adjusted_boxes_number', atLeast(table.adjustedBoxesNumber, 0)),
  ],
);

/** The box conference of one order: boxes read so far against the expected total. */
export const boxConferences = pgTable(
  'box_conferences',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    readBoxes: integer('read_boxes').notNull().default(0),
    totalBoxes: integer('total_boxes').notNull(),
    /** 1 pending, 2 in progress, 3 conferred. */
    status: smallint('status').notNull().default(1),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('box_conferences_status_updated_at_idx').on(table.status, table.updatedAt),
    check('box_conferences_status', oneOf(table.status, BOX_CONFERENCE_STATUSES)),
    check('box_conferences_counts', sql`${table.readBoxes} >= 0 and ${table.totalBoxes} >= 0`),
  ],
);

/**
 * The box labels the box conference has read, one row per label: a label read twice (a
 * second pull of the trigger, a box passing the reader again) counts once. Editing the count
 * to zero clears them, so the order's boxes can be read again.
 */
export const boxConferenceReads = pgTable(
  'box_conference_reads',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxNumber: integer('box_number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.boxNumber] })],
);

/**
 * What the checker saw of each confirmed item in an operator conference: `separated` false
 * is the mark 'Separador não colocou o item na caixa' (spec/operator.md §2).
 */
export const orderConferenceItems = pgTable(
  'order_conference_items',
  {
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => orderConferences.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    separated: boolean('separated').notNull(),
  },
  (table) => [primaryKey({ columns: [table.conferenceId, table.itemId] }), index('order_conference_items_item_id_idx').on(table.itemId)],
);

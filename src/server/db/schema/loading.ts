// The conveyor and the truck: loadings, every box read, the history of box-count changes
// and divergences, box photos and label prints (spec/loading.md §2-4, panel.md §3).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { BOX_DIVERGENCE_ACTIONS } from '../../../shared/domain/alerts';
import { BOX_COUNT_FIELDS, BOX_SOURCES } from '../../../shared/domain/box-counts';
import { atLeast, oneOf } from './checks';
import { users } from './auth';
import { orders } from './orders';

export const truckLoadings = pgTable(
  'truck_loadings',
  {
    id: serial('id').primaryKey(),
    licensePlate: text('license_plate').notNull(),
    operationDate: date('operation_date').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** null while the truck is being loaded. */
    endTime: timestamp('end_time', { withTimezone: true }),
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    finishedById: integer('finished_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('truck_loadings_open_idx').on(table.startTime).where(sql`${table.endTime} is null`),
    check('truck_loadings_license_plate', sql`char_length(${table.licensePlate}) between 7 and 10`),
    check('truck_loadings_end_after_start', sql`${table.endTime} is null or ${table.endTime} >= ${table.startTime}`),
  ],
);

/** One box of an order read by a reader or typed in. A box never counts twice. */
export const boxReads = pgTable(
  'box_reads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxNumber: integer('box_number').notNull(),
    /** The raw code read from the box label ("{order_id};{box}"). */
    tagValue: text('tag_value').notNull(),
    source: text('source').notNull(),
    /** Which reader (fixed reader id, station) produced it. */
    readerId: text('reader_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    truckLoadingId: integer('truck_loading_id').references(() => truckLoadings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the reader read it, as the station's link sent it (`read_at`): a read kept on disk
     * through an outage reaches the server later than it happened. Null from screens.
     */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    unique('box_reads_order_box_unique').on(table.orderId, table.boxNumber),
    // A loading's reads in the order read: the conveyor's lookup takes a loading's first read
    // for its route on every box. On truck_loading_id alone the planner walked the whole
    // table in id order for it (a longer read the more boxes the centre ever counted).
    index('box_reads_truck_loading_first_idx').on(table.truckLoadingId, table.id),
    index('box_reads_created_at_idx').on(table.createdAt),
    check('box_reads_box_number', atLeast(table.boxNumber, 1)),
    check('box_reads_source', oneOf(table.source, BOX_SOURCES)),
  ],
);

/** Every change of one of an order's box counts, with who or what changed it. */
export const boxCountChanges = pgTable(
  'box_count_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    oldValue: integer('old_value'),
    newValue: integer('new_value'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('box_count_changes_order_id_idx').on(table.orderId),
    check('box_count_changes_field', oneOf(table.field, BOX_COUNT_FIELDS)),
    check('box_count_changes_source', oneOf(table.source, BOX_SOURCES)),
  ],
);

/** The picker's box-count dialog log: confirmed a divergent count, or went back. */
export const boxDivergences = pgTable(
  'box_divergences',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expectedBoxes: integer('expected_boxes').notNull(),
    inputedBoxes: integer('inputed_boxes').notNull(),
    inputedById: integer('inputed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('box_divergences_order_id_idx').on(table.orderId),
    check('box_divergences_action', oneOf(table.action, BOX_DIVERGENCE_ACTIONS)),
  ],
);

/** Photos of boxes taken on the conveyor, found by the label read. */
export const boxImages = pgTable(
  'box_images',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    tagValue: text('tag_value').notNull(),
    urlImage: text('url_image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('box_images_order_id_idx').on(table.orderId), index('box_images_tag_value_idx').on(table.tagValue)],
);

/** Box labels printed for an order (first print and reprints). */
export const labelPrints = pgTable(
  'label_prints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxQuantity: integer('box_quantity').notNull(),
    reprint: boolean('reprint').notNull().default(false),
    /** White printer 1 or 2, for BRANCA routes. */
    printerChoice: integer('printer_choice'),
    printerName: text('printer_name'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('label_prints_order_id_idx').on(table.orderId),
    check('label_prints_box_quantity', sql`${table.boxQuantity} > 0`),
  ],
);

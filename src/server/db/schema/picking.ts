// Picking: the separators' works, the per-order steps and the items they pick
// (spec/operator.md §3-4). Quantities are integers: units for unit items, grams for weight
// items (ARCHITECTURE.md rule 4).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { PORTION_TYPES } from '../../../shared/domain/products';
import { ITEM_STATUSES, SEPARATION_METHODS, WORK_TYPES } from '../../../shared/domain/statuses';
import { atLeast, oneOf } from './checks';
import { users } from './auth';
import { products } from './catalogue';
import { orders } from './orders';
import { separationGroups } from './settings';

/** One separator's session on one order: from taking it to finishing it. */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    separatorId: integer('separator_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    separationGroup: integer('separation_group').references(() => separationGroups.separationGroup, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    type: text('type').notNull().default('separation'),
    begin: timestamp('begin', { withTimezone: true }).notNull(),
    /** null while the work is open. */
    end: timestamp('end', { withTimezone: true }),
    workingTimeSecs: integer('working_time_secs'),
    doubleCheck: boolean('double_check').notNull().default(false),
    fastTrack: boolean('fast_track').notNull().default(true),
  },
  (table) => [
    index('works_separator_id_begin_idx').on(table.separatorId, table.begin),
    index('works_order_id_idx').on(table.orderId),
    // "Unfinished work" lookups on every picker's entry.
    index('works_open_idx').on(table.separatorId).where(sql`${table.end} is null`),
    index('works_begin_idx').on(table.begin),
    // The period figures (the picker's week and month, the reports) take the works finished
    // since a date: without it they read every work of the centre's history.
    index('works_end_idx').on(table.end),
    // A separator's works of a day by their end: the triggers' recount of separator_days.
    index('works_separator_id_end_idx').on(table.separatorId, table.end),
    check('works_type', oneOf(table.type, WORK_TYPES)),
    check('works_end_after_begin', sql`${table.end} is null or ${table.end} >= ${table.begin}`),
    check('works_working_time_secs', atLeast(table.workingTimeSecs, 0)),
  ],
);

/** The steps ("Etapa n") of an order, confirmed one by one with their box count. */
export const separationSteps = pgTable(
  'separation_steps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    isFinished: boolean('is_finished').notNull().default(false),
    /** Boxes counted at the end of the step (groups that count by step); null = not asked yet. */
    accountedBoxes: integer('accounted_boxes'),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('separation_steps_order_level_unique').on(table.orderId, table.level),
    check('separation_steps_level', atLeast(table.level, 1)),
    check('separation_steps_accounted_boxes', atLeast(table.accountedBoxes, 0)),
  ],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: integer('sku')
      .notNull()
      .references(() => products.sku),
    /** Picking step; null for pre-boxed items and items without a step. */
    step: smallint('step'),
    /** Copied from the product when ordered: 1 weight (grams), 2 unit. */
    portionType: smallint('portion_type').notNull(),
    /** Ordered quantity: units, or grams for weight items. */
    quantity: integer('quantity').notNull(),
    /** Quantity in the conversion flow (the one to scan when use_conversion_flow). */
    convertedQuantity: integer('converted_quantity'),
    /** What the picker confirmed; null until picked. */
    confirmedQuantity: integer('confirmed_quantity'),
    /** 1 pending, 2 separated, 3 total break, 4 partial break, 5 replenished. */
    status: smallint('status').notNull().default(1),
    useConversionFlow: boolean('use_conversion_flow').notNull().default(false),
    preBoxed: boolean('pre_boxed').notNull().default(false),
    grouped: boolean('grouped').notNull().default(false),
    instructions: text('instructions'),
    separationMethod: text('separation_method'),
    /** Work that picked it, and how long it took. */
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    separatedTimeSecs: integer('separated_time_secs'),
    separatedAt: timestamp('separated_at', { withTimezone: true }),
  },
  (table) => [
    index('items_order_id_idx').on(table.orderId),
    index('items_sku_idx').on(table.sku),
    index('items_work_id_idx').on(table.workId),
    index('items_separated_at_idx').on(table.separatedAt),
    check('items_status', oneOf(table.status, ITEM_STATUSES)),
    check('items_portion_type', oneOf(table.portionType, PORTION_TYPES)),
    check('items_separation_method', oneOf(table.separationMethod, SEPARATION_METHODS)),
    check('items_quantity', sql`${table.quantity} > 0`),
    check(
      'items_quantities_not_negative',
      sql`coalesce(${table.convertedQuantity}, 0) >= 0 and coalesce(${table.confirmedQuantity}, 0) >= 0`,
    ),
    check('items_step', atLeast(table.step, 1)),
  ],
);

/** Separators' pauses from the dashboard; an open pause has no ended_at. */
export const separatorPauses = pgTable(
  'separator_pauses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    endedById: integer('ended_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('separator_pauses_user_id_started_at_idx').on(table.userId, table.startedAt),
    check('separator_pauses_end_after_start', sql`${table.endedAt} is null or ${table.endedAt} >= ${table.startedAt}`),
  ],
);

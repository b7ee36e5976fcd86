// Item totals kept by the database as the items are written (triggers on items and works,
// migration 0023_work_item_totals), so a period's figures read one row per work, or one per
// separator and hour, instead of every item of the period (issue 21, docs/performance.md
// 'year-of-data'). Derived data: a work's rows are recomputed from its items under a row
// lock on every write that touches them, and the separator-hour summary moves by exactly
// what a work's rows gained or lost, so neither drifts from the items.
import { bigint, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { works } from './picking';

/** Per work: what the rankings, the picker's performance and the export count. */
export const workItemTotals = pgTable('work_item_totals', {
  workId: integer('work_id')
    .primaryKey()
    .references(() => works.id, { onDelete: 'cascade' }),
  /** Items past status 1 (separated, broken or replenished): the rankings' and the export's items. */
  picked: integer('picked').notNull().default(0),
  /** Of those, the ones with a confirmed quantity above 0: the picker's performance items. */
  confirmed: integer('confirmed').notNull().default(0),
  /** Confirmed grams of the weight items among `confirmed`: the performance's kilos. */
  confirmedGrams: bigint('confirmed_grams', { mode: 'number' }).notNull().default(0),
});

/**
 * Per work, UTC hour of separated_at and method: the work's timed items (past status 1, with
 * separated_time_secs), with the work's separator and group copied so that a deleted work's
 * rows still say whose hours they left.
 */
export const workItemHours = pgTable(
  'work_item_hours',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** coalesce(items.separation_method, 'manual'): the panel's 'manual' takes null as manual. */
    method: text('method').notNull(),
    separatorId: integer('separator_id').notNull(),
    separationGroup: integer('separation_group'),
    items: integer('items').notNull(),
    secs: bigint('secs', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workId, table.hour, table.method] })],
);

/**
 * The panel's time per item over a period: per separator, UTC hour, the work's group and the
 * method, a month is a few thousand rows (a separator picks about five hours a day). A work
 * without a group is one key too (nulls not distinct: PostgreSQL 15).
 */
export const separatorItemHours = pgTable(
  'separator_item_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    separatorId: integer('separator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    separationGroup: integer('separation_group'),
    method: text('method').notNull(),
    items: integer('items').notNull().default(0),
    secs: bigint('secs', { mode: 'number' }).notNull().default(0),
  },
  (table) => [unique('separator_item_hours_key').on(table.hour, table.separatorId, table.separationGroup, table.method).nullsNotDistinct()],
);

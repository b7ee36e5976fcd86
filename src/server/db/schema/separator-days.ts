// Per separator and day of the centre's calendar, the figures of the rankings and the picker's
// performance, kept by the database as works and their item totals are written (triggers on
// works and work_item_totals, migration 0024_separator_days), so a month reads a few thousand
// rows (152 separators × 30 days) instead of its 150,000 works (issue 21, docs/performance.md
// 'year-of-data'). Derived data: a key's row is recomputed from its works under a row lock on
// every write that touches them; a change of the centre's zone rebuilds the table.
import { bigint, date, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const separatorDays = pgTable(
  'separator_days',
  {
    /** The local date (the centre's zone) of the works' `end` (the counts) or `begin` (the idle gaps). */
    day: date('day', { mode: 'string' }).notNull(),
    separatorId: integer('separator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The finished separation works that ended on `day`:
    /** How many: the rankings' orders. */
    works: integer('works').notNull().default(0),
    /** Their work_item_totals.picked: the rankings' items. */
    picked: integer('picked').notNull().default(0),
    /** Their distinct orders whose last such work by this separator ends on `day`: summed from a day on,
     * each order counts once, as the picker's count(distinct order) does. */
    ordersLast: integer('orders_last').notNull().default(0),
    /** Their working_time_secs, confirmed items and grams: the picker's performance. */
    workingSecs: bigint('working_secs', { mode: 'number' }).notNull().default(0),
    confirmed: integer('confirmed').notNull().default(0),
    confirmedGrams: bigint('confirmed_grams', { mode: 'number' }).notNull().default(0),
    // The finished separation works that began on `day` (the partition of the ranking's and the
    // panel's idle gaps and of the panel's timesheet). A period holding all of them reads these
    // figures; one holding some computes that day from its works.
    /** How many, and their working seconds as the panel's time per order takes them (the work's, or its span). */
    begun: integer('begun').notNull().default(0),
    begunWorkingSecs: bigint('begun_working_secs', { mode: 'number' }).notNull().default(0),
    /** The gaps between consecutive ones (by begin), exact seconds: rounded only once summed. */
    idleSecs: numeric('idle_secs').notNull().default('0'),
    /** The first begin and the first and last end: the timesheet's span, and whether a period of ends holds them all. */
    firstBegin: timestamp('first_begin', { withTimezone: true }),
    firstEnd: timestamp('first_end', { withTimezone: true }),
    lastEnd: timestamp('last_end', { withTimezone: true }),
    /** Their orders' first and last scheduled dates: whether a period of scheduled dates (the panel's) holds them all. */
    scheduledFirst: date('scheduled_first', { mode: 'string' }),
    scheduledLast: date('scheduled_last', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.day, table.separatorId] }), index('separator_days_last_end_idx').on(table.lastEnd)],
);

// The markets a separation group can serve ("Mercado {n}"), the centre's copy of the
// external market configuration the panel reads as 'toranja-config' (spec/panel.md §2
// 'Separation groups', §7).
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { atLeast } from './checks';

export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    marketNumber: integer('market_number').notNull().unique(),
    name: text('name').notNull(),
    /** An inactive market is kept for the groups that still name it but offered to no new one. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('markets_market_number', atLeast(table.marketNumber, 1))],
);

// Two-factor secrets of the users who may change sensitive settings (spec/panel.md §2-4).
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const twoFactorSecrets = pgTable(
  'two_factor_secrets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Base32 TOTP secret. */
    secret: text('secret').notNull(),
    /** Set once the user typed a valid code from the QR code. */
    confirmed: boolean('confirmed').notNull().default(false),
    /** Created while the centre had no internet: valid only until it returns. */
    isLocal: boolean('is_local').notNull().default(false),
    /**
     * The RFC 6238 time step of the last code this secret approved: a code of that step or an
     * earlier one is refused, so a code seen over a shoulder or in a log cannot be used again.
     */
    lastTimeStep: integer('last_time_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_secrets_user_id_idx').on(table.userId)],
);

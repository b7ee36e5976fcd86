// Users, their permission groups and the server's own secrets.
import { boolean, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Account status codes (spec/operator.md §4): active 1, suspended 2, deactivated 3. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: smallint('status').notNull().default(1),
  /** Failed sign-ins in a row; reset by a successful sign-in or by an Admin. */
  failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
  /** Set at the 5th failure in a row; only an Admin clears it. */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  isPaused: boolean('is_paused').notNull().default(false),
  /** Set with a temporary password (an Admin's): sign-in refuses it until the user picks their own. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const permissionGroups = pgTable('permission_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userPermissionGroups = pgTable(
  'user_permission_groups',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => permissionGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

/** Secrets the server creates once and every process shares (the JWT signing key). */
export const serverSecrets = pgTable('server_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per client address in the current window (auth/address-throttle.ts). Kept in
 * the database, not in memory, so every server process behind the load balancer counts the
 * same failures.
 */
export const signInFailuresByAddress = pgTable('sign_in_failures_by_address', {
  address: text('address').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

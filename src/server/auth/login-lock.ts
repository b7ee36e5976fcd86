// The login lock: 5 failed sign-ins in a row lock the account until an Admin resets it or
// DEFAULT_SIGN_IN_LOCK_MS passes (SIGN_IN_LOCK_MINUTES): a lock that lasted forever would
// let anyone who knows a login stop that person's work, or the centre's only admin.
// Counting is one atomic UPDATE, so concurrent wrong attempts (or several server processes)
// can never skip past the limit.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

export const MAX_FAILED_SIGN_INS = 5;
export const DEFAULT_SIGN_IN_LOCK_MS = 15 * 60_000;

/** Whether a lock set at `lockedAt` still holds at `now`. */
export function isStillLocked(lockedAt: Date | null, now: Date, lockMs = DEFAULT_SIGN_IN_LOCK_MS): boolean {
  return lockedAt !== null && now.getTime() - lockedAt.getTime() < lockMs;
}

/** Records one more failure; returns true when the account is now locked. */
export async function recordFailedSignIn(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({
      failedLoginAttempts: sql`${users.failedLoginAttempts} + 1`,
      lockedAt: sql`CASE WHEN ${users.failedLoginAttempts} + 1 >= ${MAX_FAILED_SIGN_INS} THEN COALESCE(${users.lockedAt}, ${now.toISOString()}::timestamptz) ELSE ${users.lockedAt} END`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedAt: users.lockedAt });
  return row?.lockedAt != null;
}

export async function clearFailedSignIns(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ failedLoginAttempts: 0, lockedAt: null }).where(eq(users.id, userId));
}

// The login lock: 5 failed sign-ins in a row lock the account until an Admin resets it.
// Counting is one atomic UPDATE, so concurrent wrong attempts (or several server processes)
// can never skip past the limit.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

export const MAX_FAILED_SIGN_INS = 5;

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

// Sign-in throttling per client address, beside the per-account lock of login-lock.ts: one
// address that fails too often (guessing passwords across many accounts) is refused for the
// rest of the window, whatever account it tries. A successful sign-in does not clear the
// count, or an attacker with one valid account could keep guessing the others.
// Counting is one atomic upsert, so concurrent attempts and several processes agree.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { signInFailuresByAddress } from '../db/schema';
import { HttpError } from '../http/errors';
import { pluralPt } from '../../shared/format/plural';

export interface AddressThrottle {
  /** Failed sign-ins one address may make within one window. */
  maxFailures: number;
  windowMs: number;
}

/** Generous enough for a floor of tablets behind one NAT address; tune with env (docs/operations.md). */
export const DEFAULT_ADDRESS_THROTTLE: AddressThrottle = { maxFailures: 30, windowMs: 10 * 60_000 };

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Muitas tentativas de acesso sem sucesso a partir deste endereço. Tente novamente em ${pluralPt(Math.ceil(retryAfterSeconds / 60), 'minuto', 'minutos')}.`,
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );

/** Throws 429 while `address` is over its failures for the current window. */
export async function assertAddressMayTry(db: DbOrTx, address: string, limits: AddressThrottle, now: Date): Promise<void> {
  const [row] = await db.select().from(signInFailuresByAddress).where(eq(signInFailuresByAddress.address, address));
  if (!row || row.failures < limits.maxFailures) return;
  const windowEndsMs = row.windowStartedAt.getTime() + limits.windowMs;
  if (windowEndsMs <= now.getTime()) return;
  throw tooManyAttempts(Math.ceil((windowEndsMs - now.getTime()) / 1000));
}

/** Counts one failure for `address`, starting a new window when the last one ended. */
export async function recordAddressFailure(db: DbOrTx, address: string, limits: AddressThrottle, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limits.windowMs).toISOString();
  const expired = sql`${signInFailuresByAddress.windowStartedAt} <= ${windowStart}::timestamptz`;
  await db
    .insert(signInFailuresByAddress)
    .values({ address, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailuresByAddress.address,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInFailuresByAddress.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${signInFailuresByAddress.windowStartedAt} END`,
      },
    });
}

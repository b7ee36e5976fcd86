// Who a bearer token belongs to, for every guarded request and socket. Without this a scan
// or a box read pays one more database round trip only to learn what its user may do
// (bench/picking.ts). An answer is kept for SIGNED_IN_USER_TTL_MS, so a user suspended or
// given other permission groups is refused or allowed within that time on every process.
// Lookups of different users at the same moment (a hundred pickers asking for orders at
// once) become one query, and lookups of the same user one lookup.
import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../db/client';
import { perApp } from '../per-app';
import { loadActiveUsers, type AuthUser } from './users';

export const SIGNED_IN_USER_TTL_MS = 5_000;
const MAX_CACHED_USERS = 10_000;

/** Nothing found is cached too: a removed user's token keeps failing without a query. */
type Cached = { user: AuthUser | null };

export interface SignedInUsers {
  /** The active user with this id, or null. */
  get(userId: number): Promise<AuthUser | null>;
  /**
   * Resolves once the lookups under way now have answered (at once when none is): what
   * a batch of new orders waits for, so the requests of a burst that are only being
   * authenticated join it instead of the next one.
   */
  lookupsUnderWay(): Promise<void>;
}

export function createSignedInUsers(db: DbOrTx, ttlMs = SIGNED_IN_USER_TTL_MS): SignedInUsers {
  const underWay = new Set<Promise<unknown>>();
  const loader = new DataLoader<number, Cached>(
    (ids) => {
      const lookup = loadActiveUsers(db, ids).then((found) => ids.map((id) => ({ user: found.get(id) ?? null })));
      const settled = lookup.catch(() => undefined).finally(() => underWay.delete(settled));
      underWay.add(settled);
      return lookup;
    },
    // Requests are parsed one I/O event each, so DataLoader's default (the same tick) would
    // batch nothing: waiting for setImmediate gathers every request of this turn of the event
    // loop, at a cost of microseconds to a lone one.
    { cache: false, maxBatchSize: 500, batchScheduleFn: (load) => setImmediate(load) },
  );
  const cache = new LRUCache<number, Cached>({ max: MAX_CACHED_USERS, ttl: ttlMs, fetchMethod: (id) => loader.load(id) });
  return {
    get: async (userId) => (await cache.fetch(userId))?.user ?? null,
    lookupsUnderWay: async () => {
      await Promise.all(underWay);
    },
  };
}

/** One directory per server instance, made on first use. */
export const signedInUsersOf = perApp((app: { db: DbOrTx }) => createSignedInUsers(app.db));

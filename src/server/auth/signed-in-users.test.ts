// Who a token belongs to: requests of different users that arrive in one turn of the event
// loop (each parsed in its own I/O callback, as a hundred pickers asking for orders at once)
// are looked up in one query, and a user known a moment ago in none.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../db/client';
import type { AuthUser } from './users';

const lookups: number[][] = [];
/** While set, every lookup waits for it: a database that has not answered yet. */
let unanswered: Promise<void> | null = null;
vi.mock('./users', () => ({
  loadActiveUsers: async (_db: DbOrTx, ids: readonly number[]) => {
    lookups.push([...ids]);
    await unanswered;
    // User 13 is suspended: absent, as the real query leaves them out.
    return new Map<number, AuthUser>(
      ids.filter((id) => id !== 13).map((id) => [id, { id, username: `separador${id}`, name: `Separador ${id}`, groupNames: [], permissions: [] }]),
    );
  },
}));
const { createSignedInUsers } = await import('./signed-in-users');

/** Each call in its own callback of one turn of the loop, as requests parsed one by one. */
function eachInItsOwnCallback<T>(ids: number[], get: (id: number) => Promise<T>): Promise<T[]> {
  return Promise.all(ids.map((id) => new Promise<T>((resolve, reject) => setImmediate(() => void get(id).then(resolve, reject)))));
}

beforeEach(() => {
  lookups.length = 0;
});

describe('signed-in users', () => {
  it('looks up the users of requests arriving together in one query', async () => {
    const users = createSignedInUsers({} as DbOrTx);
    const ids = Array.from({ length: 30 }, (_, index) => index + 1);
    const found = await eachInItsOwnCallback(ids, (id) => users.get(id));
    expect(found.map((user) => user?.username ?? null)).toEqual(ids.map((id) => (id === 13 ? null : `separador${id}`)));
    expect(lookups).toEqual([ids]);
  });

  it('answers a user looked up a moment ago, and a missing one, without a query', async () => {
    const users = createSignedInUsers({} as DbOrTx);
    await users.get(5);
    await users.get(13);
    lookups.length = 0;
    expect((await users.get(5))?.username).toBe('separador5');
    expect(await users.get(13)).toBeNull();
    expect(lookups).toEqual([]);
  });

  it('tells when the lookups under way have answered (a line of new orders waits for them)', async () => {
    const users = createSignedInUsers({} as DbOrTx);
    await users.lookupsUnderWay(); // none under way: at once
    let answer!: () => void;
    unanswered = new Promise((resolve) => (answer = resolve));
    const found = users.get(7);
    await new Promise((resolve) => setImmediate(resolve)); // the lookup is sent
    expect(lookups).toEqual([[7]]);
    let settled = false;
    const waiting = users.lookupsUnderWay().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    answer();
    unanswered = null;
    await waiting;
    expect((await found)?.username).toBe('separador7');
  });
});

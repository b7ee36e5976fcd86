// Reads a request needs together, sent at once where they can run at once.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Runs the reads side by side on a pool (each on a connection of its own), one after another
 * inside a transaction: its one connection answers one query at a time anyway, and
 * node-postgres deprecates handing it a second before the first is answered.
 */
export async function sideBySide<T extends readonly unknown[]>(db: DbOrTx, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

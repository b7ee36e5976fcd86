// A fresh PGlite spends seconds creating its cluster and running the migrations. The test
// run does that once (vitest globalSetup) and dumps the result; every test file then
// starts its own database from that snapshot. The file is keyed by the migrations' content,
// so a schema change makes a new one.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrationsDigest } from './migrations-digest';

const CACHE_DIR = resolve('node_modules/.cache/doca');

export function snapshotPath(): string {
  return join(CACHE_DIR, `pglite-migrated-${migrationsDigest()}.tar`);
}

export async function ensureSnapshot(): Promise<string> {
  const path = snapshotPath();
  if (existsSync(path)) return path;
  mkdirSync(CACHE_DIR, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  // Written aside and renamed, so a concurrent reader never sees half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  await database.close();
  return path;
}

export function loadSnapshot(): Blob | undefined {
  const path = snapshotPath();
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

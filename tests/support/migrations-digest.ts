// What the test databases' prepared starting points are keyed by: the migrations' content.
// A schema change makes a new PGlite snapshot (pglite-snapshot.ts) and a new PostgreSQL
// template (postgres-template.ts) instead of tests starting from a stale schema.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MIGRATIONS_FOLDER } from '../../src/server/db/client';

export function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, name.name);
      if (name.isDirectory()) walk(path);
      else hash.update(name.name).update(readFileSync(path));
    }
  };
  walk(DEFAULT_MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

// Runs once before all test files: prepares the migrated PGlite snapshot they start from.
import { ensureSnapshot } from './pglite-snapshot';

export default async function setup(): Promise<void> {
  await ensureSnapshot();
}

// A test app on the demo centre's day (src/server/demo): most database tests of the floor's
// rules read and change that day's orders, works and items.
import { seedDemo } from '../../src/server/demo';
import { truncateAll } from '../../src/server/db/truncate';
import { createTestApp, type TestApp, type TestAppOverrides } from './app';

/**
 * The app with its clock at `now`, on a database holding the demo's day seeded for `now`: the
 * tables are emptied first, since the app wrote its default settings row and the file's
 * database is shared by its tests. `config` as createTestApp's (a renderer to serve, say).
 */
export async function createDemoTestApp(now: Date, config: TestAppOverrides['config'] = {}): Promise<TestApp> {
  const t = await createTestApp({ now: () => now, config });
  await truncateAll(t.database.db);
  await seedDemo(t.database.db, { now });
  return t;
}

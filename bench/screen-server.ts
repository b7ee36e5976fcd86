// The real server for the benchmarks that drive a browser (first-load.ts, picking-screen.ts):
// the demo centre seeded on PostgreSQL (a scratch database under DATABASE_URL) or on the
// embedded PGlite, serving the built renderer over real HTTP on 127.0.0.1.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { keepHeapLean } from '../src/server/lean-heap';
import { createTokenService } from '../src/server/auth/tokens';
import type { AppContext } from '../src/server/context';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDemo } from '../src/server/demo';
import { createFloorEvents } from '../src/server/floor-events';
import { createScratchPostgres } from '../tests/support/scratch-postgres';

export interface ScreenServer {
  base: string;
  database: Database;
  tokens: AppContext['tokens'];
  rendererDir: string;
  close(): Promise<void>;
}

/**
 * BENCH_RENDERER_DIR serves another build (e.g. an older one kept aside, to compare chunk
 * splits); by default out/renderer, built with `npm run build:web` when missing.
 */
export async function startScreenServer(scratchName: string): Promise<ScreenServer> {
  const rendererDir = resolve(process.env.BENCH_RENDERER_DIR ?? 'out/renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) execSync('npm run build:web', { stdio: 'inherit' });
  const scratch = process.env.DATABASE_URL ? await createScratchPostgres(process.env.DATABASE_URL, scratchName) : null;
  const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite' });
  await seedDemo(database.db, { now: new Date() });
  const tokens = createTokenService(randomBytes(24).toString('hex'));
  keepHeapLean(); // as startServer does: the server's heap policy
  const server = await buildApp({
    db: database.db,
    dbKind: database.kind,
    config: { port: 0, host: '127.0.0.1', logLevel: 'silent', rendererDir },
    tokens,
    events: createFloorEvents(),
    now: () => new Date(),
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    database,
    tokens,
    rendererDir,
    close: async () => {
      await server.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

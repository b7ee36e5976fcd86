// Unit tests run once; server integration tests (*.db.test.ts) run on the embedded PGlite
// and, when DATABASE_URL is set, a second time on PostgreSQL.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Where the fault suite's records meet (tests/support/fault-report.ts, FAULT_REPORT_VARIABLE):
// the workers inherit this process's environment.
process.env.DOCA_FAULT_REPORT ??= join(tmpdir(), `doca-faults-${process.pid}.jsonl`);
// Passwords hashed at a test cost (auth/password.ts), in the tests and the server processes
// they start: OWASP's cost made hashing alone minutes of the suite. Its own test pins OWASP's.
process.env.DOCA_TEST_PASSWORD_COST = '1';

const unit = {
  extends: true as const,
  test: {
    name: 'unit',
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
    exclude: ['src/**/*.db.test.ts', 'node_modules/**'],
  },
};

const dbProject = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `db-${kind}`,
    include: ['src/**/*.db.test.ts'],
    env: { TEST_DB: kind },
    // Each file imports the whole server (Fastify, Drizzle, PGlite's WebAssembly, exceljs):
    // isolated, that import was a third of these files' time (8 files, one worker: 563 s
    // isolated, 202 s not). Their state lives in their own app and database (server state is
    // per app, src/server/per-app.ts) and none mocks a module, so they share their worker's
    // modules.
    isolate: false,
  },
});

/** Real server processes on PostgreSQL and Redis, killed and restarted (tests/reliability). */
const reliability = {
  extends: true as const,
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.test.ts'],
    // Last and one file at a time: these time real processes' shutdowns and restarts, which
    // another file's work beside them would slow past their limits.
    sequence: { groupOrder: 1 },
    fileParallelism: false,
    // Test apps in these files (tests/support/app.ts) open their databases on PostgreSQL.
    env: { TEST_DB: 'postgres' },
    testTimeout: 180_000,
  },
};

export default defineConfig({
  // The renderer's import aliases (vite.renderer.config.ts), for its unit tests.
  resolve: {
    alias: {
      '@shared': resolve(import.meta.dirname, 'src/shared'),
      '@renderer': resolve(import.meta.dirname, 'src/renderer/src'),
    },
  },
  test: {
    // An it.only left in a file would silently skip the rest of it.
    allowOnly: false,
    // Vitest leaves one core to itself by default: one worker on these 2-core machines, which
    // sat half idle while the database files waited on PostgreSQL (5.3 min → 3.9 on 2026-11-28;
    // three workers 3.6, not worth the contention).
    maxWorkers: 2,
    globalSetup: ['tests/support/global-setup.ts'],
    reporters: ['default', './tests/support/fault-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [unit, dbProject('pglite'), ...(process.env.DATABASE_URL ? [dbProject('postgres'), reliability] : [])],
  },
});

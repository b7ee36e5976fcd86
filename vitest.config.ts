// Unit tests run once; server integration tests (*.db.test.ts) run on the embedded PGlite
// and, when DATABASE_URL is set, a second time on PostgreSQL.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

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
  },
});

/** Real server processes on PostgreSQL and Redis, killed and restarted (tests/reliability). */
const reliability = {
  extends: true as const,
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.test.ts'],
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
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [unit, dbProject('pglite'), ...(process.env.DATABASE_URL ? [dbProject('postgres'), reliability] : [])],
  },
});

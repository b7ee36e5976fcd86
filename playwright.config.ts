// End-to-end tests in a real Chromium against ONE real server for the whole suite: the
// built renderer and the API on an in-memory PGlite seeded with the demo centre.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// E2E_PORT and E2E_RENDERER_DIR let several suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      RENDERER_DIR: process.env.E2E_RENDERER_DIR ?? 'out/renderer',
      // The test centre has no internet (a refused local port), so local two-factor
      // authentications can be created; set INTERNET_CHECK_URL to probe a real site.
      INTERNET_CHECK_URL: process.env.INTERNET_CHECK_URL ?? 'http://127.0.0.1:9/',
      // Every browser of the suite signs in from 127.0.0.1; the per-address throttle has its
      // own server test (sign-in-throttle.db.test.ts).
      SIGNIN_MAX_FAILURES_PER_ADDRESS: '1000',
    },
  },
});

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
  // A test.only left in a spec would silently skip the rest of the suite.
  forbidOnly: true,
  // One browser at a time: on these 2-core machines a second worker's Chromium and the server
  // starved each other past the 10 s waits (pages stuck on 'Carregando' in CI), while the
  // suite as a whole is CPU-bound and gained little from the second worker.
  workers: 1,
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
    // No trace by default: recording one for every test (to keep the failures') cost the suite
    // a third of its time on these 2 cores, Chromium's GPU and browser processes encoding the
    // screencast and the renderer taking DOM snapshots at every action (three specs: 167 s
    // with it, 104 s without). CI keeps only the log; to debug a failure here, run it again
    // with `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  // The sweep of every order's page keeps three pages rendering for minutes: beside another
  // worker's screens it starved them past their timeouts. It runs once every other spec is done.
  projects: [
    { name: 'screens', testIgnore: /order-pages\.spec\.ts/ },
    { name: 'every order', testMatch: /order-pages\.spec\.ts/, dependencies: ['screens'] },
  ],
  webServer: {
    // scripts/weekday-sweep.mjs runs the server under libfaketime on another day of the week.
    command: process.env.E2E_SERVER_COMMAND ?? 'npx tsx src/server/main.ts',
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
      // And every one of them signs in, sends batches and uploads from that one address
      // (the rate limits have their own server test, rate-limits.db.test.ts).
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_INTEGRATION_PER_MINUTE: '100000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '100000',
      // Hundreds of sign-ins on two cores beside two browsers: passwords are hashed at the
      // test cost (auth/password.ts; OWASP's cost is pinned by its unit test).
      NODE_ENV: 'test',
      DOCA_TEST_PASSWORD_COST: '1',
      // Two cores run the server, the browser and the suite: shed load only when truly stuck
      // (shedding has its own server test, under-pressure.db.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '10000',
      // The centre names itself (users.spec.ts reads it in the header and on the sign-in page).
      CENTRE_NAME: 'CD Contagem E2E',
    },
  },
});

// End-to-end tests in a real Chromium against real servers started once for the whole suite
// (one per browser, below): the built renderer and the API on an in-memory PGlite seeded with
// the demo centre.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// E2E_PORT and E2E_RENDERER_DIR let several suites run side by side on one machine: the suite
// takes E2E_PORT and the port after it.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The suite runs on two servers at once, each its own demo centre on its own in-memory
 * database, one browser on each: half the specs on the first, half on the second. One worker
 * left the two cores a third idle (pages waiting on the server, the server on the page); two
 * workers on ONE server moved each other's demo day (a test waiting for separador6's order
 * while another finished it). On two servers no spec can move another's scene, as before.
 * These specs go to the second server, chosen to split the suite's time in two (their
 * durations on 2026-11-28: about 225 s of 455); a new spec goes to the first.
 */
const SECOND_SERVER_SPECS = [
  'panel-config',
  'picking',
  'loading',
  'conference',
  'loading-decisions',
  'panel-edits',
  'alerts',
  'station',
  'picking-labels',
  'orders',
].map((name) => `**/${name}.spec.ts`);
const ORDER_PAGES_SPEC = '**/order-pages.spec.ts';
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A test.only left in a spec would silently skip the rest of the suite.
  forbidOnly: true,
  // One browser per server (each project below runs on one worker).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: urlOf(PORT),
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
  projects: [
    { name: 'screens, first server', testIgnore: [...SECOND_SERVER_SPECS, ORDER_PAGES_SPEC], workers: 1 },
    { name: 'screens, second server', testMatch: SECOND_SERVER_SPECS, workers: 1, use: { baseURL: urlOf(PORT + 1) } },
    // The sweep of every order's page keeps three pages rendering for minutes: beside another
    // worker's screens it starved them past their timeouts. It runs once every other spec is done.
    { name: 'every order', testMatch: ORDER_PAGES_SPEC, dependencies: ['screens, first server', 'screens, second server'], workers: 1 },
  ],
  webServer: [PORT, PORT + 1].map((port) => ({
    // scripts/weekday-sweep.mjs runs the server under libfaketime on another day of the week.
    command: process.env.E2E_SERVER_COMMAND ?? 'npx tsx src/server/main.ts',
    url: `${urlOf(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
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
  })),
});

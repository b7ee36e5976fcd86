// Runs the end-to-end suite as if it were another moment of the centre's week, to find the
// rules that hold on a Wednesday and fail on a Saturday, a Sunday or a Monday morning (the
// breaks history failed every Saturday until 2026-11-28). Not part of `npm test`: a sweep of
// a few days takes the suite's time once per day.
//
//   node scripts/weekday-sweep.mjs 2026-11-29T14:00 [2026-11-30T08:30 ...] [-- playwright args]
//
// Each moment is the centre's wall clock (America/Sao_Paulo). The server runs under
// libfaketime (Debian's `faketime`, installed when missing) moved to that moment; Playwright's
// runner, its workers and every page they open see Date moved by the same offset
// (tests/e2e/support/shifted-clock.mjs). The clocks then run on from there together. Choose
// moments at least 20 minutes clear of midnight and 07:00: the suite takes that long, and its
// demo day would cross a boundary of the centre's day (scripts/clear-of-midnight.mjs).
// The renderer is built first, as `npm test` does, unless E2E_RENDERER_DIR names a build.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ZONE = 'America/Sao_Paulo';
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

const separator = process.argv.indexOf('--');
const moments = process.argv.slice(2, separator === -1 ? undefined : separator);
const playwrightArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
if (moments.length === 0 || moments.some((moment) => !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(moment))) {
  console.error('usage: node scripts/weekday-sweep.mjs YYYY-MM-DDTHH:mm [...] [-- playwright args]  (the centre\'s local time)');
  process.exit(2);
}

if (!existsSync(LIBFAKETIME)) {
  const asRoot = process.getuid?.() === 0 ? '' : 'sudo -n ';
  execSync(`${asRoot}env DEBIAN_FRONTEND=noninteractive apt-get install -y faketime`, { stdio: 'inherit' });
}

// The server serves the built renderer; a fresh clone has none, and an old build would sweep old screens.
if (!process.env.E2E_RENDERER_DIR) execSync('npm run -s build:web', { stdio: 'inherit' });

/** The UTC instant of a wall-clock moment in the centre's zone. */
function instantOf(moment) {
  const guess = Date.parse(`${moment}:00Z`);
  const shown = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(guess)
    .replace(', ', 'T');
  return guess + (guess - Date.parse(`${shown}:00Z`));
}

let failed = 0;
for (const moment of moments) {
  const offsetMs = instantOf(moment) - Date.now();
  const offsetSeconds = Math.round(offsetMs / 1000);
  console.log(`[doca] the end-to-end suite at ${moment} (${ZONE}), ${new Date(Date.now() + offsetMs).toISOString()}`);
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=line', ...playwrightArgs], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_CLOCK_OFFSET_MS: String(offsetSeconds * 1000),
      NODE_OPTIONS: `--import ${pathToFileURL(resolve('tests/e2e/support/shifted-clock.mjs')).href}`,
      // The server moves by libfaketime alone: it must not inherit the runner's preload too.
      E2E_SERVER_COMMAND: `env -u NODE_OPTIONS LD_PRELOAD=${LIBFAKETIME} FAKETIME=+${offsetSeconds} npx tsx src/server/main.ts`,
    },
  });
  if (result.status !== 0) failed += 1;
  console.log(`[doca] ${moment}: ${result.status === 0 ? 'passed' : 'FAILED'}`);
}
process.exit(failed === 0 ? 0 : 1);

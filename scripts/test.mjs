// `npm test`: everything, in the order that fails fastest. Unit and database tests run on
// PGlite, and on PostgreSQL too when DATABASE_URL is set; then the end-to-end suite in a
// real Chromium against one real server.
import { execSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['migrations', 'node scripts/check-migrations.mjs'],
  ['unit and database tests', 'npx vitest run'],
  // Builds main, preload and the renderer the end-to-end server serves.
  ['desktop and web build', 'npx electron-vite build'],
  ['end-to-end tests', 'npm run test:e2e'],
];

// npm runs this with node_modules/.bin first on the PATH, where the `node` package puts a
// supported LTS: the suite runs on it even where the system's Node is older (README).
console.log(`=== Node ${process.version}`);
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error('=== FAILED: Node 22 or newer is needed; run npm ci (it installs one into node_modules/.bin).');
  process.exit(1);
}

// Without DATABASE_URL the PostgreSQL runs of the database tests and the reliability suite
// (real processes on PostgreSQL and Redis) cannot run: say so at the start and the end.
const leftOut = process.env.DATABASE_URL
  ? undefined
  : 'DATABASE_URL is not set: the database tests on PostgreSQL and the reliability suite (tests/reliability) are LEFT OUT; CI runs them (.ci/run).';
if (leftOut) console.log(`=== ${leftOut}`);

const started = Date.now();
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    console.error(`\n=== FAILED: ${name}`);
    process.exit(1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
console.log(`\n=== all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (leftOut) console.log(`=== ${leftOut}`);

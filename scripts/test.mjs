// `npm test`: everything, in the order that fails fastest. Unit and database tests run on
// PGlite, and on PostgreSQL too when DATABASE_URL is set; then the end-to-end suite in a
// real Chromium against real servers started once (playwright.config.ts).
import { execSync, spawn } from 'node:child_process';

// A step is one command, or several run side by side: the static checks are each
// single-threaded, and on two cores running them together saves a minute or more of the
// suite's 30-minute budget (README).
const steps = [
  [
    'static checks',
    [
      ['typecheck (main, preload, server)', 'npm run -s typecheck:node'],
      ['typecheck (renderer)', 'npm run -s typecheck:web'],
      ['lint', 'npm run lint'],
      ['migrations', 'node scripts/check-migrations.mjs'],
    ],
  ],
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

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one command with its output kept, printed whole when it ends so that the logs of
 *  commands running together do not interleave. Resolves to whether it passed. */
function runKept(name, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const passed = code === 0;
      console.log(`\n--- ${name}: ${command}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`--- ${name} ${passed ? 'passed' : 'FAILED'} in ${seconds(started)}`);
      resolve(passed);
    });
  });
}

async function run(command) {
  if (typeof command === 'string') {
    try {
      execSync(command, { stdio: 'inherit' });
      return true;
    } catch {
      return false;
    }
  }
  const results = await Promise.all(command.map(([name, each]) => runKept(name, each)));
  return results.every(Boolean);
}

const started = Date.now();
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name}${typeof command === 'string' ? `: ${command}` : ', side by side'}`);
  if (!(await run(command))) {
    console.error(`\n=== FAILED: ${name}`);
    process.exit(1);
  }
  console.log(`=== ${name} passed in ${seconds(stepStarted)}`);
}
console.log(`\n=== all passed in ${seconds(started)}`);
if (leftOut) console.log(`=== ${leftOut}`);

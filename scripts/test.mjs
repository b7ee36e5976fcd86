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

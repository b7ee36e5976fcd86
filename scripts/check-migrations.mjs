// Fails when the Drizzle schema and the committed migrations disagree: generates into a
// copy of the migrations folder and checks that nothing new appears.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const committed = 'src/server/db/migrations';
const scratch = mkdtempSync(join(tmpdir(), 'doca-migrations-'));
try {
  cpSync(committed, scratch, { recursive: true });
  const before = readdirSync(scratch).sort();
  execSync('npx drizzle-kit generate', { env: { ...process.env, MIGRATIONS_OUT: scratch }, stdio: 'pipe' });
  const added = readdirSync(scratch).filter((name) => !before.includes(name));
  if (added.length > 0) {
    console.error(`[doca] the schema changed without a migration (${added.join(', ')}): run npm run db:generate`);
    process.exit(1);
  }
  console.log('[doca] schema and migrations agree');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

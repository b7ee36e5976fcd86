// The embedded database folder (PGlite) belongs to one server process at a time
// (src/server/db/data-dir-lock.ts): a second `npm start` or a `npm run demo:reset` under a
// running server is refused before it touches the folder, and a server killed outright
// leaves a folder the next one opens with everything the first had saved.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';
import { startServerProcess } from '../support/server-process';

const folder = mkdtempSync(join(tmpdir(), 'doca-embedded-'));
// DATABASE_URL is cleared: CI sets it for the other tests, and it would take the server to PostgreSQL.
const env = { DATA_DIR: folder, DATABASE_URL: '', SEED_DEMO: '1' };

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function signsIn(url: string): Promise<boolean> {
  const reply = await fetch(`${url}/api/auth-internal/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  return reply.ok;
}

it('refuses a second server on a folder in use, and opens it again after the first was killed', async () => {
  const first = await startServerProcess(env);
  try {
    await expect(startServerProcess(env)).rejects.toThrow(/já está aberto pelo processo \d+/);
    expect(await signsIn(first.url)).toBe(true);
  } finally {
    // SIGKILL: the lock file stays behind, naming a process that is gone.
    await first.kill();
  }
  expect(existsSync(join(folder, LOCK_FILE))).toBe(true);

  const next = await startServerProcess(env);
  expect(await signsIn(next.url)).toBe(true);
  await next.stop();
  expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
});

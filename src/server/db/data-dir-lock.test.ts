import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

/** A process that stays alive until killed. */
function idleProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('the embedded database folder lock', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'doca-lock-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('names this process in the folder while held, and leaves nothing once released', () => {
    const release = lockDataDir(folder);
    expect(readFileSync(join(folder, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
  });

  it('refuses a second open of the folder in the same process until the first is released', () => {
    const release = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(`O banco de dados em ${folder} já está aberto por este mesmo processo`);
    release();
    lockDataDir(folder)();
  });

  it('refuses a folder another running process holds, naming it', async () => {
    const other = idleProcess();
    try {
      writeFileSync(join(folder, LOCK_FILE), `${other.pid}\n`);
      expect(() => lockDataDir(folder)).toThrow(`já está aberto pelo processo ${other.pid}`);
      expect(readFileSync(join(folder, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const crashed = idleProcess();
    crashed.kill('SIGKILL');
    await once(crashed, 'exit');
    writeFileSync(join(folder, LOCK_FILE), `${crashed.pid}\n`);
    const release = lockDataDir(folder);
    expect(readFileSync(join(folder, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});

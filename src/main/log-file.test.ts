import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileLog, logFilePath } from './log-file';

describe('createFileLog', () => {
  it('writes timestamped lines under logs/ of the user data folder and rotates when full', () => {
    const path = logFilePath(mkdtempSync(join(tmpdir(), 'doca-log-')));
    expect(path).toMatch(/logs[/\\]doca\.log$/);
    const log = createFileLog(path, { maxBytes: 100, now: () => new Date('2026-11-20T12:00:00Z') });
    log('reader fixo connected');
    expect(readFileSync(path, 'utf8')).toBe('2026-11-20T12:00:00.000Z reader fixo connected\n');
    log('x'.repeat(80));
    expect(readFileSync(path.replace('doca.log', 'doca.1.log'), 'utf8')).toMatch(/reader fixo/);
    expect(readFileSync(path, 'utf8')).toMatch(/x{80}/);
    expect(existsSync(path)).toBe(true);
  });
});

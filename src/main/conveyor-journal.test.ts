import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as nodeFs from 'node:fs';
import { openReadJournal } from './conveyor-journal';
import { recordFault } from '../../tests/support/fault-report';

const journalPath = () => join(mkdtempSync(join(tmpdir(), 'doca-journal-')), 'conveyor', 'reads.jsonl');
const at = new Date('2026-11-20T12:00:00Z');

describe('openReadJournal', () => {
  it('keeps unacknowledged reads in order across a restart', () => {
    const path = journalPath();
    const first = openReadJournal(path);
    const a = first.append('A', at);
    first.append('B', at);
    first.append('C', at);
    first.ack(a.id);
    first.close();

    const second = openReadJournal(path);
    expect(second.pending().map((read) => read.tag)).toEqual(['B', 'C']);
    second.close();
  });

  it('empties the file once everything is acknowledged, and ignores a repeated ack', () => {
    const path = journalPath();
    const journal = openReadJournal(path);
    const read = journal.append('A', at);
    journal.ack(read.id);
    journal.ack(read.id);
    expect(readFileSync(path, 'utf8')).toBe('');
    journal.close();
  });

  it('skips a line torn by a power cut', () => {
    const path = journalPath();
    const journal = openReadJournal(path);
    journal.append('A', at);
    journal.close();
    appendFileSync(path, '{"t":"read","id":"x","ta');
    const reopened = openReadJournal(path);
    expect(reopened.pending().map((read) => read.tag)).toEqual(['A']);
    reopened.append('B', at);
    reopened.close();
    expect(openReadJournal(path).pending().map((read) => read.tag)).toEqual(['A', 'B']);
  });
});

describe('a full disk', () => {
  /** The real file system, whose disk is full while `full` is true. */
  function fillableFs() {
    const state = { full: false };
    const fs = {
      ...nodeFs,
      writeSync: ((...args: Parameters<typeof nodeFs.writeSync>) => {
        if (state.full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return (nodeFs.writeSync as (...all: unknown[]) => number)(...args);
      }) as typeof nodeFs.writeSync,
    };
    return { fs, state };
  }

  it('keeps a read the disk refuses in memory, says so, and writes it once the disk takes it (issue 17)', () => {
    const path = journalPath();
    const { fs, state } = fillableFs();
    const journal = openReadJournal(path, undefined, fs);
    journal.append('A', at);
    state.full = true;
    const refused = journal.append('B', at);
    expect(journal.pending().map((read) => read.tag)).toEqual(['A', 'B']);
    expect(journal.unsaved()).toBe(1);

    state.full = false;
    expect(journal.unsaved()).toBe(0);
    journal.close();
    const reopened = openReadJournal(path);
    expect(reopened.pending().map((read) => read.id)).toContain(refused.id);
    expect(reopened.pending().map((read) => read.tag)).toEqual(['A', 'B']);
    reopened.close();
    recordFault({ kind: 'full disk under the station journal', lost: { reads: 2 - reopened.pending().length } });
  });

  it('never throws on an ack the disk refuses, and an acknowledged unsaved read is simply gone', () => {
    const { fs, state } = fillableFs();
    const journal = openReadJournal(journalPath(), undefined, fs);
    journal.append('A', at);
    state.full = true;
    const b = journal.append('B', at);
    const c = journal.append('C', at);
    expect(() => journal.ack(b.id)).not.toThrow();
    expect(journal.unsaved()).toBe(1);
    expect(journal.pending().map((read) => read.id)).toEqual([expect.any(String), c.id]);
    journal.close();
  });
});

import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openReadJournal } from './conveyor-journal';

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

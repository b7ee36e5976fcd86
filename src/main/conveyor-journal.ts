// The conveyor link's journal: every fixed-reader code is written to disk before it is
// sent, and marked done when the server acknowledges it, so a read survives the server
// being away, the network dropping and the station restarting. An append-only file of
// JSON lines ("read" then, later, "ack"), each read fsynced; a line cut short by a power
// cut is the last one and is skipped. When nothing is pending the file is emptied.
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export interface JournalRead {
  id: string;
  tag: string;
  /** ISO time of the read. */
  at: string;
}

type Line = ({ t: 'read' } & JournalRead) | { t: 'ack'; id: string };

export interface ReadJournal {
  /** Stores a new read; returns it with its unique id. */
  append(tag: string, at: Date): JournalRead;
  /** Marks a read as delivered; acknowledging twice is harmless. */
  ack(id: string): void;
  /** Reads not yet acknowledged, oldest first. */
  pending(): JournalRead[];
  /** The oldest unacknowledged read, without copying the backlog. */
  oldest(): JournalRead | undefined;
  /** How many reads wait for an acknowledgement. */
  size(): number;
  close(): void;
}

function parseLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    try {
      lines.push(JSON.parse(raw) as Line);
    } catch {
      // A torn last line (power cut mid-write): the read was never acknowledged by anyone.
    }
  }
  return lines;
}

export function openReadJournal(path: string, newId: () => string = randomUUID): ReadJournal {
  mkdirSync(dirname(path), { recursive: true });
  const pending = new Map<string, JournalRead>();
  if (existsSync(path)) {
    for (const line of parseLines(readFileSync(path, 'utf8'))) {
      if (line.t === 'read') pending.set(line.id, { id: line.id, tag: line.tag, at: line.at });
      else pending.delete(line.id);
    }
  }
  const fd = openSync(path, 'a+');
  // A read is fsynced before it is sent: losing one would lose a box. An ack is not: if a
  // power cut loses it, the read is sent again and the engine knows its read_id.
  const write = (line: Line, durable = true) => {
    writeSync(fd, `${JSON.stringify(line)}\n`);
    if (durable) fsyncSync(fd);
  };
  // Start each run with only what is still pending (also drops a torn line).
  ftruncateSync(fd, 0);
  for (const read of pending.values()) write({ t: 'read', ...read });

  return {
    append(tag, at) {
      const read = { id: newId(), tag, at: at.toISOString() };
      write({ t: 'read', ...read });
      pending.set(read.id, read);
      return read;
    },
    ack(id) {
      if (!pending.delete(id)) return;
      if (pending.size === 0) ftruncateSync(fd, 0);
      else write({ t: 'ack', id }, false);
    },
    pending: () => [...pending.values()],
    oldest: () => pending.values().next().value,
    size: () => pending.size,
    close: () => closeSync(fd),
  };
}

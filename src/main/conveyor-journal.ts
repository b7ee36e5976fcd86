// The conveyor link's journal: every fixed-reader code is written to disk before it is
// sent, and marked done when the server acknowledges it, so a read survives the server
// being away, the network dropping and the station restarting. An append-only file of
// JSON lines ("read" then, later, "ack"), each read fsynced; a line cut short by a power
// cut is the last one and is skipped. When nothing is pending the file is emptied.
// A read the disk refuses (full, failing) is kept in memory and still sent: the screen says
// how many live only in memory, and they are written as soon as a write succeeds again.
import { randomUUID } from 'node:crypto';
import * as nodeFs from 'node:fs';
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
  /** How many of them the disk refused: kept only in memory until a write succeeds. */
  unsaved(): number;
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

/** The file calls the journal makes; tests hand in one whose disk fills up. */
export type JournalFs = Pick<typeof nodeFs, 'closeSync' | 'existsSync' | 'fsyncSync' | 'ftruncateSync' | 'mkdirSync' | 'openSync' | 'readFileSync' | 'writeSync'>;

export function openReadJournal(path: string, newId: () => string = randomUUID, fs: JournalFs = nodeFs): ReadJournal {
  fs.mkdirSync(dirname(path), { recursive: true });
  const pending = new Map<string, JournalRead>();
  if (fs.existsSync(path)) {
    for (const line of parseLines(fs.readFileSync(path, 'utf8'))) {
      if (line.t === 'read') pending.set(line.id, { id: line.id, tag: line.tag, at: line.at });
      else pending.delete(line.id);
    }
  }
  const fd = fs.openSync(path, 'a+');
  /** Reads the disk refused, oldest first: written before anything else once it takes writes. */
  const unsaved = new Map<string, JournalRead>();
  // A read is fsynced before it is sent: losing one would lose a box. An ack is not: if a
  // power cut loses it, the read is sent again and the engine knows its read_id.
  const write = (line: Line, durable = true) => {
    fs.writeSync(fd, `${JSON.stringify(line)}\n`);
    if (durable) fs.fsyncSync(fd);
  };
  /** Writes the reads the disk refused before; false while it still refuses. */
  const saveUnsaved = (): boolean => {
    try {
      for (const read of unsaved.values()) {
        write({ t: 'read', ...read });
        unsaved.delete(read.id);
      }
      return true;
    } catch {
      return false;
    }
  };
  // Start each run with only what is still pending (also drops a torn line).
  fs.ftruncateSync(fd, 0);
  for (const read of pending.values()) write({ t: 'read', ...read });

  return {
    append(tag, at) {
      const read = { id: newId(), tag, at: at.toISOString() };
      pending.set(read.id, read);
      unsaved.set(read.id, read);
      saveUnsaved();
      return read;
    },
    ack(id) {
      if (!pending.delete(id)) return;
      unsaved.delete(id);
      try {
        if (pending.size === 0) fs.ftruncateSync(fd, 0);
        else if (saveUnsaved()) write({ t: 'ack', id }, false);
      } catch {
        // An ack the disk refuses: after a restart the read is sent again, and the server
        // knows its read_id.
      }
    },
    pending: () => [...pending.values()],
    oldest: () => pending.values().next().value,
    size: () => pending.size,
    unsaved: () => {
      saveUnsaved();
      return unsaved.size;
    },
    close: () => fs.closeSync(fd),
  };
}

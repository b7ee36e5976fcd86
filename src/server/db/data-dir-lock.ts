// One embedded database folder, one server. PGlite takes no lock on its folder: a second
// process opening it (a second `npm start`, `npm run demo:reset` under a running server)
// writes beside the first and leaves the folder unreadable ("RuntimeError: Aborted()" on
// the next start), losing the centre's day. PostgreSQL refuses this with postmaster.pid;
// this is the same rule for PGlite: a lock file in the folder naming the process that holds
// it. A lock whose process is gone (a crash, a power cut) is taken over.
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'doca.lock';

/** Folders this process holds, so it never opens one twice either. */
const heldHere = new Set<string>();

export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    const who = pid === process.pid ? 'por este mesmo processo' : `pelo processo ${pid}`;
    super(
      `O banco de dados em ${dataDir} já está aberto ${who} (outro servidor Doca?). ` +
        `Feche-o antes de abrir este. Se nenhum estiver rodando, apague ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUse';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the lock file only if there is none (O_EXCL): two openers never both win. */
function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the folder for this process, or throws DataDirInUse. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirInUse(dataDir, process.pid);
  if (!tryCreate(path)) {
    const holder = holderOf(path);
    // Our own pid in a file we do not hold: a previous process that had our pid crashed.
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUse(dataDir, holder);
    // Two processes taking over one stale lock at the same instant could both pass here;
    // a crashed server restarted twice at once is the only way to get there.
    rmSync(path, { force: true });
    if (!tryCreate(path)) throw new DataDirInUse(dataDir, holderOf(path) ?? 0);
  }
  heldHere.add(path);
  const releaseAtExit = () => rmSync(path, { force: true });
  process.once('exit', releaseAtExit);
  return () => {
    if (!heldHere.delete(path)) return;
    process.off('exit', releaseAtExit);
    rmSync(path, { force: true });
  };
}

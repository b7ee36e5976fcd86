// The station's log: one line per event in `logs/doca.log` inside the user data folder
// (~/.config/Doca/logs on Linux, %APPDATA%\Doca\logs on Windows), where a support person
// finds it. When it passes maxBytes it is renamed to doca.1.log (the previous one is
// dropped), so a kiosk running for months never fills its disk.
import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface FileLogOptions {
  maxBytes?: number;
  now?: () => Date;
  /** Also printed here (the console of `electron .` during development). */
  echo?: (line: string) => void;
}

export function logFilePath(userDataDir: string): string {
  return join(userDataDir, 'logs', 'doca.log');
}

export function createFileLog(path: string, { maxBytes = 5 * 1024 * 1024, now = () => new Date(), echo }: FileLogOptions = {}): (message: string) => void {
  mkdirSync(dirname(path), { recursive: true });
  const previous = path.replace(/\.log$/, '.1.log');
  let size = existsSync(path) ? statSync(path).size : 0;
  return (message) => {
    const line = `${now().toISOString()} ${message}\n`;
    echo?.(line.trimEnd());
    try {
      if (size + line.length > maxBytes && size > 0) {
        rmSync(previous, { force: true });
        renameSync(path, previous);
        size = 0;
      }
      appendFileSync(path, line);
      size += Buffer.byteLength(line);
    } catch {
      // A full or read-only disk must not stop the station; the console still has the line.
    }
  };
}

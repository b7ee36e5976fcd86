// The station owner's code (issue 19): the station's settings change from its page only with
// it, checked here in the main process, because any script that gets into the page (a
// cross-site script, a man in the middle of a plain-http server) can call the bridge. Only a
// hash is kept in station.json. IT sets it by writing `"adminCode": "…"` in the file, which
// becomes its hash at the next start; a station without one gets a random code at its first
// start, written only to the station's log file, where the page cannot read it.
import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

/** Cheaper than people's passwords (it is checked rarely, on a machine the owner holds), and the tries are throttled. */
const COST = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;

export function hashAdminCode(code: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(code, salt, KEY_LENGTH, COST);
  return ['scrypt', salt.toString('base64'), hash.toString('base64')].join('$');
}

export function adminCodeMatches(code: string, stored: string): boolean {
  const [algorithm, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(code, Buffer.from(salt, 'base64'), KEY_LENGTH, COST);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Eight digits: typed on a kiosk's keyboard, and a wrong guess waits (createAdminCodeCheck). */
export function newAdminCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

export interface SettledAdminCode {
  stored: Record<string, unknown>;
  /** Whether the stored object changed and must be written back. */
  changed: boolean;
  /** A code made now, to be written to the log once. */
  created?: string;
}

/** A plain `adminCode` written by IT becomes its hash; a station without any gets a new code. */
export function settleAdminCode(stored: Record<string, unknown>): SettledAdminCode {
  const { adminCode, ...rest } = stored;
  if (typeof adminCode === 'string' && adminCode.trim() !== '') {
    return { stored: { ...rest, adminCodeHash: hashAdminCode(adminCode.trim()) }, changed: true };
  }
  if (typeof rest.adminCodeHash === 'string') return { stored: rest, changed: adminCode !== undefined };
  const created = newAdminCode();
  return { stored: { ...rest, adminCodeHash: hashAdminCode(created) }, changed: true, created };
}

export const WRONG_ADMIN_CODE = 'Código do administrador da estação incorreto.';
export const TOO_MANY_TRIES = 'Muitas tentativas com o código errado: espere um minuto.';
const MAX_WRONG_TRIES = 5;
const PAUSE_MS = 60_000;

/** Checks codes against the stored hash; after 5 wrong ones in a row, refuses every try for a minute. */
export function createAdminCodeCheck(now: () => number = Date.now): (code: string, stored: string | undefined) => void {
  let wrong = 0;
  let pausedUntil = 0;
  return (code, stored) => {
    if (now() < pausedUntil) throw new Error(TOO_MANY_TRIES);
    if (stored !== undefined && adminCodeMatches(code, stored)) {
      wrong = 0;
      return;
    }
    wrong += 1;
    if (wrong >= MAX_WRONG_TRIES) {
      wrong = 0;
      pausedUntil = now() + PAUSE_MS;
    }
    throw new Error(WRONG_ADMIN_CODE);
  };
}

// The signed-in user as GET /me last described them, kept beside the token: a reopened app
// draws its screens at once and checks the user in the background, instead of waiting a
// round trip before the first screen (bench/first-load.ts: 150 ms on a weak warehouse Wi-Fi,
// and a render more on a tablet's CPU). Only the screens read it: the server checks the token
// and its permissions on every call, and a rejected token signs the user out as before.
const KEY = 'doca.session';

export interface SessionSnapshot {
  userId: number;
  login: string;
  groups: string[];
}

interface Stored extends SessionSnapshot {
  /** The token the user was read with: another token (another sign-in) never reuses it. */
  token: string;
}

/** The user read with this token, if this browser kept one. */
export function readSnapshot(token: string): SessionSnapshot | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (!stored || stored.token !== token || !Array.isArray(stored.groups)) return null;
    return { userId: stored.userId, login: stored.login, groups: stored.groups };
  } catch {
    return null;
  }
}

export function saveSnapshot(token: string, snapshot: SessionSnapshot): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...snapshot, token } satisfies Stored));
  } catch {
    // No storage (a locked-down browser): the app asks GET /me at every start, as before.
  }
}

export function clearSnapshot(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

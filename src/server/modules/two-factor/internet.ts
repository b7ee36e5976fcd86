// Whether the centre reaches the internet: a local two-factor authentication may be created
// and used only while it does not (spec/panel.md §6). One probe per server at most every 60 s.
import type { AppContext } from '../../context';

export const INTERNET_CHECK_INTERVAL_MS = 60_000;
const PROBE_TIMEOUT_MS = 3_000;

export interface InternetState {
  online: boolean;
  checkedAt: Date;
}

const lastChecks = new WeakMap<AppContext, InternetState>();

async function probe(url: string): Promise<boolean> {
  try {
    const reply = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return reply.status < 500;
  } catch {
    return false;
  }
}

/** The last probe's answer while it is fresh, else a new probe; no address means online. */
export async function internetState(app: AppContext, options: { fresh?: boolean } = {}): Promise<InternetState> {
  const url = app.config.internetCheckUrl;
  if (!url) return { online: true, checkedAt: app.now() };
  const last = lastChecks.get(app);
  if (!options.fresh && last && app.now().getTime() - last.checkedAt.getTime() < INTERNET_CHECK_INTERVAL_MS) return last;
  const state = { online: await probe(url), checkedAt: app.now() };
  lastChecks.set(app, state);
  return state;
}

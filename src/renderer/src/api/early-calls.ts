// GET calls a page starts before the app's code has loaded (boot.ts), for the screen at its
// address: on a tablet the app's code takes a few hundred ms to evaluate, and these round
// trips run meanwhile instead of after it; a page the server drew carries its answers, and
// those are not asked again (keepEarly). call() takes each answer once; an answer that
// failed, is older than EARLY_ANSWER_TTL_MS or was asked with another token is not used, and
// the call is made again the usual way.
import { WEB_BUILD_HEADER } from '@shared/contract/web-build';
import { noticeServerBuild } from './server-build';

const EARLY_ANSWER_TTL_MS = 10_000;

interface Started {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const started = new Map<string, Started>();

/** Starts `GET url` with the bearer token; its JSON body is kept for call(). */
export function startEarly(url: string, token: string): void {
  const answer = fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((response) => {
    // The first replies of a morning's opening: a page of the build before an update reloads here.
    noticeServerBuild(response.headers.get(WEB_BUILD_HEADER));
    return response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`early ${url}: ${response.status}`));
  });
  // Taken later, or never: a failure here is not an unhandled rejection.
  answer.catch(() => undefined);
  started.set(url, { token, at: Date.now(), answer });
}

/** An answer to `GET url` the page already carries (the picking screen the server drew), kept for call(). */
export function keepEarly(url: string, token: string, body: unknown): void {
  started.set(url, { token, at: Date.now(), answer: Promise.resolve(body) });
}

/** The early answer to `GET url`, once, if one was started with this token and is still fresh. */
export function takeEarly(url: string, token: string | undefined): Promise<unknown> | undefined {
  const found = started.get(url);
  if (!found) return undefined;
  started.delete(url);
  if (found.token !== token || Date.now() - found.at > EARLY_ANSWER_TTL_MS) return undefined;
  return found.answer;
}

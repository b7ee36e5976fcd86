// The page's first module: for a signed-in user it starts the first screen's calls and code
// (boot-plan.ts), then loads the app, so the round trips run while the app's code arrives and
// evaluates.
import { STALE_PAGE_LISTENER } from '@shared/contract/web-build';
import { FIRST_SCREEN_ANSWERS_ID, FIRST_SCREEN_ID } from '@shared/first-screen';
import { keepEarly, startEarly } from './api/early-calls';
import { getToken } from './api/token';
import { bootPlan } from './boot-plan';

/** The answers a page the server drew carries, by path (server/http/first-screen.ts); none elsewhere. */
function answersInPage(): Record<string, unknown> {
  const block = document.getElementById(FIRST_SCREEN_ANSWERS_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const token = getToken();
const plan = token ? bootPlan(window.location.pathname) : undefined;
if (token && plan) {
  const carried = answersInPage();
  for (const [url, body] of Object.entries(carried)) keepEarly(url, token, body);
  for (const url of plan.calls) if (!(url in carried)) startEarly(url, token);
}

/**
 * The app's code is in: from now on a file that fails to load is the app's to answer, not a
 * sign of a page kept from a build that is gone (STALE_PAGE_SCRIPT, whose reload this ends).
 */
function endStalePageRescue(): void {
  const listener = (window as unknown as Record<string, EventListener | undefined>)[STALE_PAGE_LISTENER];
  if (listener) removeEventListener('error', listener, true);
}

function startApp(): void {
  // Its failure shows when the router asks for it again.
  plan?.page?.().catch(() => undefined);
  void import('./main').then(endStalePageRescue);
}

// On the picking screen the server drew (server/http/first-screen.ts) the app starts once that
// screen is painted: evaluating the app's code first would hold its first frame back. A page
// out of sight paints no frame, and starts at once.
if (document.getElementById(FIRST_SCREEN_ID) && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  startApp();
}

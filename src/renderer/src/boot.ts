// The page's first module: for a signed-in user it takes over the first screen's calls that
// index.html's inline script started (or starts them, where it did not run) and asks for the
// screen's code (boot-plan.ts), then loads the app, so the round trips run while the app's
// code arrives and evaluates.
import { adoptInlineEarly, startEarly } from './api/early-calls';
import { getToken } from './api/token';
import { bootPlan } from './boot-plan';

const token = getToken();
if (token) {
  const plan = bootPlan(window.location.pathname);
  const started = adoptInlineEarly();
  for (const url of plan.calls) if (!started.has(url)) startEarly(url, token);
  // Its failure shows when the router asks for it again.
  plan.page?.().catch(() => undefined);
}
void import('./main');

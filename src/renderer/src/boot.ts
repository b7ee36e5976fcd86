// The page's first module: for a signed-in user it starts the first screen's calls and code
// (boot-plan.ts), then loads the app, so the round trips run while the app's code arrives and
// evaluates.
import { startEarly } from './api/early-calls';
import { getToken } from './api/token';
import { bootPlan } from './boot-plan';

const token = getToken();
if (token) {
  const plan = bootPlan(window.location.pathname);
  for (const url of plan.calls) startEarly(url, token);
  // Its failure shows when the router asks for it again.
  plan.page?.().catch(() => undefined);
}
void import('./main');

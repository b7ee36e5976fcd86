// The app's first render waits, within a bound, for what its first screen shows: the router's
// lazy route of the address, and for a screen of boot-plan.ts that prepares its first render
// (the picking screen: the held order), that preparation. On a tablet's 4x slower CPU each
// render before the screen's own (the shell with a placeholder, then the screen) cost a few
// hundred ms of render, style and layout before the picker could scan (bench/first-load.ts);
// the calls themselves were started by boot.ts and are mostly answered by the time the code
// has evaluated. Past the bound the app renders as it is and the screen shows its placeholder.
import { getToken } from './api/token';
import { routerInitialized, type AppRouter } from './app/router';
import { bootPlan, type ScreenPlan } from './boot-plan';

/** The longest the first render waits for its screen's data: past it, a placeholder is better than a blank page. */
export const FIRST_RENDER_WAIT_MS = 1500;

async function screenPrepared({ page }: Pick<ScreenPlan, 'page'>): Promise<void> {
  if (!page || !getToken()) return;
  const screen = await page();
  await screen.prepareFirstRender?.();
}

/** Resolves when the first screen can render whole, or after FIRST_RENDER_WAIT_MS; never rejects. */
export function firstScreenReady(router: AppRouter, plan: Pick<ScreenPlan, 'page'> = bootPlan(window.location.pathname)): Promise<void> {
  const ready = Promise.all([routerInitialized(router), screenPrepared(plan)]).then(
    () => undefined,
    () => undefined,
  );
  const bound = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  return Promise.race([ready, bound]);
}

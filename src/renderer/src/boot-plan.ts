// What a page starts before the app's code has loaded, by the address it opens (boot.ts):
// the GET calls its first screen makes (shared/early-boot.ts, which index.html's inline script
// starts too) and, for the pickers' screen, that screen's code. This module stays a few
// hundred bytes: importing the contract would wait for every schema.
import { EARLY_CALLS_BY_PATH, EVERY_SCREEN_CALLS, earlyCallsAt } from '@shared/early-boot';

interface ScreenPlan {
  calls: string[];
  /** The screen's code, fetched beside the app's instead of after it. */
  page?: () => Promise<unknown>;
}

/** The screens whose code is fetched beside the app's: the pickers', opened every morning. */
const PAGE_BY_PATH: Record<string, () => Promise<unknown>> = {
  '/operacao/separacao/pedido': () => import('./features/operator/picking/PickingPage'),
};

/** The calls and code to start at `pathname` for a signed-in user. */
export function bootPlan(pathname: string): ScreenPlan {
  return { calls: earlyCallsAt(pathname), page: PAGE_BY_PATH[pathname] };
}

export const EARLY_CALLS = [...EVERY_SCREEN_CALLS, ...Object.values(EARLY_CALLS_BY_PATH).flat()];

// What a page starts before the app's code has loaded, by the address it opens (boot.ts):
// the GET calls its first screen makes and, for the pickers' screen, that screen's code. The
// paths are the contract's (boot-plan.test.ts checks them), written out so that this module
// stays a few hundred bytes: importing the contract would wait for zod and every schema.

/** Every signed-in screen: who the user is (the session), and the centre's name (the header). */
const EVERY_SCREEN = ['/api/carambola/me/', '/api/centre'];

interface ScreenPlan {
  calls: string[];
  /** The screen's code, fetched beside the app's instead of after it. */
  page?: () => Promise<unknown>;
}

/** The pickers' screens, where a tablet opens the app every morning (bench/first-load.ts). */
export const EARLY_BY_PATH: Record<string, ScreenPlan> = {
  '/operacao/separacao/pedido': {
    calls: ['/api/carambola/separation/separation-work/recovery'],
    page: () => import('./features/operator/picking/PickingPage'),
  },
};

/** The calls and code to start at `pathname` for a signed-in user. */
export function bootPlan(pathname: string): ScreenPlan {
  const screen = EARLY_BY_PATH[pathname];
  return { calls: [...EVERY_SCREEN, ...(screen?.calls ?? [])], page: screen?.page };
}

export const EARLY_CALLS = [...EVERY_SCREEN, ...Object.values(EARLY_BY_PATH).flatMap((screen) => screen.calls)];

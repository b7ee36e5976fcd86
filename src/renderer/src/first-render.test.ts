import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from './app/router';
import { FIRST_RENDER_WAIT_MS, firstScreenReady } from './first-render';

/** A router whose first address's lazy routes load when `load()` is called. */
function routerLoading() {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized: false },
    subscribe: (listener: (state: { initialized: boolean }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const load = () => {
    router.state = { initialized: true };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router: router as unknown as AppRouter, load };
}

/** A promise with its resolve, and whether it has settled. */
function settles<T>(promise: Promise<T>) {
  const seen = { done: false };
  void promise.then(() => (seen.done = true));
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', { cookie: 'token=t1' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the app's first render", () => {
  it("waits for the address's lazy routes and for what its screen shows first", async () => {
    const { router, load } = routerLoading();
    let prepared!: () => void;
    const prepareFirstRender = vi.fn(() => new Promise<void>((resolve) => (prepared = resolve)));
    const ready = settles(firstScreenReady(router, { page: async () => ({ prepareFirstRender }) }));
    await vi.advanceTimersByTimeAsync(10);
    expect(prepareFirstRender).toHaveBeenCalledTimes(1);
    load();
    await vi.advanceTimersByTimeAsync(10);
    expect(ready.done).toBe(false);
    prepared();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready.done).toBe(true);
  });

  it('waits FIRST_RENDER_WAIT_MS at most: a slow answer leaves the screen its placeholder, not a blank page', async () => {
    const { router, load } = routerLoading();
    load();
    const ready = settles(firstScreenReady(router, { page: async () => ({ prepareFirstRender: () => new Promise(() => undefined) }) }));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(ready.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready.done).toBe(true);
  });

  it('renders at once after a failed preparation, and prepares nothing for a signed-out user', async () => {
    const { router, load } = routerLoading();
    load();
    const failing = settles(firstScreenReady(router, { page: async () => ({ prepareFirstRender: () => Promise.reject(new Error('Sem conexão')) }) }));
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.done).toBe(true);

    vi.stubGlobal('document', { cookie: '' });
    const prepareFirstRender = vi.fn(async () => undefined);
    await firstScreenReady(router, { page: async () => ({ prepareFirstRender }) });
    expect(prepareFirstRender).not.toHaveBeenCalled();
  });
});

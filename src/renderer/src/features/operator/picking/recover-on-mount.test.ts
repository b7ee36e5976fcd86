import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverBeforeFirstRender, recoverOnMount, usePicking } from './picking-store';

const originalRecover = usePicking.getState().recover;

afterEach(() => usePicking.setState({ recover: originalRecover }));

describe("the picking screen's held order", () => {
  it('is recovered once when the app recovered it before its first render, and again at every later mount', async () => {
    const recover = vi.fn(async () => undefined);
    usePicking.setState({ recover });
    await recoverBeforeFirstRender();
    recoverOnMount();
    expect(recover).toHaveBeenCalledTimes(1);
    // The picker leaves the screen and comes back: what the server holds now is read.
    recoverOnMount();
    expect(recover).toHaveBeenCalledTimes(2);
  });

  it('is recovered by the mount when the app opened elsewhere', () => {
    const recover = vi.fn(async () => undefined);
    usePicking.setState({ recover });
    recoverOnMount();
    expect(recover).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createServerStatusFeed } from './server-status';

describe('createServerStatusFeed', () => {
  it('keeps the latest status and tells subscribers until they leave', () => {
    const feed = createServerStatusFeed({ state: 'starting' });
    const listener = vi.fn();
    const unsubscribe = feed.subscribe(listener);

    feed.set({ state: 'running', url: 'http://127.0.0.1:3000' });
    expect(feed.current()).toEqual({ state: 'running', url: 'http://127.0.0.1:3000' });
    expect(listener).toHaveBeenCalledWith({ state: 'running', url: 'http://127.0.0.1:3000' });

    unsubscribe();
    unsubscribe();
    feed.set({ state: 'stopping' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

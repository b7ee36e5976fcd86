import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from './retry';

afterEach(() => vi.useRealTimers());

describe('withRetries', () => {
  it('tries three times, three seconds apart, and fails with the last error', async () => {
    vi.useFakeTimers();
    const load = vi.fn((_signal: AbortSignal) => Promise.reject(new Error(`falha ${load.mock.calls.length}`)));
    const result = withRetries(load, 3, 3000)(new AbortController().signal).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(2999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toBe('falha 3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers with the first try that succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const result = withRetries(() => (++calls < 2 ? Promise.reject(new Error('rede')) : Promise.resolve('ok')), 3, 3000)(new AbortController().signal);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toBe('ok');
    expect(calls).toBe(2);
  });

  it('stops at once when the screen goes away', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const load = vi.fn(() => Promise.reject(new Error('rede')));
    const result = withRetries(load, 3, 3000)(controller.signal).catch(() => 'stopped');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toBe('stopped');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

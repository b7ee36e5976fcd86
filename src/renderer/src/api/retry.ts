// A load tried again before it fails aloud (spec/operator.md §9: the settings are "retried 3
// times, 3 s apart, then error"): a tablet on a weak Wi-Fi often gets the second try through.
// An abort (the screen went away) is never retried.

/** `load`, tried up to `tries` times, `delayMs` apart; the last failure is the one thrown. */
export function withRetries<T>(load: (signal: AbortSignal) => Promise<T>, tries: number, delayMs: number): (signal: AbortSignal) => Promise<T> {
  return async (signal) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load(signal);
      } catch (error) {
        if (signal.aborted || attempt >= tries) throw error;
        await pause(delayMs, signal);
      }
    }
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    }, { once: true });
  });
}

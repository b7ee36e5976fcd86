// Work a screen wants done soon but not in the frames the user is waiting for: run once after
// the component mounts, when the browser has nothing else to do (or after a short delay where
// it cannot tell: Safari has no requestIdleCallback).
import { useEffect } from 'react';

const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_DELAY_MS = 200;

export function useWhenIdle(work: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(work, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [work]);
}

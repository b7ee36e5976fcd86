// Data a screen loads from the server: loaded on mount and on reload(), the request aborted
// when the screen goes away, a failure shown as a popup with the screen's title and kept as
// `failed` so the screen can offer to try again (spec/panel.md §8: aborted requests are silent).
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
  reload(): void;
  /** Loads again in the background: a failure is not shown (a live update, a poll). */
  refresh(): void;
}

/**
 * `load` must be stable (a module-level function or a memoised one): a new one loads again.
 * `refreshMs` reloads in the background; background failures are not shown again.
 */
export function useLoaded<T>(
  load: (signal: AbortSignal) => Promise<T>,
  errorTitle: string,
  options: { refreshMs?: number } = {},
): Loaded<T> {
  const [state, setState] = useState<{ data?: T; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState({ count: 0, background: false });
  const reload = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, background: false })), []);
  const refresh = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, background: true })), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ data, failed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, failed: true }));
        if (!attempt.background) popup.error(failureMessage(error), { title: errorTitle });
      },
    );
    return () => controller.abort();
  }, [load, errorTitle, attempt]);

  const { refreshMs } = options;
  useEffect(() => {
    if (!refreshMs) return;
    const timer = setInterval(refresh, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs, refresh]);

  return { data: state.data, failed: state.failed, reload, refresh };
}

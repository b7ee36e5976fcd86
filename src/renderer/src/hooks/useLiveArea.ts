// Data of a panel area that follows the floor: loaded on mount and when `load` changes,
// loaded again in the background when the server says the area changed (panelChanged on the
// live socket), and polled every `pollMs` (the spec's interval) only while the live socket
// is down; and once the socket has joined the panel's room (a change pushed before then
// never reached it). A failure is shown once with the screen's title until a load succeeds again
// (spec/panel.md §8: errors of background polls are not repeated; aborted ones are silent).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveServerToClient } from '@shared/contract/events';
import { failureMessage } from '@renderer/api/http';
import { useLiveConnected, useLiveEvent, useLiveJoined } from '@renderer/api/live';
import { popup } from '@renderer/components/popups';

export type PanelArea = Parameters<LiveServerToClient['panelChanged']>[0]['area'];

export interface LiveArea<T> {
  data: T | undefined;
  failed: boolean;
  /** Loads again now (after the screen's own change). */
  reload(): void;
}

export function useLiveArea<T>(
  load: (signal: AbortSignal) => Promise<T>,
  area: PanelArea,
  errorTitle: string,
  pollMs: number,
): LiveArea<T> {
  const [state, setState] = useState<{ data?: T; failed: boolean }>({ failed: false });
  const [version, setVersion] = useState(0);
  const warned = useRef(false);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        warned.current = false;
        setState({ data, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, failed: true }));
        if (!warned.current) popup.error(failureMessage(error), { title: errorTitle });
        warned.current = true;
      },
    );
    return () => controller.abort();
  }, [load, errorTitle, version]);

  useLiveEvent(
    'panelChanged',
    (payload) => {
      if (payload.area === area) reload();
    },
    'panel',
  );

  // Changes pushed before the socket joined the panel's room never reached this screen: load
  // again once it has (after the first load, and after every reconnection).
  useLiveJoined('panel', reload);

  const connected = useLiveConnected();
  useEffect(() => {
    if (connected) return;
    const timer = setInterval(reload, pollMs);
    return () => clearInterval(timer);
  }, [connected, pollMs, reload]);

  return { data: state.data, failed: state.failed, reload };
}

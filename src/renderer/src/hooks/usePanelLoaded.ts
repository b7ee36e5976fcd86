// Data of a panel screen that follows the floor: loaded like useLoaded, loaded again in the
// background whenever the server says its area changed (panelChanged on the live socket,
// docs/dashboard.md), and polled at the spec's interval only while the live socket is down.
import { useEffect } from 'react';
import type { LiveServerToClient } from '@shared/contract/events';
import { useLiveConnected, useLiveEvent } from '@renderer/api/live';
import { useLoaded, type Loaded } from './useLoaded';

export type PanelArea = Parameters<LiveServerToClient['panelChanged']>[0]['area'];

export function usePanelLoaded<T>(
  load: (signal: AbortSignal) => Promise<T>,
  errorTitle: string,
  area: PanelArea,
  pollMs: number,
): Loaded<T> {
  const connected = useLiveConnected();
  const loaded = useLoaded(load, errorTitle, { refreshMs: connected ? undefined : pollMs });
  useLiveEvent(
    'panelChanged',
    (change) => {
      if (change.area === area) loaded.refresh();
    },
    'panel',
  );
  // Changes sent while the socket was down are lost: catch up once it is back.
  const { refresh } = loaded;
  useEffect(() => {
    if (connected) refresh();
  }, [connected, refresh]);
  return loaded;
}

// Live panel updates: after the floor changes something the panel shows, the 'panel' room
// of the live socket gets `panelChanged {area}` and the screens of that area refetch (the
// spec's polling is only their fallback while the socket is down). Which areas a call
// changes is declared on its endpoint (contract `changes`); other changes raise a
// panelChanged floor event (floor-events.ts).
//
// Bursts are coalesced per area: the first change is sent at once, later ones within
// COALESCE_MS become one more event at the end of the window, so a screen is never more
// than COALESCE_MS behind the floor and a busy floor costs at most 2 events per second per
// area.
import type { PanelArea } from '../../shared/contract/events';

export const COALESCE_MS = 500;

export interface PanelChanges {
  notify(areas: readonly PanelArea[]): void;
  close(): void;
}

/** A leading-and-trailing throttle per area over `emit`. */
export function createPanelChanges(emit: (area: PanelArea) => void, windowMs = COALESCE_MS): PanelChanges {
  const windows = new Map<PanelArea, { timer: NodeJS.Timeout; again: boolean }>();

  const open = (area: PanelArea) => {
    emit(area);
    const timer = setTimeout(() => {
      const state = windows.get(area);
      windows.delete(area);
      if (state?.again) open(area);
    }, windowMs);
    timer.unref();
    windows.set(area, { timer, again: false });
  };

  return {
    notify(areas) {
      for (const area of areas) {
        const state = windows.get(area);
        if (state) state.again = true;
        else open(area);
      }
    },
    close() {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
}

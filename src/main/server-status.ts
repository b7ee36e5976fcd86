// The server status the window shows: the latest value plus change listeners. Main pushes
// each change to the page (ipc.ts); a page that subscribes late reads the current value
// from getStationInfo first, so it never misses the state it starts in.
import type { ServerStatus, Unsubscribe } from '../shared/bridge';

export interface ServerStatusFeed {
  current(): ServerStatus;
  set(status: ServerStatus): void;
  subscribe(listener: (status: ServerStatus) => void): Unsubscribe;
}

export function createServerStatusFeed(initial: ServerStatus): ServerStatusFeed {
  let status = initial;
  const listeners = new Set<(status: ServerStatus) => void>();
  return {
    current: () => status,
    set(next) {
      status = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

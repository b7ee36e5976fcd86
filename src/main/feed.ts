// A tiny event source: listeners added and removed, every event handed to each. The main
// process fans device events (scans, reader and link states) out to the window with it.
import type { Unsubscribe } from '../shared/bridge';

export interface Feed<T> {
  emit(event: T): void;
  subscribe(listener: (event: T) => void): Unsubscribe;
}

export function createFeed<T>(): Feed<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

// `zustand` in the server's build of the first screen (tools/vite-first-screen.ts): a store's
// hook renders the state the store holds now. zustand's own renders a store's initial state
// on the server (its snapshot for hydration), and the first screen is drawn from stores
// seeded with the picker's order (render-on-server.tsx). The browser's build keeps zustand.
import { useSyncExternalStore } from 'react';
import type { create as zustandCreate } from 'zustand';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

export * from 'zustand/vanilla';

const whole = <S>(state: S) => state;

export function useStore<S, U>(api: StoreApi<S>, selector: (state: S) => U): U {
  const read = () => selector(api.getState());
  return useSyncExternalStore(api.subscribe, read, read);
}

function createBound<S>(initializer: StateCreator<S, [], []>) {
  const api = createStore(initializer);
  const useBound = <U>(selector: (state: S) => U = whole as (state: S) => U) => useStore(api, selector);
  return Object.assign(useBound, api);
}

/** zustand's `create`: `create(initializer)` or, curried for types, `create<S>()(initializer)`. */
export const create = (<S>(initializer?: StateCreator<S, [], []>) =>
  initializer ? createBound(initializer) : createBound) as unknown as typeof zustandCreate;

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it
 * rendered, true afterwards (and at once on pages the browser draws itself).
 * What depends on the visitor's own machine (its storage) waits for it, so
 * the first render in the browser matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

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

let hydratingServerPage = false;

/**
 * Said by the browser's start around hydrating a page the server rendered:
 * true before React takes the page over, false once it has (the page's
 * effects ran). StaticPart reads it when a part first appears.
 */
export function setHydratingServerPage(value: boolean): void {
  hydratingServerPage = value;
}

/** Whether what renders now is the hydration of the page the server sent. */
export function isHydratingServerPage(): boolean {
  return hydratingServerPage;
}

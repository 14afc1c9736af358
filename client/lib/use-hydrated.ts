import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the browser. A control
 * that needs JavaScript (a button that plays a video in place) renders only then; before, the page
 * shows what works without it (a plain link).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

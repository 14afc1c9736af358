import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Set once the document's first hydration has committed (the root layout's effect, which runs after
 * every effect below it). Until then this hook's client value equals its server value: React
 * re-renders synchronously, in one blocking task, every component whose useSyncExternalStore value
 * differs from the server's after hydrating, and it is the transition below that should do it.
 */
let documentHydrated = false;

/** The User Timing mark of that moment: when the page became interactive, in traces and benchmarks. */
const DOCUMENT_HYDRATED_MARK = 'document-hydrated';

/**
 * The same moment on the document element (`<html data-hydrated>`), for what reads the page rather
 * than its timeline: a test whose clock is faked sees no User Timing marks.
 */
export const DOCUMENT_HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markDocumentHydrated() {
  documentHydrated = true;
  performance.mark(DOCUMENT_HYDRATED_MARK);
  document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, '');
}

/**
 * False on the server and while the page hydrates, true once React runs in the browser. A control
 * that needs JavaScript (a button that plays a video in place) renders only then; before, the page
 * shows what works without it (a plain link).
 *
 * A component mounted by the browser (after a navigation) is enhanced from its first render. One that
 * hydrates server HTML switches in a transition after hydration: React renders the switch in slices
 * between the browser's other work instead of one blocking re-render of every control at once (an
 * episode's transcript has a time button per passage).
 */
export function useHydrated(): boolean {
  // The server snapshot is what hydration sees; a fresh client mount reads the client one.
  const mountedInBrowser = useSyncExternalStore(
    subscribe,
    () => documentHydrated,
    () => false,
  );
  const [enhanced, setEnhanced] = useState(mountedInBrowser);
  useEffect(() => {
    if (!enhanced) startTransition(() => setEnhanced(true));
  }, [enhanced]);
  return enhanced;
}

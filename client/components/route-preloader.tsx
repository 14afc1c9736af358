import { startTransition, useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';

/** A failed preload only logs (spec section 2); the page still loads on navigation. */
function logPreloadError(event: Event) {
  const target = event.target;
  if (target instanceof HTMLLinkElement && /prefetch|modulepreload/.test(target.rel)) {
    console.warn(`[preload] could not preload ${target.href}`);
  }
}

/** Runs `callback` when the browser is next idle (a timeout where there is no idle callback). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 0);
  return () => window.clearTimeout(id);
}

/**
 * Spec section 2: high-priority pages are preloaded at start, medium ones 2 s later; low ones only
 * on intent (nav links use prefetch="intent"); the delay comes with the pages. Runs in the browser
 * only, after hydration. The server passes only the pages of ROUTE_PRIORITIES that exist in this
 * build's route table.
 *
 * The page's own resources come first: preloading starts once the page has loaded and the browser is
 * idle. Pages are then added one per idle period: each page's preload links (its data and a dozen
 * module links) are inserted by a commit of their own, a short task, instead of one long task that
 * inserts every page's links at once while the visitor may be starting to interact.
 */
export function RoutePreloader({
  pages: { high, medium, mediumDelayMs } = { high: [], medium: [], mediumDelayMs: 0 },
}: {
  pages?: { high: readonly string[]; medium: readonly string[]; mediumDelayMs: number };
}) {
  const location = useLocation();
  const [started, setStarted] = useState(false);
  const [mediumDue, setMediumDue] = useState(false);
  // How many pages of the queue have their preload links rendered.
  const [shown, setShown] = useState(0);

  useEffect(() => {
    window.addEventListener('error', logPreloadError, true);
    let cancelIdle: (() => void) | undefined;
    let timer: number | undefined;
    const start = () => {
      cancelIdle = whenIdle(() => {
        setStarted(true);
        timer = window.setTimeout(() => setMediumDue(true), mediumDelayMs);
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle?.();
      window.clearTimeout(timer);
      window.removeEventListener('error', logPreloadError, true);
    };
  }, [mediumDelayMs]);

  const queue = [...high, ...(mediumDue ? medium : [])];
  const total = started ? queue.length : 0;
  useEffect(() => {
    if (shown >= total) return;
    // A transition: rendering the next page's links yields to the browser.
    return whenIdle(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, total]);

  const pages = queue.slice(0, Math.min(shown, total)).filter((page) => page !== location.pathname);
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}

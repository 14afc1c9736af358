import { startTransition, useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';

/** A failed preload only logs (spec section 2); the page still loads on navigation. */
function logPreloadError(event: Event) {
  const target = event.target;
  if (target instanceof HTMLLinkElement && /prefetch|modulepreload/.test(target.rel)) {
    console.warn(`[preload] could not preload ${target.href}`);
  }
}

/**
 * Spec section 2: high-priority pages are preloaded at start, medium ones 2 s later; low ones only
 * on intent (nav links use prefetch="intent"); the delay comes with the pages. Runs in the browser only, after hydration. The server
 * passes only the pages of ROUTE_PRIORITIES that exist in this build's route table.
 */
export function RoutePreloader({
  pages: { high, medium, mediumDelayMs } = { high: [], medium: [], mediumDelayMs: 0 },
}: {
  pages?: { high: readonly string[]; medium: readonly string[]; mediumDelayMs: number };
}) {
  const location = useLocation();
  const [stage, setStage] = useState<'none' | 'high' | 'medium'>('none');
  useEffect(() => {
    window.addEventListener('error', logPreloadError, true);
    let timer: number | undefined;
    let idle: number | undefined;
    // The page's own resources come first: preloading starts once the page has loaded and the
    // browser is idle (the preloads are high-priority requests and their modules are compiled).
    const start = () => {
      // A transition: rendering the preload links yields to the browser instead of one long task.
      const begin = () => {
        startTransition(() => setStage('high'));
        timer = window.setTimeout(() => startTransition(() => setStage('medium')), mediumDelayMs);
      };
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(begin, { timeout: 2000 });
      else timer = window.setTimeout(begin, 0);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      window.removeEventListener('error', logPreloadError, true);
    };
  }, [mediumDelayMs]);
  if (stage === 'none') return null;
  const pages = [...high, ...(stage === 'medium' ? medium : [])].filter((page) => page !== location.pathname);
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}

import { useEffect, useState } from 'react';
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
    setStage('high');
    const timer = window.setTimeout(() => setStage('medium'), mediumDelayMs);
    return () => {
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

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PagePreload } from '../../src/page-preload.ts';
import { afterLoadAndIdle } from '../lib/idle.ts';
import preloadWorkerUrl from '../lib/preload-worker.ts?worker&url';
import { type PreloadWorker, scheduleRoutePreloads } from '../lib/route-preloads.ts';

/** Every file the document already has or links (absolute URLs). */
function knownFiles(): Set<string> {
  const known = new Set<string>();
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[href], script[src]',
  ))
    known.add(element instanceof HTMLScriptElement ? element.src : element.href);
  return known;
}

/** The preload worker, or nothing (with a warning) where it cannot be created. A worker that fails
 * later (its script blocked or broken) is stopped by the scheduler (client/lib/route-preloads.ts). */
function createWorker(): PreloadWorker | undefined {
  if (typeof Worker !== 'function') return undefined;
  try {
    return new Worker(preloadWorkerUrl, { name: 'route-preloader' });
  } catch {
    console.warn('[preload] the preload worker could not be created');
    return undefined;
  }
}

/**
 * docs/product.md#navigation: high-priority pages are preloaded at start, medium ones 2 s later;
 * low ones only on intent (a link hovered, focused or touched prefetches its page); the delay comes
 * with the pages. Runs in the browser only, after hydration. The server passes only the pages of
 * ROUTE_PRIORITIES that exist in this build's route table, each with its data URL and route modules
 * (src/page-preload.ts).
 *
 * The page's own resources come first: preloading starts once the page has loaded and the browser is
 * idle. The files (each page's data, and the modules and stylesheets this document does not have)
 * are fetched by a worker (client/lib/preload-worker.ts) into the browser's HTTP cache, where a
 * client navigation finds them: nothing is inserted into the document and none of the page's code
 * runs on its thread. (A `<link rel="modulepreload">` per file, inserted a few per idle period, still
 * made tasks of 50–110 ms on a throttled phone, in 8 of 14 loads: docs/benchmarks.md.) The worker
 * ends once the medium pages are fetched (client/lib/route-preloads.ts). A failed preload only logs;
 * the page still loads on navigation.
 */
export function RoutePreloader({
  pages: { high, medium, mediumDelayMs } = { high: [], medium: [], mediumDelayMs: 0 },
}: {
  pages?: { high: readonly PagePreload[]; medium: readonly PagePreload[]; mediumDelayMs: number };
}) {
  const { pathname } = useLocation();
  const current = useRef(pathname);
  current.current = pathname;
  // Kept across runs of the effect: new page lists after a revalidation do not ask for a file again.
  const asked = useRef(new Set<string>());

  useEffect(
    () =>
      scheduleRoutePreloads({
        high,
        medium,
        mediumDelayMs,
        current: () => current.current,
        asked: asked.current,
        known: knownFiles,
        base: document.baseURI,
        createWorker,
        whenReady: afterLoadAndIdle,
      }),
    [high, medium, mediumDelayMs],
  );

  return null;
}

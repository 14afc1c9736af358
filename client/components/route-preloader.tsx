import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PagePreload } from '../../src/page-preload.ts';
import { afterLoadAndIdle } from '../lib/idle.ts';
import type { PreloadReport, PreloadRequest } from '../lib/preload-worker.ts';
import preloadWorkerUrl from '../lib/preload-worker.ts?worker&url';

/** A page's files to preload: its data, then its modules, then its stylesheets. */
function filesOf({ data, modules, styles }: PagePreload): string[] {
  return [...(data ? [data] : []), ...modules, ...styles];
}

/** Every file the document already has or links (absolute URLs). */
function knownFiles(): Set<string> {
  const known = new Set<string>();
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[href], script[src]',
  ))
    known.add(element instanceof HTMLScriptElement ? element.src : element.href);
  return known;
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
 * ends once the medium pages are fetched. A failed preload only logs; the page still loads on
 * navigation.
 */
export function RoutePreloader({
  pages: { high, medium, mediumDelayMs } = { high: [], medium: [], mediumDelayMs: 0 },
}: {
  pages?: { high: readonly PagePreload[]; medium: readonly PagePreload[]; mediumDelayMs: number };
}) {
  const { pathname } = useLocation();
  // The page on screen when a preload is due is never preloaded (it is already here).
  const current = useRef(pathname);
  current.current = pathname;
  // Files already handed to a worker: a later run of the effect (new page lists after a revalidation)
  // does not ask for them again.
  const asked = useRef(new Set<string>());

  useEffect(() => {
    let worker: Worker | undefined;
    let timer: number | undefined;
    // Batches posted, and whether the last (the medium pages) is among them.
    let posted = 0;
    let finished = false;
    const stop = () => {
      worker?.terminate();
      worker = undefined;
    };
    const start = (): Worker | undefined => {
      if (typeof Worker !== 'function') return undefined;
      try {
        const started = new Worker(preloadWorkerUrl, { name: 'route-preloader' });
        started.onmessage = ({ data }: MessageEvent<PreloadReport>) => {
          if ('started' in data) startMediumTimer();
          else if ('failed' in data) console.warn(`[preload] could not preload ${data.failed}`);
          else if (finished && data.drained === posted) stop();
        };
        started.onerror = (event) => {
          event.preventDefault();
          console.warn('[preload] the preload worker failed to start');
          stop();
        };
        return started;
      } catch {
        console.warn('[preload] the preload worker failed to start');
        return undefined;
      }
    };
    const preload = (pages: readonly PagePreload[]) => {
      const known = knownFiles();
      const files: string[] = [];
      for (const page of pages) {
        if (page.page === current.current) continue;
        for (const file of filesOf(page)) {
          const url = new URL(file, document.baseURI).href;
          if (known.has(url) || asked.current.has(url)) continue;
          asked.current.add(url);
          files.push(url);
        }
      }
      if (files.length === 0) return false;
      worker ??= start();
      if (!worker) return false;
      posted++;
      worker.postMessage({ files } satisfies PreloadRequest);
      return true;
    };
    // The medium pages are due 2 s after the high ones start (when the worker's first fetch begins).
    const startMediumTimer = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        finished = true;
        preload(medium);
        if (posted === 0) stop();
      }, mediumDelayMs);
    };
    const cancelStart = afterLoadAndIdle(() => {
      if (!preload(high)) startMediumTimer();
    });
    return () => {
      cancelStart();
      window.clearTimeout(timer);
      stop();
    };
  }, [high, medium, mediumDelayMs]);

  return null;
}

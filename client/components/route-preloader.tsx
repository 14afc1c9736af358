import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PagePreload } from '../../src/page-preload.ts';
import { afterLoadAndIdle, whenIdle } from '../lib/idle.ts';

/** A failed preload only logs (docs/product.md#navigation); the page still loads on navigation. */
function logPreloadError(event: Event) {
  const target = event.target;
  if (target instanceof HTMLLinkElement && /prefetch|modulepreload/.test(target.rel)) {
    console.warn(`[preload] could not preload ${target.href}`);
  }
}

type PreloadLink = { href: string; attributes: Record<string, string> };

/** A page's preload links: its data, then its modules (low priority: a page the visitor may open
 * next never competes with this page's own requests), then its stylesheets. */
function linksOf({ data, modules, styles }: PagePreload): PreloadLink[] {
  return [
    ...(data ? [{ href: data, attributes: { rel: 'prefetch', as: 'fetch' } }] : []),
    ...modules.map((href) => ({ href, attributes: { rel: 'modulepreload', fetchpriority: 'low' } })),
    ...styles.map((href) => ({ href, attributes: { rel: 'prefetch', as: 'style' } })),
  ];
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

/** Adds one preload link to <head> unless the document has that file already. */
function insertLink({ href, attributes }: PreloadLink, known: Set<string>) {
  const url = new URL(href, document.baseURI).href;
  if (known.has(url)) return;
  known.add(url);
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.href = href;
  document.head.appendChild(link);
}

/** Time an idle period must still have for one more link (inserting one costs ~1 ms on a phone). */
const LINK_BUDGET_MS = 4;
/**
 * At most this long per idle callback, whatever the browser offers (up to 50 ms): a phone runs ~4x
 * slower than the desktop that measures it, and a 50 ms idle slice there is a 200 ms long task that
 * blocks a tap. 6 ms stays under a long task on such a phone.
 */
const SLICE_MS = 6;

/**
 * docs/product.md#navigation: high-priority pages are preloaded at start, medium ones 2 s later;
 * low ones only on intent (a link hovered, focused or touched prefetches its page); the delay comes with the
 * pages. Runs in the browser only, after hydration. The server passes only the pages of ROUTE_PRIORITIES that exist in this
 * build's route table, each with its data URL and route modules (src/page-preload.ts).
 *
 * The page's own resources come first: preloading starts once the page has loaded and the browser is
 * idle, then goes on a few links per idle period (inserting a module preload link starts its fetch
 * there and then: a whole page's dozen links at once was a long task on a phone). The links (each
 * page's data and the module files this document does not have yet) go straight into <head>: no
 * React render, and none of the page's code is run
 * (React Router's <PrefetchPageLinks> imported every route module of every page it preloaded and
 * rendered a few dozen links each: long tasks while the visitor may be starting to interact).
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

  useEffect(() => {
    window.addEventListener('error', logPreloadError, true);
    const queue = [...high];
    let cancelIdle: (() => void) | undefined;
    let timer: number | undefined;
    let running = false;
    // The medium pages are due 2 s after the high ones start (when the first of them is preloaded).
    const startMediumTimer = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        queue.push(...medium);
        run();
      }, mediumDelayMs);
    };
    // The links of the page being preloaded that are not in <head> yet.
    let pending: PreloadLink[] = [];
    const next = (deadline?: IdleDeadline) => {
      const sliceEnd = performance.now() + SLICE_MS;
      const known = knownFiles();
      do {
        if (pending.length === 0) {
          const preload = queue.shift();
          if (preload === undefined) {
            running = false;
            startMediumTimer();
            return;
          }
          if (preload.page === current.current) continue;
          pending = linksOf(preload);
          startMediumTimer();
        }
        const link = pending.shift();
        if (link) insertLink(link, known);
      } while (
        deadline !== undefined &&
        deadline.timeRemaining() > LINK_BUDGET_MS &&
        performance.now() < sliceEnd
      );
      cancelIdle = whenIdle(next);
    };
    const run = () => {
      if (running) return;
      running = true;
      cancelIdle = whenIdle(next);
    };
    const cancelStart = afterLoadAndIdle(run);
    return () => {
      cancelStart();
      queue.length = 0;
      cancelIdle?.();
      window.clearTimeout(timer);
      window.removeEventListener('error', logPreloadError, true);
    };
  }, [high, medium, mediumDelayMs]);

  return null;
}

import type { PagePreload } from '../../src/page-preload.ts';
import type { PreloadReport, PreloadRequest } from './preload-worker.ts';

/** The part of a `Worker` the preloads use (a test passes a stand-in). */
export type PreloadWorker = {
  onmessage: ((event: MessageEvent<PreloadReport>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: PreloadRequest): void;
  terminate(): void;
};

export type RoutePreloads = {
  high: readonly PagePreload[];
  medium: readonly PagePreload[];
  mediumDelayMs: number;
  /** The page on screen when a batch is due: it is never preloaded (it is already here). */
  current: () => string;
  /** Files already handed to a worker, kept across schedules: none is asked for twice. */
  asked: Set<string>;
  /** Every file the document already has or links (absolute URLs). */
  known: () => Set<string>;
  /** Resolves the pages' relative file addresses. */
  base: string;
  /** A new worker, or nothing where the browser cannot create one. */
  createWorker: () => PreloadWorker | undefined;
  /** Calls back when the first batch is due (once the page has loaded and is idle); returns a cancel. */
  whenReady: (start: () => void) => () => void;
};

/** A page's files to preload: its data, then its modules, then its stylesheets. */
function filesOf({ data, modules, styles }: PagePreload): string[] {
  return [...(data ? [data] : []), ...modules, ...styles];
}

/**
 * The route preloader's two stages (docs/product.md#navigation): the high pages' files once the page
 * is ready, the medium pages' `mediumDelayMs` after the worker's first fetch began. The worker is
 * started only when there is a file to fetch and stopped once the last batch it was given is done.
 * Returns a cancel that stops everything (the page's lists changed, or the app unmounted).
 */
export function scheduleRoutePreloads({
  high,
  medium,
  mediumDelayMs,
  current,
  asked,
  known,
  base,
  createWorker,
  whenReady,
}: RoutePreloads): () => void {
  let worker: PreloadWorker | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Batches posted, how many of them the worker has done, and whether the last (the medium pages) is
  // among them.
  let posted = 0;
  let drained = 0;
  let finished = false;
  // A worker that failed (its script blocked or broken) is not started again for a later batch.
  let failed = false;
  const stop = () => {
    worker?.terminate();
    worker = undefined;
  };
  const start = (): PreloadWorker | undefined => {
    const started = failed ? undefined : createWorker();
    if (!started) return undefined;
    started.onerror = (event) => {
      event.preventDefault();
      console.warn('[preload] the preload worker failed');
      failed = true;
      stop();
    };
    started.onmessage = ({ data }) => {
      if ('started' in data) startMediumTimer();
      else if ('failed' in data) console.warn(`[preload] could not preload ${data.failed}`);
      else {
        drained = data.drained;
        if (finished && drained === posted) stop();
      }
    };
    return started;
  };
  const preload = (pages: readonly PagePreload[]): boolean => {
    const inDocument = known();
    const files: string[] = [];
    for (const page of pages) {
      if (page.page === current()) continue;
      for (const file of filesOf(page)) {
        const url = new URL(file, base).href;
        if (inDocument.has(url) || asked.has(url)) continue;
        asked.add(url);
        files.push(url);
      }
    }
    if (files.length === 0) return false;
    worker ??= start();
    if (!worker) return false;
    posted++;
    worker.postMessage({ files });
    return true;
  };
  const startMediumTimer = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      finished = true;
      // Nothing new to fetch and every earlier batch done: the worker has no more to do.
      if (!preload(medium) && drained === posted) stop();
    }, mediumDelayMs);
  };
  const cancelStart = whenReady(() => {
    if (!preload(high)) startMediumTimer();
  });
  return () => {
    cancelStart();
    clearTimeout(timer);
    stop();
  };
}

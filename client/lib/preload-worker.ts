// The route preloader's fetches, off the page's main thread (client/components/route-preloader.tsx).
// Each message is a list of same-origin files (a page's data, its modules and stylesheets); the worker
// fetches them a few at a time at low priority and reads each body to its end, so the browser's HTTP
// cache holds the whole response when a client navigation asks for it. The code files are immutable;
// a page's data is revalidated as it is fetched, so the cache holds the server's current answer.
//
// Inserting a `<link rel="modulepreload">` per file cost the page's own thread 6–44 ms each on a
// throttled phone (docs/benchmarks.md, issue 38), in tasks a tap had to wait behind.

/** What the page posts, and what the worker answers. */
export type PreloadRequest = { files: readonly string[] };
/**
 * `started` when the first fetch begins (the page times the next stage from then); `drained` counts
 * the messages received so far, so that the page stops the worker once its last is done.
 */
export type PreloadReport = { started: true } | { failed: string } | { drained: number };

/** Fetches at once: a page's next page should not compete with the page on screen for bandwidth. */
const IN_FLIGHT = 3;

type WorkerScope = {
  onmessage: ((event: MessageEvent<PreloadRequest>) => void) | null;
  postMessage(message: PreloadReport): void;
};
const scope = self as unknown as WorkerScope;

const queue: string[] = [];
const seen = new Set<string>();
let running = 0;
let received = 0;
let started = false;

async function preload(file: string) {
  try {
    // Built files never change (their names carry their hash); anything else (a page's data) is
    // asked afresh, so the cache then holds what the server has now, not an earlier visit's copy
    // that a navigation would be served while it revalidates.
    const cache = new URL(file).pathname.startsWith('/assets/') ? 'default' : 'no-cache';
    const response = await fetch(file, { credentials: 'same-origin', priority: 'low', cache });
    await response.arrayBuffer();
    if (!response.ok) scope.postMessage({ failed: file });
  } catch {
    scope.postMessage({ failed: file });
  }
}

function pump() {
  if (!started && queue.length > 0) {
    started = true;
    scope.postMessage({ started: true });
  }
  while (running < IN_FLIGHT && queue.length > 0) {
    const file = queue.shift()!;
    running++;
    void preload(file).finally(() => {
      running--;
      pump();
    });
  }
  if (running === 0 && queue.length === 0) scope.postMessage({ drained: received });
}

scope.onmessage = ({ data }) => {
  received++;
  for (const file of data.files) {
    // Only this site's own files: the page posts them, but a worker fetches nothing else.
    const url = new URL(file, location.href);
    if (url.origin !== location.origin || seen.has(url.href)) continue;
    seen.add(url.href);
    queue.push(url.href);
  }
  pump();
};

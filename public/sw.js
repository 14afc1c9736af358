// Offline support (docs/product.md#site-wide-widgets): pages network-first with a cached fallback,
// hashed assets cache-first. A new version waits until the page agrees to reload (see
// client/lib/service-worker.ts).
const VERSION = 'v1';
const PAGES = `pages-${VERSION}`;
const ASSETS = `assets-${VERSION}`;
// The copies are bounded, the oldest stored dropped first: a reader of hundreds of pages, and every
// deploy's new hashed chunks, would otherwise fill the visitor's disk for good (the privacy page
// says how many pages are kept).
const PAGE_COPIES = 50;
const ASSET_COPIES = 200;

/** Stores a copy, then drops the oldest beyond the bound (a page read again is stored anew, last). */
async function keep(name, request, response, bound) {
  try {
    const cache = await caches.open(name);
    await cache.put(request, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - bound)).map((key) => cache.delete(key)));
  } catch {
    // Storage full or refused: this copy is not kept; the page was served all the same.
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll(['/']))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== PAGES && key !== ASSETS).map((key) => caches.delete(key))),
      ),
  );
  self.clients.claim();
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (
    url.origin !== self.location.origin ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/admin')
  )
    return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) event.waitUntil(keep(ASSETS, request, response.clone(), ASSET_COPIES));
            return response;
          }),
      ),
    );
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // A page marked no-store (the admin's preview drafts) is not kept for offline use.
          if (response.ok && !/no-store/.test(response.headers.get('Cache-Control') || ''))
            event.waitUntil(keep(PAGES, request, response.clone(), PAGE_COPIES));
          return response;
        })
        .catch(() => caches.match(request).then((hit) => hit || caches.match('/'))),
    );
  }
});

// Offline support (docs/product.md#site-wide-widgets, decision 0054): pages network-first with the
// stored copy as the fallback, and the worker's own page where there is none; hashed assets
// cache-first. A new version waits until the page agrees to reload (see client/lib/service-worker.ts).
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

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A stored page's title, read from the start of its copy (the head comes first), without the site's name. */
async function storedTitle(response) {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let head = '';
  while (head.length < 16384 && !head.includes('</title>')) {
    const { done, value } = await reader.read();
    if (done) break;
    head += decoder.decode(value, { stream: true });
  }
  reader.cancel().catch(() => undefined);
  // React escapes the text it writes, so the title holds no markup; it is escaped again all the same.
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
  return title.replace(/ \| [^|]*$/, '').trim();
}

/**
 * What a navigation gets with no network and no copy of its page: a page of its own, in Hebrew and
 * without script or the site's code (neither may be stored), that says so and links the pages that
 * can be read now, newest first. The home page's copy is not served in its place: React would hydrate
 * it at another address, and the route's code it then asks for is not stored either.
 */
async function offlinePage(request) {
  const asked = new URL(request.url);
  const stored = [];
  try {
    const cache = await caches.open(PAGES);
    for (const key of (await cache.keys()).reverse()) {
      const url = new URL(key.url);
      if (url.pathname === asked.pathname && url.search === asked.search) continue;
      const copy = await cache.match(key);
      const title = copy ? await storedTitle(copy) : '';
      const href = url.pathname + url.search;
      stored.push(
        `<li><a href="${escapeHtml(href)}">${escapeHtml(title ? decodeEntities(title) : href)}</a></li>`,
      );
    }
  } catch {
    // The copies cannot be read: the page says there is no connection, without the list.
  }
  const list = stored.length
    ? `<h2>אפשר לקרוא עכשיו</h2><p>העמודים האלה שמורים בדפדפן הזה מביקורים קודמים:</p><ul>${stored.join('')}</ul>`
    : '';
  const body = `<!DOCTYPE html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>אין חיבור לאינטרנט | AI בעברית</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.6}
body{margin:0;background:Canvas;color:CanvasText}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.75rem;line-height:1.3;margin:0 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem}
a{color:LinkText;text-underline-offset:.2em}
li{margin:.5rem 0}
.again{display:inline-block;margin-top:.5rem;padding:.6rem 1.2rem;border:2px solid currentColor;border-radius:.75rem;font-weight:700}
</style></head>
<body><main>
<h1>אין חיבור לאינטרנט</h1>
<p>העמוד שביקשתם לא נשמר בדפדפן הזה לקריאה בלי חיבור. כשהחיבור יחזור, הוא ייטען כרגיל.</p>
<a class="again" href="${escapeHtml(asked.pathname + asked.search)}">לנסות שוב</a>
${list}
</main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // Nothing runs on it: no script source at all, its one style block the only style.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    },
  });
}

/** The character references React writes in a title (`&amp;`, `&quot;`, `&#x27;` …), as text. */
function decodeEntities(text) {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name) => {
    const lower = name.toLowerCase();
    if (lower[0] === '#') {
      const code = lower[1] === 'x' ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower];
  });
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
    caches.keys().then((keys) =>
      // Only this worker's own caches of other versions: another application on the origin keeps its own.
      Promise.all(
        keys
          .filter((key) => /^(?:pages|assets)-/.test(key) && key !== PAGES && key !== ASSETS)
          .map((key) => caches.delete(key)),
      ),
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
        .catch(() => caches.match(request).then((hit) => hit || offlinePage(request))),
    );
  }
});

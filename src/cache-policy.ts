// Cache-Control of the site's own responses, in one place (docs/operations.md, "Cache headers").
//
// HTML pages (and the data requests that carry the same page data) are the same for every anonymous
// visitor: admin controls come from the browser's own session, never from the server render, and no
// page sets a cookie. A shared cache (a CDN) may keep one for a minute and serve it stale for up to
// ten more while it revalidates; browsers revalidate at once (max-age=0). The rendered-page cache
// (src/page-cache) answers revalidations with its ETag and a 304. A page served with a per-request
// nonce is never reused with another nonce because the CSP header travels with it. Requests that
// carry credentials or the site's own cookies, and responses that set a cookie, get PERSONAL
// (src/page-cache/cache-headers.ts).

/** Every anonymous HTML page and its `.data` twin answered 200, unless the route sets its own. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A page answered with another status (a not-found page): a cache revalidates before each use. */
export const PAGE_NOT_SHARED = 'no-cache';

/** Error answers: never stored anywhere. */
export const NO_STORE = 'no-store';

/** Anything about one visitor (admin, preview, credentials, a response that sets a cookie). */
export const PERSONAL = 'private, no-store';

// Cache-Control of the site's own responses, in one place.
//
// HTML pages (and the data requests that carry the same page data) are the same for every visitor:
// admin controls come from the browser's own session, never from the server render, and no page
// sets a cookie. A cache may keep one, but must revalidate it before each use (`no-cache`): the
// rendered-page cache (src/page-cache) answers that revalidation with its ETag and a 304, and a
// page served with a per-request nonce is never reused with another nonce because the CSP header
// travels with it. A response about one visitor sets its own Cache-Control (NO_STORE).

/** Every HTML page and its `.data` twin, unless the route sets its own (the sitemap does). */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** Error answers and anything about one visitor: never stored anywhere. */
export const NO_STORE = 'no-store';

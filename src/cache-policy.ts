// Cache-Control of the site's own responses, in one place.
//
// HTML pages (and the data requests that carry the same page data) are rendered per request with a
// fresh CSP nonce and may show admin-only controls, so shared caches must not keep them, and the
// browser revalidates before reusing one. The rendered-page cache (issue 13) changes this here.

/** Every HTML page and its `.data` twin, unless the route sets its own (the sitemap does). */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** Error answers and anything about one visitor: never stored anywhere. */
export const NO_STORE = 'no-store';

// The query parameters that change a page (docs/architecture.md, "The page cache"): the names the
// route loaders read (src/domain/**/filters.ts, search, podcast paging, compare, lectures' format,
// /terms?saved, /changes?kind, a report page's ?sent) and React Router's `_routes` of `.data` requests. The cache key holds only these
// (in a fixed order). A URL with any other parameter is rendered but never stored, so made-up
// query strings cannot fill the cache and push real pages out; a name missing here only costs a
// render, never a wrong page. The explorables' state (`text`, `prompt`, `temperature`, `top_k`,
// `seed`, `guess`, ...) is left out on purpose: free-form values would store a page per visitor.
const KNOWN_PARAMETERS = new Set([
  '_routes',
  'ai',
  'category',
  'difficulty',
  'format',
  'hebrew',
  'kind',
  'lang',
  'open',
  'order',
  'page',
  'pricing',
  'q',
  'saved',
  'sent',
  'sort',
  'tag',
  'tools',
  'type',
]);

/**
 * The URL as the cache keys it: the path and its known parameters sorted by name (values of one
 * name keep their order), or null when an unknown parameter means it must not be stored.
 */
export function cacheUrl(originalUrl: string): string | null {
  const question = originalUrl.indexOf('?');
  if (question === -1) return originalUrl;
  const path = originalUrl.slice(0, question);
  const params = new URLSearchParams(originalUrl.slice(question + 1));
  const kept: [string, string][] = [];
  for (const [name, value] of params) {
    if (!KNOWN_PARAMETERS.has(name)) return null;
    kept.push([name, value]);
  }
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${path}?${query}` : path;
}

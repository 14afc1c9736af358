// Reading the GET filter forms' query (/tools, /terms, /portfolio/code). A visitor can type anything
// into an address: reading never throws, and every value is trimmed and cut to a sane length.

/** The longest value any filter reads (a search query included). */
export const MAX_QUERY_LENGTH = 100;

/** The query as URLSearchParams, whatever was given. */
export function queryParams(search: URLSearchParams | string): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** One parameter, trimmed and cut to MAX_QUERY_LENGTH; undefined when missing or blank. */
export function queryParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, MAX_QUERY_LENGTH) : undefined;
}

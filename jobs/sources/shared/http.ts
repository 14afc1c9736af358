import { scrubText } from '../../../src/platform/redact.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import type { SourceContext } from '../../source.ts';

// Shared I/O helpers for the upstream sources: one timeout rule, one error shape, no secrets in
// messages (request timeout 10 s, docs/product.md#constants-and-limits). One call per request:
// retries are the job's (jobs/retry-policy.ts).

export type HttpContext = Pick<SourceContext, 'signal' | 'config'>;

/** The refresh's own signal, tightened by the per-request upstream timeout. */
function requestSignal(context: HttpContext): AbortSignal {
  return AbortSignal.any([context.signal, AbortSignal.timeout(context.config.UPSTREAM_TIMEOUT_MS)]);
}

/**
 * fetch refuses URLs with `user:password@`; a configured URL may carry them (a private feed), so
 * they travel as HTTP Basic authentication instead.
 */
function withUrlCredentials(url: string, headers: Record<string, string> = {}) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { target: url, headers };
  }
  if (!parsed.username && !parsed.password) return { target: url, headers };
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  const basic = Buffer.from(`${user}:${password}`).toString('base64');
  return { target: parsed.toString(), headers: { ...headers, authorization: `Basic ${basic}` } };
}

/** fetch that turns network failures and timeouts into SourceFetchError with a scrubbed URL. */
export async function upstreamFetch(
  url: string,
  context: HttpContext,
  init: { headers?: Record<string, string> } = {},
): Promise<Response> {
  const { target, headers } = withUrlCredentials(url, init.headers);
  try {
    return await fetch(target, { headers, signal: requestSignal(context), redirect: 'follow' });
  } catch (error) {
    const name = (error as Error)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const message = timedOut
      ? `Request timed out: ${scrubText(url)}`
      : `Network error for ${scrubText(url)}: ${scrubText(String((error as Error)?.message ?? error))}`;
    throw new SourceFetchError(message, { retryable: true, cause: timedOut ? undefined : error });
  }
}

/** Reads a JSON body, turning a broken body into a SourceFetchError. */
export async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '')
    throw new SourceFetchError(`${what}: empty response body`, { status: response.status });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SourceFetchError(`${what}: response is not valid JSON`, {
      status: response.status,
      cause: error,
    });
  }
}

import { scrubText } from '../../../src/redact.ts';
import { type SourceContext, SourceFetchError } from '../../source.ts';
import { type Sleep, upstreamFetch, withRetries } from '../shared/http.ts';
import { parseFeed } from './schema.ts';

// The feed is fetched directly, with 2 retries and backoff, instead of the spec's browser CORS
// proxy fallback (section 7, "Podcast feed"): the server has no CORS problem to work around.

export const PODCAST_RETRY_DELAYS_MS = [1000, 2000] as const;

export type PodcastFetchOptions = { delaysMs?: readonly number[]; sleep?: Sleep };

export async function fetchPodcastFeed(
  context: Pick<SourceContext, 'config' | 'signal'>,
  options: PodcastFetchOptions = {},
): Promise<string> {
  const feedUrl = context.config.PODCAST_FEED_URL;
  if (!feedUrl) throw new SourceFetchError('PODCAST_FEED_URL is not set', { retryable: false });
  return withRetries(
    async () => {
      const response = await upstreamFetch(feedUrl, context, {
        headers: { accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1' },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new SourceFetchError(`Podcast feed answered HTTP ${response.status} (${scrubText(feedUrl)})`, {
          status: response.status,
          retryable: response.status >= 500 || response.status === 429,
        });
      }
      const xml = await response.text();
      parseFeed(xml); // invalid structure or no episodes: an error of this refresh
      return xml;
    },
    {
      delaysMs: options.delaysMs ?? PODCAST_RETRY_DELAYS_MS,
      sleep: options.sleep,
      signal: context.signal,
      shouldRetry: (error) => error instanceof SourceFetchError && error.retryable,
    },
  );
}

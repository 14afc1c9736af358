import { scrubText } from '../../../src/redact.ts';
import { type SourceContext, SourceFetchError } from '../../source.ts';
import { upstreamFetch } from '../shared/http.ts';
import { parseFeed } from './schema.ts';

// The feed is fetched directly instead of through the spec's browser CORS proxy fallback (section 7,
// "Podcast feed"): the server has no CORS problem to work around. One call; the refresh job retries
// 5xx, 429 and network errors (jobs/retry-policy.ts).

export async function fetchPodcastFeed(context: Pick<SourceContext, 'config' | 'signal'>): Promise<string> {
  const feedUrl = context.config.PODCAST_FEED_URL;
  if (!feedUrl) throw new SourceFetchError('PODCAST_FEED_URL is not set', { retryable: false });
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
}

import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { scrubText } from '../../../src/platform/redact.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import { isRetryable, REFRESH_ATTEMPTS, retryDelayMs } from '../../retry-policy.ts';
import type { SourceContext } from '../../source.ts';
import { upstreamFetch } from '../shared/http.ts';
import {
  type AttachmentBody,
  type AttachmentRequest,
  attachmentRequests,
  type PodcastPayload,
} from './attachments.ts';
import { parseFeed } from './schema.ts';

// The feed is fetched directly, not through the original browser app's CORS proxy fallback
// (docs/product.md#podcast-feed): a server has no CORS problem to work around. One call; the
// refresh job retries 5xx, 429 and network errors (jobs/retry-policy.ts).
//
// Transcripts and chapters (podcast:transcript, podcast:chapters) are fetched after the feed parses,
// with the same rules as the feed: the same per-request timeout and the retry policy's attempts and
// delays (5xx, 429 and network errors; 1 s then 2 s). A file's failure never fails the refresh, so the
// job would never retry it: the attachment step applies the policy itself. A file that still fails
// (status, timeout, network, too large) is logged and left out, and the episode is shown without it.
// The whole step has its own deadline of two request timeouts, so slow file hosts cannot use up the
// refresh's budget and fail the feed; files not fetched by then are left out of this refresh.

/** The attachment step's deadline, in request timeouts. */
export const ATTACHMENT_DEADLINE_REQUESTS = 2;
export const ATTACHMENT_CONCURRENCY = 4;
/** Larger files are refused (a transcript of a 3-hour episode is well under 1 MB). */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

type FetchContext = Pick<SourceContext, 'config' | 'signal'>;

export async function fetchPodcastFeed(context: FetchContext): Promise<string> {
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

/** Reads a body up to `maxBytes`; a larger one is refused without reading the rest. */
async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new SourceFetchError(`file larger than ${maxBytes} bytes`, { retryable: false });
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new SourceFetchError(`file larger than ${maxBytes} bytes`, { retryable: false });
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/** Gets one attachment's text; rejects with the reason it is missing. */
export type AttachmentGetter = (url: string, signal: AbortSignal) => Promise<string>;

/** Live files: http(s) only, the feed's timeout and the retry policy's attempts. */
export function httpAttachmentGetter(context: FetchContext): AttachmentGetter {
  return async (url, signal) => {
    if (!/^https?:/i.test(url)) throw new Error('not an http(s) link');
    const scoped = { config: context.config, signal };
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await upstreamFetch(url, scoped);
        if (!response.ok) {
          await response.body?.cancel();
          throw new SourceFetchError(`HTTP ${response.status}`, {
            status: response.status,
            retryable: response.status >= 500 || response.status === 429,
          });
        }
        return await readCappedText(response, MAX_ATTACHMENT_BYTES);
      } catch (error) {
        if (attempt >= REFRESH_ATTEMPTS || !isRetryable(error) || signal.aborted) throw error;
        await sleep(retryDelayMs(attempt), undefined, { signal });
      }
    }
  };
}

/** Seed files: file: links inside the seed folder only. */
export function seedAttachmentGetter(seedFolder: URL): AttachmentGetter {
  return async (url) => {
    if (!url.startsWith('file:') || !url.startsWith(seedFolder.href))
      throw new Error('outside the seed folder');
    const text = await readFile(fileURLToPath(url), 'utf8');
    if (Buffer.byteLength(text) > MAX_ATTACHMENT_BYTES)
      throw new Error(`file larger than ${MAX_ATTACHMENT_BYTES} bytes`);
    return text;
  };
}

function reasonOf(error: unknown): string {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out';
  return scrubText(String((error as Error)?.message ?? error));
}

/**
 * Fetches every requested file, a few at a time, within the step's deadline. Never throws for a
 * file; throws only when the refresh itself is aborted.
 */
export async function fetchAttachments(
  requests: readonly AttachmentRequest[],
  get: AttachmentGetter,
  context: Pick<SourceContext, 'config' | 'signal' | 'logger'>,
): Promise<Record<string, AttachmentBody>> {
  const results: Record<string, AttachmentBody> = {};
  if (requests.length === 0) return results;
  const deadline = AbortSignal.any([
    context.signal,
    AbortSignal.timeout(context.config.UPSTREAM_TIMEOUT_MS * ATTACHMENT_DEADLINE_REQUESTS),
  ]);
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!;
      if (deadline.aborted) {
        results[request.url] = { ok: false, reason: 'not fetched before the deadline' };
        continue;
      }
      try {
        results[request.url] = { ok: true, body: await get(request.url, deadline) };
      } catch (error) {
        if (context.signal.aborted) throw error;
        results[request.url] = { ok: false, reason: reasonOf(error) };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(ATTACHMENT_CONCURRENCY, requests.length) }, worker));
  const failed = requests.filter((request) => !results[request.url]?.ok);
  if (failed.length > 0) {
    context.logger.warn(
      {
        source: 'podcast',
        failed: failed.length,
        of: requests.length,
        examples: failed.slice(0, 3).map((request) => ({
          kind: request.kind,
          url: scrubText(request.url),
          reason: (results[request.url] as { reason: string }).reason,
        })),
      },
      'podcast: some transcripts or chapters are unavailable; those episodes are shown without them',
    );
  }
  return results;
}

/** The live payload: the feed, then its transcripts and chapters. */
export async function fetchPodcast(
  context: Pick<SourceContext, 'config' | 'signal' | 'logger'>,
): Promise<PodcastPayload> {
  const xml = await fetchPodcastFeed(context);
  const baseUrl = context.config.PODCAST_FEED_URL!;
  const requests = attachmentRequests(parseFeed(xml), baseUrl);
  const attachments = await fetchAttachments(requests, httpAttachmentGetter(context), context);
  return { xml, baseUrl, attachments };
}

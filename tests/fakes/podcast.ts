import { readFileSync } from 'node:fs';
import { PODCAST_SEED_URL } from '../../jobs/sources/podcast/index.ts';
import { type CommonMode, type FakeServer, sendText, startFakeServer } from './http-server.ts';

// A podcast host serving an RSS feed at /feed.xml (the seed feed by default), and any other files
// a test puts on it (transcripts, chapters), each of which can answer, fail or hang on its own.

type FakePodcastMode = CommonMode | 'not-rss';

export type FakePodcastOptions = { mode?: FakePodcastMode; feed?: string };

type FakeFile =
  | { body: string; contentType: string }
  | { status: number }
  /** Never answers: the client's timeout must fire. */
  | { hang: true };

export type FakePodcast = FakeServer & {
  feedUrl: string;
  setMode(mode: FakePodcastMode): void;
  setFeed(xml: string): void;
  /** Serves `file` at `path` (e.g. '/transcripts/1.vtt'). */
  setFile(path: string, file: FakeFile): void;
};

export const SEED_FEED = readFileSync(PODCAST_SEED_URL, 'utf8');

const EMPTY_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>ריק</title><description>אין פרקים</description></channel></rss>`;

export async function startFakePodcast(options: FakePodcastOptions = {}): Promise<FakePodcast> {
  let mode: FakePodcastMode = options.mode ?? 'ok';
  let feed = options.feed ?? SEED_FEED;
  let rateLimited = false;
  const files = new Map<string, FakeFile>();
  const server = await startFakeServer((request, res) => {
    const file = files.get(request.path);
    if (file) {
      if ('hang' in file) return;
      if ('status' in file) return sendText(res, file.status, 'error');
      return sendText(res, 200, file.body, file.contentType);
    }
    if (request.path !== '/feed.xml') return sendText(res, 404, 'not found');
    if (mode === 'timeout') return; // never answers
    if (mode === 'error-500') return sendText(res, 500, 'internal error');
    if (mode === 'rate-limit-then-ok' && !rateLimited) {
      rateLimited = true;
      return sendText(res, 429, 'slow down');
    }
    if (mode === 'malformed') return sendText(res, 200, '<rss><channel><title>שבור', 'application/rss+xml');
    if (mode === 'not-rss') return sendText(res, 200, '<html><body>hello</body></html>', 'text/html');
    if (mode === 'empty') return sendText(res, 200, EMPTY_FEED, 'application/rss+xml; charset=utf-8');
    return sendText(res, 200, feed, 'application/rss+xml; charset=utf-8');
  });
  return {
    ...server,
    feedUrl: `${server.url}/feed.xml`,
    setMode(next) {
      mode = next;
      rateLimited = false;
    },
    setFeed(xml) {
      feed = xml;
    },
    setFile(path, file) {
      files.set(path, file);
    },
  };
}

import { afterEach, describe, expect, it } from 'vitest';
import { refreshSource } from '../../jobs/refresh.ts';
import { podcastSource } from '../../jobs/sources/podcast/index.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { type FakePodcast, startFakePodcast } from '../fakes/podcast.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// A live feed whose items carry podcast:transcript and podcast:chapters, on a loopback feed host,
// through the whole refresh (fetch → normalise → snapshot). The files are relative and absolute
// links; one host misbehaves per test and the rest of the feed must still land.

let fake: FakePodcast | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:04.000
<v דנה>שלום וברוכים הבאים.

2
00:00:04.500 --> 00:00:09.000
<v יואב>היום נדבר על סוכנים.
`;

const SRT = `1
00:00:01,000 --> 00:00:03,000
פרק קודם, שורה ראשונה.
`;

const CHAPTERS = JSON.stringify({
  version: '1.2.0',
  chapters: [
    { startTime: 0, title: 'פתיחה' },
    { startTime: 4.5, title: 'סוכנים', url: 'https://example.com/agents' },
  ],
});

function feedXml(base: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>פודקאסט בדיקה</title><link>https://open.spotify.com/show/test</link>
<item><title>פרק 3: סוכנים</title><pubDate>Wed, 05 Mar 2025 08:00:00 GMT</pubDate>
  <enclosure url="${base}/audio/3.mp3" type="audio/mpeg" length="1"/>
  <podcast:transcript url="files/3.vtt" type="text/vtt" language="he"/>
  <podcast:transcript url="${base}/files/3.html" type="text/html" language="he"/>
  <podcast:chapters url="${base}/files/3.json" type="application/json+chapters"/></item>
<item><title>פרק 2: כלים</title><pubDate>Wed, 26 Feb 2025 08:00:00 GMT</pubDate>
  <enclosure url="${base}/audio/2.mp3" type="audio/mpeg" length="1"/>
  <podcast:transcript url="${base}/files/2.srt" type="application/x-subrip"/>
  <podcast:chapters url="${base}/files/missing.json" type="application/json+chapters"/></item>
<item><title>פרק 1: התחלה</title><pubDate>Wed, 19 Feb 2025 08:00:00 GMT</pubDate>
  <enclosure url="${base}/audio/1.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;
}

async function setup(timeoutMs = '3000') {
  fake = await startFakePodcast();
  fake.setFeed(feedXml(fake.url));
  fake.setFile('/files/3.vtt', { body: VTT, contentType: 'text/vtt; charset=utf-8' });
  fake.setFile('/files/3.json', { body: CHAPTERS, contentType: 'application/json+chapters' });
  fake.setFile('/files/2.srt', { body: SRT, contentType: 'application/x-subrip' });
  fake.setFile('/files/missing.json', { status: 404 });
  const config = testConfig({ PODCAST_FEED_URL: fake.feedUrl, UPSTREAM_TIMEOUT_MS: timeoutMs });
  const logger = testLogger();
  const store = createMemoryStore();
  return { fake, store, logger, deps: { config, logger, store } };
}

describe('podcast refresh with transcripts and chapters', () => {
  it('fetches the preferred transcript and the chapters of each item into the snapshot', async () => {
    const { deps, store, fake } = await setup();
    const result = await refreshSource(podcastSource, deps);
    expect(result.ok).toBe(true);
    const snapshot = await store.getSnapshot('podcast');
    expect(snapshot?.mode).toBe('live');
    const [third, second, first] = snapshot!.data.episodes;

    expect(third!.audioUrl).toBe(`${fake.url}/audio/3.mp3`);
    expect(third!.transcript).toEqual({
      format: 'vtt',
      language: 'he',
      cues: [
        { start: 0, end: 4, speaker: 'דנה', text: 'שלום וברוכים הבאים.' },
        { start: 4.5, end: 9, speaker: 'יואב', text: 'היום נדבר על סוכנים.' },
      ],
    });
    expect(third!.chapters).toEqual([
      { startTime: 0, title: 'פתיחה' },
      { startTime: 4.5, title: 'סוכנים', url: 'https://example.com/agents' },
    ]);
    // The VTT was preferred to the HTML transcript, which was never asked for.
    expect(fake.requests.some((request) => request.path === '/files/3.html')).toBe(false);

    // A missing chapters file leaves that episode without chapters; its transcript still came.
    expect(second!.transcript?.cues[0]).toMatchObject({ start: 1, text: 'פרק קודם, שורה ראשונה.' });
    expect(second!.chapters).toBeUndefined();
    expect(first!.transcript).toBeUndefined();
    expect(deps.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ failed: 1, of: 4 }),
      expect.stringContaining('unavailable'),
    );
  });

  it('lands the feed when a transcript host fails or hangs, retrying a 500 by the feed rules', async () => {
    const { deps, store, fake } = await setup('1000');
    fake.setFile('/files/3.vtt', { status: 500 });
    fake.setFile('/files/2.srt', { hang: true });
    const result = await refreshSource(podcastSource, deps);
    expect(result.ok).toBe(true);
    const episodes = (await store.getSnapshot('podcast'))!.data.episodes;
    expect(episodes).toHaveLength(3);
    expect(episodes[0]!.transcript).toBeUndefined();
    expect(episodes[0]!.chapters).toHaveLength(2);
    expect(episodes[1]!.transcript).toBeUndefined();
    const status = await store.getStatus('podcast');
    expect(status?.lastError).toBeNull();
    // The failing file was asked for more than once (the feed's retry rule), the feed only once.
    expect(fake.requests.filter((request) => request.path === '/files/3.vtt').length).toBeGreaterThan(1);
    expect(fake.requests.filter((request) => request.path === '/feed.xml')).toHaveLength(1);
  });

  it('the seed goes through the same code: its episode 12 has a transcript and chapters', async () => {
    const store = createMemoryStore();
    const logger = testLogger();
    const result = await refreshSource(podcastSource, { config: testConfig(), logger, store });
    expect(result.ok).toBe(true);
    const snapshot = await store.getSnapshot('podcast');
    expect(snapshot?.mode).toBe('seed');
    const episode = snapshot!.data.episodes.find((candidate) => candidate.slug === 'episode-12')!;
    expect(episode.audioUrl).toBe('/audio/episode-12.mp3');
    expect(episode.transcript?.format).toBe('vtt');
    expect(episode.transcript!.cues.length).toBeGreaterThanOrEqual(5);
    expect(episode.chapters!.map((chapter) => chapter.title)).toContain('פתיחה');
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

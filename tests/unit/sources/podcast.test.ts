import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPodcast, fetchPodcastFeed } from '../../../jobs/sources/podcast/fetch.ts';
import { podcastSource } from '../../../jobs/sources/podcast/index.ts';
import {
  makeExcerpt,
  makeSlug,
  normalisePodcast,
  parseFeedDate,
  uniqueSlugs,
} from '../../../jobs/sources/podcast/normalise.ts';
import { parseClockDuration } from '../../../jobs/sources/shared/duration.ts';
import { formatHebrewLongDate } from '../../../jobs/sources/shared/hebrew-date.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import { type FakePodcast, startFakePodcast } from '../../fakes/podcast.ts';
import { testConfig, testContext, testLogger } from './helpers.ts';

function feed(items: string, channelExtra = '') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
<channel><title>פודקאסט</title><description>תיאור</description>${channelExtra}${items}</channel></rss>`;
}

function item(fields: string) {
  return `<item>${fields}</item>`;
}

const one = (fields: string, channelExtra = '') =>
  normalisePodcast(feed(item(fields), channelExtra), { logger: testLogger() }).episodes[0]!;

describe('podcast episode excerpt (docs/product.md#entities)', () => {
  it('cuts the excerpt at 150 characters and adds an ellipsis', () => {
    const excerpt = makeExcerpt(`<p>${'א'.repeat(400)}</p>`);
    expect(excerpt).toBe(`${'א'.repeat(150)}...`);
  });

  it.each([
    ['strips markup and decodes entities', '<p>שלום <strong>עולם</strong> &amp; AI</p>', 'שלום עולם & AI...'],
    ['keeps words of adjacent blocks apart', '<p>ראשון</p><p>שני</p>', 'ראשון שני...'],
    ['drops scripts and styles', '<script>alert(1)</script><style>p{}</style>טקסט', 'טקסט...'],
    ['gives an empty excerpt for an empty description', '', ''],
    ['gives an empty excerpt for markup only', '<p> </p><br/>', ''],
    ['handles mixed Hebrew and English', 'מודל GPT-4o של OpenAI', 'מודל GPT-4o של OpenAI...'],
  ])('%s', (_name, html, expected) => {
    expect(makeExcerpt(html)).toBe(expected);
  });

  it('never separates a letter from its niqqud at the cut', () => {
    const pointed = 'שָׁלוֹם '.repeat(40); // each letter carries combining marks
    const excerpt = makeExcerpt(pointed);
    const body = excerpt.slice(0, -3);
    expect(/[\u0591-\u05C7]$/.test(body) || /[\u05D0-\u05EA]$/.test(body)).toBe(true);
    expect(
      Array.from(new Intl.Segmenter('he', { granularity: 'grapheme' }).segment(body)).length,
    ).toBeLessThanOrEqual(150);
  });
});

describe('podcast episode date (docs/product.md#entities: Hebrew long format)', () => {
  it.each([
    ['Wed, 05 Mar 2025 10:00:00 GMT', '5 במרץ, 2025'],
    ['Tue, 05 Mar 2024 10:00:00 IST', '5 במרץ, 2024'],
    ['Tue, 05 Mar 2024 23:30:00 IST', '5 במרץ, 2024'],
    ['Fri, 05 Jul 2024 23:30:00 IDT', '5 ביולי, 2024'],
    ['Tue, 05 Mar 2024 23:30:00 EST', '6 במרץ, 2024'],
    ['05 Mar 2024 10:00:00 +0200', '5 במרץ, 2024'],
    ['5 March 2024 10:00 GMT', '5 במרץ, 2024'],
    ['Sun, 1 Dec 2024 00:00:00 PDT', '1 בדצמבר, 2024'],
    ['2024-01-31T12:00:00Z', '31 בינואר, 2024'],
  ])('reads %s as %s', (input, expected) => {
    const date = parseFeedDate(input);
    expect(date).not.toBeNull();
    expect(formatHebrewLongDate(date!)).toBe(expected);
  });

  it.each([
    '',
    'yesterday',
    'Tue, 05 Foo 2024 10:00:00 GMT',
    '31/01/2024',
    'Tue, 05 Mar 2024 10:00:00 XYZ',
    '2024',
    '1',
  ])('rejects the unreadable date %j', (input) => {
    expect(parseFeedDate(input)).toBeNull();
  });

  it('keeps an episode with an unreadable date, with an empty date', () => {
    const episode = one('<title>פרק 1</title><pubDate>not a date</pubDate>');
    expect(episode.date).toBe('');
    expect(episode.isoDate).toBeUndefined();
  });
});

describe('podcast episode duration (docs/product.md#entities: default 00:00)', () => {
  it.each([
    ['2538', '42:18'],
    ['59', '00:59'],
    ['3600', '1:00:00'],
    ['41:17', '41:17'],
    ['5:03', '05:03'],
    ['75:30', '1:15:30'],
    ['1:02:45', '1:02:45'],
    ['01:02:45', '1:02:45'],
    ['', '00:00'],
    ['abc', '00:00'],
    ['12:75', '00:00'],
    ['0', '00:00'],
  ])('shows %j as %s', (input, expected) => {
    expect(parseClockDuration(input)).toBe(expected);
  });

  it('defaults to 00:00 when the item has no duration', () => {
    expect(one('<title>פרק 1</title>').duration).toBe('00:00');
  });
});

describe('podcast slug (docs/product.md#podcast-episodes)', () => {
  it.each([
    ['פרק 12: סוכני AI', 'episode-12'],
    ['פרק12 בלי רווח', 'episode-12'],
    ['Episode 7 - Prompting', 'episode-7'],
    ['EPISODE #007 with guests', 'episode-7'],
    ['ראיון מיוחד עם חוקרת בינה מלאכותית', 'ראיון-מיוחד-עם-חוקרת-בינה-מלאכותית'],
    ['שָׁלוֹם עוֹלָם', 'שלום-עולם'],
    ['Mixed עברית and English!', 'mixed-עברית-and-english'],
    ['!!! ??? ...', 'episode-1709632800000'],
  ])('makes %j into %s', (title, slug) => {
    expect(makeSlug(title, new Date('2024-03-05T10:00:00Z'), 0)).toBe(slug);
  });

  it('cuts a cleaned title at 50 characters without a trailing hyphen', () => {
    const slug = makeSlug(`${'מילה '.repeat(30)}`, null, 0);
    expect(Array.from(slug).length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('keeps final letters as they are', () => {
    expect(makeSlug('ךםןףץ', null, 0)).toBe('ךםןףץ');
  });

  it('falls back to the position when there is neither a title slug nor a date', () => {
    expect(makeSlug('***', null, 4)).toBe('episode-5');
  });

  it('suffixes repeated slugs with -2, -3', () => {
    expect(uniqueSlugs(['a', 'a', 'b', 'a', 'a-2'])).toEqual(['a', 'a-2', 'b', 'a-3', 'a-2-2']);
  });

  it('gives every episode a unique id, slug and url, numbering repeats oldest first', () => {
    const data = normalisePodcast(
      feed(
        [
          item('<title>פרק 3</title><pubDate>Wed, 05 Mar 2025 08:00:00 GMT</pubDate>'),
          item('<title>פרק 3 - חלק ב</title><pubDate>Wed, 26 Feb 2025 08:00:00 GMT</pubDate>'),
          item('<title>פרק 3</title><pubDate>Wed, 19 Feb 2025 08:00:00 GMT</pubDate>'),
        ].join(''),
      ),
      { logger: testLogger() },
    );
    expect(data.episodes.map((episode) => episode.id)).toEqual([
      'podcast-episode-3-3',
      'podcast-episode-3-2',
      'podcast-episode-3',
    ]);
    expect(data.episodes.map((episode) => episode.url)).toEqual([
      '/podcast/episode-3-3',
      '/podcast/episode-3-2',
      '/podcast/episode-3',
    ]);
  });

  it('keeps the address of an older episode when a newer one repeats its title', () => {
    const older = item('<title>ראיון מיוחד</title><pubDate>Wed, 19 Feb 2025 08:00:00 GMT</pubDate>');
    const before = normalisePodcast(feed(older), { logger: testLogger() }).episodes;
    const newer = item('<title>ראיון מיוחד</title><pubDate>Wed, 05 Mar 2025 08:00:00 GMT</pubDate>');
    const after = normalisePodcast(feed(newer + older), { logger: testLogger() }).episodes;
    expect(before.map((episode) => episode.slug)).toEqual(['ראיון-מיוחד']);
    expect(after.map((episode) => episode.slug)).toEqual(['ראיון-מיוחד-2', 'ראיון-מיוחד']);
  });
});

describe('podcast episode fields (docs/product.md#entities)', () => {
  it('maps every field of an item', () => {
    const episode = one(
      `<title>פרק 4: בינה</title><link>https://open.spotify.com/episode/abc</link>
       <pubDate>Tue, 05 Mar 2024 10:00:00 GMT</pubDate>
       <description><![CDATA[<p>תיאור <a href="javascript:alert(1)">קישור</a></p>]]></description>
       <itunes:duration>90</itunes:duration><itunes:image href="/images/p/4.png"/>
       <enclosure url="/audio/4.mp3" type="audio/mpeg" length="1"/>`,
    );
    expect(episode).toMatchObject({
      id: 'podcast-episode-4',
      type: 'podcast',
      slug: 'episode-4',
      title: 'פרק 4: בינה',
      excerpt: 'תיאור קישור...',
      date: '5 במרץ, 2024',
      duration: '01:30',
      thumbnail: '/images/p/4.png',
      url: '/podcast/episode-4',
      audioUrl: '/audio/4.mp3',
      audioType: 'audio/mpeg',
      platformUrls: { spotify: 'https://open.spotify.com/episode/abc' },
    });
    expect(episode.description).not.toContain('javascript');
  });

  it('takes the spotify link from the channel when the item link is not spotify', () => {
    const episode = one(
      '<title>פרק 1</title><link>https://example.com/1</link>',
      '<link>https://open.spotify.com/show/x</link>',
    );
    expect(episode.platformUrls.spotify).toBe('https://open.spotify.com/show/x');
  });

  it('leaves spotify unset when no link is a spotify link', () => {
    expect(one('<title>פרק 1</title><link>https://evil.example/spotify.com</link>').platformUrls).toEqual({});
  });

  it.each([
    ['item itunes:image', '<itunes:image href="/a.png"/>', '', '/a.png'],
    ['item image url', '<image><url>/b.png</url></image>', '', '/b.png'],
    ['channel itunes:image', '', '<itunes:image href="/c.png"/>', '/c.png'],
    ['channel image url', '', '<image><url>/d.png</url></image>', '/d.png'],
  ])('takes the thumbnail from the %s', (_name, itemExtra, channelExtra, expected) => {
    expect(one(`<title>פרק 1</title>${itemExtra}`, channelExtra).thumbnail).toBe(expected);
  });
});

describe('messy feeds', () => {
  it('reads values that arrive as objects because of repeated namespace declarations', () => {
    const episode = one(
      `<title xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">פרק 9</title>
       <itunes:duration xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">10:00</itunes:duration>
       <description xmlns:x="y"><![CDATA[<b>טקסט</b>]]></description>`,
    );
    expect(episode.title).toBe('פרק 9');
    expect(episode.duration).toBe('10:00');
    expect(episode.excerpt).toBe('טקסט...');
  });

  it('reads CDATA titles and entity-encoded descriptions', () => {
    const episode = one(
      '<title><![CDATA[AI & אני]]></title><description>&lt;p&gt;שלום&lt;/p&gt;</description>',
    );
    expect(episode.title).toBe('AI & אני');
    expect(episode.excerpt).toBe('שלום...');
  });

  it('drops a broken item with a warning and keeps the rest', () => {
    const logger = testLogger();
    const data = normalisePodcast(
      feed(
        [
          item('<title>פרק 1</title>'),
          item('<description>אין כותרת</description>'),
          item('<title>פרק 2</title>'),
        ].join(''),
      ),
      { logger },
    );
    expect(data.episodes.map((episode) => episode.slug)).toEqual(['episode-1', 'episode-2']);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('reads a feed of 300 items', () => {
    const items = Array.from({ length: 300 }, (_, index) =>
      item(
        `<title>פרק ${index + 1}</title><pubDate>Tue, 05 Mar 2024 10:00:00 GMT</pubDate><itunes:duration>${index * 7}</itunes:duration>`,
      ),
    ).join('');
    const data = normalisePodcast(feed(items), { logger: testLogger() });
    expect(data.episodes).toHaveLength(300);
    expect(new Set(data.episodes.map((episode) => episode.slug)).size).toBe(300);
    expect(data.episodes[299]!.slug).toBe('episode-300');
  });

  it('unescapes descriptions escaped twice inside CDATA, so no tag shows as text', () => {
    const episode = one(
      '<title>פרק 1</title><description><![CDATA[&lt;p&gt;שלום &lt;b&gt;עולם&lt;/b&gt; &amp;amp; AI&lt;/p&gt;]]></description>',
    );
    expect(episode.excerpt).toBe('שלום עולם & AI...');
    expect(episode.description).toBe('<p>שלום <b>עולם</b> &amp; AI</p>');
  });

  it('closes broken markup and drops what is not allowed', () => {
    const episode = one(
      '<title>פרק 1</title><description><![CDATA[<p>פתוח <b>מודגש <img src=x onerror=alert(1)><iframe src="https://x"></iframe><a href="https://x.example" onclick="y">קישור]]></description>',
    );
    expect(episode.description).not.toMatch(/onerror|onclick|<img|<iframe/);
    expect(episode.description).toContain(
      '<a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">',
    );
    expect(episode.excerpt).toBe('פתוח מודגש קישור...');
  });

  it('keeps only http(s) and site links for images and audio, resolving relative ones against the feed', () => {
    const payload = (fields: string) => ({
      xml: feed(item(`<title>פרק 1</title>${fields}`)),
      baseUrl: 'https://feeds.example.com/show/feed.xml',
      attachments: {},
    });
    const relative = normalisePodcast(
      payload('<itunes:image href="art/1.jpg"/><enclosure url="media/1.mp3" type="audio/mpeg"/>'),
      { logger: testLogger() },
    ).episodes[0]!;
    expect(relative.thumbnail).toBe('https://feeds.example.com/show/art/1.jpg');
    expect(relative.audioUrl).toBe('https://feeds.example.com/show/media/1.mp3');
    const hostile = normalisePodcast(
      payload(
        '<itunes:image href="javascript:alert(1)"/><enclosure url="data:audio/mpeg;base64,AAAA" type="text/html"/>',
      ),
      { logger: testLogger() },
    ).episodes[0]!;
    expect(hostile.thumbnail).toBeUndefined();
    expect(hostile.audioUrl).toBeUndefined();
    expect(hostile.audioType).toBeUndefined();
  });

  it('leaves the thumbnail unset when neither the item nor the channel has an image', () => {
    expect(one('<title>פרק 1</title>').thumbnail).toBeUndefined();
  });

  it('lists episodes newest first, undated ones last in feed order', () => {
    const data = normalisePodcast(
      feed(
        [
          item('<title>בלי תאריך א</title>'),
          item('<title>ישן</title><pubDate>Wed, 01 Jan 2025 08:00:00 GMT</pubDate>'),
          item('<title>בלי תאריך ב</title><pubDate>לא תאריך</pubDate>'),
          item('<title>חדש</title><pubDate>Wed, 05 Mar 2025 08:00:00 GMT</pubDate>'),
        ].join(''),
      ),
      { logger: testLogger() },
    );
    expect(data.episodes.map((episode) => episode.title)).toEqual([
      'חדש',
      'ישן',
      'בלי תאריך א',
      'בלי תאריך ב',
    ]);
  });

  it('lets nothing raw reach a text field in a long messy feed', () => {
    const variants = [
      '<title><![CDATA[פרק &amp; <b>מודגש</b>]]></title><description><![CDATA[&lt;p&gt;טקסט&lt;/p&gt;]]></description><itunes:duration>NaN</itunes:duration>',
      '<title>Episode 5 &lt;live&gt;</title><pubDate>Invalid Date</pubDate><itunes:duration>1:02:03</itunes:duration>',
      '<title>שאלות ותשובות</title><description></description><itunes:duration>abc</itunes:duration><enclosure/>',
      '<title>ראיון</title><pubDate></pubDate><itunes:duration>-5</itunes:duration><description><p>פתוח</description>',
      '<title>ראיון</title><pubDate>Tue, 05 Mar 2024 10:00:00 GMT</pubDate><itunes:duration>3600</itunes:duration>',
    ];
    const items = Array.from({ length: 300 }, (_, index) => item(variants[index % variants.length]!)).join(
      '',
    );
    const data = normalisePodcast(feed(items), { logger: testLogger() });
    expect(data.episodes).toHaveLength(300);
    expect(new Set(data.episodes.map((episode) => episode.slug)).size).toBe(300);
    for (const episode of data.episodes) {
      const shown = [
        episode.title,
        episode.excerpt,
        episode.date,
        episode.duration,
        episode.slug,
        episode.url,
      ];
      for (const text of shown) {
        expect(text).not.toMatch(/&lt;|&gt;|&amp;|Invalid Date|NaN|undefined/);
      }
      expect(episode.duration).toMatch(/^(\d+:)?\d{2}:\d{2}$/);
      expect(JSON.stringify(episode)).not.toMatch(/Invalid Date|"NaN"|null/);
    }
  });

  it.each([
    ['not XML at all', 'hello'],
    ['an HTML page', '<html><body>hi</body></html>'],
    ['a feed with no episodes', feed('')],
  ])('treats %s as an error of the refresh', (_name, xml) => {
    expect(() => normalisePodcast(xml, { logger: testLogger() })).toThrow(SourceFetchError);
  });
});

describe('podcast seed', () => {
  it('is live with a feed url and seed without one', () => {
    expect(podcastSource.mode(testConfig())).toBe('seed');
    expect(podcastSource.mode(testConfig({ PODCAST_FEED_URL: 'http://127.0.0.1:1/feed.xml' }))).toBe('live');
  });

  it('serves at least six Hebrew episodes through the same normalise code', async () => {
    const context = testContext();
    const data = await podcastSource.normalise(await podcastSource.loadSeed(context), context);
    expect(data.episodes.length).toBeGreaterThanOrEqual(6);
    for (const episode of data.episodes) {
      expect(episode.audioUrl).toMatch(/^\/audio\//);
      expect(episode.date).toMatch(/^\d{1,2} ב\S+, \d{4}$/);
      expect(episode.excerpt.endsWith('...')).toBe(true);
    }
    expect(context.logger.warn).not.toHaveBeenCalled();
  });
});

describe('podcast feed against the fake host', () => {
  let fake: FakePodcast;
  beforeAll(async () => {
    fake = await startFakePodcast();
  });
  afterAll(() => fake.close());

  const context = (timeoutMs = 5000) =>
    testContext({ PODCAST_FEED_URL: fake.feedUrl }, AbortSignal.timeout(timeoutMs));

  it('fetches and normalises the feed end to end', async () => {
    fake.setMode('ok');
    const ctx = context();
    const data = await podcastSource.normalise(await fetchPodcast(ctx), ctx);
    expect(data.episodes[0]!.id).toBe('podcast-episode-12');
  });

  // Retrying is the refresh job's (jobs/retry-policy.ts): one call here, and a verdict.
  it.each([
    ['rate-limit-then-ok', 429],
    ['error-500', 500],
  ] as const)('makes one call and reports %s as retryable', async (mode, status) => {
    fake.setMode(mode);
    const before = fake.requests.length;
    await expect(fetchPodcastFeed(context())).rejects.toMatchObject({
      name: 'SourceFetchError',
      status,
      retryable: true,
    });
    expect(fake.requests.length - before).toBe(1);
  });

  it.each([
    ['malformed', /Invalid RSS structure|No episodes/],
    ['not-rss', /Invalid RSS structure/],
    ['empty', /No episodes found/],
  ] as const)('reports %s as an error retrying cannot fix', async (mode, message) => {
    fake.setMode(mode);
    const before = fake.requests.length;
    await expect(fetchPodcastFeed(context())).rejects.toThrow(message);
    expect(fake.requests.length - before).toBe(1);
    await expect(fetchPodcastFeed(context())).rejects.toMatchObject({ retryable: false });
  });

  it('times out when the host never answers', async () => {
    fake.setMode('timeout');
    await expect(fetchPodcastFeed(context(300))).rejects.toMatchObject({
      name: 'SourceFetchError',
      retryable: true,
    });
  });
});

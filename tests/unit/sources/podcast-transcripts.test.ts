import { describe, expect, it } from 'vitest';
import {
  attachmentRequests,
  itemAttachments,
  MAX_ATTACHMENT_ITEMS,
  resolveAttachmentUrl,
} from '../../../jobs/sources/podcast/attachments.ts';
import { parseJsonChapters } from '../../../jobs/sources/podcast/chapters.ts';
import { fetchAttachments, seedAttachmentGetter } from '../../../jobs/sources/podcast/fetch.ts';
import { normalisePodcast } from '../../../jobs/sources/podcast/normalise.ts';
import { parseFeed, rssItemSchema } from '../../../jobs/sources/podcast/schema.ts';
import {
  groupCues,
  parseHtmlTranscript,
  parseJsonTranscript,
  parseSrt,
  parseTimestamp,
  parseTranscript,
  parseVtt,
  transcriptFormat,
} from '../../../jobs/sources/podcast/transcript.ts';
import { testContext, testLogger } from './helpers.ts';

const FEED_URL = 'https://feeds.example.com/show/feed.xml';

function feed(items: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>פודקאסט</title>${items}</channel></rss>`;
}

const itemOf = (fields: string) => rssItemSchema.parse(parseFeed(feed(`<item>${fields}</item>`)).item[0]);

describe('transcript timestamps', () => {
  it.each([
    ['00:00:01.500', 1.5],
    ['01:02:03.450', 3723.45],
    ['02:03.4', 123.4],
    ['00:00:07,250', 7.25],
    ['1:02', 62],
    ['10:00:00', 36000],
  ])('reads %s as %d seconds', (text, seconds) => {
    expect(parseTimestamp(text)).toBeCloseTo(seconds, 3);
  });

  it.each(['', 'abc', '12', '00:61:00', '00:00:75.000', '-00:00:01'])('rejects %j', (text) => {
    expect(parseTimestamp(text)).toBeNull();
  });
});

describe('transcript format', () => {
  it.each([
    ['text/vtt', 'a', 'vtt'],
    ['application/x-subrip', 'a', 'srt'],
    ['application/srt', 'a', 'srt'],
    ['application/json', 'a', 'json'],
    ['text/html; charset=utf-8', 'a', 'html'],
    ['', 'https://x.example/t/1.VTT', 'vtt'],
    ['', 'https://x.example/t/1.srt?v=2', 'srt'],
    ['', 'transcripts/1.htm', 'html'],
    ['text/plain', 'https://x.example/t/1.txt', null],
    ['application/pdf', 'https://x.example/t/1', null],
  ])('type %j with url %s is %s', (type, url, format) => {
    expect(transcriptFormat(type, url)).toBe(format);
  });
});

describe('WebVTT transcripts', () => {
  it('reads cues with identifiers, settings, voices, tags and entities, skipping NOTE and STYLE blocks', () => {
    const vtt = [
      '\uFEFFWEBVTT - כתוביות',
      '',
      'NOTE נוצר אוטומטית',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00:00.500 --> 00:00:04.000 align:start position:10%',
      '<v.loud דנה>שלום <i>וברוכים</i> הבאים &amp; ברוכות</v>',
      '',
      '00:05.000 --> 00:09.250',
      '<v יואב>היום: <c.yellow>GPT</c> ו-<00:06.000>Claude',
      'בשורה שנייה &lt;3',
      '',
    ].join('\r\n');
    expect(parseVtt(vtt)).toEqual([
      { start: 0.5, end: 4, speaker: 'דנה', text: 'שלום וברוכים הבאים & ברוכות' },
      { start: 5, end: 9.25, speaker: 'יואב', text: 'היום: GPT ו-Claude בשורה שנייה <3' },
    ]);
  });

  it('gives nothing for a file without the WEBVTT header', () => {
    expect(parseVtt('00:00:01.000 --> 00:00:02.000\nטקסט')).toEqual([]);
  });

  it('skips cues with an unreadable time or no text', () => {
    expect(
      parseVtt(
        'WEBVTT\n\n00:00:xx --> 00:00:02.000\nשבור\n\n00:00:03.000 --> 00:00:04.000\n\n\n00:00:05.000 --> 00:00:06.000\nטוב',
      ),
    ).toEqual([{ start: 5, end: 6, text: 'טוב', speaker: undefined }]);
  });
});

describe('SRT transcripts', () => {
  it('reads numbered blocks with comma milliseconds, formatting tags and overrides', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:03,500\n<i>שורה</i> ראשונה\n\n2\n00:00:04,000 --> 00:00:06,000\n{\\an8}<font color="#fff">שורה שנייה</font>\n';
    expect(parseSrt(srt)).toEqual([
      { start: 1, end: 3.5, speaker: undefined, text: 'שורה ראשונה' },
      { start: 4, end: 6, speaker: undefined, text: 'שורה שנייה' },
    ]);
  });

  it('ignores an end time before the start', () => {
    expect(parseSrt('1\n00:00:05,000 --> 00:00:01,000\nהפוך')[0]).toMatchObject({ start: 5, end: null });
  });
});

describe('JSON transcripts (Podcasting 2.0)', () => {
  it('reads segments and skips bad ones', () => {
    const json = JSON.stringify({
      version: '1.0.0',
      segments: [
        { speaker: 'דנה', startTime: 0, endTime: 1.2, body: 'שלום' },
        { startTime: 'x', body: 'זמן שבור' },
        { speaker: 'דנה', startTime: 1.2, endTime: 2, body: '   ' },
        { startTime: 2, body: 'בלי דובר' },
        null,
      ],
    });
    expect(parseJsonTranscript(json)).toEqual([
      { start: 0, end: 1.2, speaker: 'דנה', text: 'שלום' },
      { start: 2, end: null, speaker: undefined, text: 'בלי דובר' },
    ]);
  });

  it.each(['not json', '{"segments": "x"}', '[]', '{}'])('gives nothing for %j', (text) => {
    expect(parseJsonTranscript(text)).toEqual([]);
  });
});

describe('HTML transcripts', () => {
  it('reads the cite/time/p shape', () => {
    const html =
      '<cite>דנה:</cite><time>0:00</time><p>שלום לכולם.</p><cite>יואב:</cite><time>00:01:05</time><p>היי <b>דנה</b>.</p><script>alert(1)</script>';
    expect(parseHtmlTranscript(html)).toEqual([
      { start: 0, end: null, speaker: 'דנה', text: 'שלום לכולם.' },
      { start: 65, end: null, speaker: 'יואב', text: 'היי דנה.' },
    ]);
  });

  it('reads plain paragraphs as untimed passages', () => {
    expect(parseHtmlTranscript('<div><p>פסקה אחת</p><p>פסקה שתיים</p></div>')).toEqual([
      { start: null, end: null, speaker: undefined, text: 'פסקה אחת' },
      { start: null, end: null, speaker: undefined, text: 'פסקה שתיים' },
    ]);
  });

  it('falls back to the whole text when there are no paragraphs', () => {
    expect(parseHtmlTranscript('<body>רק טקסט &amp; עוד</body>')).toEqual([
      { start: null, end: null, text: 'רק טקסט & עוד' },
    ]);
  });
});

describe('transcript passages', () => {
  it('joins short caption cues of one speaker until a sentence ends', () => {
    const cues = [
      { start: 0, end: 1, speaker: 'א', text: 'היום נדבר על' },
      { start: 1, end: 2, speaker: 'א', text: 'מודלים גדולים של שפה, ועל הדרך שבה הם' },
      { start: 2, end: 3, speaker: 'א', text: 'לומדים מטקסט.' },
      { start: 3, end: 4, speaker: 'א', text: 'משפט חדש.' },
    ];
    expect(groupCues(cues).map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [0, 3, 'היום נדבר על מודלים גדולים של שפה, ועל הדרך שבה הם לומדים מטקסט.'],
      [3, 4, 'משפט חדש.'],
    ]);
  });

  it('starts a new passage at a change of speaker or a long pause', () => {
    const cues = [
      { start: 0, end: 1, speaker: 'א', text: 'אחת' },
      { start: 1, end: 2, speaker: 'ב', text: 'שתיים' },
      { start: 9, end: 10, speaker: 'ב', text: 'שלוש' },
    ];
    expect(groupCues(cues).map((cue) => cue.text)).toEqual(['אחת', 'שתיים', 'שלוש']);
  });

  it('never joins untimed passages', () => {
    const cues = [
      { start: null, end: null, text: 'א' },
      { start: null, end: null, text: 'ב' },
    ];
    expect(groupCues(cues)).toHaveLength(2);
  });

  it('gives null for a file with nothing readable', () => {
    expect(parseTranscript('WEBVTT\n\n', 'vtt')).toBeNull();
    expect(parseTranscript('{"segments":[]}', 'json')).toBeNull();
  });

  it('keeps the language and sorts timed passages', () => {
    const transcript = parseTranscript(
      '1\n00:00:09,000 --> 00:00:10,000\nשנייה.\n\n2\n00:00:01,000 --> 00:00:02,000\nראשונה.',
      'srt',
      'he',
    );
    expect(transcript).toMatchObject({ format: 'srt', language: 'he' });
    expect(transcript!.cues.map((cue) => cue.text)).toEqual(['ראשונה.', 'שנייה.']);
  });
});

describe('JSON chapters', () => {
  it('reads chapters sorted by start time, dropping hidden, untitled, negative and repeated ones', () => {
    const json = JSON.stringify({
      version: '1.2.0',
      chapters: [
        { startTime: 120.5, title: 'שני', url: 'https://example.com/a' },
        { startTime: 0, title: '<b>פתיחה</b>' },
        { startTime: 60, title: 'מוסתר', toc: false },
        { startTime: 90 },
        { startTime: -1, title: 'שלילי' },
        { startTime: '30', title: 'מחרוזת' },
        { startTime: 120.5, title: 'כפול' },
        { startTime: 200, title: 'קישור רע', url: 'javascript:alert(1)' },
        'garbage',
      ],
    });
    expect(parseJsonChapters(json)).toEqual([
      { startTime: 0, title: 'פתיחה' },
      { startTime: 30, title: 'מחרוזת' },
      { startTime: 120.5, title: 'שני', url: 'https://example.com/a' },
      { startTime: 200, title: 'קישור רע' },
    ]);
  });

  it.each(['', 'not json', '{"chapters": {}}', '[1,2]'])('gives no chapters for %j', (text) => {
    expect(parseJsonChapters(text)).toEqual([]);
  });
});

describe('which files an item points to', () => {
  it.each([
    ['https://cdn.example.com/t.vtt', FEED_URL, 'https://cdn.example.com/t.vtt'],
    ['transcripts/1.vtt', FEED_URL, 'https://feeds.example.com/show/transcripts/1.vtt'],
    ['/t/1.vtt', FEED_URL, 'https://feeds.example.com/t/1.vtt'],
    ['javascript:alert(1)', FEED_URL, null],
    ['file:///etc/passwd', FEED_URL, null],
    ['ftp://x.example/1.vtt', FEED_URL, null],
    ['', FEED_URL, null],
    ['transcripts/1.vtt', 'file:///seed/podcast/feed.xml', 'file:///seed/podcast/transcripts/1.vtt'],
    ['../../etc/passwd', 'file:///seed/podcast/feed.xml', null],
    ['https://x.example/1.vtt', 'file:///seed/podcast/feed.xml', null],
  ])('resolves %j against %s as %s', (href, base, expected) => {
    expect(resolveAttachmentUrl(href, base)).toBe(expected);
  });

  it('prefers a Hebrew transcript, then timed formats, and reads the chapters link', () => {
    const item = itemOf(`<title>פרק 1</title>
      <podcast:transcript url="https://x.example/1.html" type="text/html" language="he"/>
      <podcast:transcript url="https://x.example/1.en.vtt" type="text/vtt" language="en"/>
      <podcast:transcript url="https://x.example/1.srt" type="application/srt" language="he"/>
      <podcast:transcript url="https://x.example/1.pdf" type="application/pdf" language="he"/>
      <podcast:chapters url="https://x.example/1.json" type="application/json+chapters"/>`);
    expect(itemAttachments(item, FEED_URL)).toEqual({
      transcript: { url: 'https://x.example/1.srt', format: 'srt', language: 'he' },
      chapters: { url: 'https://x.example/1.json' },
    });
  });

  it('has nothing to fetch for an item without links or with unusable ones', () => {
    expect(itemAttachments(itemOf('<title>פרק 1</title>'), FEED_URL)).toEqual({});
    expect(
      itemAttachments(
        itemOf('<title>פרק 1</title><podcast:chapters url="https://x.example/c" type="text/plain"/>'),
        FEED_URL,
      ),
    ).toEqual({});
  });

  it(`asks for the files of the newest ${MAX_ATTACHMENT_ITEMS} items only, each URL once`, () => {
    const items = Array.from(
      { length: 80 },
      (_, index) =>
        `<item><title>פרק ${index}</title><podcast:transcript url="https://x.example/${index}.vtt" type="text/vtt"/><podcast:chapters url="https://x.example/shared.json"/></item>`,
    ).join('');
    const requests = attachmentRequests(parseFeed(feed(items)), FEED_URL);
    expect(requests.filter((request) => request.kind === 'transcript')).toHaveLength(MAX_ATTACHMENT_ITEMS);
    expect(requests.filter((request) => request.kind === 'chapters')).toEqual([
      { kind: 'chapters', url: 'https://x.example/shared.json' },
    ]);
  });
});

describe('episodes with transcripts and chapters', () => {
  const xml = feed(`<item><title>פרק 2</title><pubDate>Wed, 05 Mar 2025 08:00:00 GMT</pubDate>
      <podcast:transcript url="t/2.vtt" type="text/vtt" language="he"/>
      <podcast:chapters url="c/2.json" type="application/json+chapters"/></item>
    <item><title>פרק 1</title><pubDate>Wed, 26 Feb 2025 08:00:00 GMT</pubDate>
      <podcast:transcript url="t/1.vtt" type="text/vtt"/>
      <podcast:chapters url="c/1.json" type="application/json+chapters"/></item>`);
  const base = 'https://feeds.example.com/feed.xml';
  const at = (path: string) => `https://feeds.example.com/${path}`;

  it('attaches the parsed transcript and chapters to their episode', () => {
    const data = normalisePodcast(
      {
        xml,
        baseUrl: base,
        attachments: {
          [at('t/2.vtt')]: { ok: true, body: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nשלום.' },
          [at('c/2.json')]: { ok: true, body: '{"chapters":[{"startTime":0,"title":"פתיחה"}]}' },
        },
      },
      { logger: testLogger() },
    );
    expect(data.episodes[0]!.transcript).toEqual({
      format: 'vtt',
      language: 'he',
      cues: [{ start: 1, end: 2, speaker: undefined, text: 'שלום.' }],
    });
    expect(data.episodes[0]!.chapters).toEqual([{ startTime: 0, title: 'פתיחה' }]);
    expect(data.episodes[1]!.transcript).toBeUndefined();
    expect(data.episodes[1]!.chapters).toBeUndefined();
  });

  it('leaves out a file that failed or does not parse, and keeps the episode', () => {
    const data = normalisePodcast(
      {
        xml,
        baseUrl: base,
        attachments: {
          [at('t/2.vtt')]: { ok: false, reason: 'HTTP 500' },
          [at('c/2.json')]: { ok: true, body: '<html>not chapters</html>' },
          [at('t/1.vtt')]: { ok: true, body: 'this is not vtt' },
        },
      },
      { logger: testLogger() },
    );
    expect(data.episodes).toHaveLength(2);
    for (const episode of data.episodes) {
      expect(episode.transcript).toBeUndefined();
      expect(episode.chapters).toBeUndefined();
    }
  });
});

describe('fetching the files', () => {
  const requests = [
    { kind: 'transcript' as const, url: 'https://x.example/a.vtt' },
    { kind: 'transcript' as const, url: 'https://x.example/b.vtt' },
    { kind: 'chapters' as const, url: 'https://x.example/c.json' },
  ];

  it('keeps the files that came and records why the others are missing, with one warning', async () => {
    const context = testContext();
    const result = await fetchAttachments(
      requests,
      async (url) => {
        if (url.endsWith('b.vtt')) throw new Error('HTTP 404');
        return `body of ${url}`;
      },
      context,
    );
    expect(result).toEqual({
      'https://x.example/a.vtt': { ok: true, body: 'body of https://x.example/a.vtt' },
      'https://x.example/b.vtt': { ok: false, reason: 'HTTP 404' },
      'https://x.example/c.json': { ok: true, body: 'body of https://x.example/c.json' },
    });
    expect(context.logger.warn).toHaveBeenCalledOnce();
  });

  it('gives up on slow files at the step deadline without failing', async () => {
    const context = testContext({ UPSTREAM_TIMEOUT_MS: '100' });
    const result = await fetchAttachments(
      requests,
      (url, signal) =>
        url.endsWith('a.vtt')
          ? Promise.resolve('fast')
          : new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      context,
    );
    expect(result['https://x.example/a.vtt']).toEqual({ ok: true, body: 'fast' });
    expect(result['https://x.example/b.vtt']).toEqual({ ok: false, reason: 'timed out' });
  });

  it('fails when the refresh itself is aborted', async () => {
    const controller = new AbortController();
    const context = testContext({}, controller.signal);
    const pending = fetchAttachments(
      requests,
      (_url, signal) =>
        new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      context,
    );
    controller.abort(new Error('refresh budget used up'));
    await expect(pending).rejects.toThrow('refresh budget used up');
  });

  it('reads seed files only from the seed folder', async () => {
    const folder = new URL('../../../jobs/seed/podcast/', import.meta.url);
    const get = seedAttachmentGetter(folder);
    const signal = new AbortController().signal;
    await expect(get(new URL('transcripts/episode-12.vtt', folder).href, signal)).resolves.toMatch(/^WEBVTT/);
    await expect(get(new URL('../newsletter/campaigns-page-1.json', folder).href, signal)).rejects.toThrow(
      'outside the seed folder',
    );
    await expect(get('https://x.example/a.vtt', signal)).rejects.toThrow('outside the seed folder');
  });
});

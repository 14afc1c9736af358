import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignsPath, fetchNewsletter } from '../../../jobs/sources/newsletter/fetch.ts';
import { newsletterSource } from '../../../jobs/sources/newsletter/index.ts';
import {
  contentHtml,
  NEWSLETTER_PLACEHOLDER,
  normaliseNewsletter,
  parseMailerliteDate,
  toIssue,
  webViewUrl,
} from '../../../jobs/sources/newsletter/normalise.ts';
import {
  articleCategory,
  cutDescription,
  isUsableImage,
  parseCampaignHtml,
} from '../../../jobs/sources/newsletter/parse-html.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import { type FakeMailerlite, startFakeMailerlite } from '../../fakes/mailerlite.ts';
import { testConfig, testContext, testLogger } from './helpers.ts';

const long = (text: string) => `${text} – ${'פרטים נוספים על הכלי והשימוש בו. '.repeat(2)}`;

function article(title: string, description = long('תיאור'), extra = '') {
  return `<h2>${title}</h2>${extra}<p>${description}</p>`;
}

describe('summary bullets (docs/product.md#newsletter-parsing)', () => {
  it.each([
    'מה היה לנו השבוע',
    'סיכום',
    'הדגשים של השבוע',
    'חדשות חשובות',
    '🔥 מה היה לנו השבוע?',
    'Summary',
  ])('takes the bullets after the heading %j', (heading) => {
    const html = `<ul><li>פריט לפני הכותרת שאינו חלק מהסיכום בכלל</li></ul>
        <h2>${heading}</h2><ul><li>פריט ראשון ארוך מספיק לסיכום</li><li>קצר</li><li>פריט שני ארוך מספיק לסיכום</li></ul>
        <h2>כותרת אחרת לגמרי</h2><ul><li>פריט אחרי הסעיף שלא נכלל בסיכום</li></ul>`;
    expect(parseCampaignHtml(html).summary).toEqual([
      'פריט ראשון ארוך מספיק לסיכום',
      'פריט שני ארוך מספיק לסיכום',
    ]);
  });

  it('keeps only bullets longer than 20 characters, at most 6', () => {
    const items = Array.from(
      { length: 9 },
      (_, index) => `<li>בולט מספר ${index + 1} עם מספיק תווים</li>`,
    ).join('');
    const summary = parseCampaignHtml(`<h3>סיכום</h3><ul><li>12345678901234567890</li>${items}</ul>`).summary;
    expect(summary).toHaveLength(6);
    expect(summary[0]).toBe('בולט מספר 1 עם מספיק תווים');
  });

  it('falls back to any list items of 20 to 500 characters, at most 8', () => {
    const items = [
      'קצר מדי',
      ...Array.from({ length: 10 }, (_, index) => `פריט כללי מספר ${index + 1} באורך סביר`),
      'א'.repeat(501),
    ];
    const summary = parseCampaignHtml(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`).summary;
    expect(summary).toHaveLength(8);
    expect(summary.every((item) => item.length >= 20 && item.length <= 500)).toBe(true);
  });

  it('gives no summary for a body without lists', () => {
    expect(parseCampaignHtml('<p>שלום</p>').summary).toEqual([]);
  });
});

describe('articles (docs/product.md#newsletter-parsing)', () => {
  it('reads heading, description, image, link and category', () => {
    const [item] = parseCampaignHtml(
      `${article(
        'כלי וידאו חדש לעריכה',
        long('תיאור הכלי'),
        '<img src="https://cdn.example.com/shot.png" width="600" height="300">',
      )}<a href="https://tool.example/">לאתר</a>`,
    ).articles;
    expect(item).toEqual({
      title: 'כלי וידאו חדש לעריכה',
      description: long('תיאור הכלי').trim(),
      image: 'https://cdn.example.com/shot.png',
      link: 'https://tool.example/',
      category: 'video',
    });
  });

  it.each([
    ['a heading of 8 characters', '12345678', false],
    ['a heading of 9 characters', '123456789', true],
    ['a heading of 199 characters', 'א'.repeat(199), true],
    ['a heading of 200 characters', 'א'.repeat(200), false],
    ['a heading with an ellipsis', 'עוד כלים מעניינים...', false],
    ['a heading with a unicode ellipsis', 'עוד כלים מעניינים…', false],
    ['a thanks heading', 'תודה שקראתם עד כאן', false],
    ['a copyright heading', 'Copyright 2025 Binah', false],
    ['an unsubscribe heading', 'Unsubscribe from this list', false],
    ['a similar-items heading', 'כתבות דומות שאולי תאהבו', false],
    ['a heading with niqqud', 'כְּלִי חָדָשׁ לְכְתִיבָה', true],
    ['a mixed Hebrew and English heading', 'Claude 4 – מה חדש?', true],
  ])('includes %s: %s', (_name, title, included) => {
    expect(parseCampaignHtml(article(title)).articles.length).toBe(included ? 1 : 0);
  });

  it.each([
    ['ten characters or fewer', '1234567890'],
    ['view in browser', 'View in browser – click here to see this email'],
    ["if the newsletter isn't displayed", "If the newsletter isn't displayed correctly, open it here"],
    ['its Hebrew equivalent', 'אם הניוזלטר לא מוצג כראוי לחצו כאן לצפייה בדפדפן'],
  ])('skips an article whose description is %s', (_name, description) => {
    expect(parseCampaignHtml(article('כותרת מספיק ארוכה', description)).articles).toEqual([]);
  });

  it('takes the first good paragraph when a boilerplate one comes first', () => {
    const html = `<h2>כותרת מספיק ארוכה</h2><p>לצפייה בדפדפן</p><p>${long('התיאור האמיתי')}</p>`;
    expect(parseCampaignHtml(html).articles[0]!.description).toContain('התיאור האמיתי');
  });

  it('cuts descriptions at 300 characters and adds an ellipsis', () => {
    expect(cutDescription('א'.repeat(301))).toBe(`${'א'.repeat(300)}...`);
    expect(cutDescription('א'.repeat(300))).toBe('א'.repeat(300));
  });

  it('ignores headings under 5 characters even as section boundaries', () => {
    const html = `<h2>כותרת מספיק ארוכה</h2><h3>קצר</h3><p>${long('תיאור')}</p>`;
    expect(parseCampaignHtml(html).articles).toHaveLength(1);
  });

  it('reads descriptions from builder table cells and divs', () => {
    const html = `<table><tr><td><h2>כותרת מספיק ארוכה</h2></td></tr><tr><td><div>${long('תיאור בתא')}</div></td></tr></table>`;
    expect(parseCampaignHtml(html).articles[0]!.description).toContain('תיאור בתא');
  });

  it('never keeps a javascript: or unsubscribe link', () => {
    const html = `${article('כותרת מספיק ארוכה')}<a href="javascript:alert(1)">x</a><a href="https://x.example/unsubscribe/1">y</a>`;
    expect(parseCampaignHtml(html).articles[0]!.link).toBeUndefined();
  });

  it('returns text only: markup and scripts in the source never reach a field', () => {
    const html = `<h2>כותרת <em>מודגשת</em> וארוכה</h2><script>alert(1)</script><p>${long('<b>תיאור</b> &lt;script&gt;')}</p>`;
    const [item] = parseCampaignHtml(html).articles;
    expect(item!.title).toBe('כותרת מודגשת וארוכה');
    expect(item!.description).not.toMatch(/<b>|alert/);
  });
});

describe('article category (docs/product.md#newsletter-parsing: dev, video, audio, images, AI, 3D, new; default tools)', () => {
  it.each([
    ['כלי קוד חדש למפתחים', 'dev'],
    ['GitHub Copilot בגרסה חדשה', 'dev'],
    ['מחולל וידאו מבוסס AI', 'video'],
    ['הסרטונים הכי טובים של השבוע', 'video'],
    ['מוזיקה מבינה מלאכותית', 'audio'],
    ['Suno: songs from text', 'audio'],
    ['עריכת תמונות עם AI', 'images'],
    ['Midjourney v7', 'images'],
    ['מודל שפה חדש של Google', 'ai'],
    ['Claude learns to browse', 'ai'],
    ['מודלים בתלת מימד', 'ai'],
    ['סריקה בתלת מימד', '3d'],
    ['3D scanning for everyone', '3d'],
    ['השקה גדולה השבוע', 'new'],
    ['Notion Calendar', 'tools'],
    ['Said in passing', 'tools'],
  ])('puts %j in %s', (heading, category) => {
    expect(articleCategory(heading)).toBe(category);
  });
});

describe('usable images and cover (docs/product.md#newsletter-parsing)', () => {
  it.each([
    ['https://cdn.example.com/a.png', true],
    ['https://cdn.example.com/photo.JPG?w=600', true],
    ['https://bucket.mlcdn.com/a/123/images/abc', true],
    ['https://example.com/get?image=42', true],
    ['/images/newsletter/a.svg', true],
    ['//cdn.example.com/a.png', false],
    ['http://x.io/', false],
    ['ftp://cdn.example.com/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['https://cdn.example.com/logo.png', false],
    ['https://cdn.example.com/icons/x.png', false],
    ['https://cdn.example.com/avatar.jpg', false],
    ['https://track.example.com/pixel.gif', false],
    ['https://cdn.example.com/footer-bg.png', false],
    ['https://example.com/page', false],
    [undefined, false],
  ])('treats %j as usable: %s', (src, usable) => {
    expect(isUsableImage(src)).toBe(usable);
  });

  const campaign = {
    id: '1',
    account_id: '9',
    name: 'גיליון',
    created_at: '2025-03-16 07:30:00',
    emails: [],
  };
  const email = (content: string, screenshot: string | null = null) => ({
    id: '2',
    account_id: '9',
    content,
    screenshot_url: screenshot,
    preview_url: null,
  });

  it('takes a large image (at least 300x150) as the cover', () => {
    const html =
      '<img src="https://cdn.example.com/small.png" width="200" height="100"><img src="https://cdn.example.com/big.png" width="600" height="300">';
    const issue = toIssue(
      { ...campaign, emails: [email(html, 'https://shots.example.com/s.png')] },
      undefined,
    );
    expect(issue.coverImage).toBe('https://cdn.example.com/big.png');
    expect(issue.mainImage).toBe('https://cdn.example.com/big.png');
  });

  it('falls back to the screenshot, then to the local placeholder', () => {
    const small = '<img src="https://cdn.example.com/small.png" width="300" height="149">';
    expect(
      toIssue({ ...campaign, emails: [email(small, 'https://shots.example.com/s.png')] }, undefined)
        .coverImage,
    ).toBe('https://shots.example.com/s.png');
    expect(toIssue({ ...campaign, emails: [email(small)] }, undefined).coverImage).toBe(
      NEWSLETTER_PLACEHOLDER,
    );
  });

  it('builds the web-view link on the provider host when there is no preview url', () => {
    expect(webViewUrl(campaign, email(''))).toBe('https://preview.mailerlite.io/preview/9/emails/2');
    expect(
      webViewUrl(campaign, {
        ...email(''),
        preview_url: 'https://preview.mailerlite.io/preview/9/emails/77',
      }),
    ).toBe('https://preview.mailerlite.io/preview/9/emails/77');
  });
});

describe('campaign fields (docs/product.md#entities)', () => {
  it.each([
    ['a string', '<p>x</p>', '<p>x</p>'],
    ['an object with html', { html: '<p>y</p>', text: 'z' }, '<p>y</p>'],
    ['an object with text only', { text: 'שורה <1>\n\nשורה 2' }, '<p>שורה &lt;1&gt;</p><p>שורה 2</p>'],
    ['missing', null, ''],
  ])('reads content given as %s', (_name, content, html) => {
    expect(contentHtml(content as never)).toBe(html);
  });

  it('reads MailerLite timestamps as UTC', () => {
    expect(parseMailerliteDate('2022-12-20 18:42:14').toISOString()).toBe('2022-12-20T18:42:14.000Z');
  });

  it('maps the reference list payload, whose emails carry no content', () => {
    const data = normaliseNewsletter(
      {
        pages: [
          {
            data: [
              {
                id: '75037917434611569',
                account_id: '252151',
                name: 'Test Campaign',
                status: 'sent',
                created_at: '2022-12-20 18:42:14',
                emails: [
                  {
                    id: '75037917465020274',
                    account_id: '252151',
                    subject: 'This is a test campaign',
                    screenshot_url:
                      'https://storage.googleapis.com/mailerlite-screenshots-prod/screenshot/emails/75037917465020274/1284x736.png',
                    preview_url: 'https://preview.mailerlite.io/preview/252151/emails/75037917465020274',
                    stats: { sent: 2, unique_opens_count: 2 },
                  },
                ],
                stats: { sent: 2, opens_count: 2, unique_opens_count: 2 },
              },
            ],
            meta: { current_page: 1, last_page: 1 },
          },
        ],
        details: {},
      },
      { logger: testLogger() },
    );
    expect(data.issues[0]).toMatchObject({
      id: '75037917434611569',
      name: 'Test Campaign',
      subject: 'This is a test campaign',
      createdFormatted: '20 בדצמבר, 2022',
      sent: 2,
      uniqueOpens: 2,
      summary: [],
      articles: [],
      coverImage:
        'https://storage.googleapis.com/mailerlite-screenshots-prod/screenshot/emails/75037917465020274/1284x736.png',
      webViewUrl: 'https://preview.mailerlite.io/preview/252151/emails/75037917465020274',
    });
  });

  it('drops a bad campaign with a warning and keeps the rest, newest first', () => {
    const logger = testLogger();
    const data = normaliseNewsletter(
      {
        pages: [
          {
            data: [
              { id: '1', name: 'ישן', status: 'sent', created_at: '2025-01-01 10:00:00', emails: [] },
              { id: 2, name: null },
              { id: '3', name: 'חדש', status: 'sent', created_at: '2025-02-01 10:00:00', emails: [] },
              { id: '4', name: 'טיוטה', status: 'draft', created_at: '2025-03-01 10:00:00', emails: [] },
            ],
          },
        ],
        details: {},
      },
      { logger },
    );
    expect(data.issues.map((issue) => issue.name)).toEqual(['חדש', 'ישן']);
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});

describe('newsletter seed', () => {
  it('is live with an API key and seed without one', () => {
    expect(newsletterSource.mode(testConfig())).toBe('seed');
    expect(newsletterSource.mode(testConfig({ MAILERLITE_API_KEY: 'k' }))).toBe('live');
  });

  it('serves three issues, each with a summary and 4 to 6 articles with local images', async () => {
    const context = testContext();
    const data = await newsletterSource.normalise(await newsletterSource.loadSeed(context), context);
    expect(data.issues).toHaveLength(3);
    for (const issue of data.issues) {
      expect(issue.summary.length).toBeGreaterThan(0);
      expect(issue.articles.length).toBeGreaterThanOrEqual(4);
      expect(issue.articles.length).toBeLessThanOrEqual(6);
      for (const item of issue.articles) {
        expect(item.image).toMatch(/^\/images\/newsletter\//);
        expect(item.link).toMatch(/^https:\/\//);
      }
      expect(issue.coverImage).toMatch(/^\/images\/newsletter\//);
    }
    expect(context.logger.warn).not.toHaveBeenCalled();
  });
});

describe('email marketing against the fake API', () => {
  let fake: FakeMailerlite;
  const ctx = (extra: Record<string, string> = {}, timeoutMs = 5000) =>
    testContext(
      { MAILERLITE_API_KEY: fake.apiKey, MAILERLITE_API_URL: fake.url, ...extra },
      AbortSignal.timeout(timeoutMs),
    );

  beforeAll(async () => {
    fake = await startFakeMailerlite();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode('ok');
    fake.setPageSize(25);
    fake.requests.length = 0;
  });

  it('lists sent campaigns, fetches each one and normalises end to end', async () => {
    const context = ctx();
    const data = normaliseNewsletter(await fetchNewsletter(context), context);
    expect(data.issues).toHaveLength(3);
    expect(data.issues[0]!.articles.length).toBeGreaterThanOrEqual(4);
    const list = fake.requests[0]!;
    expect(list.url).toBe(campaignsPath(1));
    expect(list.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(fake.requests.filter((request) => /^\/campaigns\/\d+$/.test(request.path))).toHaveLength(3);
  });

  it('follows meta.last_page', async () => {
    fake.setPageSize(2);
    const payload = await fetchNewsletter(ctx());
    expect(payload.pages).toHaveLength(2);
    expect(Object.keys(payload.details)).toHaveLength(3);
  });

  it.each([
    ['error-500', /HTTP 500/, true],
    ['unauthorized', /rejected the API key/, false],
    ['not-json', /expected JSON/, true],
    ['malformed', /not valid JSON/, true],
  ] as const)('reports %s as an error of the refresh', async (mode, message, retryable) => {
    fake.setMode(mode);
    await expect(fetchNewsletter(ctx())).rejects.toMatchObject({
      message: expect.stringMatching(message),
      retryable,
    });
  });

  it('marks a 429 as retryable', async () => {
    fake.setMode('rate-limit-then-ok');
    await expect(fetchNewsletter(ctx())).rejects.toMatchObject({ status: 429, retryable: true });
  });

  it('gives no issues when nothing was sent', async () => {
    fake.setMode('empty');
    const context = ctx();
    expect(normaliseNewsletter(await fetchNewsletter(context), context).issues).toEqual([]);
  });

  it('times out when the API never answers, without the key in the message', async () => {
    fake.setMode('timeout');
    const error = await fetchNewsletter(ctx({}, 300)).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(SourceFetchError);
    expect((error as Error).message).not.toContain(fake.apiKey);
  });
});

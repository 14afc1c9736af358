import { describe, expect, it } from 'vitest';
import {
  isoDay,
  NEWSLETTER_PLACEHOLDER,
  newsletterCovers,
} from '../../client/components/newsletter/cover.ts';
import { sanitizeEmailHtml } from '../../jobs/sources/newsletter/normalise.ts';
import {
  findIssue,
  issueNeighbours,
  SUMMARY_EXCERPT_LENGTH,
  summaryExcerpt,
} from '../../src/domain/newsletter/issues.ts';
import type { NewsletterIssue } from '../../src/domain/types.ts';
import { campaignBody, campaignEmailsBody, campaignListBody } from '../../src/newsletter/archive.ts';
import { renderNewsletterRss, rfc822 } from '../../src/newsletter/rss.ts';

function issue(id: string, extra: Partial<NewsletterIssue> = {}): NewsletterIssue {
  return {
    id,
    name: `גיליון ${id}`,
    created_at: '2025-03-16 07:30:00',
    createdFormatted: '16 במרץ, 2025',
    sent: 120,
    uniqueOpens: 80,
    summary: ['סוכני AI יוצאים לעבודה בכל מקום השבוע', 'מחולל וידאו חדש שמייצר עשר שניות'],
    articles: [],
    coverImage: '/images/newsletter/hero.svg',
    emailId: `${id}01`,
    accountId: '252151',
    content: '<h2>כותרת</h2><p>גוף</p>',
    ...extra,
  };
}

const ISSUES = [issue('3'), issue('2'), issue('1')];

describe('the archive as the API answers it (MailerLite shapes, from the snapshot)', () => {
  it('pages the list with MailerLite paging fields', () => {
    const body = campaignListBody(ISSUES, { page: 2, limit: 2, status: 'sent', includeEmails: true });
    expect(body.data.map((campaign) => campaign.id)).toEqual(['1']);
    expect(body.meta).toEqual({ current_page: 2, from: 3, last_page: 2, per_page: 2, to: 3, total: 3 });
    expect(body.data[0]).toMatchObject({
      id: '1',
      account_id: '252151',
      status: 'sent',
      created_at: '2025-03-16 07:30:00',
      stats: { sent: 120, unique_opens_count: 80 },
      emails: [{ id: '101', emailable_id: '1', stats: { sent: 120, unique_opens_count: 80 } }],
    });
    expect((body.data[0]!.emails as Record<string, unknown>[])[0]!.content).toBeUndefined();
  });

  it('leaves the emails out unless asked, and answers an empty page past the end', () => {
    expect(
      campaignListBody(ISSUES, { page: 1, limit: 10, status: 'sent', includeEmails: false }).data[0]!.emails,
    ).toEqual([]);
    const past = campaignListBody(ISSUES, { page: 5, limit: 10, status: 'sent', includeEmails: true });
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ from: null, to: null, last_page: 1 });
  });

  it('gives one campaign and its emails with the content, or null', () => {
    expect(campaignBody(ISSUES, '2')?.data.emails).toEqual([
      expect.objectContaining({ id: '201', content: '<h2>כותרת</h2><p>גוף</p>' }),
    ]);
    expect(campaignEmailsBody(ISSUES, '2')?.data).toHaveLength(1);
    expect(campaignBody(ISSUES, '9')).toBeNull();
    expect(campaignEmailsBody(ISSUES, '9')).toBeNull();
    expect(findIssue(ISSUES, ' 2 ')?.id).toBe('2');
  });
});

describe('the issues beside an issue', () => {
  const link = (id: string) => ({ id, name: `גיליון ${id}`, createdFormatted: '16 במרץ, 2025' });
  it('gives the one sent before and the one sent after, by the archive order (newest first)', () => {
    expect(issueNeighbours(ISSUES, ISSUES[1]!)).toEqual({ older: link('1'), newer: link('3') });
  });
  it('gives the newest only an older one and the first only a newer one', () => {
    expect(issueNeighbours(ISSUES, ISSUES[0]!)).toEqual({ older: link('2') });
    expect(issueNeighbours(ISSUES, ISSUES[2]!)).toEqual({ newer: link('2') });
    expect(issueNeighbours([ISSUES[0]!], ISSUES[0]!)).toEqual({});
  });
});

describe('the list excerpt', () => {
  it('joins the summary bullets', () => {
    expect(summaryExcerpt(ISSUES[0]!)).toBe(
      'סוכני AI יוצאים לעבודה בכל מקום השבוע · מחולל וידאו חדש שמייצר עשר שניות',
    );
  });

  it(`cuts at a word near ${SUMMARY_EXCERPT_LENGTH} characters with an ellipsis`, () => {
    const long = issue('1', {
      summary: Array.from({ length: 10 }, (_, index) => `פריט מספר ${index} עם הרבה מילים`),
    });
    const excerpt = summaryExcerpt(long);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(SUMMARY_EXCERPT_LENGTH + 3);
    expect(excerpt).not.toMatch(/ ·\.\.\.$/);
  });

  it('falls back to the article titles when there is no summary', () => {
    const noSummary = issue('1', {
      summary: [],
      articles: [{ title: 'כלי חדש', description: 'x', category: 'tools' }],
    });
    expect(summaryExcerpt(noSummary)).toBe('כלי חדש');
  });
});

describe('the cover (docs/product.md#newsletter-issue-page: the cover, then the screenshot, then a local placeholder)', () => {
  it('tries the candidates in order, once each', () => {
    expect(
      newsletterCovers({
        coverImage: '/a.svg',
        mainImage: '/a.svg',
        screenshotUrl: 'https://s.example/1.png',
      }),
    ).toEqual(['/a.svg', 'https://s.example/1.png', NEWSLETTER_PLACEHOLDER]);
    expect(newsletterCovers({ coverImage: NEWSLETTER_PLACEHOLDER })).toEqual([NEWSLETTER_PLACEHOLDER]);
  });

  it('reads the day of a MailerLite timestamp', () => {
    expect(isoDay('2025-03-16 07:30:00')).toBe('2025-03-16');
    expect(isoDay('garbage')).toBeUndefined();
  });
});

describe('the email content kept for the API', () => {
  it('keeps structure, text, links and images; drops scripts, styles and handlers', () => {
    const html =
      '<!DOCTYPE html><html><head><style>p{}</style></head><body style="x"><script>alert(1)</script><table><tr><td style="a"><h2 class="t">כותרת</h2><p onclick="x">טקסט <a href="https://x.example" style="c">קישור</a> <a href="javascript:alert(1)">רע</a></p><img src="https://img.example/a.png" alt="" width="600" onerror="x"></td></tr></table></body></html>';
    const clean = sanitizeEmailHtml(html);
    expect(clean).toContain('<h2>כותרת</h2>');
    expect(clean).toContain('<a href="https://x.example">קישור</a>');
    expect(clean).toContain('<img src="https://img.example/a.png" alt="" width="600" />');
    expect(clean).not.toMatch(/script|style|onclick|onerror|javascript|class=/);
  });
});

describe('the archive RSS feed', () => {
  it('lists the issues newest first with links, dates and escaped text', () => {
    const control = String.fromCharCode(1);
    const xml = renderNewsletterRss([issue('3', { name: `AI & <שלום>${control}` }), issue('2')], {
      title: 'ניוזלטר',
      description: 'תיאור',
      siteUrl: 'https://site.example/',
    });
    expect(xml).toContain('<title>AI &#38; &#60;שלום&#62;</title>');
    expect(xml).toContain('<link>https://site.example/newsletter/3</link>');
    expect(xml).toContain('<atom:link href="https://site.example/newsletter/rss.xml" rel="self"');
    expect(xml).toContain('<pubDate>Sun, 16 Mar 2025 07:30:00 GMT</pubDate>');
    expect(xml.indexOf('/newsletter/3<')).toBeLessThan(xml.indexOf('/newsletter/2<'));
    expect(xml.includes(control)).toBe(false);
  });

  it('reads MailerLite timestamps as UTC and skips unreadable ones', () => {
    expect(rfc822('2025-03-16 07:30:00')).toBe('Sun, 16 Mar 2025 07:30:00 GMT');
    expect(rfc822('soon')).toBeUndefined();
  });
});

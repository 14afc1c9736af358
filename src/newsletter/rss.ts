import { summaryExcerpt } from '../domain/newsletter/issues.ts';
import type { NewsletterIssue } from '../domain/types.ts';
import { escapeXml as escapeXmlText } from '../domain/xml.ts';

// The archive as an RSS 2.0 feed (/newsletter/rss.xml), newest first. Only text reaches it, escaped;
// dates are RFC 822 in UTC, read from MailerLite's zone-less timestamps as UTC.

const RSS_ITEMS = 50;

/** XML 1.0 forbids most control characters even when escaped. */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join('');
}

function escapeXml(text: string): string {
  return escapeXmlText(withoutControlCharacters(text));
}

export function rfc822(createdAt: string): string | undefined {
  const text = createdAt.trim();
  const date = new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text,
  );
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

export type RssChannelInfo = { title: string; description: string; siteUrl: string };

export function renderNewsletterRss(issues: readonly NewsletterIssue[], channel: RssChannelInfo): string {
  const base = channel.siteUrl.replace(/\/+$/, '');
  const items = issues.slice(0, RSS_ITEMS).map((issue) => {
    const link = `${base}/newsletter/${encodeURIComponent(issue.id)}`;
    const date = rfc822(issue.created_at);
    const parts = [
      `<title>${escapeXml(issue.name)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(summaryExcerpt(issue) || issue.subject || issue.name)}</description>`,
    ];
    if (date) parts.push(`<pubDate>${date}</pubDate>`);
    return `    <item>${parts.join('')}</item>`;
  });
  const newest = issues[0] ? rfc822(issues[0].created_at) : undefined;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(`${base}/newsletter`)}</link>
    <atom:link href="${escapeXml(`${base}/newsletter/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(channel.description)}</description>
    <language>he</language>${newest ? `\n    <lastBuildDate>${newest}</lastBuildDate>` : ''}
${items.join('\n')}
  </channel>
</rss>
`;
}

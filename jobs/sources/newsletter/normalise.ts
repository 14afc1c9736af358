import sanitizeHtml from 'sanitize-html';
import type { NewsletterData, NewsletterIssue } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { formatHebrewLongDate } from '../shared/hebrew-date.ts';
import { safeHttpUrl } from '../shared/text.ts';
import { parseCampaignHtml } from './parse-html.ts';
import {
  type Campaign,
  campaignListSchema,
  campaignSchema,
  campaignSingleSchema,
  type Email,
  type NewsletterPayload,
} from './schema.ts';

// Sent campaigns → newsletter issues (docs/product.md#entities, #newsletter-issue-page:
// the cover falls back to the screenshot, then to a local placeholder).

export const NEWSLETTER_PLACEHOLDER = '/images/newsletter-placeholder.svg';
export const PREVIEW_HOST = 'https://preview.mailerlite.io';

type Warn = Pick<Logger, 'warn'>;

/** MailerLite timestamps have no zone: they are read as UTC. */
export function parseMailerliteDate(value: string): Date {
  const text = value.trim();
  return new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** emails[0].content is a string, or an object with html or text. */
export function contentHtml(content: Email['content']): string {
  if (!content) return '';
  if (typeof content === 'string') return content;
  if (content.html) return content.html;
  if (content.text) {
    return content.text
      .split(/\n{2,}/)
      .map((block) => `<p>${escapeHtml(block.trim())}</p>`)
      .join('');
  }
  return '';
}

/** The public web-view link on the provider's host: the email's preview_url, else its documented pattern. */
export function webViewUrl(campaign: Campaign, email: Email | undefined): string | undefined {
  const preview = safeHttpUrl(email?.preview_url);
  if (preview?.startsWith(`${PREVIEW_HOST}/`)) return preview;
  const account = email?.account_id ?? campaign.account_id;
  if (email && account && /^\d+$/.test(account) && /^\d+$/.test(email.id)) {
    return `${PREVIEW_HOST}/preview/${account}/emails/${email.id}`;
  }
  return undefined;
}

/**
 * The email's HTML kept for the API (GET /api/campaigns/{id}): structure, text, links and images
 * only; no styles, scripts, trackers' attributes or template placeholders' markup.
 */
export function sanitizeEmailHtml(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'div',
      'span',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'td',
      'th',
    ],
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
  })
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

export function toIssue(campaign: Campaign, detail: Campaign | undefined): NewsletterIssue {
  const email = detail?.emails[0] ?? campaign.emails[0];
  const listEmail = campaign.emails[0];
  const parsed = parseCampaignHtml(contentHtml(email?.content));
  const screenshotUrl = safeHttpUrl(email?.screenshot_url ?? listEmail?.screenshot_url);
  const previewUrl = safeHttpUrl(email?.preview_url ?? listEmail?.preview_url);
  const stats = campaign.stats ?? detail?.stats ?? listEmail?.stats ?? email?.stats;
  return {
    id: campaign.id,
    name: campaign.name,
    subject: email?.subject ?? listEmail?.subject ?? undefined,
    created_at: campaign.created_at,
    createdFormatted: formatHebrewLongDate(parseMailerliteDate(campaign.created_at)),
    sent: stats?.sent ?? 0,
    uniqueOpens: stats?.unique_opens_count ?? 0,
    summary: parsed.summary,
    articles: parsed.articles,
    mainImage: parsed.mainImage,
    coverImage: parsed.largeImage ?? screenshotUrl ?? NEWSLETTER_PLACEHOLDER,
    screenshotUrl,
    previewUrl,
    webViewUrl: webViewUrl(campaign, email ?? listEmail),
    emailId: email?.id ?? listEmail?.id,
    accountId: campaign.account_id ?? email?.account_id ?? undefined,
    content: sanitizeEmailHtml(contentHtml(email?.content)) || undefined,
  };
}

/** Pure: list pages and single-campaign bodies in, issues (newest first) out. */
export function normaliseNewsletter(raw: NewsletterPayload, context: { logger: Warn }): NewsletterData {
  const issues: NewsletterIssue[] = [];
  const seen = new Set<string>();
  for (const page of raw.pages) {
    const list = campaignListSchema.safeParse(page);
    if (!list.success) {
      context.logger.warn({ source: 'newsletter' }, 'newsletter: ignored a bad campaigns page');
      continue;
    }
    for (const [index, item] of list.data.data.entries()) {
      const campaign = campaignSchema.safeParse(item);
      if (!campaign.success || seen.has(campaign.data.id)) {
        if (!campaign.success)
          context.logger.warn({ source: 'newsletter', index }, 'newsletter: dropped a bad campaign');
        continue;
      }
      seen.add(campaign.data.id);
      if (campaign.data.status && campaign.data.status !== 'sent') continue;
      const single = campaignSingleSchema.safeParse(raw.details[campaign.data.id]);
      const detail = single.success ? campaignSchema.safeParse(single.data.data) : undefined;
      try {
        issues.push(toIssue(campaign.data, detail?.success ? detail.data : undefined));
      } catch (error) {
        context.logger.warn(
          { source: 'newsletter', id: campaign.data.id, err: error },
          'newsletter: dropped a campaign',
        );
      }
    }
  }
  issues.sort(
    (a, b) => parseMailerliteDate(b.created_at).getTime() - parseMailerliteDate(a.created_at).getTime(),
  );
  return { issues };
}

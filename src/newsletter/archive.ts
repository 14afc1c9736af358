import type { ContentReader } from '../content/reader.ts';
import { findIssue } from '../domain/newsletter/issues.ts';
import type { NewsletterIssue } from '../domain/types.ts';

// The newsletter archive as pages and the API see it: read from the newsletter snapshot, never from
// the provider per request. Pure helpers turn issues into the MailerLite-shaped bodies the public
// GET /api/campaigns* endpoints answer with (docs/product.md#newsletter-api), and into list items
// for /newsletter.

export type CampaignListQuery = { page: number; limit: number; status: 'sent'; includeEmails: boolean };

/** The snapshot's issues (newest first), or null while no snapshot exists. */
export async function readNewsletterIssues(content: ContentReader): Promise<NewsletterIssue[] | null> {
  const snapshot = await content.read('newsletter').catch(() => null);
  return snapshot?.data.issues ?? null;
}

type Campaign = Record<string, unknown> & { id: string };

/** A MailerLite-shaped campaign from an issue; the email's content only when asked for. */
function campaignFromIssue(issue: NewsletterIssue, options: { content?: boolean } = {}): Campaign {
  const stats = { sent: issue.sent, unique_opens_count: issue.uniqueOpens };
  const emailId = issue.emailId ?? `${issue.id}-email`;
  return {
    id: issue.id,
    ...(issue.accountId ? { account_id: issue.accountId } : {}),
    name: issue.name,
    type: 'regular',
    status: 'sent',
    created_at: issue.created_at,
    default_email_id: emailId,
    emails: [
      {
        id: emailId,
        ...(issue.accountId ? { account_id: issue.accountId } : {}),
        emailable_id: issue.id,
        emailable_type: 'campaigns',
        subject: issue.subject ?? issue.name,
        screenshot_url: issue.screenshotUrl ?? null,
        preview_url: issue.previewUrl ?? issue.webViewUrl ?? null,
        stats,
        ...(options.content ? { content: issue.content ?? '' } : {}),
      },
    ],
    stats,
  };
}

/** GET /api/campaigns: one page, MailerLite's paging fields. */
export function campaignListBody(issues: readonly NewsletterIssue[], query: CampaignListQuery) {
  const { page, limit, includeEmails } = query;
  const lastPage = Math.max(1, Math.ceil(issues.length / limit));
  const from = (page - 1) * limit;
  const data = issues.slice(from, from + limit).map((issue) => {
    const campaign = campaignFromIssue(issue);
    return includeEmails ? campaign : { ...campaign, emails: [] };
  });
  return {
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: {
      current_page: page,
      from: data.length > 0 ? from + 1 : null,
      last_page: lastPage,
      per_page: limit,
      to: data.length > 0 ? from + data.length : null,
      total: issues.length,
    },
  };
}

/** GET /api/campaigns/{id}: `{data: campaign}` with the email's content, or null. */
export function campaignBody(issues: readonly NewsletterIssue[], id: string) {
  const issue = findIssue(issues, id);
  return issue ? { data: campaignFromIssue(issue, { content: true }) } : null;
}

/** GET /api/campaign-emails?campaignId=: `{data: emails}`, or null. */
export function campaignEmailsBody(issues: readonly NewsletterIssue[], id: string) {
  const issue = findIssue(issues, id);
  return issue ? { data: campaignFromIssue(issue, { content: true }).emails as unknown[] } : null;
}

import type { NewsletterIssue } from '../types.ts';

// The archive's issues as pages show them: looked up by the address's id, summarised for the list
// and the feed.

/** The campaign id of /newsletter/{campaignId} (docs/product.md#route-table): the provider's numeric id. */
export function findIssue(issues: readonly NewsletterIssue[], id: string): NewsletterIssue | undefined {
  return issues.find((issue) => issue.id === id.trim());
}

/** An issue beside another in the archive, as the link to it shows it. */
export type IssueLink = Pick<NewsletterIssue, 'id' | 'name' | 'createdFormatted'>;

/**
 * The issues sent just before and just after `issue`, by the archive's order (newest first, as the
 * snapshot keeps them): the first issue has no older one, the newest no newer one.
 */
export function issueNeighbours(
  issues: readonly NewsletterIssue[],
  issue: NewsletterIssue,
): { older?: IssueLink; newer?: IssueLink } {
  const at = issues.indexOf(issue);
  if (at < 0) return {};
  const link = (other: NewsletterIssue | undefined): IssueLink | undefined =>
    other ? { id: other.id, name: other.name, createdFormatted: other.createdFormatted } : undefined;
  const older = link(issues[at + 1]);
  const newer = link(at > 0 ? issues[at - 1] : undefined);
  return { ...(older ? { older } : {}), ...(newer ? { newer } : {}) };
}

export const SUMMARY_EXCERPT_LENGTH = 160;

/** The signup page: the footer form's action, and where the archive's 'הרשמה לניוזלטר' leads. */
export const SUBSCRIBE_PATH = '/newsletter/subscribe';

/** The list's excerpt: the summary bullets joined, cut at a word with an ellipsis. */
export function summaryExcerpt(issue: Pick<NewsletterIssue, 'summary' | 'articles'>): string {
  const source =
    issue.summary.length > 0 ? issue.summary.join(' · ') : issue.articles.map((a) => a.title).join(' · ');
  const chars = Array.from(source);
  if (chars.length <= SUMMARY_EXCERPT_LENGTH) return source;
  const cut = chars.slice(0, SUMMARY_EXCERPT_LENGTH).join('');
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_EXCERPT_LENGTH * 0.6));
  return `${atWord.replace(/[\s·,]+$/u, '')}...`;
}

import type { NewsletterIssue } from '../types.ts';

// The archive's issues as pages show them: looked up by the address's id, summarised for the list
// and the feed.

/** The campaign id of /newsletter/{campaignId} (docs/product.md#route-table): the provider's numeric id. */
export function findIssue(issues: readonly NewsletterIssue[], id: string): NewsletterIssue | undefined {
  return issues.find((issue) => issue.id === id.trim());
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

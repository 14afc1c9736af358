import {
  type CoverSources,
  coverSources,
  issueCover,
  wantsDesignedCover,
} from '../../../src/domain/covers/cover.ts';
import type { NewsletterIssue } from '../../../src/domain/types.ts';

// docs/product.md#newsletter-issue-page: the cover falls back to the campaign screenshot, then to a
// local placeholder image. The list of candidates, tried in order by the image component.

export const NEWSLETTER_PLACEHOLDER = '/images/newsletter-placeholder.svg';

export function newsletterCovers(
  issue: Pick<NewsletterIssue, 'coverImage' | 'mainImage' | 'screenshotUrl'>,
): string[] {
  const candidates = [issue.coverImage, issue.mainImage, issue.screenshotUrl, NEWSLETTER_PLACEHOLDER];
  return [...new Set(candidates.filter((value): value is string => Boolean(value)))];
}

/** The designed cover, when the issue has no image of its own from the newsletter service. */
export function issueDesignedCover(
  issue: Pick<NewsletterIssue, 'id' | 'name' | 'coverImage' | 'mainImage' | 'screenshotUrl'>,
): CoverSources | undefined {
  const own = issue.coverImage || issue.mainImage || issue.screenshotUrl;
  return wantsDesignedCover(own) ? coverSources(issueCover(issue)) : undefined;
}

/** 'YYYY-MM-DD' of a MailerLite timestamp ('2025-03-16 07:30:00'), for <time dateTime>. */
export function isoDay(createdAt: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(createdAt)?.[0];
}

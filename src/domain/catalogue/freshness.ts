import { hebrewDaysAgo, RELATIVE_DAYS_LIMIT } from '../hebrew-dates.ts';
import { onFirstUse } from '../on-first-use.ts';
import type { LinkCheck, LinksData, Tool } from '../types.ts';

// Freshness stamps a visitor sees on a tool page: when its main link was last checked (and
// whether it may be dead), and when its prices were checked. No peer directory shows either.

/** Prices checked longer ago than this say so. */
const PRICING_STALE_DAYS = 180;
const DAY_MS = 86_400_000;

/** The key a link is stored under in the links snapshot (jobs/sources/links/collect.ts). */
function linkKey(url: string): string | null {
  try {
    return new URL(url.trim()).href;
  } catch {
    return null;
  }
}

export function linksByUrl(data: LinksData): Map<string, LinkCheck> {
  return new Map(data.links.map((link) => [link.url, link]));
}

/** The tool's main call to action: its official site, else its tool or general URL. */
function mainUrl(tool: Tool): string | undefined {
  return tool.officialUrl || tool.toolUrl || tool.url;
}

const longDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('he-IL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * When a check ran, in the words of docs/product.md#relative-dates, counted in calendar days (UTC)
 * so a check of late yesterday reads 'אתמול': 'היום', 'לפני יומיים', 'לפני 3 שבועות', 'במרץ 2025'.
 */
function checkedWhen(time: number, now: Date): string {
  const days = Math.max(0, Math.floor(now.getTime() / DAY_MS) - Math.floor(time / DAY_MS));
  const words = hebrewDaysAgo(days, new Date(time));
  return days >= RELATIVE_DAYS_LIMIT ? `ב${words}` : words;
}

export type MainLinkHealth = {
  /** A definite answer: 'ok' (redirects included) or 'broken'. Unknown results show nothing. */
  state: 'ok' | 'broken';
  /** 'הקישור נבדק היום' and the like, computed when the page is rendered. */
  checkedLabel: string;
};

/** The link checker's last result for the tool's main link, if it checked it. */
export function mainLinkCheck(
  tool: Tool,
  links: Map<string, LinkCheck> | null | undefined,
): LinkCheck | undefined {
  const url = mainUrl(tool);
  const key = url ? linkKey(url) : null;
  return key ? links?.get(key) : undefined;
}

export function mainLinkHealth(
  tool: Tool,
  links: Map<string, LinkCheck> | null | undefined,
  now: Date,
): MainLinkHealth | null {
  const check = mainLinkCheck(tool, links);
  // Only a definite answer is published: unknown and blocked (never asked) links show nothing.
  if (!check || check.state === 'unknown' || check.state === 'blocked') return null;
  const checkedAt = Date.parse(check.checkedAt);
  if (Number.isNaN(checkedAt)) return null;
  return {
    state: check.state === 'broken' ? 'broken' : 'ok',
    checkedLabel: `הקישור נבדק ${checkedWhen(checkedAt, now)}`,
  };
}

export type PricingCheck = { label: string; stale: boolean };

/** 'המחיר נבדק ב-{date}', and whether that was more than 180 days ago. */
export function pricingCheck(tool: Tool, now: Date): PricingCheck | null {
  if (!tool.pricingCheckedAt) return null;
  const time = Date.parse(tool.pricingCheckedAt);
  if (Number.isNaN(time)) return null;
  return {
    label: `המחיר נבדק ב-${longDateFormat().format(time)}`,
    stale: now.getTime() - time > PRICING_STALE_DAYS * DAY_MS,
  };
}

/**
 * 'נבדק אתמול', 'נבדק לפני 3 ימים' and the like from the newest of the tool's checks: its main
 * link, its prices and its Hebrew rating (docs/product.md#catalogue-history). Null when nothing was
 * ever checked.
 */
export function lastCheckedLabel(
  tool: Tool,
  links: Map<string, LinkCheck> | null | undefined,
  now: Date,
): string | null {
  const link = mainLinkCheck(tool, links);
  const times = [
    link && link.state !== 'unknown' ? link.checkedAt : undefined,
    tool.pricingCheckedAt,
    tool.hebrew?.checkedAt,
  ]
    .map((iso) => (iso ? Date.parse(iso) : Number.NaN))
    .filter((time) => !Number.isNaN(time) && time <= now.getTime());
  if (times.length === 0) return null;
  return `נבדק ${checkedWhen(Math.max(...times), now)}`;
}

import type { PodcastEpisode } from '../types.ts';

// The podcast screens' pure rules: which episode an address names
// (docs/product.md#podcast-episodes), paging of the list, the other episodes shown on an episode page.

export const PODCAST_PAGE_SIZE = 24;
const OTHER_EPISODES = 6;
/** A segment shorter than this never matches partially ('e' is in every 'episode-N'). */
const MIN_PARTIAL_LENGTH = 3;

function normalise(text: string): string {
  return text.normalize('NFC').trim().toLowerCase();
}

function lastSegment(url: string): string {
  const parts = url.split('?')[0]!.split('/').filter(Boolean);
  const last = parts.at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export type EpisodeMatch = { episode: PodcastEpisode; exact: boolean };

function parts(slug: string): string[] {
  return slug.split('-').filter(Boolean);
}

/** Whether `needle`'s hyphen-separated parts appear, in a row, among `haystack`'s. */
function containsParts(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((part, offset) => haystack[start + offset] === part)) return true;
  }
  return false;
}

/**
 * docs/product.md#podcast-episodes: exact on the last segment of the episode URL; otherwise partial
 * (the slug contains the segment, or the segment contains the slug, the longest such slug winning);
 * else none. Partial matches compare whole hyphen-separated words, so 'episode-1' never lands on
 * 'episode-12'.
 */
export function findEpisode(episodes: readonly PodcastEpisode[], segment: string): EpisodeMatch | null {
  const wanted = normalise(segment);
  if (wanted === '') return null;
  const slugOf = (episode: PodcastEpisode) =>
    normalise(lastSegment(episode.url || `/podcast/${episode.slug}`));
  const exact = episodes.find((episode) => slugOf(episode) === wanted);
  if (exact) return { episode: exact, exact: true };
  const wantedParts = parts(wanted);
  if (Array.from(wanted).length >= MIN_PARTIAL_LENGTH) {
    const containing = episodes.find((episode) => containsParts(parts(slugOf(episode)), wantedParts));
    if (containing) return { episode: containing, exact: false };
  }
  const contained = episodes
    .filter((episode) => containsParts(wantedParts, parts(slugOf(episode))))
    .sort((a, b) => slugOf(b).length - slugOf(a).length)[0];
  return contained ? { episode: contained, exact: false } : null;
}

export type PageRequest = { ok: true; page: number } | { ok: false };

/** ?page= : absent is 1; anything but a whole number from 1 is refused (the route answers 400). */
export function parsePageParam(value: string | null): PageRequest {
  if (value === null || value === '') return { ok: true, page: 1 };
  if (!/^\d{1,6}$/.test(value)) return { ok: false };
  const page = Number(value);
  return page >= 1 ? { ok: true, page } : { ok: false };
}

export type EpisodePage = {
  episodes: PodcastEpisode[];
  page: number;
  pageCount: number;
  total: number;
};

/** One page of the list; null when the page is past the last one (the route answers 404). */
export function episodePage(
  episodes: readonly PodcastEpisode[],
  page: number,
  size = PODCAST_PAGE_SIZE,
): EpisodePage | null {
  const pageCount = Math.max(1, Math.ceil(episodes.length / size));
  if (page > pageCount) return null;
  return {
    episodes: episodes.slice((page - 1) * size, page * size),
    page,
    pageCount,
    total: episodes.length,
  };
}

/** The episodes around this one (the next newer and older ones first), for "more episodes". */
export function otherEpisodes(
  episodes: readonly PodcastEpisode[],
  current: PodcastEpisode,
  count = OTHER_EPISODES,
): PodcastEpisode[] {
  const index = episodes.findIndex((episode) => episode.id === current.id);
  if (index === -1) return episodes.slice(0, count);
  const picked: PodcastEpisode[] = [];
  for (let distance = 1; picked.length < count && distance < episodes.length; distance++) {
    const older = episodes[index + distance];
    const newer = episodes[index - distance];
    if (older) picked.push(older);
    if (newer && picked.length < count) picked.push(newer);
  }
  return picked;
}

/** ISO 8601 duration for structured data ('PT35S', 'PT1H2M3S'). */
export function isoDuration(seconds: number | undefined): string | undefined {
  if (!seconds || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

import { describe, expect, it } from 'vitest';
import {
  episodePage,
  findEpisode,
  isoDuration,
  otherEpisodes,
  PODCAST_PAGE_SIZE,
  parsePageParam,
} from '../../src/domain/podcast/episodes.ts';
import type { PodcastEpisode } from '../../src/domain/types.ts';

function episode(slug: string): PodcastEpisode {
  return {
    id: `podcast-${slug}`,
    type: 'podcast',
    slug,
    title: slug,
    description: '',
    excerpt: '',
    date: '',
    duration: '00:00',
    url: `/podcast/${slug}`,
    platformUrls: {},
  };
}

const EPISODES = ['episode-12', 'episode-1', 'ראיון-מיוחד-עם-חוקרת', 'episode-12-2'].map(episode);

describe('episode slug matching (docs/product.md#podcast-episodes)', () => {
  it('matches exactly on the last segment of the episode URL first', () => {
    expect(findEpisode(EPISODES, 'episode-1')).toEqual({ episode: EPISODES[1], exact: true });
    expect(findEpisode(EPISODES, 'episode-12-2')).toEqual({ episode: EPISODES[3], exact: true });
  });

  it('matches Hebrew slugs, in any case and Unicode form', () => {
    expect(findEpisode(EPISODES, 'ראיון-מיוחד-עם-חוקרת')?.exact).toBe(true);
    expect(findEpisode([episode('Mixed-Case')], 'mixed-case')?.exact).toBe(true);
  });

  it('falls back to a slug that contains the segment', () => {
    expect(findEpisode(EPISODES, 'ראיון-מיוחד')).toEqual({ episode: EPISODES[2], exact: false });
  });

  it('falls back to the longest slug the segment contains', () => {
    expect(findEpisode(EPISODES, 'episode-12-old-address')).toEqual({ episode: EPISODES[0], exact: false });
  });

  it('compares whole words, so episode-1 never lands on episode-12', () => {
    const list = ['episode-12', 'episode-120'].map(episode);
    expect(findEpisode(list, 'episode-1')).toBeNull();
    expect(findEpisode(list, 'episode-12-2')).toEqual({ episode: list[0], exact: false });
  });

  it.each(['', '   ', 'e', 'epi', 'nothing-like-it'])('finds nothing for %j', (segment) => {
    expect(findEpisode(EPISODES, segment)).toBeNull();
  });

  it('reads the slug from the URL even when the two differ', () => {
    const moved = { ...episode('old'), url: '/podcast/new-address' };
    expect(findEpisode([moved], 'new-address')?.exact).toBe(true);
  });
});

describe('paging the list (24 a page)', () => {
  const many = Array.from({ length: 50 }, (_, index) => episode(`episode-${50 - index}`));

  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['0003', 3],
  ])('reads page %j as %d', (value, page) => {
    expect(parsePageParam(value)).toEqual({ ok: true, page });
  });

  it.each(['0', '-1', 'abc', '1.5', '9999999', '2 ', '%'])('refuses page %j', (value) => {
    expect(parsePageParam(value)).toEqual({ ok: false });
  });

  it('cuts pages of 24 and knows the count', () => {
    const first = episodePage(many, 1)!;
    expect(first.episodes).toHaveLength(PODCAST_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 50 });
    expect(episodePage(many, 3)!.episodes.map((item) => item.slug)).toEqual(['episode-2', 'episode-1']);
    expect(episodePage(many, 4)).toBeNull();
    expect(episodePage([], 1)).toMatchObject({ episodes: [], pageCount: 1 });
  });
});

describe('other episodes', () => {
  const list = ['e5', 'e4', 'e3', 'e2', 'e1'].map(episode);

  it('takes the neighbours first, never the episode itself', () => {
    expect(otherEpisodes(list, list[2]!, 3).map((item) => item.slug)).toEqual(['e2', 'e4', 'e1']);
    expect(otherEpisodes(list, list[0]!, 2).map((item) => item.slug)).toEqual(['e4', 'e3']);
    expect(otherEpisodes([list[0]!], list[0]!)).toEqual([]);
  });
});

describe('structured data duration', () => {
  it.each([
    [35, 'PT35S'],
    [60, 'PT1M'],
    [3723, 'PT1H2M3S'],
    [3600, 'PT1H'],
    [undefined, undefined],
    [0, undefined],
  ])('%d s is %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });
});

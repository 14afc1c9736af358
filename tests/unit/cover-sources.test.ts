import { describe, expect, it } from 'vitest';
import {
  COVER_WIDTHS,
  coverFileWidth,
  coverSources,
  episodeCover,
  issueCover,
} from '../../src/domain/covers/cover.ts';

// The width a cover's address names is what the first-screen covers compare with their box
// (client/components/cover-picture.tsx): read back from every candidate coverSources writes.

describe('coverFileWidth', () => {
  it('reads back the width of every candidate, in every format, as the browser resolves it', () => {
    for (const cover of [
      episodeCover({ url: 'https://feed.example/ep/11', slug: 'episode-11', title: 'פרק 11: RAG בעברית' }),
      issueCover({ id: '150211000000000001', name: 'ניוזלטר #12 - סוכנים' }),
    ]) {
      const sources = coverSources(cover);
      for (const list of Object.values(sources.srcSet)) {
        const candidates = list.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
        expect(candidates.map(([, descriptor]) => descriptor)).toEqual(
          COVER_WIDTHS[cover.kind].map((width) => `${width}w`),
        );
        for (const [address, descriptor] of candidates)
          expect(coverFileWidth(new URL(address, 'https://site.example/podcast').href)).toBe(
            Number.parseInt(descriptor, 10),
          );
      }
      expect(coverFileWidth(sources.src)).toBe(COVER_WIDTHS[cover.kind][0]);
    }
  });

  it('reads nothing from an address that is not a cover file', () => {
    for (const address of [
      '',
      'https://site.example/images/episode.320.png',
      'https://site.example/covers/episode/a.b.320.gif',
      'https://site.example/covers/episode/a.b.320.png?width=9',
      'https://cdn.example/show/artwork.jpg',
    ])
      expect(coverFileWidth(address), address).toBeUndefined();
  });
});

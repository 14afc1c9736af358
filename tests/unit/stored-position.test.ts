import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishedKey, heardSome, positionKey } from '../../client/components/podcast/stored-position.ts';

// The audio player's resume position and end mark in browser storage: one of each per episode, and
// nothing heard when the browser blocks its storage (writing them: browser-storage.test.ts).

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in for the browser's storage holding `items`. */
function storageWith(items: Record<string, string>) {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => items[key] ?? null } });
}

describe('what this browser heard of an episode', () => {
  it('keeps one position and one end mark per episode', () => {
    expect(positionKey('podcast-episode-12')).toBe('podcast:position:podcast-episode-12');
    expect(finishedKey('podcast-episode-12')).toBe('podcast:finished:podcast-episode-12');
  });

  it('has heard some of an episode with a position or an end mark, and none of another', () => {
    storageWith({ 'podcast:position:podcast-episode-12': '754', 'podcast:finished:podcast-episode-9': '1' });
    expect(heardSome('podcast-episode-12')).toBe(true);
    expect(heardSome('podcast-episode-9')).toBe(true);
    expect(heardSome('podcast-episode-11')).toBe(false);
  });

  it('has heard none when storage is blocked', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      },
    });
    expect(heardSome('podcast-episode-12')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  finishedKey,
  heardSome,
  positionKey,
  readStored,
  writeStored,
} from '../../client/components/podcast/stored-position.ts';

// The audio player's resume position and end mark in browser storage: kept and dropped, one of each
// per episode, and never an error when the browser blocks or fills its storage.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored resume position', () => {
  it('is written, read back and removed', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
        removeItem: (key: string) => items.delete(key),
      },
    });
    writeStored('episode-1', '125');
    expect(readStored('episode-1')).toBe('125');
    writeStored('episode-1', null);
    expect(readStored('episode-1')).toBeNull();
  });

  it('reads as nothing and writes nothing when storage is blocked or full', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('window', { localStorage: { getItem: refuse, setItem: refuse, removeItem: refuse } });
    expect(readStored('episode-1')).toBeNull();
    expect(() => writeStored('episode-1', '125')).not.toThrow();
    expect(() => writeStored('episode-1', null)).not.toThrow();
  });
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

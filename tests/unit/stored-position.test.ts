import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../../client/components/podcast/stored-position.ts';

// The audio player's resume position in browser storage: kept and dropped, and never an error when
// the browser blocks or fills its storage.

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

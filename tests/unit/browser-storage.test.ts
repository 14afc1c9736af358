import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocal, SITE_STORAGE_CHANGED, writeLocal } from '../../client/lib/browser-storage.ts';

// Every value the site keeps in localStorage goes through readLocal and writeLocal: kept, read back
// and removed; never an error when the browser blocks or fills its storage; and each change this tab
// makes announced to the page (the privacy page's count follows it), a refused one not.

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A window whose storage holds `items` (or refuses everything) and that records its events. */
function stubWindow(items: Map<string, string> | 'refused') {
  const events: string[] = [];
  const refuse = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  const localStorage =
    items === 'refused'
      ? { getItem: refuse, setItem: refuse, removeItem: refuse }
      : {
          getItem: (key: string) => items.get(key) ?? null,
          setItem: (key: string, value: string) => items.set(key, value),
          removeItem: (key: string) => items.delete(key),
        };
  vi.stubGlobal('window', { localStorage, dispatchEvent: (event: Event) => events.push(event.type) });
  return events;
}

describe('a value in the browser storage', () => {
  it('is written, read back and removed, and each change is announced', () => {
    const items = new Map<string, string>();
    const events = stubWindow(items);
    expect(writeLocal('podcast:position:episode-1', '125')).toBe(true);
    expect(readLocal('podcast:position:episode-1')).toBe('125');
    expect(items.get('podcast:position:episode-1')).toBe('125');
    expect(writeLocal('podcast:position:episode-1', null)).toBe(true);
    expect(readLocal('podcast:position:episode-1')).toBeNull();
    expect(items.size).toBe(0);
    expect(events).toEqual([SITE_STORAGE_CHANGED, SITE_STORAGE_CHANGED]);
  });

  it('reads as nothing, reports the write refused and announces nothing when storage is blocked or full', () => {
    const events = stubWindow('refused');
    expect(readLocal('podcast:position:episode-1')).toBeNull();
    expect(writeLocal('podcast:position:episode-1', '125')).toBe(false);
    expect(writeLocal('podcast:position:episode-1', null)).toBe(false);
    expect(events).toEqual([]);
  });
});

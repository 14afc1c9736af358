import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToTray, clearTray, removeFromTray } from '../../client/lib/compare-tray.ts';
import { toggleFavourite } from '../../client/lib/favourites.ts';
import { createLocalStore } from '../../client/lib/local-store.ts';

// The browser store behind the saved terms and the compare tray, against a stand-in for the
// window: its localStorage and the storage events another tab would send.

class FakeStorage {
  readonly items = new Map<string, string>();
  refuse = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: FakeStorage;
let events: EventTarget;

/** What another tab's write looks like here: the storage event, with the key it changed. */
function otherTabWrites(key: string | null, value?: string) {
  if (key !== null && value !== undefined) storage.items.set(key, value);
  if (key === null) storage.items.clear();
  events.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

beforeEach(() => {
  storage = new FakeStorage();
  events = new EventTarget();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const list = (raw: string | null): string[] => (raw ? (JSON.parse(raw) as string[]) : []);

describe('a value kept in localStorage', () => {
  it('writes under its key as JSON and reads back the same object until the stored text changes', () => {
    const store = createLocalStore({ key: 'site:test', parse: list });
    expect(store.read()).toEqual([]);
    expect(store.write(['a', 'b'])).toBe(true);
    expect(storage.items.get('site:test')).toBe('["a","b"]');
    const first = store.read();
    expect(store.read()).toBe(first);
    storage.items.set('site:test', '["c"]');
    expect(store.read()).toEqual(['c']);
  });

  it('reads an empty store as the very empty object the server renders with (no re-render after hydration)', () => {
    const EMPTY: string[] = [];
    const store = createLocalStore({ key: 'site:test', parse: list, empty: EMPTY });
    expect(store.read()).toBe(EMPTY);
    storage.items.set('site:test', '[]');
    expect(store.read()).toBe(EMPTY);
    storage.items.set('site:test', '["a"]');
    expect(store.read()).toEqual(['a']);
    store.write([]);
    expect(store.read()).toBe(EMPTY);
    // Without `empty`, each parse of nothing is a new list (what made React re-render every card).
    const plain = createLocalStore({ key: 'site:other', parse: list });
    expect(plain.read()).not.toBe(EMPTY);
  });

  it('removes its key when the serialiser gives nothing to store', () => {
    const store = createLocalStore({
      key: 'site:test',
      parse: list,
      serialise: (ids) => (ids.length === 0 ? null : JSON.stringify(ids)),
    });
    store.write(['a']);
    store.write([]);
    expect(storage.items.has('site:test')).toBe(false);
  });

  it('tells this tab at once, and another tab through the storage event for its key only', () => {
    const store = createLocalStore({ key: 'site:test', parse: list });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write(['a']);
    expect(listener).toHaveBeenCalledTimes(1);
    otherTabWrites('site:other', '[]');
    expect(listener).toHaveBeenCalledTimes(1);
    otherTabWrites('site:test', '["b"]');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read()).toEqual(['b']);
    otherTabWrites(null);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.read()).toEqual([]);
    unsubscribe();
    otherTabWrites('site:test', '["c"]');
    store.write(['d']);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('says so when storage refuses a write, and keeps the value it had', () => {
    const store = createLocalStore({ key: 'site:test', parse: list });
    store.write(['a']);
    storage.refuse = true;
    expect(store.write(['a', 'b'])).toBe(false);
    expect(store.read()).toEqual(['a']);
  });

  it('reads nothing stored when storage itself is blocked', () => {
    const store = createLocalStore({ key: 'site:test', parse: list });
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(store.read()).toEqual([]);
  });
});

describe('the saved terms and the compare tray in storage', () => {
  it('keep the saved terms under site:favourite-terms, newest first', () => {
    expect(toggleFavourite('rag')).toBe(true);
    expect(toggleFavourite('token')).toBe(true);
    expect(storage.items.get('site:favourite-terms')).toBe('["token","rag"]');
    expect(toggleFavourite('rag')).toBe(false);
    expect(storage.items.get('site:favourite-terms')).toBe('["token"]');
    storage.refuse = true;
    expect(toggleFavourite('rag')).toBeNull();
  });

  it('keep the tray under site:compare-tools and leave nothing behind once it is empty', () => {
    const full = vi.fn();
    events.addEventListener('compare-tray-full', full);
    for (const id of ['a', 'b', 'c', 'd']) expect(addToTray({ id, name: id.toUpperCase() })).toBe(true);
    expect(addToTray({ id: 'e', name: 'E' })).toBe(false);
    expect(full).toHaveBeenCalledTimes(1);
    removeFromTray('b');
    expect(JSON.parse(storage.items.get('site:compare-tools') ?? '')).toEqual([
      { id: 'a', name: 'A' },
      { id: 'c', name: 'C' },
      { id: 'd', name: 'D' },
    ]);
    clearTray();
    expect(storage.items.has('site:compare-tools')).toBe(false);
  });
});

import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from './browser-storage.ts';

// A value kept under one key of this browser's localStorage, for React's useSyncExternalStore: the
// saved terms and the compare tray. Nothing leaves the browser. A write tells this tab's subscribers
// at once; another tab hears of it through the storage event (event.key null: storage was cleared).
//
// Hydration: after hydrating, React re-renders synchronously (SyncLane, one blocking task) every
// component whose useSyncExternalStore value is not the very object the server rendered with, and
// the compare tray's hook sits above every card of a list (/tools: 45 cards, ~55 ms on a desktop,
// ~200 ms on a phone). So an empty store reads as the `empty` object the server renders with: the
// visitors who stored nothing (most) cause no re-render at all.

/** The stored text as a JSON list; an empty list for nothing stored, broken JSON or anything else. */
export function storedList(raw: string | null): unknown[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  return Array.isArray(value) ? value : [];
}

export type LocalStore<T> = {
  /** The stored value, parsed once per change of the raw text (a stable object in between). */
  read(): T;
  /**
   * Stores the value (removes the key when `serialise` gives null) and tells this tab's
   * subscribers; false when storage refused the write (full, or blocked by the browser).
   */
  write(value: T): boolean;
  /** Calls `listener` after every write here and every change of the key in another tab. */
  subscribe(listener: () => void): () => void;
  /** The value; `serverValue` while rendering on the server and while the page hydrates. */
  useValue<S>(serverValue: S): T | S;
};

export function createLocalStore<T>({
  key,
  parse,
  serialise = (value) => JSON.stringify(value),
  empty,
}: {
  key: string;
  /** Turns whatever is stored (a visitor's storage is not trusted) into a clean value. */
  parse: (raw: string | null) => T;
  serialise?: (value: T) => string | null;
  /** The empty value (the server's, for the compare tray): `read` gives this very object for it. */
  empty?: T;
}): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T;

  function read(): T {
    const raw = readLocal(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      const parsed = parse(raw);
      cached = empty !== undefined && serialise(parsed) === serialise(empty) ? empty : parsed;
    }
    return cached;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  function write(value: T): boolean {
    const stored = writeLocal(key, serialise(value));
    for (const listener of listeners) listener();
    return stored;
  }

  function useValue<S>(serverValue: S): T | S {
    return useSyncExternalStore<T | S>(subscribe, read, () => serverValue);
  }

  return { read, write, subscribe, useValue };
}

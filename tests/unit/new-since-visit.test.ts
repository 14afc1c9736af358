import { describe, expect, it } from 'vitest';
import {
  isNewSince,
  newestTime,
  seenBeforeThisVisit,
  seenBeforeVisitKey,
  seenUpToKey,
  type VisitStorage,
} from '../../client/lib/new-since-visit.ts';

// What is new since the visitor's last visit: the list remembers the newest item it showed, a visit
// keeps the time it began with, and an item after that time is new for the whole visit.

/** A browser's two storages: `local` outlives a visit, `session` does not. */
function browser(local = new Map<string, string>()) {
  const store = (items: Map<string, string>) => ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  const session = new Map<string, string>();
  return { local, session, storage: { local: store(local), session: store(session) } satisfies VisitStorage };
}

const MARCH_5 = Date.parse('2025-03-05T08:00:00Z');
const FEB_26 = Date.parse('2025-02-26T08:00:00Z');
const FEB_19 = Date.parse('2025-02-19T08:00:00Z');

describe('what is new since the last visit', () => {
  it('on a first visit nothing is new, and the newest item is remembered', () => {
    const first = browser();
    expect(seenBeforeThisVisit('podcast', FEB_26, first.storage)).toBeNull();
    expect(first.local.get(seenUpToKey('podcast'))).toBe(String(FEB_26));
    // Still nothing on a reload of the same visit.
    expect(seenBeforeThisVisit('podcast', FEB_26, first.storage)).toBeNull();
  });

  it('on a later visit what came after the last one is new, all visit long, and not on the next', () => {
    const local = browser().local;
    local.set(seenUpToKey('podcast'), String(FEB_19));
    const visit = browser(local);
    const seenBefore = seenBeforeThisVisit('podcast', MARCH_5, visit.storage);
    expect(seenBefore).toBe(FEB_19);
    expect(isNewSince('2025-03-05T08:00:00Z', seenBefore)).toBe(true);
    expect(isNewSince('2025-02-26T08:00:00Z', seenBefore)).toBe(true);
    expect(isNewSince('2025-02-19T08:00:00Z', seenBefore)).toBe(false);
    expect(local.get(seenUpToKey('podcast'))).toBe(String(MARCH_5));
    // A reload, or the list again later in the same visit: the same items are new.
    expect(seenBeforeThisVisit('podcast', MARCH_5, visit.storage)).toBe(FEB_19);
    expect(visit.session.get(seenBeforeVisitKey('podcast'))).toBe(String(FEB_19));
    // The next visit has seen them.
    expect(seenBeforeThisVisit('podcast', MARCH_5, browser(local).storage)).toBe(MARCH_5);
  });

  it('an older page of the list does not move what was seen back', () => {
    const local = browser().local;
    local.set(seenUpToKey('podcast'), String(MARCH_5));
    expect(seenBeforeThisVisit('podcast', FEB_19, browser(local).storage)).toBe(MARCH_5);
    expect(local.get(seenUpToKey('podcast'))).toBe(String(MARCH_5));
  });

  it('each list remembers its own', () => {
    const local = browser().local;
    local.set(seenUpToKey('newsletter'), String(FEB_19));
    const visit = browser(local);
    expect(seenBeforeThisVisit('podcast', MARCH_5, visit.storage)).toBeNull();
    expect(seenBeforeThisVisit('newsletter', MARCH_5, visit.storage)).toBe(FEB_19);
  });

  it.each([['garbage'], [''], ['NaN']])('a stored %j makes nothing new and is replaced', (stored) => {
    const local = browser().local;
    local.set(seenUpToKey('podcast'), stored);
    expect(seenBeforeThisVisit('podcast', MARCH_5, browser(local).storage)).toBeNull();
    expect(local.get(seenUpToKey('podcast'))).toBe(String(MARCH_5));
  });

  it('blocked or full storage makes nothing new, never an error', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const blocked = { getItem: refuse, setItem: refuse };
    expect(seenBeforeThisVisit('podcast', MARCH_5, { local: blocked, session: blocked })).toBeNull();
    const full = browser();
    full.local.set(seenUpToKey('podcast'), String(FEB_19));
    const storage = { ...full.storage, local: { ...full.storage.local, setItem: refuse } };
    expect(seenBeforeThisVisit('podcast', MARCH_5, storage)).toBeNull();
  });

  it('reads the newest of the dates a list shows, and an item without a date is never new', () => {
    expect(newestTime(['2025-02-26T08:00:00Z', undefined, 'not a date', '2025-03-05T08:00:00Z'])).toBe(
      MARCH_5,
    );
    expect(newestTime([null, ''])).toBeNull();
    expect(isNewSince(undefined, FEB_19)).toBe(false);
    expect(isNewSince('not a date', FEB_19)).toBe(false);
    expect(isNewSince('2025-03-05T08:00:00Z', null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { finishedKey, positionKey } from '../../client/components/podcast/stored-position.ts';
import { seenBeforeVisitKey, seenUpToKey } from '../../client/lib/new-since-visit.ts';
import { isSiteKey, STORED_THINGS } from '../../client/lib/site-storage.ts';
import { STORAGE_KEYS, STORAGE_PREFIXES } from '../../client/lib/storage-keys.ts';

describe('the registry of browser-storage keys', () => {
  it('knows every key the site writes, per-id keys included', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(isSiteKey(key)).toBe(true);
    expect(isSiteKey(positionKey('podcast-episode-12'))).toBe(true);
    expect(isSiteKey(finishedKey('podcast-episode-12'))).toBe(true);
    expect(isSiteKey(seenUpToKey('videos'))).toBe(true);
    expect(isSiteKey(seenBeforeVisitKey('newsletter'))).toBe(true);
  });

  it("leaves another application's keys, and names that only look alike", () => {
    for (const key of [
      'other-app:setting',
      'site:accessibility-extra',
      'podcast:',
      'search:recent:x',
      'Site:admin',
      '',
    ])
      expect(isSiteKey(key)).toBe(false);
  });

  it('gives every value its own name', () => {
    const names = [...Object.values(STORAGE_KEYS), ...Object.values(STORAGE_PREFIXES)];
    expect(new Set(names).size).toBe(names.length);
    for (const key of Object.values(STORAGE_KEYS))
      for (const prefix of Object.values(STORAGE_PREFIXES)) expect(key.startsWith(prefix)).toBe(false);
  });

  it('puts every name under exactly one of the things the privacy page lists, the erase mark under none', () => {
    const places = Object.values(STORED_THINGS).flatMap((where) => [
      ...('keys' in where ? where.keys : []),
      ...('prefixes' in where ? where.prefixes : []),
    ]);
    const names = [
      ...Object.keys(STORAGE_KEYS).filter((name) => name !== 'storageErased'),
      ...Object.keys(STORAGE_PREFIXES),
    ];
    expect([...places].sort()).toEqual([...names].sort());
  });
});

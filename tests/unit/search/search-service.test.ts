import { describe, expect, it, vi } from 'vitest';
import { createContentReader } from '../../../src/content/reader.ts';
import {
  type PodcastData,
  SNAPSHOT_SCHEMA_VERSION,
  type Snapshot,
  type SourceDataMap,
} from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { createSearchService, RECENT_ANSWERS } from '../../../src/search/search-service.ts';
import { createMemoryStore } from '../../../src/store/memory-store.ts';
import { CONTENT, PODCAST } from '../catalogue/fixtures.ts';

function recordingLogger() {
  const builds: unknown[] = [];
  const logger = {
    warn() {},
    error() {},
    debug() {},
    info(fields: unknown, message: string) {
      if (message === 'search index built') builds.push(fields);
    },
  } as unknown as Logger;
  return { logger, builds };
}

function snapshot<S extends 'content' | 'podcast'>(
  source: S,
  data: SourceDataMap[S],
  version: string,
): Snapshot<S> {
  return { source, schemaVersion: SNAPSHOT_SCHEMA_VERSION, mode: 'seed', data, fetchedAt: '', version };
}

describe('the search service', () => {
  it('builds the index once per set of snapshot versions and again when one changes', async () => {
    const store = createMemoryStore();
    await store.putSnapshot(snapshot('content', CONTENT, 'c1'));
    const { logger, builds } = recordingLogger();
    const search = createSearchService(createContentReader(store, logger), logger);
    expect((await search.search('סוכנים')).total).toBe(0);
    await search.search('תמונות');
    expect(builds).toHaveLength(1);
    // The podcast arrives: the index held answers while the next one builds, then its episodes are found.
    await store.putSnapshot(snapshot('podcast', PODCAST, 'p1'));
    expect((await search.search('סוכנים')).total).toBe(0);
    await vi.waitFor(async () => {
      expect((await search.search('סוכנים')).groups.map((group) => group.kind)).toEqual(['episode']);
    });
    expect(builds).toHaveLength(2);
    const renamed: PodcastData = {
      ...PODCAST,
      episodes: [{ ...PODCAST.episodes[0]!, title: 'פרק 12: רובוטים', description: '', excerpt: '' }],
    };
    await store.putSnapshot(snapshot('podcast', renamed, 'p2'));
    await vi.waitFor(async () => {
      expect((await search.search('רובוטים')).total).toBe(1);
    });
    expect(builds).toHaveLength(3);
  });

  it('answers a repeated query with the same frozen answer until the index changes, keeping the newest few hundred', async () => {
    const store = createMemoryStore();
    await store.putSnapshot(snapshot('podcast', PODCAST, 'p1'));
    const { logger, builds } = recordingLogger();
    const search = createSearchService(createContentReader(store, logger), logger);
    const first = await search.search('סוכנים');
    expect(await search.search('סוכנים')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.groups[0]!.items[0])).toBe(true);
    // Another kind or limit is another answer.
    expect(await search.search('סוכנים', { limit: 1 })).not.toBe(first);
    // Asked again, an answer is kept over older ones; the least recently asked goes first.
    const oldest = await search.search('מילה0');
    for (let i = 1; i < RECENT_ANSWERS - 2; i++) await search.search(`מילה${i}`);
    expect(await search.search('סוכנים')).toBe(first);
    expect(await search.search('מילה0')).toBe(oldest);
    // Two newest kept after as many other answers as fit beside them.
    for (let i = 0; i < RECENT_ANSWERS - 2; i++) await search.search(`אחרת${i}`);
    expect(await search.search('סוכנים')).toBe(first);
    await search.search('עוד אחת');
    expect(await search.search('סוכנים')).toBe(first);
    expect(await search.search('מילה0')).not.toBe(oldest);
    expect(await search.search('מילה0')).toEqual(oldest);
    // A new version: a new index, and its own answers.
    const renamed: PodcastData = {
      ...PODCAST,
      episodes: [{ ...PODCAST.episodes[0]!, title: 'פרק 12: סוכנים ורובוטים' }],
    };
    await store.putSnapshot(snapshot('podcast', renamed, 'p2'));
    // The index held answers (its own kept answer) while the next one builds.
    expect(await search.search('סוכנים')).toBe(first);
    await vi.waitFor(async () => {
      expect((await search.search('סוכנים')).groups[0]!.items[0]!.title).toBe('פרק 12: סוכנים ורובוטים');
    });
    expect(builds).toHaveLength(2);
  });

  it('searches what there is while a source has no snapshot yet', async () => {
    const store = createMemoryStore();
    await store.putSnapshot(snapshot('podcast', PODCAST, 'p1'));
    const { logger } = recordingLogger();
    const search = createSearchService(createContentReader(store, logger), logger);
    expect((await search.search('סוכנים')).groups.map((group) => group.kind)).toEqual(['episode']);
  });
});

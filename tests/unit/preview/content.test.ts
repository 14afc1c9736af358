import { describe, expect, it } from 'vitest';
import type { ContentReader } from '../../../src/content/reader.ts';
import { SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '../../../src/domain/types.ts';
import { createPreviewReader } from '../../../src/preview/content.ts';
import { testLogger } from '../sources/helpers.ts';

function snapshot(version: string): Snapshot<'content'> {
  return {
    source: 'content',
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode: 'live',
    data: { tools: [], draftTools: [] } as unknown as Snapshot<'content'>['data'],
    fetchedAt: new Date(0).toISOString(),
    version,
  };
}

const published = {
  read: async (source: string) => (source === 'content' ? snapshot('published') : null),
  derive: async () => 'published-derived',
  usable: async () => true,
  onMissing: () => {},
} as unknown as ContentReader;

describe('preview content', () => {
  it('is fetched on demand and reused for a few seconds, one fetch at a time', async () => {
    let clock = 0;
    let fetches = 0;
    const reader = createPreviewReader(
      published,
      async () => snapshot(`preview-${++fetches}`),
      testLogger(),
      { ttlMs: 5_000, now: () => clock },
    );
    expect(fetches).toBe(0);
    const [a, b] = await Promise.all([reader.read('content'), reader.read('content')]);
    expect(a?.version).toBe('preview-1');
    expect(b?.version).toBe('preview-1');
    clock = 4_999;
    expect((await reader.read('content'))?.version).toBe('preview-1');
    clock = 5_000;
    expect((await reader.read('content'))?.version).toBe('preview-2');
    expect(fetches).toBe(2);
  });

  it('derives once per fetched preview, and other sources come from the published reader', async () => {
    const reader = createPreviewReader(published, async () => snapshot('p'), testLogger());
    let builds = 0;
    const build = () => ++builds;
    expect(await reader.derive('content', 'x', build)).toBe(1);
    expect(await reader.derive('content', 'x', build)).toBe(1);
    expect(await reader.derive('podcast', 'x', build)).toBe('published-derived');
  });

  it('shows the published content when the preview API fails', async () => {
    const reader = createPreviewReader(
      published,
      async () => {
        throw new Error('HTTP 401');
      },
      testLogger(),
    );
    expect((await reader.read('content'))?.version).toBe('published');
  });
});

import { describe, expect, it } from 'vitest';
import { readContent } from '../../../src/catalogue/data.ts';
import { catalogueSitemapEntries } from '../../../src/catalogue/sitemap-entries.ts';
import { createContentReader } from '../../../src/content/reader.ts';
import { findTool } from '../../../src/domain/catalogue/find-tool.ts';
import { SNAPSHOT_SCHEMA_VERSION } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { createMemoryStore } from '../../../src/store/memory-store.ts';
import { CONTENT, PODCAST, TOOLS, tool } from './fixtures.ts';

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as Logger;

async function readerWith(withContent: boolean) {
  const store = createMemoryStore();
  const at = new Date(0).toISOString();
  if (withContent) {
    await store.putSnapshot({
      source: 'content',
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      mode: 'seed',
      data: { ...CONTENT, ecosystem: [{ ...sampleService }] },
      fetchedAt: at,
      version: 'c1',
    });
  }
  await store.putSnapshot({
    source: 'podcast',
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode: 'seed',
    data: PODCAST,
    fetchedAt: at,
    version: 'p1',
  });
  return { store, reader: createContentReader(store, quiet) };
}

const sampleService = {
  id: 'supabase',
  slug: 'supabase',
  name: 'Supabase',
  category: 'databases',
  categoryLabel: 'מסדי נתונים',
  description: '',
  longDescription: '',
  url: 'https://supabase.com',
  pricing: 'freemium' as const,
  features: [],
  useCases: [],
};

describe('catalogue data access', () => {
  it('finds a tool by id, then by slug', () => {
    const list = [tool({ id: 'a1', slug: 'alpha' }), tool({ id: 'alpha', slug: 'other' })];
    expect(findTool(list, 'alpha')?.id).toBe('alpha');
    expect(findTool(list, 'other')?.id).toBe('alpha');
    expect(findTool(TOOLS, 'missing')).toBeUndefined();
  });

  it('reads null content before the first refresh', async () => {
    const { reader } = await readerWith(false);
    expect(await readContent(reader)).toBeNull();
  });
});

describe('catalogue sitemap entries', () => {
  it('lists the static catalogue pages and the two paths with no content', async () => {
    const { reader } = await readerWith(false);
    const paths = (await catalogueSitemapEntries(reader)).map((entry) => entry.path);
    expect(paths).toContain('/tools');
    expect(paths).toContain('/start-here/code-development');
    expect(paths.some((path) => path.startsWith('/category/'))).toBe(false);
  });

  it('adds each tool, category and ecosystem service', async () => {
    const { reader } = await readerWith(true);
    const paths = (await catalogueSitemapEntries(reader)).map((entry) => entry.path);
    expect(paths).toContain('/tools/midjourney');
    expect(paths).toContain('/category/image');
    expect(paths).toContain('/ecosystem/databases/supabase');
    expect(paths.filter((path) => /^\/tools\/[^/]+$/.test(path)).length).toBeGreaterThanOrEqual(TOOLS.length);
  });

  it('adds /terms and every term page at its slug', async () => {
    const { reader } = await readerWith(true);
    const paths = (await catalogueSitemapEntries(reader)).map((entry) => entry.path);
    expect(paths).toContain('/terms');
    expect(paths).toContain('/terms/llm');
    expect(paths).not.toContain('/terms/term-llm');
  });
});

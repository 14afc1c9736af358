import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataVersion } from '../../jobs/refresh.ts';
import { loadContentSeed } from '../../jobs/sources/content/fetch.ts';
import { contentSource } from '../../jobs/sources/content/index.ts';
import { normaliseContent } from '../../jobs/sources/content/normalise.ts';
import type { ContentRaw } from '../../jobs/sources/content/schema.ts';
import { createAdminTokens } from '../../src/auth/tokens.ts';
import { createContentReader } from '../../src/content/reader.ts';
import { SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '../../src/domain/types.ts';
import { createRuntime } from '../../src/runtime.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { createRedisStore } from '../../src/store/redis-store.ts';
import { BROWSER_UA, buildTestApp, startRefreshWorker } from '../support/app.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';
import { TEST_JWT_SECRET } from './api-helpers.ts';

// Snapshots carry a schema version, and a reader that meets another
// one treats the snapshot as missing and asks for a refresh; a tool whose validation status is
// `draft` is not published anywhere but the admin's data-quality report.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

/** A snapshot as an older worker wrote it: schema 1, a shape this code does not know. */
function foreignSnapshot(version: string): Snapshot<'podcast'> {
  return {
    source: 'podcast',
    schemaVersion: 1,
    mode: 'seed',
    data: { items: [{ heading: 'old shape' }] } as never,
    fetchedAt: new Date().toISOString(),
    version,
  };
}

describe('snapshot schema version', () => {
  it('a reader treats a snapshot of another schema as missing, asks once for a refresh, and fetches it once', async () => {
    const store = createMemoryStore();
    const getSnapshot = vi.spyOn(store, 'getSnapshot');
    const reader = createContentReader(store, testLogger());
    const asked: string[] = [];
    reader.onMissing((source) => asked.push(source));
    await store.putSnapshot(foreignSnapshot('old-1'));
    expect(await reader.read('podcast')).toBeNull();
    expect(await reader.read('podcast')).toBeNull();
    expect(await reader.usable('podcast')).toBe(false);
    expect(asked).toEqual(['podcast']);
    expect(getSnapshot).toHaveBeenCalledTimes(1);

    const current = { ...foreignSnapshot('new-1'), schemaVersion: SNAPSHOT_SCHEMA_VERSION };
    current.data = { title: 'פודקאסט', description: '', episodes: [] };
    await store.putSnapshot(current);
    expect((await reader.read('podcast'))?.version).toBe('new-1');
    expect(await reader.usable('podcast')).toBe(true);
  });

  it('the web process replaces a snapshot of another schema, at start-up and while it runs', async () => {
    const config = testConfig({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: `schema-${randomUUID()}:`,
    });
    const logger = testLogger();
    const writer = createRedisStore({ url: config.REDIS_URL!, keyPrefix: config.REDIS_KEY_PREFIX, logger });
    cleanups.push(() => writer.close());
    await writer.ready(5_000);
    const foreign = {
      ...foreignSnapshot('old-content'),
      source: 'content',
    } as unknown as Snapshot<'content'>;
    await writer.putSnapshot(foreign);

    // The web process asks, the worker (refreshes belong to it) replaces the snapshot.
    const worker = await startRefreshWorker(config, logger);
    cleanups.push(() => worker.close());
    const runtime = await createRuntime(config, logger, { sources: [contentSource] });
    cleanups.push(() => runtime.close());
    const read = await vi.waitFor(
      async () => {
        const snapshot = await runtime.services.content.read('content');
        expect(snapshot?.schemaVersion).toBe(SNAPSHOT_SCHEMA_VERSION);
        return snapshot;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(read?.schemaVersion).toBe(SNAPSHOT_SCHEMA_VERSION);
    expect(read?.data.tools.length).toBeGreaterThan(10);

    // An older worker writes its shape again: pages keep the good snapshot held in memory, and the
    // reader asks for a refresh that puts the current schema back.
    await writer.putSnapshot({ ...foreign, version: 'old-content-2' });
    expect((await runtime.services.content.read('content'))?.version).toBe(read?.version);
    const back = await vi.waitFor(
      async () => {
        const snapshot = await writer.getSnapshot('content');
        expect(snapshot?.schemaVersion).toBe(SNAPSHOT_SCHEMA_VERSION);
        return snapshot;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(back?.data.tools.length).toBeGreaterThan(10);
  });
});

describe('draft tools are not published', () => {
  const DRAFT = 'draft-without-name';
  const PUBLISHED = 'flamingo-ai';
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const raw = (await loadContentSeed()) as ContentRaw;
    const template = raw.tool.items[0]!;
    const description =
      'פלמינגו הוא כלי לדוגמה שמתאר יצירת תמונות בעזרת בינה מלאכותית, עם תיאור ארוך מספיק לבדיקה.';
    const draft = {
      ...template,
      sys: { ...template.sys, id: DRAFT },
      fields: { ...template.fields, slug: DRAFT, description, name: undefined },
    };
    const published = {
      ...template,
      sys: { ...template.sys, id: PUBLISHED },
      fields: { ...template.fields, slug: PUBLISHED, description, name: 'פלמינגו AI' },
    };
    raw.tool = { ...raw.tool, items: [...raw.tool.items, draft, published], total: raw.tool.total + 2 };
    const data = normaliseContent(raw, { logger: testLogger() });
    expect(data.draftTools.map((tool) => tool.id)).toEqual([DRAFT]);
    await ctx.services.store.putSnapshot({
      source: 'content',
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      mode: 'seed',
      data,
      fetchedAt: new Date().toISOString(),
      version: dataVersion(data),
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (path: string) => request(ctx.app).get(path).set('User-Agent', BROWSER_UA);

  it('its page is 404, while a published tool with the same text is 200', async () => {
    expect((await get(`/tools/${DRAFT}`)).status).toBe(404);
    const page = await get(`/tools/${PUBLISHED}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('פלמינגו AI');
  });

  it('it is absent from the catalogue, search and the sitemap', async () => {
    const list = await get('/tools');
    expect(list.text).toContain(`data-tool-id="${PUBLISHED}"`);
    expect(list.text).not.toContain(DRAFT);
    const search = await get(`/search?q=${encodeURIComponent('פלמינגו')}`);
    expect(search.text).toContain(`/tools/${PUBLISHED}`);
    expect(search.text).not.toContain(DRAFT);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain(`/tools/${PUBLISHED}<`);
    expect(sitemap.text).not.toContain(DRAFT);
  });

  it('the admin data-quality report lists it as a draft', async () => {
    const token = await createAdminTokens(TEST_JWT_SECRET).issue();
    const response = await request(ctx.app).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    const row = response.body.tools.tools.find((tool: { id: string }) => tool.id === DRAFT);
    expect(row).toMatchObject({ status: 'draft', issues: expect.arrayContaining(['Missing name']) });
    expect(response.body.tools.counts.draft).toBe(1);
  });
});

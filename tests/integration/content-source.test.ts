import { afterEach, describe, expect, it } from 'vitest';
import { refreshSource, refreshWithRetries } from '../../jobs/refresh.ts';
import { contentfulHost, loadContentSeed } from '../../jobs/sources/content/fetch.ts';
import { contentSource } from '../../jobs/sources/content/index.ts';
import { normaliseContent } from '../../jobs/sources/content/normalise.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { FAKE_SPACE, FAKE_TOKEN, type FakeContentful, startFakeContentful } from '../fakes/contentful.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

let fake: FakeContentful | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function liveConfig(host: string, env: Record<string, string> = {}) {
  return testConfig({
    CONTENTFUL_SPACE_ID: FAKE_SPACE,
    CONTENTFUL_ACCESS_TOKEN: FAKE_TOKEN,
    CONTENTFUL_HOST: host,
    UPSTREAM_TIMEOUT_MS: '3000',
    ...env,
  });
}

async function setup(
  options: Parameters<typeof startFakeContentful>[0] = {},
  env: Record<string, string> = {},
) {
  fake = await startFakeContentful(options);
  const config = liveConfig(fake.url, env);
  const logger = testLogger();
  const store = createMemoryStore();
  return { fake, config, logger, store, deps: { config, logger, store } };
}

describe('CONTENTFUL_HOST', () => {
  it.each([
    ['cdn.contentful.com', { host: 'cdn.contentful.com', insecure: false }],
    ['https://cdn.eu.contentful.com', { host: 'cdn.eu.contentful.com', insecure: false }],
    ['http://127.0.0.1:8081', { host: '127.0.0.1:8081', insecure: true }],
    ['http://127.0.0.1:8081/', { host: '127.0.0.1:8081', insecure: true }],
  ])('%s becomes %j', (value, expected) => {
    expect(contentfulHost(value)).toEqual(expected);
  });
});

describe('content source, live against a fake content service', () => {
  it('is live when a space and token are configured, seed otherwise', () => {
    expect(contentSource.mode(liveConfig('cdn.contentful.com'))).toBe('live');
    expect(contentSource.mode(testConfig())).toBe('seed');
  });

  it('fetches every content type through the SDK and lands the same data as the seed', async () => {
    const { deps, store, fake } = await setup({ pageSize: 20 });
    const result = await refreshSource(contentSource, deps);
    expect(result.ok).toBe(true);
    const snapshot = await store.getSnapshot('content');
    const seed = normaliseContent(await loadContentSeed(), { logger: testLogger() });
    expect(snapshot?.mode).toBe('live');
    expect(snapshot?.data.tools.map((t) => t.id).sort()).toEqual(seed.tools.map((t) => t.id).sort());
    // Terms are one request of limit 1000 (docs/product.md#content-service): only tools page, so
    // the fake's cap shows.
    expect(snapshot?.data.terms).toHaveLength(20);
    expect(snapshot?.data.sections[0]?.customTools.length).toBeGreaterThan(0);
    expect(snapshot?.data.ecosystem).toHaveLength(seed.ecosystem.length);
    // The optional `aliases` field (other spellings for search) comes through from the service.
    expect(snapshot?.data.tools.find((t) => t.id === 'claude-code')?.aliases).toEqual([
      'קלוד קוד',
      'קלאוד קוד',
    ]);

    const queries = fake.requests.map((r) => Object.fromEntries(r.query));
    expect(queries.filter((q) => q.content_type === 'aiTool').map((q) => q.skip)).toEqual(['0', '20', '40']);
    expect(queries.find((q) => q.content_type === 'aiTerm')?.limit).toBe('1000');
    expect(queries.find((q) => q.content_type === 'aiTool')?.limit).toBe('100');
    expect(queries.find((q) => q.content_type === 'categoryPage')?.order).toBe(
      'fields.order,fields.cardTitle',
    );
    expect(queries.find((q) => q.content_type === 'toolRecommendationSection')?.include).toBe('2');
    expect(fake.requests[0]?.path).toBe(`/spaces/${FAKE_SPACE}/environments/master/entries`);
  });

  it('gives sections, guides, tables and ecosystem an empty list with a warning on HTTP 400', async () => {
    const { deps, store, logger } = await setup({ mode: 'unknown-section-types' });
    expect((await refreshSource(contentSource, deps)).ok).toBe(true);
    const data = (await store.getSnapshot('content'))!.data;
    expect(data.tools.length).toBeGreaterThan(0);
    expect(data.sections).toEqual([]);
    expect(data.guides).toEqual([]);
    expect(data.comparisons).toEqual([]);
    expect(data.ecosystem).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ contentType: 'toolRecommendationSection' }),
      expect.stringContaining('HTTP 400'),
    );
  });

  it("a 429 is the job's to retry (the SDK does not): the next attempt succeeds", async () => {
    const { deps, fake } = await setup({ mode: 'rate-limit-then-ok' });
    const first = await refreshSource(contentSource, deps);
    expect(first).toMatchObject({ ok: false, retryable: true });
    const calls = fake.requests.length;
    // The 7 content types are asked for at once; one of them met the 429 and was not re-sent.
    expect(calls).toBeLessThanOrEqual(7);
    expect((await refreshWithRetries(contentSource, deps)).ok).toBe(true);
  });

  it('a rejected token (401) is not retried at all', async () => {
    const { deps, fake } = await setup({}, { CONTENTFUL_ACCESS_TOKEN: 'wrong-token' });
    const result = await refreshWithRetries(contentSource, deps);
    expect(result).toMatchObject({ ok: false, retryable: false });
    expect(result.ok === false && result.error.message).toMatch(/HTTP 401/);
    expect(fake.requests.length).toBeLessThanOrEqual(7);
  });

  it('lands an empty catalogue when the space has no entries', async () => {
    const { deps, store } = await setup({ mode: 'empty' });
    expect((await refreshSource(contentSource, deps)).ok).toBe(true);
    expect((await store.getSnapshot('content'))?.data.tools).toEqual([]);
  });

  it.each([
    ['HTTP 500', 'error-500', {}, /HTTP 500/],
    ['malformed JSON', 'malformed', {}, /.+/],
    ['a timeout', 'timeout', { UPSTREAM_TIMEOUT_MS: '400' }, /timed out|timeout/i],
  ] as const)(
    'keeps the last good snapshot and records the error on %s',
    async (_case, mode, env, message) => {
      const { deps, store, fake, logger } = await setup();
      expect((await refreshSource(contentSource, deps)).ok).toBe(true);
      const good = await store.getSnapshot('content');

      fake.setMode(mode);
      const result = await refreshSource(contentSource, { ...deps, config: liveConfig(fake.url, env) }, 2);
      expect(result.ok).toBe(false);
      expect(await store.getSnapshot('content')).toEqual(good);
      const status = await store.getStatus('content');
      expect(status?.lastError).toMatchObject({ attempt: 2, message: expect.stringMatching(message) });
      expect(status?.version).toBe(good?.version);
      expect(status?.lastSuccessAt).toBe(good?.fetchedAt);
      expect(logger.error).toHaveBeenCalledWith(
        expect.objectContaining({ source: 'content', attempt: 2 }),
        expect.stringContaining('refresh of source "content" failed while fetching live data'),
      );
    },
    15_000,
  );

  it('clears the recorded error after the next good refresh', async () => {
    const { deps, store, fake } = await setup({ mode: 'error-500' });
    await refreshSource(contentSource, deps);
    expect((await store.getStatus('content'))?.lastError).not.toBeNull();
    fake.setMode('ok');
    await refreshSource(contentSource, deps);
    expect((await store.getStatus('content'))?.lastError).toBeNull();
  }, 15_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { sources } from '../../jobs/registry.ts';
import { createRuntime, type Runtime } from '../../src/runtime.ts';
import { freePort } from '../global-setup.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// The embedded default refreshes in a child process (jobs/refresh-isolation.ts): the web process
// gets the same snapshots and the same failure records as when the pipeline ran inside it.

const runtimes: Runtime[] = [];
afterEach(async () => {
  while (runtimes.length) await runtimes.pop()!.close();
});

describe('refreshing in a child process', () => {
  it('fills every source from the seed, then refreshes again on request', async () => {
    const runtime = await createRuntime(testConfig(), testLogger(), { isolateRefresh: true });
    runtimes.push(runtime);
    for (const source of sources.filter((s) => !s.background)) {
      const snapshot = await runtime.services.content.read(source.name);
      expect(snapshot?.mode, source.name).toBe('seed');
    }
    const tools = (await runtime.services.content.read('content'))?.data.tools ?? [];
    expect(tools.length).toBeGreaterThan(40);
    const before = await runtime.services.store.getStatus('podcast');
    await runtime.services.refreshNow?.('podcast');
    const after = await runtime.services.store.getStatus('podcast');
    expect(after?.lastRefreshAt).not.toBe(before?.lastRefreshAt);
    expect(after?.version).toBe(before?.version);
  });

  it('records a live source that cannot be reached, keeping the others', async () => {
    const closedPort = await freePort();
    const config = testConfig({ PODCAST_FEED_URL: `http://127.0.0.1:${closedPort}/feed.xml` });
    const runtime = await createRuntime(config, testLogger(), { isolateRefresh: true });
    runtimes.push(runtime);
    const status = await runtime.services.store.getStatus('podcast');
    expect(status?.mode).toBe('live');
    expect(status?.lastError?.message).toMatch(/^fetching live data: /);
    // Network errors are retried (3 attempts, as in one process).
    expect(status?.lastError?.attempt).toBe(3);
    expect(await runtime.services.content.read('podcast')).toBeNull();
    expect(await runtime.services.content.read('content')).not.toBeNull();
  }, 30_000);
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessScheduler } from '../../../jobs/in-process.ts';
import type { AnySource } from '../../../jobs/source.ts';
import { createMemoryStore } from '../../../src/store/memory-store.ts';
import { testConfig, testLogger } from '../sources/helpers.ts';

function countingSource() {
  let calls = 0;
  const source = {
    name: 'podcast',
    mode: () => 'seed',
    fetchLive: async () => ({}),
    loadSeed: async () => {
      calls += 1;
      return { title: `run ${calls}`, description: '', episodes: [] };
    },
    normalise: (raw: { title: string; description: string; episodes: [] }) => raw,
  } as unknown as AnySource;
  return { source, calls: () => calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('in-process refresh without Redis (docs/architecture.md, the embedded default)', () => {
  it('runs every source at once, then every interval, and refreshNow runs it immediately', async () => {
    vi.useFakeTimers();
    const { source, calls } = countingSource();
    const store = createMemoryStore();
    const scheduler = createInProcessScheduler([source], {
      config: testConfig({ PODCAST_REFRESH_SECONDS: '60' }),
      logger: testLogger(),
      store,
    });

    await scheduler.runAll();
    expect(calls()).toBe(1);
    expect((await store.getSnapshot('podcast'))?.data.title).toBe('run 1');

    scheduler.start();
    expect(Date.parse(scheduler.nextRunAt('podcast')!)).toBe(Date.now() + 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(2);

    const result = await scheduler.refreshNow('podcast');
    expect(result.ok).toBe(true);
    expect(calls()).toBe(3);

    await scheduler.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls()).toBe(3);
  });

  it('reports an unknown source instead of throwing', async () => {
    const scheduler = createInProcessScheduler([], {
      config: testConfig(),
      logger: testLogger(),
      store: createMemoryStore(),
    });
    const result = await scheduler.refreshNow('videos');
    expect(result.ok).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreloadReport, PreloadRequest } from '../../client/lib/preload-worker.ts';
import { type RoutePreloads, scheduleRoutePreloads } from '../../client/lib/route-preloads.ts';
import type { PagePreload } from '../../src/page-preload.ts';

// The route preloader's stages (client/lib/route-preloads.ts) with a stand-in worker: what each batch
// holds, when the medium one is due, and when the worker is stopped.

const page = (path: string, modules: string[] = []): PagePreload => ({
  page: path,
  data: `${path}.data`,
  modules,
  styles: [],
});

function fakeWorker() {
  const batches: string[][] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<PreloadReport>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: ({ files }: PreloadRequest) => void batches.push([...files]),
    terminate: vi.fn(),
    report: (data: PreloadReport) => worker.onmessage!({ data } as MessageEvent<PreloadReport>),
  };
  return { worker, batches };
}

function schedule(options: Partial<RoutePreloads> = {}) {
  const { worker, batches } = fakeWorker();
  const createWorker = vi.fn(() => worker);
  let ready: (() => void) | undefined;
  const cancel = scheduleRoutePreloads({
    high: [page('/tools', ['/assets/tools.js']), page('/guides', ['/assets/guides.js', '/assets/shared.js'])],
    medium: [page('/about', ['/assets/about.js', '/assets/shared.js'])],
    mediumDelayMs: 2000,
    current: () => '/tools',
    asked: new Set(),
    known: () => new Set(),
    base: 'https://site.example/tools',
    createWorker,
    whenReady: (start) => {
      ready = start;
      return () => {
        ready = undefined;
      };
    },
    ...options,
  });
  return { worker, batches, createWorker, cancel, ready: () => ready!() };
}

describe('the route preloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the high pages first, the medium ones 2 s after the first fetch, never the page on screen', () => {
    const run = schedule({ known: () => new Set(['https://site.example/assets/shared.js']) });
    expect(run.createWorker).not.toHaveBeenCalled();
    run.ready();
    expect(run.batches).toEqual([
      ['https://site.example/guides.data', 'https://site.example/assets/guides.js'],
    ]);
    // The medium stage is timed from the worker's first fetch, not from when the batch was sent.
    vi.advanceTimersByTime(5000);
    expect(run.batches).toHaveLength(1);
    run.worker.report({ started: true });
    vi.advanceTimersByTime(1999);
    expect(run.batches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(run.batches[1]).toEqual([
      'https://site.example/about.data',
      'https://site.example/assets/about.js',
    ]);
    // Stopped once the last batch is done, not before.
    run.worker.report({ drained: 1 });
    expect(run.worker.terminate).not.toHaveBeenCalled();
    run.worker.report({ drained: 2 });
    expect(run.worker.terminate).toHaveBeenCalledOnce();
  });

  it('stops the worker when the medium pages add nothing and the high ones are done', () => {
    const run = schedule({ medium: [page('/guides', ['/assets/guides.js'])] });
    run.ready();
    run.worker.report({ started: true });
    run.worker.report({ drained: 1 });
    expect(run.worker.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(run.batches).toHaveLength(1);
    expect(run.worker.terminate).toHaveBeenCalledOnce();
  });

  it('waits for the high batch when the medium pages add nothing before it is done', () => {
    const run = schedule({ medium: [page('/guides', ['/assets/guides.js'])] });
    run.ready();
    run.worker.report({ started: true });
    vi.advanceTimersByTime(2000);
    expect(run.worker.terminate).not.toHaveBeenCalled();
    run.worker.report({ drained: 1 });
    expect(run.worker.terminate).toHaveBeenCalledOnce();
  });

  it('asks for no file twice across schedules, and starts no worker when there is nothing new', () => {
    const asked = new Set<string>();
    const first = schedule({ asked });
    first.ready();
    first.worker.report({ started: true });
    vi.advanceTimersByTime(2000);
    first.cancel();
    expect(first.worker.terminate).toHaveBeenCalled();
    const second = schedule({ asked });
    second.ready();
    vi.advanceTimersByTime(2000);
    expect(second.createWorker).not.toHaveBeenCalled();
    expect(second.batches).toEqual([]);
  });

  it('stops a worker that fails and starts no other for the medium pages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const run = schedule();
    run.ready();
    run.worker.report({ started: true });
    const error = new Event('error', { cancelable: true }) as ErrorEvent;
    run.worker.onerror!(error);
    expect(error.defaultPrevented).toBe(true);
    expect(run.worker.terminate).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[preload] the preload worker failed');
    vi.advanceTimersByTime(2000);
    expect(run.createWorker).toHaveBeenCalledOnce();
    expect(run.batches).toHaveLength(1);
    run.cancel();
    expect(run.worker.terminate).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('cancelled before the page is ready, it starts nothing', () => {
    const run = schedule();
    run.cancel();
    vi.advanceTimersByTime(10_000);
    expect(run.createWorker).not.toHaveBeenCalled();
  });
});

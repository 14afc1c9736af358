import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreloadReport, PreloadRequest } from '../../client/lib/preload-worker.ts';

// The route preloader's worker (client/lib/preload-worker.ts), run with a stand-in worker scope:
// what it fetches, how many at once, and what it reports to the page.

type Pending = { url: string; init: RequestInit | undefined; settle: (status: number | Error) => void };

async function startWorker() {
  const reports: PreloadReport[] = [];
  const pending: Pending[] = [];
  const scope: {
    onmessage: ((event: { data: PreloadRequest }) => void) | null;
    postMessage: (r: PreloadReport) => void;
  } = {
    onmessage: null,
    postMessage: (report) => reports.push(report),
  };
  vi.stubGlobal('self', scope);
  vi.stubGlobal('location', new URL('https://site.example/tools'));
  vi.stubGlobal(
    'fetch',
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({
          url,
          init,
          settle: (status) =>
            status instanceof Error ? reject(status) : resolve(new Response('x', { status })),
        });
      }),
  );
  vi.resetModules();
  await import('../../client/lib/preload-worker.ts');
  const post = (files: string[]) => scope.onmessage!({ data: { files } });
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { reports, pending, post, flush };
}

describe('the preload worker', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches this site’s files three at a time, at low priority, each once', async () => {
    const worker = await startWorker();
    worker.post(['/about.data', '/assets/about-1.js', 'https://site.example/assets/a.js', '/assets/b.js']);
    expect(worker.reports).toEqual([{ started: true }]);
    expect(worker.pending.map(({ url }) => url)).toEqual([
      'https://site.example/about.data',
      'https://site.example/assets/about-1.js',
      'https://site.example/assets/a.js',
    ]);
    // A page's data is asked afresh (revalidated); built files may come from the cache.
    expect(worker.pending[0]!.init).toMatchObject({
      credentials: 'same-origin',
      priority: 'low',
      cache: 'no-cache',
    });
    expect(worker.pending[1]!.init).toMatchObject({ priority: 'low', cache: 'default' });
    // The same file again, in this batch or a later one, is not fetched twice.
    worker.post(['/assets/a.js', '/assets/about-1.js']);
    worker.pending.shift()!.settle(200);
    await worker.flush();
    expect(worker.pending.map(({ url }) => url)).toEqual([
      'https://site.example/assets/about-1.js',
      'https://site.example/assets/a.js',
      'https://site.example/assets/b.js',
    ]);
    for (const request of worker.pending.splice(0)) request.settle(200);
    await worker.flush();
    expect(worker.reports).toEqual([{ started: true }, { drained: 2 }]);
  });

  it('never fetches another origin’s address, whatever the page posts', async () => {
    const worker = await startWorker();
    worker.post(['https://elsewhere.example/steal', '//elsewhere.example/x.js', 'http://site.example/a.js']);
    expect(worker.pending).toEqual([]);
    expect(worker.reports).toEqual([{ drained: 1 }]);
  });

  it('reports a file that failed or answered with an error, and goes on', async () => {
    const worker = await startWorker();
    worker.post(['/a.js', '/b.js', '/c.js', '/d.js']);
    worker.pending.shift()!.settle(new TypeError('network'));
    worker.pending.shift()!.settle(404);
    await worker.flush();
    for (const request of worker.pending.splice(0)) request.settle(200);
    await worker.flush();
    for (const request of worker.pending.splice(0)) request.settle(200);
    await worker.flush();
    expect(worker.reports).toEqual([
      { started: true },
      { failed: 'https://site.example/a.js' },
      { failed: 'https://site.example/b.js' },
      { drained: 1 },
    ]);
  });
});

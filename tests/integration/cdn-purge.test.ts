import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCdnPurge } from '../../jobs/cdn-purge.ts';
import { refreshSource } from '../../jobs/refresh.ts';
import { contentSource } from '../../jobs/sources/content/index.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { logInto } from '../support/log-capture.ts';
import { testConfig } from '../unit/sources/helpers.ts';

// A refresh that changes a source's snapshot purges the CDN's pages of that source: a POST in the
// shape of Cloudflare's tag purge to CDN_PURGE_URL, here a real HTTP server on loopback.

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

const TOKEN = 'cf-purge-token-0123456789abcdef';
let server: http.Server | undefined;

async function startCdn(statuses: number[]) {
  const received: Received[] = [];
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: status === 200, errors: [], messages: [], result: { id: 'zone' } }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/client/v4/zones/zone-id/purge_cache`, received };
}

async function stopCdn() {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

afterEach(stopCdn);

describe('CDN purge after a refresh', () => {
  it('a changed snapshot sends one tag purge naming its source; an unchanged one sends none', async () => {
    const cdn = await startCdn([200]);
    const config = testConfig({ CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: TOKEN });
    const { logger, text } = logInto();
    const store = createMemoryStore();
    const purge = createCdnPurge(config, logger);
    const first = await refreshSource(contentSource, { config, logger, store, purge });
    expect(first).toMatchObject({ ok: true, changed: true });
    // The purge follows the published refresh without holding it.
    await vi.waitFor(() => expect(cdn.received).toHaveLength(1));
    const [request] = cdn.received;
    expect(request).toMatchObject({ method: 'POST', url: '/client/v4/zones/zone-id/purge_cache' });
    expect(JSON.parse(request!.body)).toEqual({ tags: ['content'] });
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['surrogate-key']).toBe('content');
    expect(request!.headers['content-type']).toBe('application/json');

    const second = await refreshSource(contentSource, { config, logger, store, purge });
    expect(second).toMatchObject({ ok: true, changed: false });
    expect(cdn.received).toHaveLength(1);
    expect(text()).not.toContain(TOKEN);
  });

  it('retries a 5xx or 429 and succeeds; the refresh itself is unaffected', async () => {
    const cdn = await startCdn([503, 429, 200]);
    const config = testConfig({ CDN_PURGE_URL: cdn.url });
    const { logger } = logInto();
    const outcomes: string[] = [];
    const purge = createCdnPurge(config, logger, {
      onOutcome: (source, outcome) => outcomes.push(`${source}:${outcome}`),
    });
    expect(await purge!('podcast')).toBe('purged');
    expect(cdn.received).toHaveLength(3);
    expect(cdn.received.every((request) => request.headers.authorization === undefined)).toBe(true);
    expect(outcomes).toEqual(['podcast:purged']);
  });

  it('a refused purge (403) is not retried, is logged without the token, and the refresh still succeeds', async () => {
    const cdn = await startCdn([403]);
    const config = testConfig({ CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: TOKEN });
    const { logger, text } = logInto();
    const store = createMemoryStore();
    const outcomes: string[] = [];
    const purge = createCdnPurge(config, logger, {
      onOutcome: (source, outcome) => outcomes.push(`${source}:${outcome}`),
    });
    const result = await refreshSource(contentSource, { config, logger, store, purge });
    expect(result).toMatchObject({ ok: true, changed: true });
    await vi.waitFor(() => expect(outcomes).toEqual(['content:failed']));
    expect(cdn.received).toHaveLength(1);
    expect(text()).toContain('CDN purge of \\"content\\" failed (status 403)');
    expect(text()).not.toContain(TOKEN);
    expect((await store.getSnapshot('content'))?.source).toBe('content');
  });

  it('an endpoint that does not answer fails the purge, not the refresh', async () => {
    const cdn = await startCdn([200]);
    await stopCdn();
    const config = testConfig({ CDN_PURGE_URL: cdn.url });
    const { logger, text } = logInto();
    const purge = createCdnPurge(config, logger);
    expect(await purge!('videos')).toBe('failed');
    expect(text()).toContain('CDN purge of \\"videos\\" failed');
  });

  it('is off without CDN_PURGE_URL, and refuses a URL that is not http(s)', () => {
    expect(createCdnPurge(testConfig(), logInto().logger)).toBeUndefined();
    expect(() => testConfig({ CDN_PURGE_URL: 'ftp://cdn.example/purge' })).toThrow(/CDN_PURGE_URL/);
  });
});

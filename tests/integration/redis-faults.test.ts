import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sources } from '../../jobs/registry.ts';
import { PAGE_CACHE_CONTROL } from '../../src/cache-policy.ts';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { freePort, startRedis } from '../global-setup.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { TEST_JWT_SECRET, testPasswordHash } from './api-helpers.ts';

// The web process against a Redis of its own (started, stopped, stalled
// here), never the suite's shared one. Start-up order must not matter, and a Redis that stops
// answering must not stall pages, readiness or logins.

// A request that hangs fails the test instead of blocking it (what main did under both faults).
const QUICK_MS = 3_000;

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await Promise.resolve(cleanups.pop()!()).catch(() => {});
});

async function webApp(port: number, env: Record<string, string> = {}): Promise<Ctx> {
  const ctx = await buildTestApp(
    {
      ...env,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: 'faults:',
      ADMIN_PASSWORD_HASH: await testPasswordHash(),
      JWT_SECRET: TEST_JWT_SECRET,
    },
    undefined,
    { loginLimit: 3, signupLimit: 2 },
  );
  cleanups.push(() => ctx.close());
  return ctx;
}

async function ownRedis(port: number, args: string[] = []): Promise<ChildProcess> {
  const server = await startRedis(port, args);
  // Stopped after every process of the test has closed: a worker closing while its Redis is gone
  // waits for its active refresh, whose commands each retry for up to 10 s (a loaded CI run showed
  // a 30 s teardown).
  cleanups.unshift(() => server.kill('SIGKILL'));
  return server;
}

function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>http:\/\/example\.test([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

function toolCards(html: string): number {
  return new Set([...html.matchAll(/data-tool-id="([^"]+)"/g)].map((match) => match[1])).size;
}

const login = (ctx: Ctx, password = 'wrong password') =>
  request(ctx.app).post('/api/auth/login').timeout(QUICK_MS).send({ username: 'admin', password });

describe('a web process started while Redis is down', () => {
  it('answers at once while Redis is away and recovers everything by itself once it is back', async () => {
    // What a healthy process serves, for comparison: the embedded default in memory.
    const reference = await buildTestApp();
    cleanups.push(() => reference.close());
    const expectedPaths = sitemapPaths((await request(reference.app).get('/sitemap.xml')).text);
    const expectedTools = toolCards(
      (await request(reference.app).get('/tools').set('User-Agent', BROWSER_UA)).text,
    );
    expect(expectedTools).toBeGreaterThan(10);

    const port = await freePort();
    const ctx = await webApp(port);

    // Redis away: readiness says so at once, logins fail fast and clearly instead of going unlimited.
    // Nothing held yet (started while Redis was away): this process cannot serve its pages.
    const away = await request(ctx.app).get('/readyz').timeout(QUICK_MS);
    expect(away.status).toBe(503);
    expect(away.body.store).toBe('down');
    const refused = await login(ctx);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('rate_limit_unavailable');
    expect(refused.headers['retry-after']).toBeDefined();
    const page = await request(ctx.app).get('/').set('User-Agent', BROWSER_UA).timeout(QUICK_MS);
    expect(page.status).toBe(200);
    // The catalogue without its snapshot shows an absence that is not real: no cache may keep it, a
    // CDN in front included (it would serve the empty list for minutes after Redis is back).
    for (let visit = 0; visit < 2; visit++) {
      const empty = await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA).timeout(QUICK_MS);
      expect(empty.status).toBe(200);
      expect(toolCards(empty.text)).toBe(0);
      expect(empty.headers['cache-control']).toBe('no-store');
      expect(empty.headers['surrogate-key']).toBeUndefined();
    }

    // Redis comes back (empty): within a minute the worker fills in every source the web process asks
    // for at start-up (not the background link check, which runs a minute after the worker starts).
    // The condition is the product's own signal that it has recovered, /readyz with each of those
    // sources 'ok'. (Waiting for the tool cards alone let the sitemap be read once while the podcast
    // or newsletter snapshot was still on its way, which a loaded machine showed as 131 of 134
    // addresses.)
    await ownRedis(port);
    const filledIn = sources.filter((source) => !source.background).map((source) => source.name);
    await expect
      .poll(
        async () => {
          const response = await request(ctx.app).get('/readyz');
          return {
            status: response.status,
            sources: (response.body.sources ?? {}) as Record<string, { status: string }>,
          };
        },
        { timeout: 60_000, interval: 100 },
      )
      .toSatisfy(
        (readiness) =>
          readiness.status === 200 && filledIn.every((name) => readiness.sources[name]?.status === 'ok'),
      );
    expect(filledIn.length).toBeGreaterThan(3);
    // Every snapshot is in Redis now; the web process reads each on the next request that needs it.
    // A Redis read slower than the web side's 300 ms bound (a loaded machine) serves what the process
    // holds instead of waiting, so the pages become whole at the next request that gets its answer.
    const tools = await vi.waitFor(
      async () => {
        const count = await toolCards(
          (await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA)).text,
        );
        expect(count).toBe(expectedTools);
        return count;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(tools).toBe(expectedTools);
    const whole = await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA);
    expect(whole.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(whole.headers['surrogate-key']).toContain('content');
    const paths = await vi.waitFor(
      async () => {
        const found = await sitemapPaths((await request(ctx.app).get('/sitemap.xml')).text).sort();
        expect(found).toHaveLength(expectedPaths.length);
        return found;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(paths).toEqual(expectedPaths.sort());
    const toolPath = paths.find((path) => /^\/tools\/[^/]+$/.test(path) && path !== '/tools/coding');
    const toolPage = await request(ctx.app).get(toolPath!).set('User-Agent', BROWSER_UA);
    expect(toolPage.status).toBe(200);

    // The rate limits are back too: 3 failed logins, then 429 (not a permanent pass).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(ctx)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const raw = new Redis(`redis://127.0.0.1:${port}`);
    cleanups.push(() => raw.quit());
    expect(await raw.keys('faults:rl:login:*')).toHaveLength(1);
  }, 150_000);

  it('keeps no page it rendered without a snapshot in its page cache', async () => {
    const ctx = await webApp(await freePort(), { PAGE_CACHE_MB: '8', PAGE_CACHE_DEBUG: '1' });
    for (let visit = 0; visit < 3; visit++) {
      const empty = await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA).timeout(QUICK_MS);
      expect(toolCards(empty.text)).toBe(0);
      expect(empty.headers['x-page-cache']).not.toBe('HIT');
      expect(empty.headers['cache-control']).toBe('no-store');
    }
    expect((ctx.app.locals.pageCache as PageCache).stats().entries).toBe(0);
  });

  it('picks up snapshots another process wrote while it was waiting', async () => {
    const port = await freePort();
    const ctx = await webApp(port);
    expect(toolCards((await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA)).text)).toBe(0);

    // A second web process (or the worker) brings Redis up and writes the snapshots first.
    await ownRedis(port);
    const other = await webApp(port);
    expect(
      toolCards((await request(other.app).get('/tools').set('User-Agent', BROWSER_UA)).text),
    ).toBeGreaterThan(10);
    await expect
      .poll(
        async () => toolCards((await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA)).text),
        { timeout: 30_000, interval: 100 },
      )
      .toBeGreaterThan(10);
  }, 90_000);
});

describe('a stalled Redis (DEBUG SLEEP)', () => {
  it('serves pages from memory, /readyz 200 with the store down, logins and signups 503 within seconds', async () => {
    const port = await freePort();
    await ownRedis(port, ['--enable-debug-command', 'yes']);
    const ctx = await webApp(port);
    const before = await request(ctx.app).get('/tools').set('User-Agent', BROWSER_UA);
    const tools = toolCards(before.text);
    expect(tools).toBeGreaterThan(10);

    const sleeper = new Redis(`redis://127.0.0.1:${port}`);
    cleanups.push(() => sleeper.disconnect());
    void sleeper.call('DEBUG', 'SLEEP', '15').catch(() => {});
    await expect.poll(() => ctx.services.store.ping(), { timeout: 5_000, interval: 100 }).toBe(false);

    for (const path of ['/', '/tools', '/sitemap.xml']) {
      const response = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA).timeout(QUICK_MS);
      expect(response.status).toBe(200);
      if (path === '/tools') {
        expect(toolCards(response.text)).toBe(tools);
        // What the process holds is the real catalogue: a CDN may keep it as usual.
        expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      }
    }

    // It serves pages from the snapshots it holds: ready, with the store down.
    const ready = await request(ctx.app).get('/readyz').timeout(QUICK_MS);
    expect(ready.status).toBe(200);
    expect(ready.body.store).toBe('down');

    const refused = await login(ctx);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'rate_limit_unavailable', message: expect.any(String) } });
    const signup = await request(ctx.app)
      .post('/api/subscribers')
      .timeout(QUICK_MS)
      .send({ email: 'reader@example.com' });
    expect(signup.status).toBe(503);
    expect(signup.body.error.code).toBe('rate_limit_unavailable');

    const counted = await request(ctx.app).get('/readyz').timeout(QUICK_MS);
    expect(counted.body.rateLimit.storeFailures).toBeGreaterThanOrEqual(2);
    expect(ctx.logs.text()).toContain('rate-limit counters unreachable');
  }, 60_000);
});

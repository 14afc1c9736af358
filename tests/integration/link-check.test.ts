import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSource } from '../../jobs/refresh.ts';
import { checkUrls } from '../../jobs/sources/links/check.ts';
import { linksSource } from '../../jobs/sources/links/index.ts';
import type { LinksData } from '../../src/domain/types.ts';
import { createRuntime } from '../../src/runtime.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { freePort } from '../global-setup.ts';
import {
  contentSnapshot,
  type LinkTarget,
  linkedTool,
  type Seen,
  startLinkTarget,
} from '../support/link-targets.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// Link health against local servers that answer 200, 301, 404, 410, 429 with Retry-After,
// 503, never (a timeout) and a port nobody listens on. The servers measure the politeness rules:
// at most 1 request per second per host, at most 4 at once, the site named in the user agent, and a
// 429's Retry-After waited out. `broken` comes only with the second check an hour later (the check's
// clock is injected, so no test waits an hour). The servers are this test's own, on loopback: the
// check is told to allow it (LINK_CHECK_ALLOW_HOSTS), as an intranet's owner would.

const LOOPBACK = '127.0.0.0/8';

/** A server answering each path by its route, else 404. */
function startServer(routes: Record<string, (res: http.ServerResponse, method: string) => void>) {
  return startLinkTarget((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(res, req.method ?? 'GET');
    else res.writeHead(404).end();
  });
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  (res: http.ServerResponse) =>
    res.writeHead(code, headers).end();

let a: LinkTarget;
let b: LinkTarget;
let refusedUrl: string;

beforeAll(async () => {
  a = await startServer({
    '/ok': status(200),
    '/moved': status(301, { location: '/ok' }),
    '/gone-404': status(404),
    '/gone-410': status(410),
  });
  b = await startServer({
    '/busy': status(429, { 'retry-after': '1' }),
    '/down': status(503),
    '/slow': () => {}, // never answers
    '/no-head': (res, method) => res.writeHead(method === 'HEAD' ? 405 : 200).end(),
  });
  refusedUrl = `http://127.0.0.1:${await freePort()}/nobody-listens`;
});

afterAll(async () => {
  await a.close();
  await b.close();
});

function gaps(seen: Seen[]): number[] {
  const times = seen.map((request) => request.at).sort((x, y) => x - y);
  return times.slice(1).map((time, i) => time - times[i]!);
}

/**
 * 1 request per second per host, as the server saw it: the checker starts a host's next request a
 * second after the previous one ended, so however late a request reaches the server, the next one
 * arrives at least a second after it. Unpaced, they would all arrive within a few milliseconds.
 */
function expectOnePerSecond(seen: Seen[]) {
  expect(Math.min(...gaps(seen))).toBeGreaterThanOrEqual(1000);
}

describe('link health check', () => {
  it('classifies each answer, flags broken only on the second check an hour later, and is polite', async () => {
    const urls: Record<string, string> = {
      ok: `${a.url}/ok`,
      moved: `${a.url}/moved`,
      gone404: `${a.url}/gone-404`,
      gone410: `${a.url}/gone-410`,
      busy: `${b.url}/busy`,
      down: `${b.url}/down`,
      slow: `${b.url}/slow`,
      noHead: `${b.url}/no-head`,
      refused: refusedUrl,
    };
    const store = createMemoryStore();
    await store.putSnapshot(contentSnapshot(Object.entries(urls).map(([id, url]) => linkedTool(id, url))));
    // Long enough that a loaded machine's slow answers are not taken for timeouts; /slow never answers.
    const config = testConfig({
      UPSTREAM_TIMEOUT_MS: '2500',
      PUBLIC_SITE_URL: 'https://ai.example',
      LINK_CHECK_ALLOW_HOSTS: LOOPBACK,
    });
    let clock = new Date('2026-11-20T08:00:00Z');
    const deps = { config, logger: testLogger(), store, now: () => clock };

    const first = await refreshSource(linksSource, deps);
    expect(first.ok).toBe(true);
    const firstData = (await store.getSnapshot('links'))!.data as LinksData;
    const byUrl = (data: LinksData) => new Map(data.links.map((link) => [link.url, link]));
    const one = byUrl(firstData);
    expect(firstData.networkSeen).toBe(true);
    expect(firstData.checkedAt).toBe('2026-11-20T08:00:00.000Z');
    expect(one.get(urls.ok!)).toMatchObject({ state: 'ok', status: 200, pages: ['/tools/ok'] });
    expect(one.get(urls.moved!)).toMatchObject({ state: 'redirected', to: `${a.url}/ok` });
    expect(one.get(urls.noHead!)).toMatchObject({ state: 'ok', status: 200 });
    for (const key of ['busy', 'down', 'slow']) expect(one.get(urls[key]!)?.state).toBe('unknown');
    expect(one.get(urls.slow!)?.reason).toBe('timeout');
    // 404, 410 and a refused connection: not yet broken after one check.
    for (const key of ['gone404', 'gone410', 'refused']) {
      expect(one.get(urls[key]!)).toMatchObject({
        state: 'unknown',
        failingSince: '2026-11-20T08:00:00.000Z',
      });
    }

    // Politeness, as the servers saw it.
    for (const server of [a, b]) {
      expectOnePerSecond(server.seen);
      expect(server.seen.every((request) => request.agent.includes('https://ai.example'))).toBe(true);
    }
    const busy = b.seen.filter((request) => request.path === '/busy');
    expect(busy).toHaveLength(2); // once, then once more after Retry-After
    expect(busy[1]!.at - busy[0]!.at).toBeGreaterThanOrEqual(900);
    expect(b.seen.filter((request) => request.path === '/no-head').map((r) => r.method)).toEqual([
      'HEAD',
      'GET',
    ]);

    // The second check, an hour later.
    clock = new Date('2026-11-20T09:00:00Z');
    expect((await refreshSource(linksSource, deps)).ok).toBe(true);
    const two = byUrl((await store.getSnapshot('links'))!.data as LinksData);
    for (const key of ['gone404', 'gone410', 'refused']) {
      expect(two.get(urls[key]!)).toMatchObject({
        state: 'broken',
        failingSince: '2026-11-20T08:00:00.000Z',
      });
    }
    expect(two.get(urls.gone404!)?.status).toBe(404);
    expect(two.get(urls.gone410!)?.status).toBe(410);
    expect(two.get(urls.refused!)?.reason).toBe('refused');
    for (const key of ['busy', 'down', 'slow']) expect(two.get(urls[key]!)?.state).toBe('unknown');
    expect(two.get(urls.ok!)?.state).toBe('ok');
  }, 60_000);

  it('sends at most 4 requests at once, however many hosts', async () => {
    const servers = await Promise.all(
      Array.from({ length: 6 }, () =>
        startServer({ '/': (res) => void setTimeout(() => res.writeHead(200).end(), 300) }),
      ),
    );
    let inFlight = 0;
    let max = 0;
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      inFlight += 1;
      max = Math.max(max, inFlight);
      try {
        return await original(...args);
      } finally {
        inFlight -= 1;
      }
    }) as typeof fetch;
    try {
      const probes = await checkUrls(
        servers.flatMap((server) => [`${server.url}/`]),
        { userAgent: 'test', timeoutMs: 2000, allowHosts: [LOOPBACK] },
      );
      expect([...probes.values()].every((probe) => probe.kind === 'ok')).toBe(true);
    } finally {
      globalThis.fetch = original;
      await Promise.all(servers.map((server) => server.close()));
    }
    expect(max).toBeLessThanOrEqual(4);
    expect(max).toBeGreaterThan(1);
  });

  it('with no network at all, everything is unknown and nothing is flagged, however often checked', async () => {
    const store = createMemoryStore();
    const other = `http://127.0.0.1:${await freePort()}/`;
    await store.putSnapshot(contentSnapshot([linkedTool('a', refusedUrl), linkedTool('b', other)]));
    const config = testConfig({ UPSTREAM_TIMEOUT_MS: '800', LINK_CHECK_ALLOW_HOSTS: LOOPBACK });
    let clock = new Date('2026-11-20T08:00:00Z');
    const deps = { config, logger: testLogger(), store, now: () => clock };
    for (let i = 0; i < 2; i++) {
      expect((await refreshSource(linksSource, deps)).ok).toBe(true);
      const data = (await store.getSnapshot('links'))!.data as LinksData;
      expect(data.networkSeen).toBe(false);
      expect(data.links.map((link) => link.state)).toEqual(['unknown', 'unknown']);
      expect(data.links.every((link) => link.failingSince === null)).toBe(true);
      clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    }
  });
});

describe('one slow or rate-limiting host does not sink the run', () => {
  it('keeps what it checked when the run’s time runs out, and asks the links it did not reach first next time', async () => {
    const server = await startServer(
      Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`/page-${i}`, status(200)])),
    );
    try {
      const urls = Array.from({ length: 10 }, (_, i) => `${server.url}/page-${i}`);
      const store = createMemoryStore();
      await store.putSnapshot(contentSnapshot(urls.map((url, i) => linkedTool(`t${i}`, url))));
      // 100 ms per request: the run's time is a few seconds, and one host answers one link a second.
      const config = testConfig({ UPSTREAM_TIMEOUT_MS: '100', LINK_CHECK_ALLOW_HOSTS: LOOPBACK });
      let clock = new Date('2026-11-20T08:00:00Z');
      const deps = { config, logger: testLogger(), store, now: () => clock };

      expect((await refreshSource(linksSource, deps)).ok).toBe(true);
      const first = (await store.getSnapshot('links'))!.data as LinksData;
      const reached = new Set(server.seen.map((request) => request.path));
      expect(reached.size).toBeGreaterThan(0);
      expect(reached.size).toBeLessThan(urls.length);
      const notReached = urls.filter((url) => !reached.has(new URL(url).pathname));
      for (const link of first.links) {
        if (reached.has(new URL(link.url).pathname)) expect(link.reason).not.toBe('not-checked');
        else expect(link).toMatchObject({ state: 'unknown', reason: 'not-checked' });
      }
      expect(first.links.some((link) => link.state === 'ok')).toBe(true);

      // The next run starts with the links the first did not reach.
      const before = server.seen.length;
      clock = new Date('2026-11-20T09:00:00Z');
      expect((await refreshSource(linksSource, deps)).ok).toBe(true);
      const second = server.seen.slice(before).map((request) => `${server.url}${request.path}`);
      expect(second.slice(0, Math.min(notReached.length, 2))).toEqual(
        notReached.slice(0, Math.min(notReached.length, 2)),
      );
      // What the first run learned is still there for the links the second did not reach.
      const twice = (await store.getSnapshot('links'))!.data as LinksData;
      expect(twice.links.filter((link) => link.state === 'ok').length).toBeGreaterThanOrEqual(
        first.links.filter((link) => link.state === 'ok').length,
      );
    } finally {
      await server.close();
    }
  }, 30_000);

  it('asks at most maxPerHost links of one host and waits out Retry-After only up to the run’s total', async () => {
    const server = await startServer({
      '/a': status(200),
      '/b': status(200),
      '/c': status(200),
      '/busy-1': status(429, { 'retry-after': '1' }),
      '/busy-2': status(429, { 'retry-after': '1' }),
    });
    try {
      const capped = await checkUrls(
        ['/a', '/b', '/c'].map((path) => `${server.url}${path}`),
        {
          userAgent: 'test',
          timeoutMs: 2000,
          allowHosts: [LOOPBACK],
          perHostIntervalMs: 0,
          maxPerHost: 2,
        },
      );
      expect([...capped.keys()]).toEqual([`${server.url}/a`, `${server.url}/b`]);
      expect(server.seen.map((request) => request.path)).not.toContain('/c');

      const busy = await checkUrls(
        ['/busy-1', '/busy-2'].map((path) => `${server.url}${path}`),
        {
          userAgent: 'test',
          timeoutMs: 2000,
          allowHosts: [LOOPBACK],
          perHostIntervalMs: 0,
          maxRetryAfterTotalMs: 1000,
        },
      );
      expect([...busy.values()].map((probe) => probe.status)).toEqual([429, 429]);
      // One of the two waited its second; the other found the run's wait used up.
      expect(server.seen.filter((request) => request.path.startsWith('/busy'))).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});

describe('link check schedule (embedded default)', () => {
  it('is not awaited at start-up: its first run is a minute later; LINKS_REFRESH_SECONDS=0 turns it off', async () => {
    const on = await createRuntime(testConfig(), testLogger());
    try {
      expect(await on.services.store.getSnapshot('links')).toBeNull();
      const links = (await on.services.sourceStatuses()).find((status) => status.source === 'links');
      const next = Date.parse(links?.nextRunAt ?? '');
      expect(next - Date.now()).toBeGreaterThan(30_000);
      expect(next - Date.now()).toBeLessThanOrEqual(60_000);
    } finally {
      await on.close();
    }
    const off = await createRuntime(testConfig({ LINKS_REFRESH_SECONDS: '0' }), testLogger());
    try {
      const names = (await off.services.sourceStatuses()).map((status) => status.source);
      expect(names).not.toContain('links');
      expect(names).toContain('content');
    } finally {
      await off.close();
    }
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSource } from '../../jobs/refresh.ts';
import { linksSource } from '../../jobs/sources/links/index.ts';
import { createAdminTokens } from '../../src/auth/tokens.ts';
import { type LinksData, SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '../../src/domain/types.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { contentSnapshot, type LinkTarget, linkedTool, startLinkTarget } from '../support/link-targets.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// The link checker and the private network (docs/operations.md#threat-model). A target server on
// 127.0.0.1 counts every request it gets; links to it written directly, as a decimal IPv4 number,
// as a name that resolves to loopback, and behind a redirect from an allowed host must never reach
// it. The allowed host is the test's own fake, named in LINK_CHECK_ALLOW_HOSTS by host:port.

const JWT_SECRET = 'j'.repeat(40);
let target: LinkTarget;
let redirector: LinkTarget;

beforeAll(async () => {
  target = await startLinkTarget((_req, res) => res.writeHead(200).end('internal'));
  redirector = await startLinkTarget((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    res.writeHead(302, { location: to }).end();
  });
});

afterAll(async () => {
  await target.close();
  await redirector.close();
});

/** A content snapshot whose tools link to these URLs, keyed by tool id. */
const linking = (urls: Record<string, string>) =>
  contentSnapshot(Object.entries(urls).map(([id, url]) => linkedTool(id, url)));

function linksSnapshot(data: LinksData): Snapshot<'links'> {
  return {
    source: 'links',
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode: 'live',
    data,
    fetchedAt: data.checkedAt!,
    version: `links-${Date.now()}`,
  };
}

describe('the link checker and private addresses', () => {
  it('never reaches a private target: direct, decimal, a name resolving to loopback, or after a redirect', async () => {
    const urls = {
      direct: `${target.url}/direct`,
      decimal: `http://2130706433:${target.port}/decimal`,
      mapped: `http://[::ffff:127.0.0.1]:${target.port}/mapped`,
      name: `http://localhost:${target.port}/name`,
      redirected: `${redirector.url}/hop?to=${encodeURIComponent(`${target.url}/after-redirect`)}`,
      metadata: 'http://169.254.169.254/latest/meta-data/',
    };
    const store = createMemoryStore();
    await store.putSnapshot(linking(urls));
    const config = testConfig({
      UPSTREAM_TIMEOUT_MS: '2000',
      LINK_CHECK_ALLOW_HOSTS: `127.0.0.1:${redirector.port}`,
    });
    const deps = { config, logger: testLogger(), store, now: () => new Date('2026-11-20T08:00:00Z') };
    expect((await refreshSource(linksSource, deps)).ok).toBe(true);

    expect(target.seen.length).toBe(0);
    expect(redirector.seen.length).toBe(1); // the allowed host was asked, its redirect was not followed
    const data = (await store.getSnapshot('links'))!.data as LinksData;
    const links = new Map(data.links.map((link) => [link.url, link]));
    // The URL parser writes 2130706433 as 127.0.0.1; the report keys links by that form.
    for (const url of Object.values(urls)) {
      const link = links.get(new URL(url).href);
      expect(link, url).toMatchObject({ state: 'blocked', status: null });
      expect(link?.reason, url).toMatch(/loopback|linkLocal/);
    }

    // The owner sees them, with the reason.
    const built = await buildTestApp({ JWT_SECRET });
    try {
      await built.services.store.putSnapshot(linksSnapshot(data));
      const report = await request(built.app)
        .get('/api/admin/links')
        .set('authorization', `Bearer ${await createAdminTokens(JWT_SECRET).issue()}`);
      expect(report.status).toBe(200);
      expect(report.body.blocked).toHaveLength(Object.keys(urls).length);
      expect(report.body.blocked[0]).toMatchObject({ reason: expect.stringMatching(/address$/) });
      expect(report.body.ok).toBe(0);
    } finally {
      await built.close();
    }
  });

  it('publishes no stamp for a blocked link on the tool page', async () => {
    const built = await buildTestApp();
    try {
      const { store } = built.services;
      const content = (await store.getSnapshot('content')) as Snapshot<'content'>;
      const tool = content.data.tools.find((candidate) => candidate.officialUrl)!;
      const checkedAt = new Date().toISOString();
      const url = new URL(tool.officialUrl!).href;
      await store.putSnapshot(
        linksSnapshot({
          checkedAt,
          networkSeen: true,
          links: [
            {
              url,
              state: 'blocked',
              status: null,
              reason: 'loopback address',
              checkedAt,
              failingSince: null,
              pages: [],
            },
          ],
        }),
      );
      const page = await request(built.app).get(`/tools/${tool.id}`).set('User-Agent', BROWSER_UA);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('הקישור נבדק');
    } finally {
      await built.close();
    }
  });

  it('asks a private target named in LINK_CHECK_ALLOW_HOSTS by CIDR', async () => {
    const store = createMemoryStore();
    await store.putSnapshot(linking({ allowed: `http://localhost:${target.port}/allowed` }));
    const before = target.seen.length;
    const config = testConfig({ UPSTREAM_TIMEOUT_MS: '2000', LINK_CHECK_ALLOW_HOSTS: '127.0.0.0/8,::1/128' });
    const deps = { config, logger: testLogger(), store, now: () => new Date('2026-11-20T08:00:00Z') };
    expect((await refreshSource(linksSource, deps)).ok).toBe(true);
    expect(target.seen.length).toBeGreaterThan(before);
    const [link] = ((await store.getSnapshot('links'))!.data as LinksData).links;
    expect(link?.state).toBe('ok');
  });
});

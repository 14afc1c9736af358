import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTokens } from '../../src/auth/tokens.ts';
import { type LinksData, SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '../../src/domain/types.ts';
import { buildTestApp } from '../support/app.ts';

// The owner's side of link health: GET /api/admin/links in the shape the admin area reads, and
// the admin status's tools whose prices were checked more than 180 days ago.

const JWT_SECRET = randomBytes(32).toString('hex');
let built: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;

const links: LinksData = {
  checkedAt: '2026-11-20T09:00:00.000Z',
  networkSeen: true,
  links: [
    {
      url: 'https://gone.example/',
      state: 'broken',
      status: 404,
      checkedAt: '2026-11-20T09:00:00.000Z',
      failingSince: '2026-11-19T09:00:00.000Z',
      pages: ['/terms/rag', '/tools/gone'],
    },
    {
      url: 'https://old.example/',
      state: 'redirected',
      status: 200,
      to: 'https://new.example/',
      checkedAt: '2026-11-20T09:00:00.000Z',
      failingSince: null,
      pages: ['/tools/old'],
    },
    ...['a', 'b'].map((name) => ({
      url: `https://${name}.example/`,
      state: 'ok' as const,
      status: 200,
      checkedAt: '2026-11-20T09:00:00.000Z',
      failingSince: null,
      pages: ['/guides'],
    })),
    {
      url: 'https://slow.example/',
      state: 'unknown',
      status: null,
      reason: 'timeout',
      checkedAt: '2026-11-20T09:00:00.000Z',
      failingSince: null,
      pages: ['/tools/slow'],
    },
  ],
};

beforeAll(async () => {
  built = await buildTestApp({ JWT_SECRET });
  token = await createAdminTokens(JWT_SECRET).issue();
});

afterAll(async () => {
  await built.close();
});

describe('GET /api/admin/links', () => {
  it('needs the admin token', async () => {
    expect((await request(built.app).get('/api/admin/links')).status).toBe(401);
  });

  it('answers nothing checked before the first check', async () => {
    const response = await request(built.app).get('/api/admin/links').set('Authorization', `Bearer ${token}`);
    expect(response.body).toEqual({
      checkedAt: null,
      broken: [],
      redirected: [],
      blocked: [],
      unknown: 0,
      ok: 0,
    });
  });

  it('answers the last check in the issue’s shape', async () => {
    const snapshot: Snapshot<'links'> = {
      source: 'links',
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      mode: 'live',
      data: links,
      fetchedAt: links.checkedAt!,
      version: 'links-v1',
    };
    await built.services.store.putSnapshot(snapshot);
    const response = await request(built.app).get('/api/admin/links').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      checkedAt: '2026-11-20T09:00:00.000Z',
      broken: [
        {
          url: 'https://gone.example/',
          status: 404,
          since: '2026-11-19T09:00:00.000Z',
          pages: ['/terms/rag', '/tools/gone'],
        },
      ],
      redirected: [{ url: 'https://old.example/', to: 'https://new.example/', pages: ['/tools/old'] }],
      blocked: [],
      unknown: 1,
      ok: 2,
    });
  });
});

describe('stale prices in the admin status', () => {
  it('lists tools whose pricingCheckedAt is more than 180 days old', async () => {
    const content = (await built.services.store.getSnapshot('content')) as Snapshot<'content'>;
    const day = 86_400_000;
    const tools = content.data.tools.map((tool, index) =>
      index === 0
        ? { ...tool, pricingCheckedAt: new Date(Date.now() - 181 * day).toISOString() }
        : index === 1
          ? { ...tool, pricingCheckedAt: new Date(Date.now() - 30 * day).toISOString() }
          : tool,
    );
    await built.services.store.putSnapshot({
      ...content,
      data: { ...content.data, tools },
      version: `${content.version}-priced`,
    });
    const response = await request(built.app)
      .get('/api/admin/status')
      .set('Authorization', `Bearer ${token}`);
    expect(response.body.stalePricing).toEqual([
      { id: tools[0]!.id, name: tools[0]!.name, pricingCheckedAt: tools[0]!.pricingCheckedAt },
    ]);
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTokens } from '../../src/auth/tokens.ts';
import { buildTestApp } from '../support/app.ts';
import { TEST_JWT_SECRET } from './api-helpers.ts';

// /readyz is public. Per source it says ok/stale/failing and an age, nothing that
// names a host, a credential, a configured id or an upstream error. The detail is for the admin,
// with URL credentials and every query value scrubbed; the logs are scrubbed the same way.

const SECRETS = ['feed-user', 'hunter2pass', 'QUERYSECRET1', 'QUERYSECRET2', 'BARESECRET3'];
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let feed: ReturnType<typeof createServer>;
let feedAuthorization: string | undefined;

beforeAll(async () => {
  // A podcast host that answers 500: the live podcast source fails on every refresh. The feed's
  // credentials reach it as Basic authentication.
  feed = createServer((req, res) => {
    if (req.url?.startsWith('/private/')) feedAuthorization = req.headers.authorization;
    res.writeHead(500).end('internal host detail');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const port = (feed.address() as AddressInfo).port;
  ctx = await buildTestApp({
    PODCAST_FEED_URL: `http://feed-user:hunter2pass@127.0.0.1:${port}/private/feed.xml?auth=QUERYSECRET1&sig=QUERYSECRET2&BARESECRET3`,
    YOUTUBE_API_KEY: 'AIzaKEY',
    YOUTUBE_API_URL: `http://127.0.0.1:${port}/youtube`,
    YOUTUBE_CHANNEL_ID: 'UC-configured-channel-id',
    JWT_SECRET: TEST_JWT_SECRET,
  });
}, 60_000);

afterAll(async () => {
  await ctx.close();
  feed.closeAllConnections();
  await new Promise<void>((resolve) => feed.close(() => resolve()));
});

describe('GET /readyz (public)', () => {
  it('gives per source only its state and age', async () => {
    const response = await request(ctx.app).get('/readyz');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['rateLimit', 'sources', 'status', 'store']);
    expect(response.body.sources).toEqual({
      content: { status: 'ok', ageSeconds: expect.any(Number) },
      podcast: { status: 'failing', ageSeconds: null },
      videos: { status: 'failing', ageSeconds: null },
      code: { status: 'ok', ageSeconds: expect.any(Number) },
      newsletter: { status: 'ok', ageSeconds: expect.any(Number) },
      // Checked in the background, a minute after start-up: not run yet.
      links: { status: 'pending', ageSeconds: null },
    });
    const text = JSON.stringify(response.body);
    for (const leak of [...SECRETS, '127.0.0.1', 'private/feed.xml', 'UC-configured-channel-id', 'HTTP 500'])
      expect(text).not.toContain(leak);
  });
});

describe('GET /api/admin/status (admin)', () => {
  it('gives the detail with URL credentials and query values scrubbed', async () => {
    const token = await createAdminTokens(TEST_JWT_SECRET).issue();
    const response = await request(ctx.app).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    const podcast = response.body.sources.find((row: { source: string }) => row.source === 'podcast');
    expect(podcast).toMatchObject({ state: 'failing', mode: 'live', lastSuccessAt: null });
    expect(podcast.lastError.message).toContain('HTTP 500');
    expect(feedAuthorization).toBe(`Basic ${Buffer.from('feed-user:hunter2pass').toString('base64')}`);
    expect(podcast.lastError.message).toContain(
      '/private/feed.xml?auth=[REDACTED]&sig=[REDACTED]&[REDACTED]',
    );
    const text = JSON.stringify(response.body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('is refused without an admin token', async () => {
    expect((await request(ctx.app).get('/api/admin/status')).status).toBe(401);
  });
});

describe('logs', () => {
  it('never hold the feed credentials or any query value of the failing URLs', () => {
    const text = ctx.logs.text();
    expect(text).toContain('podcast');
    for (const secret of [...SECRETS, 'AIzaKEY']) expect(text).not.toContain(secret);
  });
});

import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { FAKE_SPACE, FAKE_TOKEN, startFakeContentful } from '../fakes/contentful.ts';
import { buildTestApp } from './app.ts';

// The site on a live content service: the fake Delivery API serves the given entries for their
// content types (every other type from the seed), and the test app reads it as production would.

/** A Delivery API entry of `contentType`, as the content service sends it. */
export function liveEntry(
  contentType: string,
  id: string,
  fields: Record<string, unknown>,
  sys: { revision?: number; locale?: string } = {},
) {
  return {
    metadata: { tags: [] },
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: FAKE_SPACE } },
      id,
      type: 'Entry',
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-02T09:00:00.000Z',
      environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
      revision: sys.revision ?? 1,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
      locale: sys.locale ?? 'en-US',
    },
    fields,
  };
}

/**
 * For the tests of one file: the fake content service with `entries` and the app on it, started
 * before them and closed after. `env` gives more variables than the content service's.
 */
export function liveContentApp(
  entries: Record<string, unknown[]>,
  env: () => Promise<Record<string, string>> = async () => ({}),
) {
  let fake: Awaited<ReturnType<typeof startFakeContentful>> | undefined;
  let ctx: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  beforeAll(async () => {
    fake = await startFakeContentful({ entries });
    ctx = await buildTestApp({
      CONTENTFUL_SPACE_ID: FAKE_SPACE,
      CONTENTFUL_ACCESS_TOKEN: FAKE_TOKEN,
      CONTENTFUL_HOST: fake.url,
      UPSTREAM_TIMEOUT_MS: '3000',
      ...(await env()),
    });
  }, 30_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });
  const app = () => {
    if (!ctx) throw new Error('the live-content app is not started yet (use it inside a test)');
    return ctx.app;
  };
  return { app, get: (path: string) => request(app()).get(path) };
}

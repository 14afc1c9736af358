import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentReader } from '../../src/content/reader.ts';
import { readingFrom } from '../../src/page-services.ts';
import { buildTestApp } from '../support/app.ts';

// The glossary's answers to odd requests, on the embedded default (seed content).

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let empty: Awaited<ReturnType<typeof buildTestApp>>;

/** A reader that has no snapshot yet: the state before the first refresh has landed. */
const NO_CONTENT: ContentReader = {
  read: async () => null,
  derive: async () => null,
  usable: async () => false,
  onMissing: () => {},
  heldCount: () => 0,
};

beforeAll(async () => {
  ctx = await buildTestApp();
  empty = await buildTestApp({}, (services) => readingFrom(services, NO_CONTENT));
}, 30_000);

afterAll(async () => {
  await ctx?.close();
  await empty?.close();
});

describe('/terms/:termId', () => {
  it.each([
    ['/terms/tokenization', '/terms/token'],
    ['/terms/Embedding', '/terms/embedding'],
    ['/terms/deployment?from=search', '/terms/deploy?from=search'],
    ['/terms/zero-shot', '/terms/few-shot-learning'],
  ])('moves %s to the canonical %s with a permanent redirect', async (path, location) => {
    const response = await request(ctx.app).get(path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    ['an unknown slug', '/terms/no-such-term'],
    ['a 3000-character id', `/terms/${'x'.repeat(3000)}`],
    ['a Hebrew word', '/terms/%D7%9E%D7%95%D7%A9%D7%92'],
  ])('answers 404 with the not-found text for %s', async (_name, path) => {
    const response = await request(ctx.app).get(path);
    expect(response.status).toBe(404);
    expect(response.text).toContain('מושג לא נמצא');
    expect(response.text).toContain('חזרה לרשימת המושגים');
    expect(ctx.logs.text()).toContain('term not found');
  });

  it.each([
    ['/terms/token', 'טוקן (Token / Tokenization) | AI בעברית'],
    // The Hebrew name already carries the English ('הטמעה (Embedding)', English 'Embeddings').
    ['/terms/embedding', 'הטמעה (Embedding) | AI בעברית'],
  ])('titles %s with its English form once', async (path, title) => {
    const response = await request(ctx.app).get(path);
    expect(response.text).toContain(`<title>${title}</title>`);
  });

  it('never answers 500 to a malformed address', async () => {
    const response = await request(ctx.app).get('/terms/%E0%A4%A');
    expect([400, 404]).toContain(response.status);
  });

  it('says the glossary is updating (503) while there is no content yet', async () => {
    const response = await request(empty.app).get('/terms/token');
    expect(response.status).toBe(503);
    expect(response.text).toContain('מושג לא נמצא');
    expect(response.text).toContain('המילון מתעדכן כרגע');
  });
});

describe('/terms', () => {
  it.each([
    ['array parameters and a bad escape', '?difficulty[]=1&q[]=x&tag=%%'],
    ['a 500-letter search', `?q=${encodeURIComponent('א'.repeat(500))}`],
    ['unknown values', '?category=nope&difficulty=banana'],
    ['saved set to anything but 1', '?saved=yes'],
  ])('answers 200 to %s', async (_name, query) => {
    const response = await request(ctx.app).get(`/terms${query}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('מילון מונחי AI');
  });

  it('lists nothing and says the glossary is loading while there is no content yet', async () => {
    const response = await request(empty.app).get('/terms');
    expect(response.status).toBe(200);
    expect(response.text).toContain('המילון בטעינה');
    expect(response.text).not.toContain('data-term-id');
  });
});

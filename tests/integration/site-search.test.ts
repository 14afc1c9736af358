import { once } from 'node:events';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// Site search on the production build with the embedded default (seed content, memory store): the
// seed episodes' transcripts are searchable down to the passage.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => request(ctx.app).get(path).set('User-Agent', BROWSER_UA);

describe('the /search page', () => {
  it('finds what was said in a seed episode: its title, time and the passage with the words marked', async () => {
    const response = await get(`/search?q=${encodeURIComponent('ניקוד')}`);
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain('רגעים מתוך הפרקים');
    const passage = html.match(/<a[^>]*data-hit-id="passage:[^"]*"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? '';
    expect(passage).toMatch(/href="\/podcast\/[^"?]+\?t=\d+"/);
    expect(passage).toContain('איך מלמדים מודל את המסמכים שלכם');
    expect(passage).toMatch(/<bdi dir="ltr"[^>]*data-moment-time="true">\d\d:\d\d<\/bdi>/);
    expect(passage).toMatch(/<mark[^>]*>ניקוד<\/mark>/);
  });

  it('offers example searches before anything is typed, each of which finds something', async () => {
    const html = (await get('/search')).text;
    const examples =
      /<section[^>]*data-testid="search-examples"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(examples).toContain('חיפושים לדוגמה');
    const links = [...examples.matchAll(/href="(\/search\?q=[^"]+)"/g)].map(([, href]) =>
      href!.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
    );
    // The tool in its Hebrew spelling and the word said in an episode are among them.
    expect(links).toContain(`/search?q=${encodeURIComponent("מידג'רני")}`);
    expect(links).toContain(`/search?q=${encodeURIComponent('ניקוד')}`);
    for (const href of links) {
      const found = (await get(href)).text;
      expect(found, href).toContain('data-testid="search-count"');
      expect(found, href).toMatch(/data-hit-id="[a-z]+:/);
    }
  });

  it('groups hits by kind with the Hebrew name and the count', async () => {
    const html = (await get(`/search?q=${encodeURIComponent('מודל')}`)).text;
    expect(html).toMatch(/>פרקי פודקאסט<span[^>]*data-count="true">[1-9]\d*<\/span>/);
    expect(html).toMatch(/>רגעים מתוך הפרקים<span[^>]*data-count="true">[1-9]\d*<\/span>/);
  });
});

describe('both spellings on the /search page', () => {
  it('finds a tool by its Hebrew spelling, with or without the geresh', async () => {
    for (const query of ["ג'מיני", 'ג׳מיני', 'גמיני']) {
      const html = (await get(`/search?q=${encodeURIComponent(query)}`)).text;
      expect(html).toContain('data-hit-id="tool:gemini"');
    }
  });

  it("shows what a query typed on the wrong layout meant, under 'האם התכוונת ל…'", async () => {
    const html = (await get('/search?q=nusk')).text;
    expect(html).toContain('לא נמצאו תוצאות עבור');
    expect(html).toMatch(/האם התכוונת ל…[\s\S]*?href="\/search\?q=%D7%9E%D7%95%D7%93%D7%9C"/);
    expect(html).toContain('data-testid="did-you-mean"');
    expect(html).toMatch(/data-hit-id="[a-z]+:/);
  });
});

describe('GET /api/search', () => {
  const api = (query: string) => request(ctx.app).get(`/api/search${query}`);

  it('answers the groups as JSON, passages with their episode and times, for a shared cache', async () => {
    const response = await api(`?q=${encodeURIComponent('ניקוד')}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toMatch(/public.*s-maxage=\d+/);
    expect(response.body.query).toBe('ניקוד');
    const passages = response.body.groups.find((group: { kind: string }) => group.kind === 'passage');
    expect(passages).toMatchObject({ label: 'רגעים מתוך הפרקים' });
    expect(passages.count).toBeGreaterThanOrEqual(passages.items.length);
    const hit = passages.items[0];
    expect(hit).toMatchObject({
      kind: 'passage',
      title: expect.stringContaining('RAG'),
      url: expect.stringMatching(/^\/podcast\/[^?]+\?t=\d+$/),
      snippet: expect.stringContaining('ניקוד'),
      episode: { slug: expect.any(String), title: expect.any(String) },
      start: expect.any(Number),
      end: expect.any(Number),
    });
    expect(hit.end).toBeGreaterThan(hit.start);
    expect(hit.url).toBe(`/podcast/${hit.episode.slug}?t=${Math.floor(hit.start)}`);
  });

  it('keeps to the kind and the limit asked for', async () => {
    const response = await api(`?q=${encodeURIComponent('מודל')}&kind=passage&limit=2`);
    expect(response.status).toBe(200);
    expect(response.body.groups.map((group: { kind: string }) => group.kind)).toEqual(['passage']);
    expect(response.body.groups[0].items).toHaveLength(2);
  });

  it('answers a repeated query with the same bytes in every encoding, and 304 to a client that has them', async () => {
    const query = `?q=${encodeURIComponent('מודל שפה')}`;
    // The bytes as sent (supertest would decompress them): node:http against the app on a free port.
    const server = ctx.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const raw = (encoding: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(
          `http://127.0.0.1:${port}/api/search${query}`,
          { headers: { 'Accept-Encoding': encoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        ).on('error', reject);
      });
    const plain = await raw('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const json = plain.body.toString('utf8');
    expect(JSON.parse(json).query).toBe('מודל שפה');
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(json);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    // One answer, one validator: asked again, the same ETag, and nothing sent to a client that has it.
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await api(query).set('If-None-Match', plain.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    // Another query is another answer.
    const other = await api(`?q=${encodeURIComponent('תמונות')}`);
    expect(other.headers.etag).not.toBe(plain.headers.etag);
    server.close();
  });

  it('answers an empty query with no groups', async () => {
    const response = await api('?q=');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 0, groups: [] });
  });

  it.each([
    ['a query over 200 characters', `?q=${'א'.repeat(201)}`, 'invalid_query'],
    ['a repeated q', '?q=a&q=b', 'invalid_query'],
    ['an unknown kind', '?q=a&kind=people', 'invalid_kind'],
    ['a limit of 0', '?q=a&limit=0', 'invalid_limit'],
    ['a limit over 50', '?q=a&limit=51', 'invalid_limit'],
    ['a limit that is not a number', '?q=a&limit=ten', 'invalid_limit'],
  ])('answers 400 with a Hebrew message for %s', async (_name, query, code) => {
    const response = await api(query);
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.error.code).toBe(code);
    expect(response.body.error.message).toMatch(/[\u05D0-\u05EA]/);
  });
});

describe('GET /api/search is rate-limited per client', () => {
  let limited: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    limited = await buildTestApp({}, undefined, { searchLimit: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("counts the address bar's suggestions with the searches", async () => {
    // Its own app, so that its count starts at nothing whatever order the tests run in.
    const other = await buildTestApp({}, undefined, { searchLimit: 3 });
    try {
      expect((await request(other.app).get('/api/search?q=a')).status).toBe(200);
      expect((await request(other.app).get('/api/search/suggest?q=a')).status).toBe(200);
      expect((await request(other.app).get('/api/search?q=b')).status).toBe(200);
      const response = await request(other.app).get('/api/search/suggest?q=b');
      expect(response.status).toBe(429);
      expect(response.body.error.code).toBe('too_many_requests');
    } finally {
      await other.close();
    }
  });

  it('answers 429 with a Hebrew message once the limit is reached', async () => {
    for (let i = 0; i < 3; i++) expect((await request(limited.app).get('/api/search?q=a')).status).toBe(200);
    const response = await request(limited.app).get('/api/search?q=a');
    expect(response.status).toBe(429);
    expect(response.body.error.code).toBe('too_many_requests');
    expect(response.body.error.message).toMatch(/[\u05D0-\u05EA]/);
    expect(response.headers['ratelimit-policy']).toBeDefined();
  });
});

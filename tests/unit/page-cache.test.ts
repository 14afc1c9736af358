import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagOf, inlineScriptHashes, stripNonce } from '../../src/page-cache/document.ts';
import { createEntryStore, type Entry } from '../../src/page-cache/entries.ts';
import { isFresh, preferredEncoding } from '../../src/page-cache/send.ts';

function entry(bytes: number): Entry {
  // An entry whose bodies add up to `bytes` (gzip carries them all; the overhead is fixed).
  return {
    headers: [],
    csp: null,
    etag: 'W/"x"',
    gzip: Buffer.alloc(bytes),
    br: Buffer.alloc(0),
    size: bytes,
  };
}

describe('stored entries (lru-cache bounded by bytes)', () => {
  const overhead = createEntryStore(1 << 20, 60_000);
  overhead.set('k', entry(0));
  const fixed = overhead.bytes; // what an empty entry under a one-letter key costs

  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const store = createEntryStore(2 * (fixed + 40) + 10, 60_000);
    store.set('a', entry(40));
    store.set('b', entry(40));
    expect(store.get('a')).toBeDefined(); // a is now the most recent
    store.set('c', entry(40));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.bytes).toBe(2 * (fixed + 40));
  });

  it('never holds more than its budget, and refuses a value larger than the whole budget', () => {
    const budget = 10 * (fixed + 50);
    const store = createEntryStore(budget, 60_000);
    for (let i = 0; i < 100; i++) {
      store.set(`${i % 10}`, entry(37 + (i % 5) * 10));
      expect(store.bytes).toBeLessThanOrEqual(budget);
    }
    store.set('h', entry(budget));
    expect(store.get('h')).toBeUndefined();
  });

  it('replacing a key accounts its bytes once', () => {
    const store = createEntryStore(1 << 20, 60_000);
    store.set('a', entry(30));
    store.set('a', entry(50));
    expect(store.bytes).toBe(fixed + 50);
    expect(store.size).toBe(1);
    store.clear();
    expect(store.bytes).toBe(0);
  });

  it('keeps the uncompressed body once derived, counted in the budget', () => {
    const store = createEntryStore(1 << 20, 60_000);
    const html = Buffer.from('<html>שלום</html>'.repeat(100));
    const stored: Entry = { ...entry(0), gzip: gzipSync(html), size: html.length };
    store.set('p', stored);
    const before = store.bytes;
    const identity = store.identityOf('p', stored);
    expect(identity.equals(html)).toBe(true);
    expect(store.identityOf('p', stored)).toBe(identity); // derived once
    expect(store.bytes).toBe(before + html.length);
  });

  it('drops an entry older than the maximum age', async () => {
    const store = createEntryStore(1 << 20, 20);
    store.set('old', entry(10));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(store.get('old')).toBeUndefined();
  });
});

describe('stored documents', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('hashes each inline executable script once, skipping external scripts and JSON data blocks', () => {
    const html = [
      '<script>window.a = "שלום";</script>',
      '<script type="module" async="">import("/assets/x.js");</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>window.a = "שלום";</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('window.a = "שלום";'), hash('import("/assets/x.js");')]);
  });

  it('removes exactly the render nonce attributes', () => {
    const html = '<script nonce="abc+/=">x</script><link rel="modulepreload" href="/a.js" nonce="abc+/="/>';
    expect(stripNonce(html, 'abc+/=')).toBe('<script>x</script><link rel="modulepreload" href="/a.js"/>');
    expect(stripNonce(html, '')).toBe(html);
  });

  it('gives the same validator to the same bytes, and matches weak and listed If-None-Match values', () => {
    const etag = etagOf(Buffer.from('<html></html>'));
    expect(etagOf(Buffer.from('<html></html>'))).toBe(etag);
    expect(etagOf(Buffer.from('<html> </html>'))).not.toBe(etag);
    const matches = (ifNoneMatch: string | undefined) => isFresh({ 'if-none-match': ifNoneMatch }, etag);
    expect(matches(etag)).toBe(true);
    expect(matches(etag.replace('W/', ''))).toBe(true);
    expect(matches(`W/"other", ${etag}`)).toBe(true);
    expect(matches('*')).toBe(true);
    expect(matches('W/"other"')).toBe(false);
    expect(matches(undefined)).toBe(false);
    // As Express decides: a client asking for an end-to-end reload gets the page, not a 304.
    expect(isFresh({ 'if-none-match': etag, 'cache-control': 'no-cache' }, etag)).toBe(false);
  });
});

describe('encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
  ])('Accept-Encoding %s gets %s', (header, expected) => {
    expect(preferredEncoding({ 'accept-encoding': header })).toBe(expected);
  });
});

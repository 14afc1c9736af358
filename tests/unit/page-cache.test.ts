import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { etagOf, inlineScriptHashes, matchesEtag, stripNonce } from '../../src/page-cache/document.ts';
import { ByteLru } from '../../src/page-cache/lru.ts';

describe('ByteLru', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 40);
    expect(lru.has('b')).toBe(false);
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(80);
  });

  it('never holds more than its budget, and refuses a value larger than the whole budget', () => {
    const lru = new ByteLru<number>(1000);
    for (let i = 0; i < 100; i++) {
      lru.set(`k${i}`, i, 37 + (i % 5) * 10);
      expect(lru.bytes).toBeLessThanOrEqual(1000);
    }
    expect(lru.set('huge', 1, 1001)).toBe(false);
    expect(lru.has('huge')).toBe(false);
  });

  it('replacing a key accounts its bytes once', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'one', 30);
    lru.set('a', 'two', 50);
    expect(lru.bytes).toBe(50);
    expect(lru.size).toBe(1);
    lru.clear();
    expect(lru.bytes).toBe(0);
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
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(etag.replace('W/', ''), etag)).toBe(true);
    expect(matchesEtag(`W/"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

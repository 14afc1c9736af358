import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority } from '../../client/lib/script-priority.ts';

const DOCUMENT = [
  '<!DOCTYPE html><html lang="he" dir="rtl"><head><title>למידת מכונה | AI בעברית</title>',
  '<link rel="preload" href="/assets/heebo-hebrew.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C0KRy96f.js"/>',
  '<link rel="modulepreload" href="/assets/framework-C_xMWHqV.js" nonce="abc"/>',
  '</head><body><h1>למידת מכונה</h1><p>תחום שבו מחשבים לומדים מדוגמאות</p>',
  '<script type="module" async="">import("/assets/entry.client-C0KRy96f.js");</script></body></html>',
].join('');

/** The document cut into byte chunks of `size` (cutting through tags and through Hebrew letters). */
async function transformed(size: number): Promise<string> {
  const bytes = Buffer.from(DOCUMENT, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

const EXPECTED = DOCUMENT.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe('lowerModulePreloadPriority', () => {
  it('marks every module preload link low priority and leaves everything else byte for byte', async () => {
    const out = await transformed(64 * 1024);
    expect(out).toBe(EXPECTED);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" href="/assets/heebo-hebrew.woff2" as="font"');
  });

  it('gives the same document whatever the chunk boundaries: inside a link, inside a Hebrew letter', async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 26, 31, 100]) {
      expect(await transformed(size), `chunks of ${size} bytes`).toBe(EXPECTED);
    }
  });

  it('passes a document without module preloads through unchanged', async () => {
    const plain = '<html><body><p>שלום <b>world</b> &lt;link rel="modulepreload"&gt;</p></body></html>';
    const out = await text(Readable.from([Buffer.from(plain)]).pipe(lowerModulePreloadPriority()));
    expect(out).toBe(plain);
  });
});

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// What the page cache does to a finished document before storing it. The input is this server's own
// rendered HTML (React's serializer), never upstream markup, so its script elements are well formed:
// React escapes "</script" inside inline scripts, and nothing else writes <script> tags.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types that make a script a data block: never executed, so no CSP source is needed for it. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** Removes the render's nonce attributes: a stored document is served under a hash-based policy. */
export function stripNonce(html: string, nonce: string): string {
  if (!nonce) return html;
  return html.replaceAll(` nonce="${nonce}"`, '');
}

/** The CSP source ('sha256-…') of every inline executable script, in document order, deduplicated. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A weak validator for the stored bytes: the same document gives the same ETag in every process. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The stored encodings of a document, compressed once. */
export async function compressDocument(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        // Measured on the /tools document (225 KB): quality 7 is 1 % larger than 9 (29.8 against
        // 29.6 KB) at half the CPU (8 against 18 ms), and its encoder's tables take ~12 MB of native
        // memory instead of ~33 MB per store in flight, which the process keeps as resident memory
        // (peak under the bench's load 179–182 → 159–169 MB). 10 and 11 save ~8 % more bytes at ten
        // times the CPU.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 7,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: gzipped, br: brotlied };
}

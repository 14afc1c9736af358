import { createHash } from 'node:crypto';

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

/** True when an If-None-Match header names this ETag (weak comparison, "*" matches). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

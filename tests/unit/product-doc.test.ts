import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments name a product rule by its anchor in docs/product.md ('docs/product.md#newsletter-api',
// sometimes followed by more anchors: 'docs/product.md#entities, #code-projects'). A heading renamed
// without its comments, or a comment that names a heading that never existed, fails here.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'client', 'jobs', 'public', 'tests', 'scripts', 'bench', 'docs', 'README.md'];
const SOURCE = /\.(ts|tsx|js|cjs|mjs|css|md)$/;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (SOURCE.test(entry) && !entry.includes('/')) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && SOURCE.test(file.name))
    .map((file) => path.join(file.parentPath, file.name));
}

const product = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
const anchors = new Set(
  product
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, ''))),
);

/** Every anchor each file names, as 'file: #anchor'. */
function citations(): string[] {
  const found: string[] = [];
  for (const file of SCANNED.flatMap(files)) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(ROOT, file);
    for (const match of text.matchAll(
      /(?:docs\/)?product\.md#([a-z0-9-]+)((?:,?\s*(?:\/\/|\*)?\s*#[a-z0-9-]+)*)/g,
    )) {
      found.push(`${relative}: #${match[1]}`);
      for (const more of (match[2] ?? '').matchAll(/#([a-z0-9-]+)/g)) found.push(`${relative}: #${more[1]}`);
    }
  }
  return found;
}

describe('docs/product.md anchors', () => {
  it('has no two headings with the same anchor', () => {
    const headings = product.split('\n').filter((line) => /^#{1,6} /.test(line));
    expect(headings.length).toBeGreaterThan(40);
    expect(anchors.size).toBe(headings.length);
  });

  it('has a heading for each of its own links', () => {
    const links = [...product.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !anchors.has(link!))).toEqual([]);
  });

  it('has a heading for every anchor the code, the tests and the docs cite', () => {
    const cited = citations();
    expect(cited.length).toBeGreaterThan(150);
    expect(cited.filter((citation) => !anchors.has(citation.slice(citation.indexOf('#') + 1)))).toEqual([]);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.ts';
import { getPage, sitemapPaths } from '../support/site-pages.ts';

// The standards' own validators over every page of the sitemap, in the embedded default.
// The W3C Nu checker (vnu-jar, on Debian's JRE) runs once over all pages saved to a temporary folder;
// JSON-LD is read block by block; a crawl follows every internal link.

const SITE = 'http://example.test';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let dir: string;
const pages = new Map<string, string>();

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_SITE_URL: SITE });
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
  for (const pagePath of await sitemapPaths(ctx.app)) {
    const response = await getPage(ctx.app, pagePath);
    expect(response.status, pagePath).toBe(200);
    pages.set(pagePath, response.text);
  }
}, 600_000);

afterAll(async () => {
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string };

/**
 * Modern CSS the checker's CSS grammar does not know (not errors), set aside by name and
 * nothing else: properties it reports as not existing, at-rules it does not recognise, and custom
 * properties named in transition-property (Tailwind's gradient stops), which it takes for bad values.
 */
const CSS_UNKNOWN_TO_VNU = {
  properties: ['container-type', 'margin-trim'],
  atRules: ['@container', '@property'],
  customProperties: ['--tw-gradient-from', '--tw-gradient-via', '--tw-gradient-to'],
};

function isUnknownCss(message: string): boolean {
  const property = /^CSS: “([a-z-]+)”: Property “\1” doesn't exist\.$/.exec(message)?.[1];
  if (property) return CSS_UNKNOWN_TO_VNU.properties.includes(property);
  const atRule = /^CSS: Unrecognized at-rule “(@[a-z-]+)”$/.exec(message)?.[1];
  if (atRule) return CSS_UNKNOWN_TO_VNU.atRules.includes(atRule);
  const custom = /^CSS: “transition-property”: “(--[a-z-]+)” is not a “transition-property” value\.$/.exec(
    message,
  )?.[1];
  if (custom) return CSS_UNKNOWN_TO_VNU.customProperties.includes(custom);
  return false;
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  return new Promise((resolve, reject) => {
    const child = spawn('java', [
      '-Xss1m',
      '-jar',
      jar,
      '--format',
      'json',
      '--exit-zero-always',
      '--no-langdetect',
      ...files,
    ]);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) =>
      reject(new Error(`java not found (.ci/run installs default-jre-headless): ${error.message}`)),
    );
    child.on('close', (code) => {
      try {
        resolve((JSON.parse(output) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu exited ${code} without a JSON report: ${output.slice(0, 2000)}`));
      }
    });
  });
}

describe('the W3C Nu HTML checker', () => {
  it('finds no HTML error on any page of the sitemap', async () => {
    const files: string[] = [];
    const pageOf = new Map<string, string>();
    [...pages.keys()].forEach((pagePath, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, pages.get(pagePath)!);
      files.push(file);
      pageOf.set(`file:${file}`, pagePath);
    });
    const messages = await runVnu(files);
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !isUnknownCss(message.message))
      .map((message) => ({ page: pageOf.get(message.url ?? '') ?? message.url, text: message.message }));
    // One line per distinct message, with how many pages have it and the first of them.
    const byMessage = new Map<string, string[]>();
    for (const error of errors)
      byMessage.set(error.text, [...(byMessage.get(error.text) ?? []), String(error.page)]);
    const report = [...byMessage].map(
      ([text, where]) => `${text} (${where.length}×: ${[...new Set(where)].slice(0, 3).join(', ')})`,
    );
    expect(pages.size).toBeGreaterThan(100);
    expect(report).toEqual([]);
  }, 600_000);
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every key whose value names a URL in the schema.org vocabulary the site uses. */
const URL_KEYS = new Set([
  'url',
  '@id',
  'item',
  'image',
  'logo',
  'sameAs',
  'contentUrl',
  'embedUrl',
  'thumbnailUrl',
  'urlTemplate',
  'target',
]);

function urlsIn(value: Json, key = ''): string[] {
  if (typeof value === 'string') return URL_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((entry) => urlsIn(entry, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => urlsIn(v, k));
  return [];
}

function nodesIn(value: Json): Record<string, Json>[] {
  if (Array.isArray(value)) return value.flatMap(nodesIn);
  if (value && typeof value === 'object') {
    return [value as Record<string, Json>, ...Object.values(value).flatMap(nodesIn)];
  }
  return [];
}

const typeOf = (node: Record<string, Json>) =>
  Array.isArray(node['@type']) ? node['@type'] : [node['@type']];

/** The properties each type the site uses must carry; the message names what is missing. */
function problemsOf(node: Record<string, Json>): string[] {
  const problems: string[] = [];
  const types = typeOf(node);
  if (types.includes('BreadcrumbList')) {
    const items = node.itemListElement as Record<string, Json>[] | undefined;
    if (!Array.isArray(items) || items.length === 0) problems.push('BreadcrumbList without itemListElement');
    (items ?? []).forEach((entry, index) => {
      if (entry.position !== index + 1)
        problems.push(`BreadcrumbList position ${entry.position} at ${index + 1}`);
      if (typeof entry.item !== 'string' || !entry.name)
        problems.push('BreadcrumbList entry without item or name');
    });
  }
  if (types.includes('SoftwareApplication')) {
    const offers = node.offers as Record<string, Json> | undefined;
    if (offers && offers.price === undefined) problems.push('SoftwareApplication offer without price');
    if (!offers && typeof node.isAccessibleForFree !== 'boolean') {
      problems.push('SoftwareApplication without offers.price or isAccessibleForFree');
    }
  }
  if (types.includes('NewsArticle')) {
    for (const key of ['author', 'publisher', 'datePublished', 'headline']) {
      if (!node[key]) problems.push(`NewsArticle without ${key}`);
    }
  }
  if (types.includes('PodcastEpisode')) {
    const media = node.associatedMedia as Record<string, Json> | undefined;
    if (!media?.contentUrl) problems.push('PodcastEpisode without associatedMedia.contentUrl');
  }
  return problems;
}

describe('structured data', () => {
  it('parses on every page, with absolute URLs and the properties each type needs', {
    timeout: 120_000,
  }, () => {
    const problems: string[] = [];
    const typesSeen = new Set<string>();
    for (const [pagePath, html] of pages) {
      const $ = cheerio.load(html);
      for (const script of $('script[type="application/ld+json"]').toArray()) {
        let block: Json;
        try {
          block = JSON.parse($(script).text()) as Json;
        } catch (error) {
          problems.push(`${pagePath}: JSON-LD does not parse (${(error as Error).message})`);
          continue;
        }
        for (const url of urlsIn(block)) {
          if (!/^https?:\/\/[^/]/.test(url)) problems.push(`${pagePath}: relative URL ${url}`);
        }
        for (const node of nodesIn(block)) {
          for (const type of typeOf(node)) if (typeof type === 'string') typesSeen.add(type);
          problems.push(...problemsOf(node).map((problem) => `${pagePath}: ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);
    for (const type of ['BreadcrumbList', 'SoftwareApplication', 'NewsArticle', 'PodcastEpisode']) {
      expect(typesSeen, type).toContain(type);
    }
  });
});

describe('a crawl of the site', () => {
  it('meets no redirect and no error behind any internal link of any sitemap page', async () => {
    const linkedFrom = new Map<string, string>();
    for (const [pagePath, html] of pages) {
      const $ = cheerio.load(html);
      const hrefs = [
        ...$('a[href]').toArray(),
        ...$('link[rel~="canonical"][href], link[rel~="alternate"][href]').toArray(),
      ].map((element) => $(element).attr('href')!);
      for (const href of hrefs) {
        const url = new URL(href, `${SITE}${pagePath}`);
        if (url.origin !== SITE) continue;
        const target = url.pathname + url.search;
        if (!linkedFrom.has(target)) linkedFrom.set(target, pagePath);
      }
    }
    expect(linkedFrom.size).toBeGreaterThan(pages.size);
    const failures: string[] = [];
    for (const [target, from] of linkedFrom) {
      const response = await getPage(ctx.app, target);
      if (response.status !== 200) {
        const where = response.headers.location ? ` → ${response.headers.location}` : '';
        failures.push(`${target} (linked from ${from}) answers ${response.status}${where}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

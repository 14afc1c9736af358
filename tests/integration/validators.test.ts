import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { getPage, sitemapPaths } from '../support/site-pages.ts';

// The standards' own validators over every page of the sitemap, in the embedded default.
// The W3C Nu checker (vnu-jar, on Debian's JRE) runs once over all pages saved to a temporary folder;
// JSON-LD is read block by block; a crawl follows every internal link.

const SITE = 'http://example.test';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let dir: string;
/** The sitemap's pages (path → HTML). */
const pages = new Map<string, string>();
/** Every internal address those pages link to that the sitemap leaves out, and what it answered. */
const linked = new Map<string, { from: string; status: number; location?: string; html?: string }>();
/** HTML a visitor reaches that no link names: what the site's forms answer, and its not-found pages. */
const answers = new Map<string, string>();

const FORM_ANSWERS: { path: string; status: number; post?: Record<string, string> }[] = [
  { path: '/search?q=מודל שפה', status: 200 },
  { path: '/search?q=zzqqxx', status: 200 },
  { path: '/tools?q=תמונות&pricing=free&hebrew=good&sort=hebrew', status: 200 },
  { path: '/terms?q=טוקן&difficulty=beginner', status: 200 },
  { path: '/portfolio/code?q=bot&ai=1', status: 200 },
  { path: '/newsletter/subscribe', status: 200 },
  { path: '/newsletter/subscribe', status: 400, post: { name: 'דנה', email: 'dana@' } },
  { path: '/tools/midjourney/report', status: 400, post: { kind: '', details: '' } },
  { path: '/no-such-page', status: 404 },
  { path: '/tools/no-such-tool', status: 404 },
  { path: '/tools/no-such-tool/alternatives', status: 404 },
  { path: '/terms/no-such-term', status: 404 },
  { path: '/podcast/no-such-episode', status: 404 },
  { path: '/newsletter/123', status: 404 },
  { path: '/ecosystem/hosting/no-such-service', status: 404 },
];

/** The internal addresses a page links to (and names as canonical or alternate), as path and query. */
function internalLinks(pagePath: string, html: string): string[] {
  const $ = cheerio.load(html);
  return [
    ...$('a[href]').toArray(),
    ...$('link[rel~="canonical"][href], link[rel~="alternate"][href]').toArray(),
  ]
    .map((element) => new URL($(element).attr('href')!, `${SITE}${pagePath}`))
    .filter((url) => url.origin === SITE)
    .map((url) => url.pathname + url.search);
}

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_SITE_URL: SITE });
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
  for (const pagePath of await sitemapPaths(ctx.app)) {
    const response = await getPage(ctx.app, pagePath);
    expect(response.status, pagePath).toBe(200);
    pages.set(pagePath, response.text);
  }
  for (const [pagePath, html] of pages) {
    for (const target of internalLinks(pagePath, html)) {
      if (pages.has(target) || linked.has(target)) continue;
      const response = await getPage(ctx.app, target);
      const isHtml = String(response.headers['content-type']).startsWith('text/html');
      linked.set(target, {
        from: pagePath,
        status: response.status,
        location: response.headers.location,
        html: isHtml ? response.text : undefined,
      });
    }
  }
  for (const { path: answerPath, status, post } of FORM_ANSWERS) {
    const response = post
      ? await request(ctx.app).post(answerPath).set('User-Agent', BROWSER_UA).type('form').send(post)
      : await getPage(ctx.app, answerPath);
    expect(response.status, answerPath).toBe(status);
    answers.set(`${post ? 'POST ' : ''}${answerPath}`, response.text);
  }
}, 600_000);

/** Every HTML page above: the sitemap's, the linked ones, the forms' answers. */
function allPages(): Map<string, string> {
  const all = new Map(pages);
  for (const [target, { html }] of linked) if (html) all.set(target, html);
  for (const [label, html] of answers) all.set(label, html);
  return all;
}

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
  it('finds no HTML error on any page of the sitemap, any page they link to, or any form answer', async () => {
    const files: string[] = [];
    const pageOf = new Map<string, string>();
    const all = allPages();
    [...all.keys()].forEach((pagePath, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, all.get(pagePath)!);
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
    expect(all.size).toBeGreaterThan(pages.size + FORM_ANSWERS.length);
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
  it('meets no redirect and no error behind any internal link of any sitemap page', () => {
    expect(linked.size).toBeGreaterThan(50);
    const failures = [...linked]
      .filter(([, answer]) => answer.status !== 200)
      .map(([target, { from, status, location }]) => {
        const where = location ? ` → ${location}` : '';
        return `${target} (linked from ${from}) answers ${status}${where}`;
      });
    expect(failures).toEqual([]);
  });

  it('names every crumb of every trail in Hebrew, or by the name the page itself shows', () => {
    // A crumb in Latin letters only is a name (a tool, a service) or a segment of the address read
    // as a word ('subscribe', 'midjourney'): a name is in the page's own heading, as written there.
    const hebrew = /[\u0590-\u05FF]/;
    const problems: string[] = [];
    let trails = 0;
    for (const [pagePath, html] of allPages()) {
      const $ = cheerio.load(html);
      const crumbs = $('nav[aria-label="פירורי לחם"] li')
        .toArray()
        .map((item) => $(item).text().trim());
      if (crumbs.length > 0) trails += 1;
      const heading = $('h1').text();
      for (const crumb of crumbs)
        if (!hebrew.test(crumb) && !heading.includes(crumb)) problems.push(`${pagePath}: '${crumb}'`);
    }
    expect(trails).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    // A page that is not there has no trail at all: its last crumb would only repeat the typo.
    const notFound = FORM_ANSWERS.filter((answer) => answer.status === 404).map((answer) => answer.path);
    const withTrail = notFound.filter(
      (notFoundPath) => cheerio.load(answers.get(notFoundPath)!)('nav[aria-label="פירורי לחם"]').length > 0,
    );
    expect(withTrail).toEqual([]);
  });
});

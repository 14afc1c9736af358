// First-load JavaScript of a page: every script the HTML makes the browser fetch before it can
// hydrate (modulepreload links, module scripts, and the chunks the inline entry script loads),
// sized as gzip -9 of the built files. build/chunk-modules.json (written by the build) says which
// source modules each chunk holds, so a page's first load can be checked for other pages' widgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './stack.ts';

/** Widgets that belong to one page (or to an interaction) and must not ride on every first load. */
const WIDGETS: { name: string; pattern: RegExp; ownPages: RegExp }[] = [
  // Error reporting: a separate chunk fetched only when PUBLIC_SENTRY_DSN is set (never in the bench).
  { name: 'Sentry', pattern: /node_modules\/@sentry\/|client\/lib\/sentry\.client/, ownPages: /^$/ },
  // The admin area, the admin login dialog and the admin-only catalogue strip.
  {
    name: 'admin',
    pattern: /client\/routes\/admin\.tsx|client\/components\/admin-login-dialog|admin-filter-strip/,
    ownPages: /^\/admin$/,
  },
  // The 22 visualizations are loaded by the term page's panel when it comes into view.
  {
    name: 'visualizations',
    pattern: /client\/visualizations\/(?!concepts\.ts|registry\.ts|panel\.tsx)/,
    ownPages: /^$/,
  },
  // The tokenizer's encodings (megabytes) are imported when a reader first changes the tokens
  // explorable's text: never on any page's first load.
  {
    name: 'tokenizer',
    pattern: /node_modules\/gpt-tokenizer\/(?!esm\/_virtual\/)|tokenizer\.client/,
    ownPages: /^$/,
  },
  // The network explorable's trainer is imported when a reader first reaches for 'אמן'.
  { name: 'network trainer', pattern: /src\/domain\/explorables\/network\.ts/, ownPages: /^$/ },
  // The podcast audio player belongs to episode pages only.
  { name: 'player', pattern: /client\/components\/[^/]*player/i, ownPages: /^\/podcast\// },
];

export type FirstLoad = { files: string[]; gzipBytes: number; rawBytes: number; widgets: string[] };

/** The script files a document makes the browser load for its first view. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(match[1]!);
  // React Router's inline module script imports the entry and route modules; rewritten to load after
  // the first paint (client/lib/script-priority.server.ts), it also lists the files it preloads then. (Its
  // route manifest names other pages' files too: those are not loaded.)
  for (const script of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = script[1]!;
    for (const match of body.matchAll(/\bimport\s*\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
    for (const match of body.matchAll(/\bfrom\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
    for (const match of body.matchAll(/\bconst preloads\s*=\s*(\[[^\]]*\])/g))
      for (const href of JSON.parse(match[1]!) as string[]) urls.add(href);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

const chunkModules = new Map<string, Record<string, string[]>>();
function modulesOf(root: string, file: string): string[] {
  let modules = chunkModules.get(root);
  if (!modules) {
    const mapPath = path.join(root, 'build', 'chunk-modules.json');
    modules = existsSync(mapPath)
      ? (JSON.parse(readFileSync(mapPath, 'utf8')) as Record<string, string[]>)
      : {};
    chunkModules.set(root, modules);
  }
  return modules[file.replace(/^\//, '')] ?? [];
}

/** The first load of `page` from its HTML, sized from the build of the tree at `root` (this one by default). */
export function firstLoad(html: string, page: string, root = ROOT): FirstLoad {
  const files = scriptUrls(html);
  let gzipBytes = 0;
  let rawBytes = 0;
  const widgets = new Set<string>();
  for (const url of files) {
    const file = path.join(root, 'build', 'client', url);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    rawBytes += bytes.length;
    gzipBytes += zlib.gzipSync(bytes, { level: 9 }).length;
    for (const id of modulesOf(root, url)) {
      for (const widget of WIDGETS) {
        if (widget.pattern.test(id) && !widget.ownPages.test(page)) widgets.add(`${widget.name} (${id})`);
      }
    }
  }
  return { files, gzipBytes, rawBytes, widgets: [...widgets] };
}

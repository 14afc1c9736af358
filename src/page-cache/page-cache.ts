import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Config } from '../config.ts';
import { SOURCE_NAMES } from '../domain/types.ts';
import type { Logger } from '../logger.ts';
import { contentSecurityPolicy } from '../middleware/security.ts';
import type { Store } from '../store/store.ts';
import { etagOf, inlineScriptHashes, matchesEtag, stripNonce } from './document.ts';
import { ByteLru } from './lru.ts';

// The rendered-page cache (issue 13). Anonymous GET page requests are answered from finished
// documents kept in memory, keyed by the build, the versions of every source's snapshot, the client
// kind (crawlers get documents rendered whole) and the URL. A miss streams to the browser as usual and
// the finished document is stored: its nonce attributes removed, its inline scripts allowed by their
// hashes in a per-page policy, compressed once (gzip and brotli), with an ETag. So the stored bytes
// never change and a hit costs no render, no compression and no per-request rewriting. A new
// snapshot version changes every key (old entries are dropped); each web process keeps its own cache
// keyed by the versions it reads from the shared store, so several processes behave the same.

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** Cookies known not to change a page (analytics); any other cookie sends the request past the cache. */
const IGNORED_COOKIES = /^(_ga|_gid|_gat|_fbp|_fbc|_clck|_clsk|_hj)/;
/** Paths that are never pages. */
const NOT_PAGES = /^\/(api|assets)\/|^\/(healthz|readyz)$/;
/** Response headers that belong to one response, never to the stored document. */
const PER_RESPONSE_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'vary',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
  'x-page-cache',
]);
const STORED_TYPES = /^text\/html\b|^text\/x-script\b/;
const MAX_URL_LENGTH = 2048;
const MAX_INLINE_SCRIPTS = 200;

type Entry = {
  headers: [string, string | number | string[]][];
  /** The policy of the stored document (hashes of its inline scripts); null for non-HTML (.data). */
  csp: string | null;
  etag: string;
  gzip: Buffer;
  /** Bytes of the uncompressed document (Content-Length for clients that take no encoding). */
  size: number;
  br: Buffer;
  storedAt: number;
};

type Pending = { key: string; versions: string };

export type PageCacheOptions = {
  config: Config;
  logger: Logger;
  store: Pick<Store, 'getVersion'>;
  /** Identifies the client build: a new deploy never serves documents pointing at old assets. */
  buildVersion: string;
  maxBytes: number;
  /** How long one reading of the snapshot versions is trusted (one store round trip per period). */
  versionTtlMs?: number;
  /** Entries older than this are rendered again (pages show relative dates computed at render). */
  maxAgeMs?: number;
  /** Documents larger than this (uncompressed) are not stored. */
  maxEntryBytes?: number;
  /** Files served as they are (the build's public files), by request path: not pages, never looked up. */
  staticFiles?: { has(requestPath: string): boolean };
};

export type PageCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  bypasses: number;
};

export type PageCache = {
  /** Mounted early: answers hits, marks misses to be stored. */
  serve: RequestHandler;
  /** Mounted just before the page handler: collects a miss's document as it streams out. */
  capture: RequestHandler;
  stats(): PageCacheStats;
  /** Resolves once the documents being rendered or stored now are stored (tests). */
  settled(): Promise<void>;
};

/** Why a request may not be answered from (or stored into) the cache; null when it may. */
export function bypassReason(req: Request, res: Response): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'method';
  if (req.headers.authorization) return 'authorization';
  if (res.locals.isAdmin === true) return 'admin';
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=', 1)[0]!.trim();
      if (name && !IGNORED_COOKIES.test(name)) return 'cookie';
    }
  }
  if (req.originalUrl.length > MAX_URL_LENGTH) return 'url-length';
  return null;
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0 || (accepted.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

function sendEntry(req: Request, res: Response, entry: Entry) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader(PAGE_CACHE_HEADER, 'HIT');
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  res.statusCode = 200;
  if (encoding === 'identity') {
    // Rare (clients that accept no encoding): decompressed as it is sent, off the main thread, so
    // neither a large page nor many such clients hold the event loop or a whole copy in memory.
    res.setHeader('Content-Length', entry.size);
    if (req.method === 'HEAD') res.end();
    else pipeline(Readable.from([entry.gzip]), zlib.createGunzip(), res).catch(() => res.destroy());
    return;
  }
  const body = encoding === 'br' ? entry.br : entry.gzip;
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { config, logger, store, buildVersion } = options;
  const versionTtlMs = options.versionTtlMs ?? 1000;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const lru = new ByteLru<Entry>(options.maxBytes);
  /** Documents being rendered and stored now, by key: requests for the same page wait for them. */
  const filling = new Map<string, Promise<void>>();
  const storing = new Set<Promise<void>>();
  const counters = { hits: 0, misses: 0, bypasses: 0 };
  const staticFiles = options.staticFiles ?? new Set<string>();

  // The snapshot versions: read at most once per period, one read shared by concurrent requests.
  let versions: string | undefined;
  let versionsReadAt = 0;
  let versionsHealthy = false;
  let reading: Promise<string | undefined> | undefined;
  async function currentVersions(): Promise<string | undefined> {
    if (versions !== undefined && Date.now() - versionsReadAt < versionTtlMs) return versions;
    reading ??= (async () => {
      try {
        const read = await Promise.all(SOURCE_NAMES.map((source) => store.getVersion(source)));
        const next = read.map((version) => version ?? '-').join(',');
        if (versions !== undefined && next !== versions) lru.clear();
        versions = next;
        versionsHealthy = true;
      } catch (error) {
        // Store away: keep answering from what is stored, store nothing new until it is back.
        if (versionsHealthy) logger.warn({ err: error }, 'page cache: snapshot versions unreadable');
        versionsHealthy = false;
      } finally {
        versionsReadAt = Date.now();
        reading = undefined;
      }
      return versions;
    })();
    return reading;
  }

  async function storeDocument(pending: Pending, res: Response, chunks: Buffer[], headers: Entry['headers']) {
    const raw = Buffer.concat(chunks);
    const type = String(res.getHeader('content-type') ?? '');
    let body = raw;
    let csp: string | null = null;
    if (type.startsWith('text/html')) {
      const html = stripNonce(raw.toString('utf8'), String(res.locals.cspNonce ?? ''));
      const hashes = inlineScriptHashes(html);
      if (hashes.length > MAX_INLINE_SCRIPTS) return;
      csp = contentSecurityPolicy(config, hashes);
      body = Buffer.from(html, 'utf8');
    }
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
    // A snapshot changed while this document was rendered or compressed: it is already outdated.
    if (pending.versions !== versions) return;
    const entry: Entry = {
      headers,
      csp,
      etag: etagOf(body),
      gzip: gzipped,
      br: brotlied,
      size: body.length,
      storedAt: Date.now(),
    };
    const overhead = 512 + (csp?.length ?? 0) + pending.key.length;
    lru.set(pending.key, entry, gzipped.length + brotlied.length + overhead);
  }

  const serve: RequestHandler = async (req, res, next) => {
    if (NOT_PAGES.test(req.path) || staticFiles.has(req.path)) return next();
    const reason = bypassReason(req, res);
    if (reason) {
      counters.bypasses += 1;
      res.setHeader(PAGE_CACHE_HEADER, 'BYPASS');
      return next();
    }
    const current = await currentVersions();
    if (current === undefined) {
      counters.bypasses += 1;
      res.setHeader(PAGE_CACHE_HEADER, 'BYPASS');
      return next();
    }
    const agent = req.headers['user-agent'];
    const kind = agent && isbot(agent) ? 'bot' : 'browser';
    const key = `${buildVersion}\n${current}\n${kind}\n${req.originalUrl}`;
    let entry = lru.get(key);
    const inFlight = entry ? undefined : filling.get(key);
    if (inFlight && req.method === 'GET') {
      // The same page is being rendered for another visitor: answer from that render (a burst of
      // visitors costs one render, not one each), unless it takes longer than a render may.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        inFlight,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, config.RENDER_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      entry = lru.get(key);
    }
    if (entry && Date.now() - entry.storedAt <= maxAgeMs) {
      counters.hits += 1;
      sendEntry(req, res, entry);
      return;
    }
    if (entry) lru.delete(key);
    counters.misses += 1;
    res.setHeader(PAGE_CACHE_HEADER, 'MISS');
    if (req.method === 'GET' && versionsHealthy)
      res.locals.pageCache = { key, versions: current } satisfies Pending;
    next();
  };

  const capture: RequestHandler = (_req, res, next) => {
    const pending = res.locals.pageCache as Pending | undefined;
    if (!pending || filling.has(pending.key)) return next();
    const before = new Set(res.getHeaderNames());
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxEntryBytes) {
        overflow = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as typeof res.end;
    let done!: () => void;
    const task = new Promise<void>((resolve) => {
      done = resolve;
    });
    storing.add(task);
    filling.set(pending.key, task);
    const finish = () => {
      filling.delete(pending.key);
      storing.delete(task);
      done();
    };
    res.once('close', () => {
      const storable =
        res.writableFinished &&
        !overflow &&
        res.statusCode === 200 &&
        !res.hasHeader('set-cookie') &&
        res.locals.pageCacheNoStore !== true &&
        res.locals.isAdmin !== true &&
        STORED_TYPES.test(String(res.getHeader('content-type') ?? '')) &&
        !/no-store|private/i.test(String(res.getHeader('cache-control') ?? ''));
      if (!storable) return finish();
      const headers: Entry['headers'] = [];
      for (const name of res.getHeaderNames()) {
        if (before.has(name) || PER_RESPONSE_HEADERS.has(name)) continue;
        headers.push([name, res.getHeader(name)!]);
      }
      storeDocument(pending, res, chunks, headers)
        .catch((error) => logger.warn({ err: error }, 'page cache: could not store a document'))
        .finally(finish);
    });
    next();
  };

  return {
    serve,
    capture,
    stats: () => ({ entries: lru.size, bytes: lru.bytes, ...counters }),
    async settled() {
      while (storing.size > 0) await Promise.all([...storing]);
    },
  };
}

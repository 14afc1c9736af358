import type { RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { contentSecurityPolicy } from '../middleware/security.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { requestLocals } from '../request-locals.ts';
import type { Store } from '../store/store.ts';
import { bypassReason } from './bypass.ts';
import { captureBody } from './capture.ts';
import { compressDocument, etagOf, inlineScriptHashes, stripNonce } from './document.ts';
import { createEntryStore, type Entry } from './entries.ts';
import { cacheUrl } from './query-keys.ts';
import { PAGE_CACHE_HEADER, sendEntry } from './send.ts';
import { createVersionReader } from './versions.ts';

// The rendered-page cache (docs/architecture.md, "The page cache"). Anonymous GET page requests are
// answered from finished documents kept in memory, keyed by the build, the versions of every
// source's snapshot, the client kind (crawlers get documents rendered whole) and the URL. A miss
// streams to the browser as usual and the finished document is stored: its nonce attributes removed,
// its inline scripts allowed by their hashes in a per-page policy, compressed once (gzip and brotli),
// with an ETag. So the stored bytes never change and a hit costs no render, no compression and no
// per-request rewriting. A new snapshot version changes every key (old entries are dropped); each
// web process keeps its own cache keyed by the versions it reads from the shared store, so several
// processes behave the same.
//
// The parts: bypass.ts (which requests), versions.ts (snapshot versions), capture.ts (a miss's
// body), document.ts (what is stored), entries.ts (lru-cache by bytes), send.ts (answering a hit).

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
const MAX_INLINE_SCRIPTS = 200;

export type PendingPage = { key: string; versions: string };

export type PageCacheOptions = {
  config: Config;
  logger: Logger;
  store: Pick<Store, 'getVersion'>;
  /** Identifies the client build: a new deploy never serves documents pointing at old assets. */
  buildVersion: string;
  maxBytes: number;
  /**
   * How long one reading of the snapshot versions is trusted (one store round trip per period).
   * 500 ms: a new snapshot reaches every replica well within 2 s even on a loaded machine, for two
   * reads of a few short keys per second.
   */
  versionTtlMs?: number;
  /** Entries older than this are rendered again (pages show relative dates computed at render). */
  maxAgeMs?: number;
  /** Documents larger than this (uncompressed) are not stored. */
  maxEntryBytes?: number;
  /** Files served as they are (the build's public files), by request path: not pages, never looked up. */
  staticFiles?: { has(requestPath: string): boolean };
};

type PageCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  bypasses: number;
  /** Documents being rendered or stored now. */
  storing: number;
};

export type PageCache = {
  /** Mounted early: answers hits, marks misses to be stored. */
  serve: RequestHandler;
  /** Mounted just before the page handler: collects a miss's document as it streams out. */
  capture: RequestHandler;
  stats(): PageCacheStats;
};

/** Whether a finished response may be stored. */
function storable(res: Response): boolean {
  return (
    res.writableFinished &&
    res.statusCode === 200 &&
    !res.hasHeader('set-cookie') &&
    requestLocals(res).pageCacheNoStore !== true &&
    requestLocals(res).isAdmin !== true &&
    STORED_TYPES.test(String(res.getHeader('content-type') ?? '')) &&
    !/no-store|private/i.test(String(res.getHeader('cache-control') ?? ''))
  );
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { config, logger, buildVersion } = options;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const entries = createEntryStore(options.maxBytes, options.maxAgeMs ?? 5 * 60_000);
  const versions = createVersionReader(options.store, logger, options.versionTtlMs ?? 500, () =>
    entries.clear(),
  );
  /** Documents being rendered and stored now, by key: requests for the same page wait for them. */
  const filling = new Map<string, Promise<void>>();
  const counters = { hits: 0, misses: 0, bypasses: 0 };
  const staticFiles = options.staticFiles ?? new Set<string>();

  /**
   * What the cache did, for the metrics (res.locals) and, only to the admin's preview or with
   * PAGE_CACHE_DEBUG, in a header:
   * sent to everyone, HIT would tell a visitor whether someone else asked for a URL (a search) lately.
   */
  function outcome(res: Response, value: 'HIT' | 'MISS' | 'BYPASS') {
    requestLocals(res).pageCacheOutcome = value;
    // The admin's preview session is the admin's own: it may see what the cache did.
    if (config.PAGE_CACHE_DEBUG || requestLocals(res).preview === true)
      res.setHeader(PAGE_CACHE_HEADER, value);
  }

  async function storeDocument(pending: PendingPage, res: Response, raw: Buffer, headers: Entry['headers']) {
    let body = raw;
    let csp: string | null = null;
    if (String(res.getHeader('content-type') ?? '').startsWith('text/html')) {
      const html = stripNonce(raw.toString('utf8'), requestLocals(res).cspNonce ?? '');
      const hashes = inlineScriptHashes(html);
      if (hashes.length > MAX_INLINE_SCRIPTS) return;
      csp = contentSecurityPolicy(config, hashes);
      body = Buffer.from(html, 'utf8');
    }
    const compressed = await compressDocument(body);
    // A snapshot changed while this document was rendered or compressed: it is already outdated.
    if (pending.versions !== versions.last) return;
    entries.set(pending.key, { headers, csp, etag: etagOf(body), ...compressed, size: body.length });
  }

  /** Waits for another visitor's render of the same page, at most as long as a render may take. */
  async function renderedMeanwhile(key: string, inFlight: Promise<void>) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      inFlight,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, config.RENDER_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    return entries.get(key);
  }

  const serve: RequestHandler = async (req, res, next) => {
    if (NOT_PAGES.test(req.path) || staticFiles.has(req.path)) return next();
    const current = bypassReason(req, res) ? undefined : await versions.current();
    if (current === undefined) {
      counters.bypasses += 1;
      outcome(res, 'BYPASS');
      return next();
    }
    const agent = req.headers['user-agent'];
    const kind = agent && isbot(agent) ? 'bot' : 'browser';
    const key = `${buildVersion}\n${current}\n${kind}\n${cacheUrl(req.originalUrl)}`;
    let entry = entries.get(key);
    const inFlight = entry ? undefined : filling.get(key);
    // The same page is being rendered for another visitor: answer from that render (a burst of
    // visitors costs one render, not one each).
    if (inFlight && req.method === 'GET') entry = await renderedMeanwhile(key, inFlight);
    if (entry) {
      counters.hits += 1;
      outcome(res, 'HIT');
      sendEntry(req, res, key, entry, entries);
      return;
    }
    counters.misses += 1;
    outcome(res, 'MISS');
    if (req.method === 'GET' && versions.healthy) requestLocals(res).pageCache = { key, versions: current };
    next();
  };

  const capture: RequestHandler = (_req, res, next) => {
    const { pageCache: pending } = requestLocals(res);
    if (!pending || filling.has(pending.key)) return next();
    const captured = captureBody(res, maxEntryBytes);
    let done!: () => void;
    filling.set(
      pending.key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    const finish = () => {
      filling.delete(pending.key);
      done();
    };
    res.once('close', () => {
      const body = storable(res) ? captured.body() : null;
      if (!body) return finish();
      const headers: Entry['headers'] = [];
      for (const name of captured.headersAdded()) {
        if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, res.getHeader(name)!]);
      }
      storeDocument(pending, res, body, headers)
        .catch((error) => logger.warn({ err: error }, 'page cache: could not store a document'))
        .finally(finish);
    });
    next();
  };

  return {
    serve,
    capture,
    stats: () => ({ entries: entries.size, bytes: entries.bytes, ...counters, storing: filling.size }),
  };
}

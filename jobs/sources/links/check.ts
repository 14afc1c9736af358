import { setTimeout as sleep } from 'node:timers/promises';
import { BlockedTargetError, createAddressGuard } from './address-guard.ts';

// One check of many external URLs, politely: HEAD first and GET when HEAD is refused, a
// timeout per request, at most 4 requests at once and one request per second per host (one at a time,
// a second after the previous one ended), at most 5 redirects
// followed by hand, a user agent that names the site, and Retry-After honoured on a 429 (once).
// No hop reaches a private, loopback, link-local or metadata address (address-guard.ts): such a link
// is 'blocked', never asked.

export type Probe = {
  /** What the answer says; the classification (classify.ts) decides what that means over time. */
  kind: 'ok' | 'moved' | 'gone' | 'unknown' | 'blocked';
  status: number | null;
  reason?: string;
  /** The final address after a permanent redirect (kind 'moved'). */
  to?: string;
  /** Whether any HTTP answer came back at all (false for every URL means no network). */
  answered: boolean;
};

export type CheckOptions = {
  userAgent: string;
  timeoutMs: number;
  concurrency?: number;
  perHostIntervalMs?: number;
  maxRedirects?: number;
  /** The longest Retry-After honoured; a longer one leaves the link unknown. */
  maxRetryAfterMs?: number;
  /** All Retry-After waits of one run together; past it a 429 leaves the link unknown. */
  maxRetryAfterTotalMs?: number;
  /** Links asked per host in one run: the rest wait for the next run (not reached). */
  maxPerHost?: number;
  /** LINK_CHECK_ALLOW_HOSTS: private targets allowed by `host:port` or CIDR (intranets, tests). */
  allowHosts?: readonly string[];
  signal?: AbortSignal;
};

const GONE_STATUSES = new Set([404, 410]);
const PERMANENT_REDIRECTS = new Set([301, 308]);
/** HEAD not taken: ask again with GET. */
const HEAD_REFUSED = new Set([400, 403, 405, 501]);
const GONE_CODES = new Set(['ENOTFOUND', 'ECONNREFUSED']);

/** The guard's reason when the error (or one it wraps) is a refused target. */
function blockedReason(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current instanceof BlockedTargetError) return current.reason;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One request at a time per host, each starting at least `intervalMs` after the previous one to that
 * host has finished. Counting from the end (not the start) means the host itself sees its requests
 * at least that far apart, however late the previous one reached it.
 */
function hostPacer(intervalMs: number, signal?: AbortSignal) {
  const nextAt = new Map<string, number>();
  const tail = new Map<string, Promise<void>>();
  return {
    /** Waits for the host's turn; the returned function ends it (call it once, always). */
    async acquire(host: string): Promise<() => void> {
      const previous = tail.get(host) ?? Promise.resolve();
      let done!: () => void;
      const turn = new Promise<void>((resolve) => {
        done = resolve;
      });
      tail.set(
        host,
        previous.then(() => turn),
      );
      const release = () => {
        nextAt.set(host, Math.max(nextAt.get(host) ?? 0, Date.now() + intervalMs));
        if (tail.get(host) === turn) tail.delete(host);
        done();
      };
      try {
        await previous;
        for (;;) {
          const wait = (nextAt.get(host) ?? 0) - Date.now();
          if (wait <= 0) return release;
          await sleep(wait, undefined, { signal });
        }
      } catch (error) {
        release();
        throw error;
      }
    },
    /** A 429's Retry-After holds every request to the host until then. */
    holdUntil(host: string, at: number) {
      nextAt.set(host, Math.max(nextAt.get(host) ?? 0, at));
    },
  };
}

function retryAfterMs(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Checks the URLs and answers what it learned; the ones it did not reach (over a host's cap, or still
 * waiting when `signal` aborts: the run's deadline) are simply absent, never a failure of the run.
 */
export async function checkUrls(urls: readonly string[], options: CheckOptions): Promise<Map<string, Probe>> {
  const concurrency = options.concurrency ?? 4;
  const maxRedirects = options.maxRedirects ?? 5;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const maxRetryAfterTotalMs = options.maxRetryAfterTotalMs ?? 120_000;
  const maxPerHost = options.maxPerHost ?? 100;
  let retryAfterSpent = 0;
  const pacer = hostPacer(options.perHostIntervalMs ?? 1000, options.signal);
  const results = new Map<string, Probe>();
  const guard = createAddressGuard(options.allowHosts ?? []);

  async function request(url: URL, method: 'HEAD' | 'GET'): Promise<Response> {
    const refused = guard.refuseUrl(url);
    if (refused) throw new BlockedTargetError(refused);
    const release = await pacer.acquire(url.host);
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      const dispatcher = guard.dispatcherFor(url);
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        signal,
        headers: { 'user-agent': options.userAgent, accept: 'text/html,*/*;q=0.8' },
        // Node's fetch takes a dispatcher of the undici it bundles; the package's Agent is the same API.
        ...(dispatcher ? ({ dispatcher } as RequestInit) : {}),
      });
      // Only the status and headers matter: never download a body.
      await response.body?.cancel().catch(() => {});
      return response;
    } finally {
      release();
    }
  }

  /** HEAD, then GET when HEAD is refused; one wait for a 429's Retry-After. */
  async function ask(url: URL): Promise<Response> {
    let retried = false;
    for (;;) {
      let response = await request(url, 'HEAD');
      if (HEAD_REFUSED.has(response.status)) response = await request(url, 'GET');
      if (response.status !== 429 || retried) return response;
      const wait = retryAfterMs(response.headers.get('retry-after'));
      if (wait === null || wait > maxRetryAfterMs || retryAfterSpent + wait > maxRetryAfterTotalMs) {
        return response;
      }
      retryAfterSpent += wait;
      pacer.holdUntil(url.host, Date.now() + wait);
      retried = true;
    }
  }

  async function probe(address: string): Promise<Probe> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return { kind: 'unknown', status: null, reason: 'invalid-url', answered: false };
    }
    let permanent = true;
    let redirects = 0;
    for (;;) {
      let response: Response;
      try {
        response = await ask(url);
      } catch (error) {
        const blocked = blockedReason(error);
        if (blocked) return { kind: 'blocked', status: null, reason: blocked, answered: false };
        const code = errorCode(error);
        const name = (error as Error)?.name;
        if (name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT') {
          return { kind: 'unknown', status: null, reason: 'timeout', answered: false };
        }
        if (code && GONE_CODES.has(code)) {
          return {
            kind: 'gone',
            status: null,
            reason: code === 'ENOTFOUND' ? 'dns' : 'refused',
            answered: false,
          };
        }
        return { kind: 'unknown', status: null, reason: code ?? 'network', answered: false };
      }
      const { status } = response;
      if (status >= 300 && status < 400 && response.headers.get('location')) {
        if (redirects >= maxRedirects) {
          return { kind: 'unknown', status, reason: 'too-many-redirects', answered: true };
        }
        redirects += 1;
        if (!PERMANENT_REDIRECTS.has(status)) permanent = false;
        url = new URL(response.headers.get('location')!, url);
        continue;
      }
      if (status >= 200 && status < 300) {
        const moved = redirects > 0 && permanent && url.href !== new URL(address).href;
        return moved
          ? { kind: 'moved', status, to: url.href, answered: true }
          : { kind: 'ok', status, answered: true };
      }
      if (GONE_STATUSES.has(status)) return { kind: 'gone', status, answered: true };
      return { kind: 'unknown', status, answered: true };
    }
  }

  // In the caller's order (the ones not reached last time first), at most maxPerHost per host: one
  // host with hundreds of links at one a second would otherwise take the whole run's time.
  const perHost = new Map<string, number>();
  const queue = [...new Set(urls)].filter((address) => {
    let host: string;
    try {
      host = new URL(address).host;
    } catch {
      return true;
    }
    const count = (perHost.get(host) ?? 0) + 1;
    perHost.set(host, count);
    return count <= maxPerHost;
  });
  async function lane() {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (options.signal?.aborted) return;
      const result = await probe(next);
      // Cut short by the run's deadline: not reached, rather than an answer it never gave.
      if (options.signal?.aborted && !result.answered) return;
      results.set(next, result);
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, lane));
  } finally {
    await guard.close();
  }
  return results;
}

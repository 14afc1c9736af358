import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { SourceName } from '../domain/types.ts';

// The one place that reads the environment. Parsed once at start-up; a bad value stops the process
// with one message that names the variable (never its value: some of them are secrets).

// Empty means unset: `.env.example` (copied to `.env`, read by Compose) has lines like `LOG_LEVEL=`,
// and an empty or blank value must behave exactly like an absent one, for every variable, in the
// web process and the worker alike. `loadConfig` drops such values before the schema sees them, so
// the fields below only describe real values.
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') present[name] = value;
  }
  return present;
}

const optionalString = z.string().trim().optional();

const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' }))
    .transform((value) => value.replace(/\/+$/, ''))
    .default(fallback);

const optionalUrl = optionalString.pipe(
  z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' }).optional(),
);

/**
 * TRUST_PROXY: off by default (the socket address is the client). A hop count from 1 to 3 (`1`: one
 * proxy in front) or a comma-separated list of proxy addresses, subnets (prefix 1 and up) and
 * Express' names (`loopback`, `linklocal`, `uniquelocal`) turns on X-Forwarded-For for those proxies
 * only. What trusts every hop is refused, since any client could then pick its own address and step
 * around the rate limits: `true`, a subnet of every address (`0.0.0.0/0`, `::/0`), and a hop count
 * larger than any real chain of proxies (behind a proxy that appends to X-Forwarded-For, the extra
 * hops are the client's own).
 */
const MAX_PROXY_HOPS = 3;
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // A /0 is every address: the same as trusting every hop.
  return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined || value === '' || /^(false|off|0)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= MAX_PROXY_HOPS) return hops;
      context.addIssue({
        code: 'custom',
        message: `a hop count must be 1 to ${MAX_PROXY_HOPS} (the proxies in front): more lets a client choose its address`,
      });
      return z.NEVER;
    }
    const items = value.split(',').map((item) => item.trim().toLowerCase());
    if (items.every((item) => item !== '' && isProxyAddress(item))) return items;
    context.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1 to 3) or a comma-separated list of proxy addresses or subnets (not /0: that trusts everyone)',
    });
    return z.NEVER;
  });

/**
 * LINK_CHECK_ALLOW_HOSTS: private targets the link checker may ask after all (an intranet's sites,
 * tests' local servers): comma-separated `host:port` (matched against the link's own host and port)
 * or CIDR ranges (matched against resolved addresses). Empty: only public addresses are asked.
 */
function isAllowEntry(item: string): boolean {
  if (ipaddr.isValidCIDR(item)) return true;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(item);
  return Boolean(match && Number(match[2]) >= 1 && Number(match[2]) <= 65_535);
}
const linkCheckAllowHosts = z
  .string()
  .trim()
  .default('')
  .transform((value, context): string[] => {
    const items = value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
    if (items.every(isAllowEntry)) return items;
    context.addIssue({ code: 'custom', message: 'must be comma-separated host:port entries or CIDR ranges' });
    return z.NEVER;
  });

const seconds = (fallback: number) => z.coerce.number().int().min(5).max(86_400).default(fallback);

/** PUBLIC_SITE_URL's default: right for `npm start` on one machine, wrong anywhere else. */
const DEFAULT_SITE_URL = 'http://localhost:3000';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: trustProxy,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().trim().default(''),
  // Redis behind Sentinel (docs/operations.md, "Redis failover with Sentinel"): when set, these
  // replace REDIS_URL. `host:port` of each sentinel, comma-separated, and the name they watch.
  REDIS_SENTINELS: optionalString.transform((value, context) => {
    if (value === undefined) return undefined;
    const sentinels = value.split(',').map((item) => {
      const match = /^\s*\[?([^\]\s]+?)\]?:(\d{1,5})\s*$/.exec(item);
      return match ? { host: match[1]!, port: Number(match[2]) } : null;
    });
    if (sentinels.every((item) => item !== null && item.port > 0 && item.port < 65_536)) {
      return sentinels as { host: string; port: number }[];
    }
    context.addIssue({ code: 'custom', message: 'must be a comma-separated list of host:port' });
    return z.NEVER;
  }),
  REDIS_SENTINEL_NAME: optionalString,
  REDIS_SENTINEL_PASSWORD: optionalString,
  PUBLIC_SITE_URL: baseUrl(DEFAULT_SITE_URL),

  CONTENTFUL_SPACE_ID: optionalString,
  CONTENTFUL_ACCESS_TOKEN: optionalString,
  CONTENTFUL_ENVIRONMENT: z.string().trim().min(1).default('master'),
  CONTENTFUL_HOST: z.string().trim().min(1).default('cdn.contentful.com'),
  // The content service's signed webhooks (without it POST /api/webhooks/content is 404),
  // and the Preview API for the admin's preview mode (drafts; off without the token).
  CONTENTFUL_WEBHOOK_SECRET: optionalString.pipe(
    z.string().length(64, 'must be the webhook’s 64-character signing secret').optional(),
  ),
  CONTENTFUL_PREVIEW_TOKEN: optionalString,
  CONTENTFUL_PREVIEW_HOST: z.string().trim().min(1).default('preview.contentful.com'),
  // Bearer token of POST /api/webhooks/{podcast,videos,code,newsletter} (404 without it).
  WEBHOOK_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),

  PODCAST_FEED_URL: optionalUrl,

  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_API_URL: baseUrl('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_CHANNEL_ID: optionalString,
  YOUTUBE_WORKS_PLAYLIST_ID: optionalString,
  YOUTUBE_TUTORIALS_PLAYLIST_ID: optionalString,

  GITHUB_USER: optionalString,
  GITHUB_TOKEN: optionalString,
  GITHUB_API_URL: baseUrl('https://api.github.com'),

  MAILERLITE_API_KEY: optionalString,
  MAILERLITE_API_URL: baseUrl('https://connect.mailerlite.com/api'),
  MAILERLITE_GROUP_ID: optionalString,

  ADMIN_PASSWORD_HASH: optionalString.pipe(
    z
      .string()
      .regex(/^scrypt\$[^$]+\$[^$]+$/, 'must be a value printed by `npm run hash-password`')
      .optional(),
  ),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),

  // Contact addresses shown on the services, privacy and accessibility pages (and in the organisation
  // data); a page without its address points to the contact section instead of a made-up one.
  CONTACT_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  PRIVACY_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  ACCESSIBILITY_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),

  SENTRY_DSN: optionalUrl,
  PUBLIC_SENTRY_DSN: optionalUrl,

  CONTENT_REFRESH_SECONDS: seconds(600),
  PODCAST_REFRESH_SECONDS: seconds(1800),
  VIDEOS_REFRESH_SECONDS: seconds(3600),
  CODE_REFRESH_SECONDS: seconds(900),
  NEWSLETTER_REFRESH_SECONDS: seconds(3600),
  // The link health check: daily by default, up to weekly; 0 turns it off.
  LINKS_REFRESH_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .refine((value) => value === 0 || value >= 60, 'must be 0 (off) or at least 60')
    .default(86_400),
  LINK_CHECK_ALLOW_HOSTS: linkCheckAllowHosts,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  /** GET /api/search and /api/search/suggest calls per client per minute (the dialog and address bars ask as one types). */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Memory for rendered pages (MB); 0 turns the page cache off. Default: 32 in production, else 0. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).optional(),
  /**
   * `1` sends X-Page-Cache (HIT, MISS, BYPASS) with every page, for debugging; off by default: it
   * tells any visitor whether someone else asked for a URL in the last minutes.
   */
  PAGE_CACHE_DEBUG: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  /**
   * Port of the Prometheus metrics listener (GET /metrics), its own and never the public one: off
   * when unset. The web process and the worker each read it (docs/operations.md, "Metrics").
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /**
   * Bind address of the metrics listener: loopback unless set (metrics have no authentication;
   * Compose sets it for the scraper's network).
   */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * A CDN's tag-purge endpoint (Cloudflare's `.../zones/{zone}/purge_cache`), called by the refresh
   * with the source whose snapshot changed (jobs/cdn-purge.ts); off when unset.
   */
  CDN_PURGE_URL: optionalUrl,
  /** Bearer token of CDN_PURGE_URL (a Cloudflare API token with the Cache Purge permission). */
  CDN_PURGE_TOKEN: optionalString,

  // Durable intake (docs/operations.md, "Signups and data-rights requests"): what a visitor sends is
  // written down before it is acknowledged. On the embedded default it goes to files under DATA_DIR;
  // with Redis to a queue. SIGNUP_RETRY_BASE_MS is the first retry's delay of a signup delivery; it
  // doubles up to 60 times itself, and delivery is retried for 24 h (tests make it short).
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SIGNUP_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
});

type Env = z.infer<typeof schema>;

export type Config = Readonly<
  Env & {
    isProduction: boolean;
    isDevelopment: boolean;
    isTest: boolean;
    logLevel: NonNullable<Env['LOG_LEVEL']>;
  }
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = issue.path.join('.') || 'environment';
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue.message}`);
  }
  const value = result.data;
  if (value.REDIS_SENTINELS && !value.REDIS_SENTINEL_NAME) {
    throw new ConfigError(
      'Invalid environment variable REDIS_SENTINEL_NAME: required with REDIS_SENTINELS (the name the sentinels watch)',
    );
  }
  if (value.METRICS_PORT !== undefined && value.METRICS_PORT === value.PORT) {
    // Metrics name routes, sources and queue depths: never on the port the public reaches.
    throw new ConfigError('Invalid environment variable METRICS_PORT: must differ from PORT');
  }
  const defaultLevel =
    value.NODE_ENV === 'production' ? 'warn' : value.NODE_ENV === 'test' ? 'silent' : 'info';
  return Object.freeze({
    ...value,
    isProduction: value.NODE_ENV === 'production',
    isDevelopment: value.NODE_ENV === 'development',
    isTest: value.NODE_ENV === 'test',
    logLevel: value.LOG_LEVEL ?? defaultLevel,
  });
}

/**
 * Settings that start fine but are almost certainly a mistake, as one line each for the start-up log.
 * Production on the default site URL points the sitemap, feeds, canonical links, share cards and
 * structured data at localhost.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.isProduction && config.PUBLIC_SITE_URL === DEFAULT_SITE_URL) {
    warnings.push(
      `PUBLIC_SITE_URL is not set: production links (sitemap, feeds, canonical URLs, share cards, structured data) point at ${DEFAULT_SITE_URL}. Set it to the site's public address.`,
    );
  }
  return warnings;
}

/**
 * Seconds between a source's scheduled refreshes. 0 means this configuration does not run it: only
 * the link check can be turned off (LINKS_REFRESH_SECONDS=0). The worker schedules by this and the
 * admin status reads a source as `off` by it, so the two cannot disagree.
 */
export function sourceIntervalSeconds(config: Config, source: SourceName): number {
  switch (source) {
    case 'content':
      return config.CONTENT_REFRESH_SECONDS;
    case 'podcast':
      return config.PODCAST_REFRESH_SECONDS;
    case 'videos':
      return config.VIDEOS_REFRESH_SECONDS;
    case 'code':
      return config.CODE_REFRESH_SECONDS;
    case 'newsletter':
      return config.NEWSLETTER_REFRESH_SECONDS;
    case 'links':
      return config.LINKS_REFRESH_SECONDS;
  }
}

/** Whether snapshots, queues and limits live in Redis (a URL or sentinels), not in this process. */
export function usesRedis(config: Pick<Config, 'REDIS_URL' | 'REDIS_SENTINELS'>): boolean {
  return Boolean(config.REDIS_SENTINELS?.length || config.REDIS_URL);
}

import { z } from 'zod';

// The one place that reads the environment. Parsed once at start-up; a bad value stops the process
// with one message that names the variable (never its value: some of them are secrets).

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || fallback)
    .pipe(z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' }))
    .transform((value) => value.replace(/\/+$/, ''))
    .default(fallback);

const optionalUrl = optionalString.pipe(
  z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' }).optional(),
);

const seconds = (fallback: number) => z.coerce.number().int().min(5).max(86_400).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().trim().default(''),
  PUBLIC_SITE_URL: baseUrl('http://localhost:3000'),

  CONTENTFUL_SPACE_ID: optionalString,
  CONTENTFUL_ACCESS_TOKEN: optionalString,
  CONTENTFUL_ENVIRONMENT: z.string().trim().min(1).default('master'),
  CONTENTFUL_HOST: z.string().trim().min(1).default('cdn.contentful.com'),

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

  SENTRY_DSN: optionalUrl,
  PUBLIC_SENTRY_DSN: optionalUrl,

  CONTENT_REFRESH_SECONDS: seconds(600),
  PODCAST_REFRESH_SECONDS: seconds(1800),
  VIDEOS_REFRESH_SECONDS: seconds(3600),
  CODE_REFRESH_SECONDS: seconds(900),
  NEWSLETTER_REFRESH_SECONDS: seconds(3600),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  /** Memory for rendered pages (MB); 0 turns the page cache off. Default: 32 in production, else 0. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).optional(),
});

export type Env = z.infer<typeof schema>;

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
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = issue.path.join('.') || 'environment';
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue.message}`);
  }
  const value = result.data;
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

/** The values the browser may see. Everything else stays on the server. */
export function publicConfig(config: Config) {
  return { siteUrl: config.PUBLIC_SITE_URL, sentryDsn: config.PUBLIC_SENTRY_DSN ?? null };
}
export type PublicConfig = ReturnType<typeof publicConfig>;

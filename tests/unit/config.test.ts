import { describe, expect, it } from 'vitest';
import { activeSources } from '../../jobs/registry.ts';
import { ConfigError, loadConfig, sourceIntervalSeconds, usesRedis } from '../../src/platform/config.ts';
import { envExample } from '../support/env-example.ts';

describe('config', () => {
  it('runs on the embedded default with no variables at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe('production');
    expect(config.logLevel).toBe('warn');
    expect(config.REDIS_URL).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ YOUTUBE_API_URL: 'not a url' }, 'YOUTUBE_API_URL'],
    [{ PODCAST_FEED_URL: 'ftp://feed' }, 'PODCAST_FEED_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_PASSWORD_HASH: 'plain-password' }, 'ADMIN_PASSWORD_HASH'],
    [{ CONTENT_REFRESH_SECONDS: '0' }, 'CONTENT_REFRESH_SECONDS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY'],
  ])('stops with one message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${variable}: `));
  });

  it('never repeats a secret value in its message', () => {
    try {
      loadConfig({ JWT_SECRET: 'tiny-secret-value' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('tiny-secret-value');
    }
  });

  it('treats empty strings as unset and trims base URLs of trailing slashes', () => {
    const config = loadConfig({
      REDIS_URL: '',
      GITHUB_API_URL: 'http://127.0.0.1:9000/',
      MAILERLITE_API_KEY: '',
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.MAILERLITE_API_KEY).toBeUndefined();
    expect(config.GITHUB_API_URL).toBe('http://127.0.0.1:9000');
  });

  it('logs at info in development and warn in production unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('trusts no proxy unless TRUST_PROXY names one: a hop count or a list of addresses and subnets', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback ,::1, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });
});

describe('empty means unset', () => {
  it('accepts .env.example exactly as written, with its empty lines behaving like absent ones', () => {
    const example = envExample();
    // The file does have empty values (the whole point): the check below would be vacuous otherwise.
    expect(example.LOG_LEVEL).toBe('');
    expect(example.REDIS_URL).toBe('');
    expect(example.SENTRY_DSN).toBe('');
    const config = loadConfig(example);
    expect(config.logLevel).toBe('warn');
    expect(config.LOG_LEVEL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_KEY_PREFIX).toBe('');
    expect(config.SENTRY_DSN).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.ADMIN_PASSWORD_HASH).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('accepts .env.example as the worker gets it from Compose (REDIS_URL set beside the env file)', () => {
    const config = loadConfig({ ...envExample(), REDIS_URL: 'redis://redis:6379' });
    expect(config.REDIS_URL).toBe('redis://redis:6379');
    expect(config.logLevel).toBe('warn');
  });

  it.each(['', ' ', '\t  '])('gives every variable its default when it is set to %j', (blank) => {
    const names = Object.keys(envExample());
    const blankEnv = Object.fromEntries(names.map((name) => [name, blank]));
    expect(loadConfig(blankEnv)).toEqual(loadConfig({}));
  });

  it('still rejects a value that is present but wrong', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid environment variable LOG_LEVEL: /);
    expect(() => loadConfig({ HOST: '  ', PORT: ' 80x ' })).toThrow(/^Invalid environment variable PORT: /);
  });
});

describe('webhook, preview and link-check variables', () => {
  it('LINKS_REFRESH_SECONDS: daily by default, 0 turns the check off, anything below a minute is refused', () => {
    expect(loadConfig({}).LINKS_REFRESH_SECONDS).toBe(86_400);
    expect(loadConfig({ LINKS_REFRESH_SECONDS: '0' }).LINKS_REFRESH_SECONDS).toBe(0);
    expect(() => loadConfig({ LINKS_REFRESH_SECONDS: '30' })).toThrow(/LINKS_REFRESH_SECONDS/);
  });

  it("each source's interval comes from its own variable; the worker runs exactly the sources above 0", () => {
    const config = loadConfig({
      CONTENT_REFRESH_SECONDS: '61',
      PODCAST_REFRESH_SECONDS: '62',
      VIDEOS_REFRESH_SECONDS: '63',
      CODE_REFRESH_SECONDS: '64',
      NEWSLETTER_REFRESH_SECONDS: '65',
      LINKS_REFRESH_SECONDS: '66',
    });
    const names = ['content', 'podcast', 'videos', 'code', 'newsletter', 'links'] as const;
    expect(names.map((name) => sourceIntervalSeconds(config, name))).toEqual([61, 62, 63, 64, 65, 66]);
    expect(activeSources(config).map((source) => source.name)).toEqual(names);

    const linksOff = loadConfig({ LINKS_REFRESH_SECONDS: '0' });
    expect(sourceIntervalSeconds(linksOff, 'links')).toBe(0);
    expect(activeSources(linksOff).map((source) => source.name)).not.toContain('links');
  });

  it('CONTENTFUL_WEBHOOK_SECRET must be a 64-character signing secret; WEBHOOK_TOKEN at least 16', () => {
    expect(() => loadConfig({ CONTENTFUL_WEBHOOK_SECRET: 'short' })).toThrow(/CONTENTFUL_WEBHOOK_SECRET/);
    expect(loadConfig({ CONTENTFUL_WEBHOOK_SECRET: 'x'.repeat(64) }).CONTENTFUL_WEBHOOK_SECRET).toHaveLength(
      64,
    );
    expect(() => loadConfig({ WEBHOOK_TOKEN: 'short' })).toThrow(/WEBHOOK_TOKEN/);
    expect(loadConfig({}).CONTENTFUL_PREVIEW_HOST).toBe('preview.contentful.com');
  });
});

describe('Redis behind Sentinel and the durable intake', () => {
  it('REDIS_SENTINELS is a list of host:port, needs REDIS_SENTINEL_NAME, and makes the setup use Redis', () => {
    const config = loadConfig({
      REDIS_SENTINELS: 'sentinel-1:26379, 10.0.0.2:26380,[::1]:26381',
      REDIS_SENTINEL_NAME: 'site',
    });
    expect(config.REDIS_SENTINELS).toEqual([
      { host: 'sentinel-1', port: 26379 },
      { host: '10.0.0.2', port: 26380 },
      { host: '::1', port: 26381 },
    ]);
    expect(usesRedis(config)).toBe(true);
    expect(usesRedis(loadConfig({}))).toBe(false);
    expect(() => loadConfig({ REDIS_SENTINELS: 'sentinel-1:26379' })).toThrow(
      /^Invalid environment variable REDIS_SENTINEL_NAME: /,
    );
    for (const bad of ['sentinel-1', 'sentinel-1:port', 'a:1,,b:2', 'a:70000'])
      expect(() => loadConfig({ REDIS_SENTINELS: bad, REDIS_SENTINEL_NAME: 'site' })).toThrow(
        /^Invalid environment variable REDIS_SENTINELS: /,
      );
  });

  it('never repeats the sentinel password in a message', () => {
    expect(() =>
      loadConfig({ REDIS_SENTINELS: 'x', REDIS_SENTINEL_NAME: 'site', REDIS_SENTINEL_PASSWORD: 'pw-SECRET' }),
    ).toThrow(/^(?!.*pw-SECRET)/);
  });

  it('DATA_DIR defaults to ./data; SIGNUP_RETRY_BASE_MS to a minute', () => {
    expect(loadConfig({}).DATA_DIR).toBe('./data');
    expect(loadConfig({}).SIGNUP_RETRY_BASE_MS).toBe(60_000);
    expect(() => loadConfig({ SIGNUP_RETRY_BASE_MS: '0' })).toThrow(/SIGNUP_RETRY_BASE_MS/);
  });
});

import { randomUUID } from 'node:crypto';
import { signRequest } from '@contentful/node-apps-toolkit/requests';
import { sources } from '../../jobs/registry.ts';
import { createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime, type Runtime } from '../../src/runtime.ts';
import { FAKE_SPACE, FAKE_TOKEN, type FakeContentful, startFakeContentful } from '../fakes/contentful.ts';
import { captureLogs, startRefreshWorker } from './app.ts';
import { until } from './until.ts';

// The content pipeline as production runs it, for the tests of what a signed webhook sets off and
// for the bench that times it (bench/publish.ts): the fake content API, a private Redis, the refresh
// worker and two web processes, each serving pages and /api, each with every foreground source
// usable before the first webhook.

const WEBHOOK_SECRET = 'a-webhook-signing-secret-for-tests'.padEnd(64, '0');
export const WEBHOOK_PATH = '/api/webhooks/content';

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set (tests/global-setup.ts)');
  return url;
}

/** The body the content service sends when an entry is published. */
export function entryEvent(id: string): string {
  return JSON.stringify({ sys: { id, type: 'Entry', space: { sys: { id: FAKE_SPACE } } }, fields: {} });
}

/** The headers of an entry-publish webhook, signed as the content service signs it. */
export function signedHeaders(
  body: string,
  options: { timestamp?: number; secret?: string; path?: string } = {},
): Record<string, string> {
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(
    options.secret ?? WEBHOOK_SECRET,
    { method: 'POST', path: options.path ?? WEBHOOK_PATH, headers, body },
    options.timestamp ?? Date.now(),
  );
  return { ...headers, ...signature };
}

/** Edits one aiTool entry in the fake content API (what an editor does before publishing). */
export function editTool(fake: FakeContentful, id: string, fields: Record<string, unknown>) {
  const tools = fake.entriesOf('aiTool') as { sys: { id: string }; fields: Record<string, unknown> }[];
  fake.setEntries(
    'aiTool',
    tools.map((tool) => (tool.sys.id === id ? { ...tool, fields: { ...tool.fields, ...fields } } : tool)),
  );
}

export type Pipeline = {
  fake: FakeContentful;
  config: Config;
  logs: ReturnType<typeof captureLogs>;
  runtimes: Runtime[];
  apps: Awaited<ReturnType<typeof createApp>>[];
  close(): Promise<void>;
};

/** Starts it all, under a key prefix of its own; `env` adds to (or overrides) the configuration. */
export async function startPipeline(
  env: Record<string, string> = {},
  redisUrl: string = testRedisUrl(),
): Promise<Pipeline> {
  const fake = await startFakeContentful();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_SITE_URL: 'http://example.test',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
    PAGE_CACHE_MB: '4',
    CONTENTFUL_SPACE_ID: FAKE_SPACE,
    CONTENTFUL_ACCESS_TOKEN: FAKE_TOKEN,
    CONTENTFUL_HOST: fake.url,
    CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...env,
  });
  const logs = captureLogs();
  const logger = createLogger(config, logs.stream);
  const runtimes: Runtime[] = [];
  const closers: (() => Promise<void>)[] = [];
  const apps: Pipeline['apps'] = [];
  const close = async () => {
    for (const runtime of runtimes) await runtime.close();
    for (const closer of closers) await closer();
    await fake.close();
  };
  try {
    const build = await loadServerBuild();
    const worker = await startRefreshWorker(config, logger);
    closers.push(() => worker.close());
    for (let i = 0; i < 2; i++) {
      const runtime = await createRuntime(config, logger);
      runtimes.push(runtime);
      for (const source of sources.filter((s) => !s.background)) {
        await until(
          `the ${source.name} snapshot`,
          async () => (await runtime.services.content.usable(source.name)) === true,
        );
      }
      const api = await createApi(runtime.services);
      closers.push(() => api.close());
      apps.push(await createApp({ services: runtime.services, build, apiRouters: api.routers }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { fake, config, logs, runtimes, apps, close };
}

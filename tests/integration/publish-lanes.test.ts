import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '@contentful/node-apps-toolkit/requests';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCdnPurge } from '../../jobs/cdn-purge.ts';
import { createRefreshWorker } from '../../jobs/queue.ts';
import { sources } from '../../jobs/registry.ts';
import { createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime, type Runtime } from '../../src/runtime.ts';
import { createStore } from '../../src/store/create-store.ts';
import { FAKE_SPACE, FAKE_TOKEN, type FakeContentful, startFakeContentful } from '../fakes/contentful.ts';
import { BROWSER_UA, captureLogs } from '../support/app.ts';

// Publishing does not wait behind housekeeping: with two link checks asked for (each against a host
// that never answers, so each would take minutes) and a CDN purge endpoint that never answers, a
// signed content webhook still shows its edit while they are stuck. The worker, Redis, the content
// service fake and the web process are the real ones. How soon (the 5 s target) is measured by
// `npm run bench:publish`.

const SECRET = 'a-webhook-signing-secret-for-lanes'.padEnd(64, '0');
const PATH = '/api/webhooks/content';

let fake: FakeContentful;
let hang: { url: string; hits: () => number; close(): Promise<void> };
let config: Config;
let runtime: Runtime;
let app: Awaited<ReturnType<typeof createApp>>;
const closers: (() => Promise<void>)[] = [];

/** A server that takes every request and never answers (a stuck link target, a stuck CDN API). */
async function neverAnswers() {
  let hits = 0;
  const server = http.createServer(() => {
    hits += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Entry = { sys: { id: string }; fields: Record<string, unknown> };

beforeAll(async () => {
  hang = await neverAnswers();
  fake = await startFakeContentful();
  // Every tool links to the stuck host: a link check asks it, one link a second, each timing out.
  const linked = (fake.entriesOf('aiTool') as Entry[]).map((tool) => ({
    ...tool,
    fields: {
      ...tool.fields,
      officialUrl: `${hang.url}/tool/${tool.sys.id}`,
      toolUrl: `${hang.url}/tool/${tool.sys.id}`,
    },
  }));
  fake.setEntries('aiTool', linked);
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_SITE_URL: 'http://example.test',
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_KEY_PREFIX: `lanes-${randomUUID()}:`,
    PAGE_CACHE_MB: '4',
    CONTENTFUL_SPACE_ID: FAKE_SPACE,
    CONTENTFUL_ACCESS_TOKEN: FAKE_TOKEN,
    CONTENTFUL_HOST: fake.url,
    CONTENTFUL_WEBHOOK_SECRET: SECRET,
    CDN_PURGE_URL: `${hang.url}/purge`,
    LINK_CHECK_ALLOW_HOSTS: new URL(hang.url).host,
  });
  const logs = captureLogs();
  const logger = createLogger(config, logs.stream);
  const store = await createStore(config, logger, { role: 'worker', reportOutages: false });
  const worker = createRefreshWorker(config, sources, {
    config,
    logger,
    store,
    purge: createCdnPurge(config, logger),
  });
  closers.push(
    () => hang.close(),
    () => worker.close({ deadlineMs: 500 }),
    () => store.close(),
    () => fake.close(),
  );
  runtime = await createRuntime(config, logger);
  closers.unshift(() => runtime.close());
  // A hook, where expect.poll cannot run: vi.waitFor retries until the assertion holds.
  await vi.waitFor(async () => expect(await runtime.services.content.usable('content')).toBe(true), {
    timeout: 60_000,
    interval: 50,
  });
  const api = await createApi(runtime.services);
  closers.unshift(() => api.close());
  app = await createApp({
    services: runtime.services,
    build: await loadServerBuild(),
    apiRouters: api.routers,
  });
}, 120_000);

afterAll(async () => {
  for (const close of closers) await close();
});

describe('a content webhook while the link check and the CDN purge are stuck', { timeout: 90_000 }, () => {
  it('shows the edit while they are still stuck', async () => {
    // The owner asks for the link check twice; it starts on the stuck host.
    await runtime.services.refreshNow!('links');
    await runtime.services.refreshNow!('links');
    await expect.poll(() => hang.hits(), { timeout: 30_000, interval: 50 }).toBeGreaterThan(0);

    const tools = fake.entriesOf('aiTool') as Entry[];
    fake.setEntries(
      'aiTool',
      tools.map((tool) =>
        tool.sys.id === 'midjourney'
          ? { ...tool, fields: { ...tool.fields, name: 'Midjourney Lanes' } }
          : tool,
      ),
    );
    const body = JSON.stringify({
      sys: { id: 'midjourney', type: 'Entry', space: { sys: { id: FAKE_SPACE } } },
      fields: {},
    });
    const headers = {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    };
    // Sent again after a 503 (the queue did not answer within its bound on an overloaded machine),
    // as the content service retries a failed call.
    let status = 0;
    for (let attempt = 1; attempt <= 5 && status !== 202; attempt++) {
      const signature = signRequest(SECRET, { method: 'POST', path: PATH, headers, body }, Date.now());
      let call = request(app).post(PATH);
      for (const [name, value] of Object.entries({ ...headers, ...signature })) call = call.set(name, value);
      status = (await call.send(body)).status;
      if (status !== 503) break;
    }
    expect(status).toBe(202);
    await expect
      .poll(async () => (await request(app).get('/tools/midjourney').set('User-Agent', BROWSER_UA)).text, {
        // Well short of the minutes the stuck link checks hold their lane: the edit did not wait.
        timeout: 60_000,
        interval: 50,
      })
      .toContain('Midjourney Lanes');
  });
});

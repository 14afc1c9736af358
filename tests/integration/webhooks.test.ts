import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { signRequest } from '@contentful/node-apps-toolkit/requests';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefreshQueue, requestedJobIds } from '../../jobs/queue.ts';
import { sources } from '../../jobs/registry.ts';
import { createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime, type Runtime } from '../../src/runtime.ts';
import { FAKE_SPACE, FAKE_TOKEN, type FakeContentful, startFakeContentful } from '../fakes/contentful.ts';
import { BROWSER_UA, captureLogs, startRefreshWorker } from '../support/app.ts';

// The real contentful SDK (in the worker) against the fake content
// API, a real Redis, the refresh worker and two web processes. A signed webhook after an edit makes
// the edit visible on both within 5 s; refused calls refresh nothing; a burst is one or two refreshes.

const SECRET = 'a-webhook-signing-secret-for-tests'.padEnd(64, '0');
const TOKEN = 'a-webhook-bearer-token-for-tests';
const PATH = '/api/webhooks/content';

const redisUrl = () => {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set (tests/global-setup.ts)');
  return url;
};

let fake: FakeContentful;
let config: Config;
const runtimes: Runtime[] = [];
const closers: (() => Promise<void>)[] = [];
const apps: Awaited<ReturnType<typeof createApp>>[] = [];
const logs = captureLogs();
let queue: ReturnType<typeof createRefreshQueue>;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The 5 s target, stretched only when this shared machine is overloaded (load average per
 * core above 2, as when five people run tests on two cores): the target is about the pipeline, not
 * about a starved CPU. On an ordinary machine (CI) the bound is exactly the target.
 */
function targetMs(target: number): number {
  const perCore = os.loadavg()[0]! / Math.max(1, os.availableParallelism());
  const stretch = perCore > 2 ? Math.min(4, perCore / 2) : 1;
  if (stretch > 1)
    console.warn(
      `machine overloaded (load ${perCore.toFixed(1)} per core): ${target} ms × ${stretch.toFixed(1)}`,
    );
  return Math.round(target * stretch);
}

/** Each content refresh asks for the terms once. */
const refreshes = () => fake.requests.filter((r) => r.query.get('content_type') === 'aiTerm').length;

/** No requested refresh of content is waiting or running. */
async function idle() {
  const states = await Promise.all(requestedJobIds('content').map((id) => queue.queue.getJobState(id)));
  return states.every((state) => state === 'unknown');
}

function signed(body: string, options: { timestamp?: number; secret?: string; path?: string } = {}) {
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(
    options.secret ?? SECRET,
    { method: 'POST', path: options.path ?? PATH, headers, body },
    options.timestamp ?? Date.now(),
  );
  return { ...headers, ...signature };
}

function entryEvent(id: string) {
  return JSON.stringify({ sys: { id, type: 'Entry', space: { sys: { id: FAKE_SPACE } } }, fields: {} });
}

/**
 * One webhook as the content service delivers it: sent again after a 503 (the queue did not answer
 * within its bound, as happens on an overloaded machine), as the service retries a failed call.
 */
async function deliver(i: number) {
  for (let attempt = 1; ; attempt++) {
    const body = entryEvent(`entry-${i}`);
    const answer = await post(signed(body), body, PATH, apps[i % 2]!);
    if (answer.status !== 503 || attempt === 5) return answer;
  }
}

function post(headers: Record<string, string>, body: string, path = PATH, app = apps[0]!) {
  let call = request(app).post(path);
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
  return call.send(body);
}

beforeAll(async () => {
  fake = await startFakeContentful();
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_SITE_URL: 'http://example.test',
    REDIS_URL: redisUrl(),
    REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
    PAGE_CACHE_MB: '4',
    CONTENTFUL_SPACE_ID: FAKE_SPACE,
    CONTENTFUL_ACCESS_TOKEN: FAKE_TOKEN,
    CONTENTFUL_HOST: fake.url,
    CONTENTFUL_WEBHOOK_SECRET: SECRET,
    WEBHOOK_TOKEN: TOKEN,
  });
  const logger = createLogger(config, logs.stream);
  const build = await loadServerBuild();
  const worker = await startRefreshWorker(config, logger);
  closers.push(() => worker.close());
  queue = createRefreshQueue(config, { failFast: false });
  closers.push(() => queue.close());
  for (let i = 0; i < 2; i++) {
    const runtime = await createRuntime(config, logger);
    runtimes.push(runtime);
    for (const source of sources.filter((s) => !s.background)) {
      await until(
        () => runtime.services.content.usable(source.name),
        (usable) => usable === true,
        60_000,
      );
    }
    const api = await createApi(runtime.services);
    closers.push(() => api.close());
    apps.push(await createApp({ services: runtime.services, build, apiRouters: api.routers }));
  }
}, 120_000);

afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
  for (const close of closers) await close();
  await fake.close();
});

// Waits for conditions are generous (a loaded machine); the 5 s target is asserted on its own.
describe('POST /api/webhooks/content (signed by the content service)', { timeout: 90_000 }, () => {
  it('a signed webhook after an edit shows the edit on both web processes within 5 s', async () => {
    // Both processes have the page in their cache first.
    for (const app of apps) {
      const page = await request(app).get('/tools/midjourney').set('User-Agent', BROWSER_UA);
      expect(page.text).toContain('Midjourney');
    }
    const tools = fake.entriesOf('aiTool') as { sys: { id: string }; fields: Record<string, unknown> }[];
    fake.setEntries(
      'aiTool',
      tools.map((tool) =>
        tool.sys.id === 'midjourney'
          ? { ...tool, fields: { ...tool.fields, name: 'Midjourney Seven' } }
          : tool,
      ),
    );
    const body = entryEvent('midjourney');
    const budget = targetMs(5_000);
    const started = Date.now();
    const response = await post(signed(body), body);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ source: 'content' });
    for (const app of apps) {
      await until(
        async () => (await request(app).get('/tools/midjourney').set('User-Agent', BROWSER_UA)).text,
        (text) => text.includes('Midjourney Seven'),
        budget - (Date.now() - started),
      );
    }
    expect(Date.now() - started).toBeLessThanOrEqual(budget);
    // Logged at info with the topic and the entry id, never the body.
    const line = logs.lines.find((l) => l.includes('webhook: refresh requested'));
    expect(JSON.parse(line!)).toMatchObject({
      topic: 'ContentManagement.Entry.publish',
      entryId: 'midjourney',
      level: 30,
    });
    expect(logs.text()).not.toContain('"fields"');
  });

  it.each([
    ['no signature', () => ({ 'content-type': 'application/json' })],
    [
      'a wrong signature',
      () => signed(entryEvent('x'), { secret: 'another-signing-secret'.padEnd(64, '1') }),
    ],
    ['a timestamp older than 60 s', () => signed(entryEvent('x'), { timestamp: Date.now() - 61_000 })],
    ['a timestamp far in the future', () => signed(entryEvent('x'), { timestamp: Date.now() + 120_000 })],
    ['a signature of another body', () => signed(entryEvent('y'))],
    ['a signature of another path', () => signed(entryEvent('x'), { path: '/api/webhooks/other' })],
  ])('%s: 401 and nothing refreshed', async (_name, headers) => {
    await until(idle, Boolean, 30_000);
    const before = refreshes();
    const response = await post(headers(), entryEvent('x'));
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    expect(await idle()).toBe(true);
    expect(refreshes()).toBe(before);
  });

  it('a burst of 20 webhooks (a bulk publish) causes at most 2 refreshes', async () => {
    await until(idle, Boolean, 30_000);
    const before = refreshes();
    // The content service answers only once the whole burst is in: the first refresh is still
    // running (or waiting) while every webhook arrives, however slowly this machine takes them.
    const release = fake.hold();
    let answers: Awaited<ReturnType<typeof post>>[];
    try {
      answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i)));
    } finally {
      release();
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    await until(idle, Boolean, 30_000);
    const made = refreshes() - before;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(2);
  });
});

describe('POST /api/webhooks/{source} (bearer token)', { timeout: 60_000 }, () => {
  it('the right token asks for a refresh of that source: 202', async () => {
    const response = await request(apps[0]!)
      .post('/api/webhooks/podcast')
      .set('Authorization', `Bearer ${TOKEN}`);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ source: 'podcast' });
  });

  it('a wrong or missing token: 401 and nothing queued', async () => {
    await until(
      async () => (await queue.queue.getJobCounts('waiting', 'active')) as Record<string, number>,
      (counts) => counts.waiting === 0 && counts.active === 0,
      30_000,
    );
    for (const header of [`Bearer ${TOKEN}x`, 'Bearer nope', `Basic ${TOKEN}`, undefined]) {
      const call = request(apps[0]!).post('/api/webhooks/videos');
      const response = await (header ? call.set('Authorization', header) : call);
      expect(response.status).toBe(401);
    }
    const counts = await queue.queue.getJobCounts('waiting', 'active', 'delayed');
    expect(counts).toEqual({ waiting: 0, active: 0, delayed: 0 });
  });

  it('an unknown source (or content, which is signed) is 404', async () => {
    for (const source of ['nope', 'links', 'content-x']) {
      const response = await request(apps[0]!)
        .post(`/api/webhooks/${source}`)
        .set('Authorization', `Bearer ${TOKEN}`);
      expect(response.status).toBe(404);
    }
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefreshQueue, requestedJobIds } from '../../jobs/queue.ts';
import { BROWSER_UA } from '../support/app.ts';
import {
  editTool,
  entryEvent,
  WEBHOOK_PATH as PATH,
  type Pipeline,
  signedHeaders as signed,
  startPipeline,
} from '../support/webhook-pipeline.ts';

// The real contentful SDK (in the worker) against the fake content
// API, a real Redis, the refresh worker and two web processes. A signed webhook after an edit makes
// the edit visible on both; refused calls refresh nothing; a burst is one or two refreshes. How soon
// the edit shows (the 5 s target) is measured by `npm run bench:publish`, not asserted here.

const TOKEN = 'a-webhook-bearer-token-for-tests';

let pipeline: Pipeline;
let apps: Pipeline['apps'];
let queue: ReturnType<typeof createRefreshQueue>;

/** Each content refresh asks for the terms once. */
const refreshes = () => pipeline.fake.requests.filter((r) => r.query.get('content_type') === 'aiTerm').length;

/** No requested refresh of content is waiting or running. */
async function idle() {
  const states = await Promise.all(requestedJobIds('content').map((id) => queue.queue.getJobState(id)));
  return states.every((state) => state === 'unknown');
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
  pipeline = await startPipeline({ WEBHOOK_TOKEN: TOKEN });
  ({ apps } = pipeline);
  queue = createRefreshQueue(pipeline.config, { failFast: false });
}, 120_000);

afterAll(async () => {
  await queue?.close();
  await pipeline?.close();
});

// Waits for conditions are generous (a loaded machine): the 5 s target is the bench's (bench/publish.bench.ts).
describe('POST /api/webhooks/content (signed by the content service)', { timeout: 90_000 }, () => {
  it('a signed webhook after an edit shows the edit on both web processes', async () => {
    // Both processes have the page in their cache first.
    for (const app of apps) {
      const page = await request(app).get('/tools/midjourney').set('User-Agent', BROWSER_UA);
      expect(page.text).toContain('Midjourney');
    }
    editTool(pipeline.fake, 'midjourney', { name: 'Midjourney Seven' });
    const body = entryEvent('midjourney');
    const response = await post(signed(body), body);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ source: 'content' });
    for (const app of apps) {
      await expect
        .poll(async () => (await request(app).get('/tools/midjourney').set('User-Agent', BROWSER_UA)).text, {
          timeout: 60_000,
          interval: 100,
        })
        .toContain('Midjourney Seven');
    }
    // Logged at info with the topic and the entry id, never the body.
    const line = pipeline.logs.lines.find((l) => l.includes('webhook: refresh requested'));
    expect(JSON.parse(line!)).toMatchObject({
      topic: 'ContentManagement.Entry.publish',
      entryId: 'midjourney',
      level: 30,
    });
    expect(pipeline.logs.text()).not.toContain('"fields"');
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
    await expect.poll(idle, { timeout: 30_000, interval: 100 }).toBe(true);
    const before = refreshes();
    const response = await post(headers(), entryEvent('x'));
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    expect(await idle()).toBe(true);
    expect(refreshes()).toBe(before);
  });

  it('a burst of 20 webhooks (a bulk publish) causes at most 2 refreshes', async () => {
    await expect.poll(idle, { timeout: 30_000, interval: 100 }).toBe(true);
    const before = refreshes();
    // The content service answers only once the whole burst is in: the first refresh is still
    // running (or waiting) while every webhook arrives, however slowly this machine takes them.
    const release = pipeline.fake.hold();
    let answers: Awaited<ReturnType<typeof post>>[];
    try {
      answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i)));
    } finally {
      release();
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    await expect.poll(idle, { timeout: 30_000, interval: 100 }).toBe(true);
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
    await expect
      .poll(() => queue.queue.getJobCounts('waiting', 'active'), { timeout: 30_000, interval: 100 })
      .toMatchObject({ waiting: 0, active: 0 });
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

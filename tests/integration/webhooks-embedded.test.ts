import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeGithub } from '../fakes/github.ts';
import { buildTestApp } from '../support/app.ts';

// Webhooks in the embedded default (no Redis): the endpoints exist only with their variable, and a
// burst of requests becomes at most two refreshes (one running, one queued behind it).

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('webhooks without their variables', () => {
  it('POST /api/webhooks/content and /api/webhooks/podcast do not exist (404)', async () => {
    const built = await buildTestApp();
    close = built.close;
    for (const path of ['/api/webhooks/content', '/api/webhooks/podcast']) {
      const response = await request(built.app).post(path).set('Authorization', 'Bearer whatever-token-here');
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
  });
});

describe('webhooks in the embedded default', () => {
  it('a burst of 20 pings runs at most 2 refreshes of the source', async () => {
    const token = 'embedded-webhook-token-123456';
    const github = await startFakeGithub();
    const built = await buildTestApp({
      WEBHOOK_TOKEN: token,
      GITHUB_USER: github.user,
      GITHUB_API_URL: github.url,
    });
    close = async () => {
      await built.close();
      await github.close();
    };
    const refreshed = () =>
      built.logs.lines.filter((line) => line.includes('source \\"code\\" refreshed')).length;
    const before = refreshed();
    // The code host answers only once the whole burst is in: the first refresh is still running
    // while every ping arrives, however slowly this machine takes them.
    const release = github.hold();
    let answers: request.Response[];
    try {
      answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          request(built.app).post('/api/webhooks/code').set('Authorization', `Bearer ${token}`),
        ),
      );
    } finally {
      release();
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    // One started at once, one queued behind it; every other ping joined the queued one.
    const queued = answers.filter((answer) => answer.body.refresh === 'queued').length;
    expect(queued).toBe(2);
    for (let waited = 0; refreshed() - before < queued; waited += 50) {
      if (waited > 20_000) throw new Error('the refreshes did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refreshed() - before).toBe(2);
  });

  it('limits refused calls per client address, never the valid ones', async () => {
    const token = 'embedded-webhook-token-123456';
    const built = await buildTestApp({ WEBHOOK_TOKEN: token }, undefined, { webhookLimit: 3 });
    close = built.close;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await request(built.app)
            .post('/api/webhooks/code')
            .set('Authorization', 'Bearer wrong-token-123456')
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The owner's valid call from the same address is not counted against it, nor refused.
    for (let i = 0; i < 4; i++) {
      const valid = await request(built.app)
        .post('/api/webhooks/code')
        .set('Authorization', `Bearer ${token}`);
      expect(valid.status).toBe(202);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../support/api-app.ts';
import { TEST_PASSWORD, testServices } from './api-helpers.ts';

// Two web processes sharing one Redis: the login limit is one limit, not one per process.
// The Redis is the private one the global setup starts (TEST_REDIS_URL), with a prefix of our own.

const redisUrl = process.env.TEST_REDIS_URL;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  while (closers.length) await closers.pop()!();
});

describe.skipIf(!redisUrl)('login rate limit across two app instances sharing Redis', () => {
  it('counts failed attempts on both instances against one limit, keeping its counters under its own key prefix', async () => {
    const prefix = `test:${randomUUID()}:`;
    const apps = [];
    for (let index = 0; index < 2; index++) {
      const { services } = await testServices({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix });
      const { app, api } = await createApiApp(services);
      closers.push(() => api.close());
      apps.push(app);
    }
    const [first, second] = apps as [(typeof apps)[number], (typeof apps)[number]];
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      const response = await request(app)
        .post('/api/auth/login')
        .send({ username: 'admin', password: `bad-${attempt}` });
      expect(response.status).toBe(401);
    }
    for (const app of [first, second]) {
      const limited = await request(app)
        .post('/api/auth/login')
        .send({ username: 'admin', password: TEST_PASSWORD });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const redis = new Redis(redisUrl!);
    closers.push(async () => void (await redis.quit()));
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((key) => key.startsWith(`${prefix}rl:login:`))).toBe(true);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../support/api-app.ts';
import { testServices } from './api-helpers.ts';

// A client must not pick its own address. Without TRUST_PROXY the socket address
// counts, so a new X-Forwarded-For per request does not reset the login or signup limits.

async function appWith(env: Record<string, string>) {
  const { services } = await testServices(env);
  return createApiApp(services, { loginLimit: 10, signupLimit: 5 });
}

function forged(index: number) {
  return `203.0.113.${index % 250}, 198.51.100.${index % 250}`;
}

describe('client addresses behind no proxy (TRUST_PROXY unset)', () => {
  it('keeps one login limit per socket address whatever X-Forwarded-For says', async () => {
    const { app, api } = await appWith({});
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', forged(attempt))
        .send({ username: 'admin', password: `wrong-${attempt}` });
      statuses.push(response.status);
    }
    await api.close();
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('keeps one signup limit per socket address whatever X-Forwarded-For says', async () => {
    const { app, api } = await appWith({});
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await request(app)
        .post('/api/subscribers')
        .set('X-Forwarded-For', forged(attempt))
        .send({ email: `reader${attempt}@example.com` });
      statuses.push(response.status);
    }
    await api.close();
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(202));
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('client addresses behind a proxy you run (TRUST_PROXY set)', () => {
  it.each(['1', 'loopback', '127.0.0.1/8'])(
    'with TRUST_PROXY=%s the address the proxy forwards is the client',
    async (value) => {
      const { app, api } = await appWith({ TRUST_PROXY: value });
      for (let attempt = 0; attempt < 12; attempt++) {
        const response = await request(app)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `203.0.113.${attempt + 1}`)
          .send({ username: 'admin', password: `wrong-${attempt}` });
        expect(response.status).toBe(401);
      }
      // The same forwarded address again and again does reach the limit.
      let last = 0;
      for (let attempt = 0; attempt < 11; attempt++) {
        last = (
          await request(app)
            .post('/api/auth/login')
            .set('X-Forwarded-For', '203.0.113.200')
            .send({ username: 'admin', password: 'wrong' })
        ).status;
      }
      await api.close();
      expect(last).toBe(429);
    },
  );

  it('does not trust a proxy address outside the configured list', async () => {
    const { app, api } = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', forged(attempt))
        .send({ username: 'admin', password: 'wrong' });
      statuses.push(response.status);
    }
    await api.close();
    expect(statuses.at(-1)).toBe(429);
  });
});

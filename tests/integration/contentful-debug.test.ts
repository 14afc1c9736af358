import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_SPACE,
  FAKE_SPACE_NAME,
  FAKE_TOKEN,
  type FakeContentful,
  startFakeContentful,
} from '../fakes/contentful.ts';
import { createApiApp } from '../support/api-app.ts';
import { TEST_PASSWORD, testServices } from './api-helpers.ts';

// The debug page's endpoints under /api/admin. The variables' status (never values) and a
// connection test through the content SDK against the fake CDA: space name, content-type count,
// total tools and sample names, or the failure message and details.

let fake: FakeContentful | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
  await fake?.close();
  fake = undefined;
});

async function adminApp(env: Record<string, string>) {
  const built = await testServices({ UPSTREAM_TIMEOUT_MS: '1500', ...env });
  const { app, api } = await createApiApp(built.services);
  closers.push(() => api.close());
  const login = await request(app)
    .post('/api/auth/login')
    .send({ username: 'admin', password: TEST_PASSWORD });
  const auth = `Bearer ${login.body.token as string}`;
  return { app, auth, logs: built.logs };
}

async function withFake(mode?: Parameters<typeof startFakeContentful>[0]) {
  fake = await startFakeContentful(mode);
  return adminApp({
    CONTENTFUL_SPACE_ID: FAKE_SPACE,
    CONTENTFUL_ACCESS_TOKEN: FAKE_TOKEN,
    CONTENTFUL_HOST: fake.url,
  });
}

describe('/api/admin/contentful', () => {
  it('is for the admin only', async () => {
    const { app } = await adminApp({});
    expect((await request(app).get('/api/admin/contentful')).status).toBe(401);
    expect((await request(app).post('/api/admin/contentful/test')).status).toBe(401);
  });

  it('says which content variables are set, never their values', async () => {
    const { app, auth } = await withFake();
    const response = await request(app).get('/api/admin/contentful').set('Authorization', auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      variables: {
        CONTENTFUL_SPACE_ID: 'set',
        CONTENTFUL_ACCESS_TOKEN: 'set',
        CONTENTFUL_ENVIRONMENT: 'default',
        CONTENTFUL_HOST: 'set',
      },
      client: 'ready',
    });
    expect(response.text).not.toContain(FAKE_TOKEN);
    expect(response.text).not.toContain(FAKE_SPACE);
    expect(response.text).not.toContain(fake!.url);
  });

  it('reports missing credentials without calling anyone', async () => {
    const { app, auth } = await adminApp({});
    const status = await request(app).get('/api/admin/contentful').set('Authorization', auth);
    expect(status.body).toMatchObject({
      variables: { CONTENTFUL_SPACE_ID: 'unset', CONTENTFUL_ACCESS_TOKEN: 'unset' },
      client: 'missing-credentials',
    });
    const test = await request(app).post('/api/admin/contentful/test').set('Authorization', auth);
    expect(test.body).toMatchObject({ ok: false, details: { error: 'missing-credentials' } });
  });

  it('tests the connection: space name, content-type count, total tools and three sample names', async () => {
    const { app, auth } = await withFake();
    const response = await request(app).post('/api/admin/contentful/test').set('Authorization', auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      spaceName: FAKE_SPACE_NAME,
      contentTypes: 7,
      totalTools: 47,
      sampleTools: ['Midjourney', 'DALL·E 3', 'Stable Diffusion'],
    });
    const paths = fake!.requests.map((item) => item.path);
    expect(paths).toContain(`/spaces/${FAKE_SPACE}/`);
    expect(paths).toContain(`/spaces/${FAKE_SPACE}/environments/master/content_types`);
    expect(fake!.requests.at(-1)?.query.get('limit')).toBe('3');
  });

  it('reports a refused token with the upstream message and details, nothing secret', async () => {
    fake = await startFakeContentful();
    const { app, auth } = await adminApp({
      CONTENTFUL_SPACE_ID: FAKE_SPACE,
      CONTENTFUL_ACCESS_TOKEN: 'wrong-token-value',
      CONTENTFUL_HOST: fake.url,
    });
    const response = await request(app).post('/api/admin/contentful/test').set('Authorization', auth);
    expect(response.body).toMatchObject({
      ok: false,
      message: 'שירות התוכן דחה את מפתח הגישה',
      details: {
        status: 401,
        error: 'AccessTokenInvalid',
        upstreamMessage: 'The access token you sent could not be found or is invalid.',
        requestId: 'fake-request',
      },
    });
    expect(response.text).not.toContain('wrong-token');
    expect(response.text).not.toContain(fake.url);
  });

  it('reports a server error and a service that does not answer', async () => {
    const { app, auth } = await withFake({ mode: 'error-500' });
    const failed = await request(app).post('/api/admin/contentful/test').set('Authorization', auth);
    expect(failed.body).toMatchObject({ ok: false, details: { status: 500, error: 'ServerError' } });
    fake!.setMode('timeout');
    const silent = await request(app).post('/api/admin/contentful/test').set('Authorization', auth);
    expect(silent.body).toMatchObject({ ok: false, message: 'שירות התוכן לא ענה בזמן' });
  });
});

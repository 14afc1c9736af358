import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config.ts';
import { createApiApp } from '../support/api-app.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { TEST_PASSWORD, testServices } from './api-helpers.ts';

// Contact addresses come from CONTACT_EMAIL, PRIVACY_EMAIL and ACCESSIBILITY_EMAIL; with
// none set no page shows a made-up address and each points to the contact section instead.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function page(path: string, env: Record<string, string> = {}) {
  const built = await buildTestApp(env);
  closers.push(built.close);
  const response = await request(built.app).get(path).set('User-Agent', BROWSER_UA);
  expect(response.status).toBe(200);
  return response.text;
}

function organisation(html: string) {
  const block = /<script type="application\/ld\+json"[^>]*>(\[.*?\])<\/script>/s.exec(html);
  const items = JSON.parse(block![1]!) as { '@type': string; email?: string }[];
  return items.find((item) => item['@type'] === 'Organization')!;
}

const CONFIGURED = {
  CONTACT_EMAIL: 'hello@studio.co.il',
  PRIVACY_EMAIL: 'privacy@studio.co.il',
  ACCESSIBILITY_EMAIL: 'access@studio.co.il',
};

describe('contact addresses', () => {
  it('rejects a value that is not an email address, naming the variable only', () => {
    expect(() => loadConfig({ PRIVACY_EMAIL: 'not-an-address' })).toThrow(ConfigError);
    expect(() => loadConfig({ PRIVACY_EMAIL: 'not-an-address' })).toThrow(/PRIVACY_EMAIL/);
    expect(() => loadConfig({ PRIVACY_EMAIL: 'not-an-address' })).not.toThrow(/not-an-address/);
  });

  it('shows the configured addresses on the services, privacy and accessibility pages', async () => {
    const services = await page('/services', CONFIGURED);
    expect(services).toContain('href="mailto:hello@studio.co.il?subject=');
    expect(organisation(services).email).toBe('hello@studio.co.il');

    const privacy = await page('/privacy', CONFIGURED);
    expect(privacy).toContain('action="mailto:privacy@studio.co.il?subject=');
    expect(privacy).toContain('href="mailto:privacy@studio.co.il"');

    const accessibility = await page('/accessibility', CONFIGURED);
    expect(accessibility).toContain('href="mailto:access@studio.co.il?subject=');
  });

  it('falls back to CONTACT_EMAIL for privacy and accessibility', async () => {
    const env = { CONTACT_EMAIL: 'hello@studio.co.il' };
    expect(await page('/privacy', env)).toContain('action="mailto:hello@studio.co.il?subject=');
    expect(await page('/accessibility', env)).toContain('href="mailto:hello@studio.co.il?subject=');
  });

  it.each(['/services', '/privacy', '/accessibility', '/about', '/lectures', '/terms-of-service'])(
    'with no address set, %s shows no mailto and no example address, and points to the contact section',
    async (path) => {
      const html = await page(path);
      expect(html).not.toContain('mailto:');
      expect(html).not.toMatch(/@[\w.-]*example/);
      expect(html).toMatch(/data-contact-fallback|href="\/services#contact"|href="\/contact"/);
      expect(organisation(html).email).toBeUndefined();
    },
  );

  it('tells the admin which addresses are unset, never their values', async () => {
    const { services } = await testServices({ CONTACT_EMAIL: 'hello@studio.co.il' });
    const { app, api } = await createApiApp(services);
    closers.push(() => api.close());
    const login = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: TEST_PASSWORD });
    const response = await request(app)
      .get('/api/admin/status')
      .set('Authorization', `Bearer ${login.body.token}`);
    expect(response.body.contactEmails).toEqual({
      CONTACT_EMAIL: true,
      PRIVACY_EMAIL: false,
      ACCESSIBILITY_EMAIL: false,
    });
    expect(response.text).not.toContain('hello@studio.co.il');
  });
});

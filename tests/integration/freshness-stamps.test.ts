import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LinkCheck,
  type LinksData,
  SNAPSHOT_SCHEMA_VERSION,
  type Snapshot,
} from '../../src/domain/types.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// What a visitor sees: 'הקישור נבדק {relative date}' beside a tool's main button, 'ייתכן
// שהקישור אינו פעיל' (and no longer the main call to action) for a broken one, and 'המחיר נבדק
// ב-{date}' in the pricing section, with a note past 180 days.

const DAY = 86_400_000;
let built: Awaited<ReturnType<typeof buildTestApp>>;

function check(url: string, state: LinkCheck['state'], daysAgo: number): LinkCheck {
  const checkedAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  return { url, state, status: state === 'broken' ? 404 : 200, checkedAt, failingSince: null, pages: [] };
}

beforeAll(async () => {
  built = await buildTestApp();
  const { store } = built.services;
  const links: LinksData = {
    checkedAt: new Date().toISOString(),
    networkSeen: true,
    links: [
      check('https://www.midjourney.com/', 'ok', 3),
      check('https://openai.com/index/dall-e-3/', 'broken', 0),
      check('https://stability.ai/stable-image', 'unknown', 0),
    ],
  };
  await store.putSnapshot({
    source: 'links',
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode: 'live',
    data: links,
    fetchedAt: links.checkedAt!,
    version: 'links-test',
  } satisfies Snapshot<'links'>);
  const content = (await store.getSnapshot('content')) as Snapshot<'content'>;
  const priced: Record<string, string> = {
    midjourney: new Date(Date.now() - 200 * DAY).toISOString(),
    'dall-e-3': '2026-03-12T00:00:00.000Z',
  };
  const tools = content.data.tools.map((tool) =>
    priced[tool.id] ? { ...tool, pricingCheckedAt: priced[tool.id] } : tool,
  );
  await store.putSnapshot({ ...content, data: { ...content.data, tools }, version: `${content.version}-p` });
});

afterAll(async () => {
  await built.close();
});

const page = async (path: string) => (await request(built.app).get(path).set('User-Agent', BROWSER_UA)).text;

describe('freshness stamps on a tool page', () => {
  it('says when the main link was checked, beside the main button', async () => {
    const html = await page('/tools/midjourney');
    expect(html).toContain('הקישור נבדק לפני 3 ימים');
    expect(html).not.toContain('ייתכן שהקישור אינו פעיל');
    expect(html).toMatch(/class="btn btn-primary"[^>]*>|<a[^>]*class="btn btn-primary"/);
  });

  it('a broken main link is flagged and is not the main call to action', async () => {
    const html = await page('/tools/dall-e-3');
    expect(html).toContain('ייתכן שהקישור אינו פעיל');
    expect(html).toContain('data-link-state="broken"');
    expect(html).not.toContain('data-link-state="ok"');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>', html.indexOf('<h1')));
    expect(header).not.toContain('btn btn-primary');
  });

  it('an unknown result shows no stamp', async () => {
    const html = await page('/tools/stable-diffusion');
    expect(html).not.toContain('הקישור נבדק');
    expect(html).not.toContain('ייתכן שהקישור אינו פעיל');
  });

  it('says when the prices were checked, and that they may have changed past 180 days', async () => {
    // Read as text: a prefix and the number after it are drawn in one span (decision 0044).
    const text = (html: string) => html.replace(/<[^>]*>/g, '');
    const recent = text(await page('/tools/dall-e-3'));
    expect(recent).toContain('המחיר נבדק ב-12 במרץ 2026');
    const old = text(await page('/tools/midjourney'));
    expect(old).toMatch(/המחיר נבדק ב-\d+ ב\S+ \d{4}/);
    expect(old).toContain('לפני יותר מ-180 יום; ייתכן שהמחירים השתנו');
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { liveContentApp, liveEntry } from '../support/live-content.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD, testPasswordHash } from './api-helpers.ts';

// With a live content service its Hebrew ratings are the ones shown, and the seed's are
// gone; an entry with invalid values is shown as not rated and listed in the data-quality report,
// never a 500. The fake serves four aiTool entries of its own (every other type from the seed).

function toolEntry(id: string, fields: Record<string, unknown>) {
  return liveEntry(
    'aiTool',
    id,
    {
      description: 'כלי לבדיקה שמגיע משירות התוכן החי, עם תיאור ארוך מספיק כדי לעבור את בדיקת האיכות.',
      category: 'שפה וטקסט',
      primaryCategory: 'שפה וטקסט',
      functionalTags: ['צ׳אטבוט'],
      company: 'חברת בדיקה',
      pricing: 'freemium',
      websiteUrl: 'https://example.com',
      contentTypeTags: ['text'],
      ...fields,
    },
    { revision: 2, locale: 'he' },
  );
}

const LIVE_TOOLS = [
  toolEntry('live-rated', {
    name: 'Live Rated',
    hebrewUi: 'full',
    hebrewInput: 5,
    hebrewOutput: 4,
    rtlOutput: 'yes',
    hebrewNotes: 'הערת בדיקה חיה: עובד מצוין בעברית.',
    hebrewCheckedAt: '2026-11-01',
  }),
  toolEntry('live-invalid', {
    name: 'Live Invalid',
    hebrewUi: 'yes',
    hebrewInput: 9,
    hebrewOutput: 4,
    hebrewNotes: 'הערה שאסור שתוצג כי הדירוג לא תקין.',
  }),
  toolEntry('live-stale', {
    name: 'Live Stale',
    hebrewInput: 3,
    hebrewOutput: 3,
    hebrewCheckedAt: '2024-01-15',
  }),
  // The seed rates ChatGPT; the live entry does not, so the page must not show the seed's rating.
  toolEntry('chatgpt', { name: 'ChatGPT' }),
];

const { app, get } = liveContentApp({ aiTool: LIVE_TOOLS }, async () => ({
  ADMIN_PASSWORD_HASH: await testPasswordHash(),
  JWT_SECRET: TEST_JWT_SECRET,
}));
const SEED_CHATGPT_NOTE = 'ממשק מלא בעברית, הבנה וכתיבה ברמה גבוהה מאוד';

describe('Hebrew support with a live content service', () => {
  it('shows the live rating on the tool page: level, dimensions, notes and check date', async () => {
    const response = await get('/tools/live-rated');
    expect(response.status).toBe(200);
    const section = /<section[^>]*data-section="hebrew"[\s\S]*?<\/section>/.exec(response.text)?.[0] ?? '';
    expect(section).toContain('תמיכה בעברית');
    expect(section).toContain('data-hebrew-level="full"');
    expect(section).toContain('מלאה');
    expect(section).toContain('5 מתוך 5 – מצוינת');
    expect(section).toContain('4 מתוך 5 – טובה');
    expect(section).toContain('הערת בדיקה חיה: עובד מצוין בעברית.');
    expect(section).toContain('נבדק לאחרונה: <time dateTime="2026-11-01">');
  });

  it('shows an entry with invalid values as not rated, without its notes, never a 500', async () => {
    const response = await get('/tools/live-invalid');
    expect(response.status).toBe(200);
    expect(response.text).toContain('data-hebrew-level="unknown"');
    expect(response.text).toContain('טרם נבדק');
    expect(response.text).not.toContain('הערה שאסור שתוצג');
    const list = await get('/tools?hebrew=any&sort=hebrew');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain('data-tool-id="live-invalid"');
  });

  it("replaces the seed's ratings: a live entry without a rating reads 'טרם נבדק'", async () => {
    const response = await get('/tools/chatgpt');
    expect(response.status).toBe(200);
    expect(response.text).toContain('data-hebrew-level="unknown"');
    expect(response.text).not.toContain(SEED_CHATGPT_NOTE);
    const ranking = await get('/tools/hebrew');
    expect(ranking.status).toBe(200);
    expect(ranking.text).toContain('הערת בדיקה חיה');
    expect(ranking.text).not.toContain(SEED_CHATGPT_NOTE);
    expect(ranking.text).not.toContain('Claude');
  });

  it('lists the live ratings on the cards, the filter and the compare table', async () => {
    const good = await get('/tools?hebrew=good');
    const shown = [...good.text.matchAll(/<article[^>]*data-tool-id="([^"]+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(['live-rated']);
    expect(good.text).toContain('aria-label="תמיכה בעברית: מלאה"');
    const compare = await get('/tools/compare?tools=live-rated,live-invalid,missing-one');
    expect(compare.status).toBe(200);
    expect(compare.text).toContain('<caption');
    expect(compare.text).toContain('missing-one');
  });

  it('lists the invalid values, the unrated and the stale tools in the data-quality report', async () => {
    const login = await request(app())
      .post('/api/auth/login')
      .send({ username: 'admin', password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const status = await request(app())
      .get('/api/admin/status')
      .set('Authorization', `Bearer ${login.body.token as string}`);
    expect(status.status).toBe(200);
    const rows = status.body.tools.tools as { id: string; issues: string[] }[];
    const issues = (id: string) => rows.find((row) => row.id === id)?.issues.join('\n') ?? '';
    expect(issues('live-invalid')).toMatch(/hebrewInput 9 is not a whole number from 1 to 5/);
    expect(issues('live-invalid')).toMatch(/hebrewUi 'yes' is not one of full, partial, none/);
    expect(issues('chatgpt')).toContain('No Hebrew rating');
    expect(issues('live-stale')).toMatch(/older than 180 days \(checked 2024-01-15\)/);
    expect(issues('live-rated')).not.toMatch(/Hebrew/);
    expect(status.body.tools.hebrew).toEqual({ unrated: 1, stale: 1, invalid: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { COMING_SOON, TERM_SECTION_TABLES } from '../../src/domain/glossary/details.ts';
import { liveContentApp, liveEntry } from '../support/live-content.ts';

// With a live content service its terms are the glossary, and the seed's are gone.
// The fake serves three aiTerm entries of its own (every other content type from the seed).

const termEntry = (id: string, fields: Record<string, unknown>) =>
  liveEntry('aiTerm', id, fields, { revision: 3 });

const LIVE_TERMS = [
  termEntry('5KsDBWseXY6QegucYAoacS', {
    term: 'קוונטיזציה',
    slug: 'kvantizatsia',
    englishTerm: 'Quantization',
    shortDefinition: 'הקטנת הדיוק של המספרים במודל כדי שירוץ מהר יותר ובפחות זיכרון.',
    category: 'טכניקות חיות',
    difficulty: 3,
    displayOrder: 2,
    tags: ['יעילות'],
    relatedTerms: [{ sys: { type: 'Link', linkType: 'Entry', id: '2PqfXUJwE8qSYKuM0U6w8M' } }],
  }),
  termEntry('2PqfXUJwE8qSYKuM0U6w8M', {
    term: 'אחזור משולב ביצירה',
    slug: 'rag',
    englishTerm: 'RAG',
    shortDefinition: 'מודל שפה שעונה מתוך מסמכים שאוחזרו עבורו.',
    category: 'טכניקות חיות',
    difficulty: 2,
    displayOrder: 1,
    tags: ['חיפוש'],
    relatedTools: ['chatgpt'],
  }),
  termEntry('7wHn3kTfLq0UuA2bC9dEe1', {
    term: 'מסנן בטיחות',
    englishTerm: 'Guardrails',
    shortDefinition: 'שכבה שבודקת קלט ופלט של מודל ועוצרת תוכן אסור.',
    category: 'טכניקות חיות',
    difficulty: 1,
    displayOrder: 3,
    howItWorks: ['הקלט נבדק לפני שהוא מגיע למודל.', 'הפלט נבדק לפני שהוא מגיע למשתמש.'],
    examples: ['חסימה של מידע אישי בתשובה.'],
  }),
];

const { get } = liveContentApp({ aiTerm: LIVE_TERMS });

describe('the glossary with a live content service', () => {
  it('lists the live terms in their display order and none of the seed terms', async () => {
    const response = await get('/terms');
    expect(response.status).toBe(200);
    const names = [...response.text.matchAll(/data-term-id="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['2PqfXUJwE8qSYKuM0U6w8M', '5KsDBWseXY6QegucYAoacS', '7wHn3kTfLq0UuA2bC9dEe1']);
    expect(response.text).toContain('מוצגים 3 מתוך 3 מושגים');
    expect(response.text).toContain('קוונטיזציה');
    expect(response.text).not.toContain('למידת מכונה');
    expect(response.text).toContain('"@type":"DefinedTermSet"');
  });

  it('answers 404 for a seed term the live service does not have', async () => {
    const response = await get('/terms/machine-learning');
    expect(response.status).toBe(404);
    expect(response.text).toContain('מושג לא נמצא');
    expect(response.text).toContain('href="/terms"');
  });

  it('gives a live term without sections the coming-soon texts', async () => {
    const response = await get('/terms/kvantizatsia');
    expect(response.status).toBe(200);
    expect(response.text).toContain('קוונטיזציה');
    for (const text of Object.values(COMING_SOON)) expect(response.text).toContain(text);
    expect(response.text).toContain('"@type":"DefinedTerm"');
  });

  it('fills a live term named after a lookup-table term from that table, and moves its entry id to the slug', async () => {
    const redirect = await get('/terms/2PqfXUJwE8qSYKuM0U6w8M');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/terms/rag');
    const response = await get('/terms/rag');
    expect(response.text).toContain(TERM_SECTION_TABLES.rag!.howItWorks[0]);
    expect(response.text).not.toContain(COMING_SOON.howItWorks);
  });

  it('shows content-managed sections and transliterates a missing slug', async () => {
    const list = await get('/terms');
    const href = /href="(\/terms\/[^"]+)"[^>]*>(?:<[^>]+>)*מסנן בטיחות/.exec(list.text)?.[1];
    expect(href).toBeDefined();
    const response = await get(href!);
    expect(response.status).toBe(200);
    expect(response.text).toContain('הקלט נבדק לפני שהוא מגיע למודל.');
    expect(response.text).toContain(COMING_SOON.applications);
  });

  it('lists the live term on the page of the tool it names, and in the sitemap', async () => {
    const tool = await get('/tools/chatgpt');
    expect(tool.status).toBe(200);
    expect(tool.text).toMatch(/<a[^>]+href="\/terms\/rag"/);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain('/terms/kvantizatsia</loc>');
    expect(sitemap.text).not.toContain('/terms/machine-learning</loc>');
  });
});

import { describe, expect, it } from 'vitest';
import { loadContentSeed } from '../../../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../../../jobs/sources/content/normalise.ts';
import {
  COMING_SOON,
  definitionParagraphs,
  SECTION_KEYS,
  safeExternalUrl,
  TERM_SECTION_TABLES,
  termSections,
} from '../../../src/domain/glossary/details.ts';
import { testLogger } from '../sources/helpers.ts';
import { term } from './fixtures.ts';

const HEBREW = /[\u05D0-\u05EA]/;

describe('term page sections: content, then the lookup tables, then coming soon (docs/product.md#term-page)', () => {
  it('has tables for exactly the nine terms the product names, each section filled in Hebrew', () => {
    expect(Object.keys(TERM_SECTION_TABLES).sort()).toEqual(
      ['deploy', 'embedding', 'git', 'llm', 'lora', 'rag', 'seed', 'token', 'vector-space'].sort(),
    );
    for (const [id, sections] of Object.entries(TERM_SECTION_TABLES)) {
      for (const key of SECTION_KEYS) {
        expect(sections[key].length, `${id}.${key}`).toBeGreaterThanOrEqual(3);
        for (const item of sections[key]) expect(item).toMatch(HEBREW);
      }
    }
  });

  it('uses the table of a term without content-managed sections', () => {
    const sections = termSections(term({ id: 'git' }));
    expect(sections.howItWorks).toEqual({ source: 'table', items: TERM_SECTION_TABLES.git!.howItWorks });
    expect(sections.limitations.source).toBe('table');
  });

  it('lets content-managed sections win over the table, section by section', () => {
    const sections = termSections(term({ id: 'git', examples: ['דוגמה מהתוכן'] }));
    expect(sections.examples).toEqual({ source: 'content', items: ['דוגמה מהתוכן'] });
    expect(sections.howItWorks.source).toBe('table');
  });

  it('finds the table of a live entry through its slug or the concept it names', () => {
    expect(termSections(term({ id: '5kLive', slug: 'rag' })).examples.source).toBe('table');
    expect(termSections(term({ id: '5kLive', slug: 'tokenization' })).howItWorks).toEqual({
      source: 'table',
      items: TERM_SECTION_TABLES.token!.howItWorks,
    });
  });

  it("gives a live term with neither content nor a table the 'coming soon' texts", () => {
    const sections = termSections(term({ id: 'quantum-ml', applications: ['שימוש אחד'] }));
    expect(sections.howItWorks).toEqual({ source: 'placeholder', items: [], text: COMING_SOON.howItWorks });
    expect(sections.examples).toEqual({ source: 'placeholder', items: [], text: COMING_SOON.examples });
    expect(sections.applications).toEqual({ source: 'content', items: ['שימוש אחד'] });
    expect(sections.limitations.source).toBe('placeholder');
  });

  it("gives a term named like an object property ('constructor') the 'coming soon' texts", () => {
    const sections = termSections(term({ id: 'constructor', slug: 'constructor' }));
    expect(sections.howItWorks).toEqual({ source: 'placeholder', items: [], text: COMING_SOON.howItWorks });
  });

  it('leaves no seeded term with a coming-soon text', async () => {
    const { terms } = normaliseContent(await loadContentSeed(), { logger: testLogger() });
    expect(terms).toHaveLength(32);
    for (const seeded of terms) {
      const sections = termSections(seeded);
      for (const key of SECTION_KEYS) {
        expect(sections[key].source, `${seeded.id}.${key}`).not.toBe('placeholder');
        expect(sections[key].items.length, `${seeded.id}.${key}`).toBeGreaterThanOrEqual(3);
        for (const item of sections[key].items) expect(item).toMatch(HEBREW);
      }
    }
  });
});

describe('extended definition (docs/product.md#term-page)', () => {
  it('splits the long definition into paragraphs on blank lines', () => {
    expect(
      definitionParagraphs({
        longDefinition: 'פסקה ראשונה.\n\nפסקה שנייה\nשממשיכה.\r\n  \r\nפסקה שלישית.\n\n\n',
        shortDefinition: 'קצר',
      }),
    ).toEqual(['פסקה ראשונה.', 'פסקה שנייה שממשיכה.', 'פסקה שלישית.']);
  });

  it('falls back to the short definition', () => {
    expect(definitionParagraphs({ longDefinition: '  \n\n ', shortDefinition: 'קצר' })).toEqual(['קצר']);
    expect(definitionParagraphs({ longDefinition: '', shortDefinition: '' })).toEqual([]);
  });
});

describe('quality link addresses', () => {
  it.each([
    ['https://developers.google.com/machine-learning', 'https://developers.google.com/machine-learning'],
    ['http://example.com', 'http://example.com/'],
    [' https://example.com/a b ', 'https://example.com/a%20b'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['/terms/rag', undefined],
    ['not a url', undefined],
  ])('%j is shown as %j', (url, expected) => {
    expect(safeExternalUrl(url)).toBe(expected);
  });
});

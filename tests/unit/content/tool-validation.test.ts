import { describe, expect, it } from 'vitest';
import {
  type ToolQualityInput,
  toolStatus,
  validateTool,
} from '../../../jobs/sources/content/tool-validation.ts';

const complete: ToolQualityInput = {
  name: 'Midjourney',
  description: 'מחולל תמונות מטקסט הידוע באיכות אמנותית גבוהה במיוחד, עם וריאציות ושדרוג.',
  category: 'תמונות וגרפיקה',
  url: 'https://www.midjourney.com',
  officialUrl: 'https://www.midjourney.com',
  docsUrl: 'https://docs.midjourney.com',
  company: 'Midjourney, Inc.',
  pricing: 'paid',
  logo: '/images/tools/midjourney.svg',
  contentTypeTags: ['image'],
};

describe('tool data quality (docs/product.md#tool-data-quality)', () => {
  it('publishes a complete tool with no issues', () => {
    expect(validateTool(complete)).toEqual({ isValid: true, issues: [], status: 'published' });
  });

  it.each<[string, Partial<ToolQualityInput>, string[], string]>([
    ['a missing name makes a draft', { name: '' }, ['Missing name'], 'draft'],
    ['a missing description makes a draft', { description: undefined }, ['Missing description'], 'draft'],
    ['a missing category makes a draft', { category: '  ' }, ['Missing category'], 'draft'],
    ['a missing company makes a draft', { company: undefined }, ['Missing company'], 'draft'],
    [
      'no official, docs or general url needs research',
      { url: undefined, officialUrl: undefined, docsUrl: undefined },
      ['No working URLs'],
      'research_needed',
    ],
    ['one docs url is enough', { url: undefined, officialUrl: undefined }, [], 'published'],
    ['an absent pricing is unknown pricing', { pricing: undefined }, ['Unknown pricing'], 'research_needed'],
    [
      'a pricing outside the four values is unknown',
      { pricing: 'donation' },
      ['Unknown pricing'],
      'research_needed',
    ],
    ['a missing logo needs research, not a draft', { logo: undefined }, ['Missing logo'], 'research_needed'],
    [
      'missing content type tags need research, not a draft',
      { contentTypeTags: [] },
      ['Missing content type tags'],
      'research_needed',
    ],
    [
      'a description under 50 characters is too short',
      { description: 'קצר מדי' },
      ['Description too short'],
      'research_needed',
    ],
    [
      'a description over 500 characters is too long',
      { description: 'א'.repeat(501) },
      ['Description too long'],
      'research_needed',
    ],
    ['a description of exactly 50 characters is fine', { description: 'א'.repeat(50) }, [], 'published'],
    ['a name over 50 characters is too long', { name: 'N'.repeat(51) }, ['Name too long'], 'research_needed'],
    [
      'a missing logo beside a missing company is still a draft',
      { logo: undefined, company: undefined },
      ['Missing company', 'Missing logo'],
      'draft',
    ],
  ])('%s', (_rule, change, issues, status) => {
    const result = validateTool({ ...complete, ...change });
    expect(result.issues).toEqual(issues);
    expect(result.status).toBe(status);
    expect(result.isValid).toBe(status === 'published');
  });

  it('lists every issue of an empty tool in the product order', () => {
    expect(validateTool({}).issues).toEqual([
      'Missing name',
      'Missing description',
      'Missing category',
      'No working URLs',
      'Missing company',
      'Unknown pricing',
      'Missing logo',
      'Missing content type tags',
    ]);
  });

  it.each<[string[], string]>([
    [['Missing research needed: pricing source'], 'research_needed'],
    [['Missing logo', 'Missing content type tags'], 'research_needed'],
    [['Missing company'], 'draft'],
    [[], 'published'],
  ])('status of %j is %s', (issues, status) => {
    expect(toolStatus(issues)).toBe(status);
  });
});

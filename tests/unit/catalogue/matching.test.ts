import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_TOOLS_GROUP,
  categoryFilterOf,
  categoryLinksToEcosystem,
  EXPERIENCE_PATHS,
  findPath,
  groupByFunctionalTag,
  matchesCategoryFilter,
  matchesPath,
  pathSteps,
  showsEcosystemCta,
  splitFeatured,
  suggestedCategories,
  toolsForCategoryPage,
  toolsForFixedPage,
} from '../../../src/domain/catalogue/matching.ts';
import { CATEGORY, TOOLS, tool } from './fixtures.ts';

const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

describe('hard-coded category pages (docs/product.md#tool-matching)', () => {
  it.each([
    ['image-generation', ['midjourney', 'stable-diffusion']],
    ['coding', ['cursor', 'github-copilot']],
    ['language', ['chatgpt']],
    ['audio', ['elevenlabs']],
    ['video', ['heygen', 'runway']],
  ] as const)('the %s page lists %j', (key, expected) => {
    expect(ids(toolsForFixedPage(TOOLS, key))).toEqual([...expected].sort());
  });

  it('matches image tools on the primary category as well as the category', () => {
    const only = tool({ id: 'x', category: 'אחר', primaryCategory: 'תמונות וגרפיקה' });
    expect(ids(toolsForFixedPage([only], 'image-generation'))).toEqual(['x']);
  });

  it('merges the video preset and content-type matches by id (no duplicates)', () => {
    const both = tool({ id: 'both', category: 'וידאו', contentTypeTags: ['video'] });
    expect(toolsForFixedPage([both], 'video')).toHaveLength(1);
  });

  it.each([
    ['open source', ['קוד פתוח']],
    ['no-code', ['ללא קוד']],
  ])('does not count a %s tag as coding', (_name, tags) => {
    expect(toolsForFixedPage([tool({ id: 't', tags })], 'coding')).toEqual([]);
  });

  it.each([
    ['a text-to-speech tag', { tags: ['טקסט לדיבור'] }, false],
    ['a text content type alone', { contentTypeTags: ['text'] }, false],
    ['a writing tag', { tags: ['כתיבה'] }, true],
    ['a chatbot functional tag', { functionalTags: ['צ׳אטבוט'] }, true],
  ])('the language page with %s: %s', (_name, overrides, expected) => {
    expect(toolsForFixedPage([tool({ id: 't', ...overrides })], 'language')).toHaveLength(expected ? 1 : 0);
  });

  it('matches coding tools by tags with programming words', () => {
    expect(ids(toolsForFixedPage([tool({ id: 't', tags: ['Programming'] })], 'coding'))).toEqual(['t']);
  });
});

describe('category filter (docs/product.md#tool-matching): case-insensitive substring, both directions', () => {
  it.each([
    ['field value contains the filter value', ['תמונות וגרפיקה'], ['תמונות'], true],
    ['filter value contains the field value', ['Video'], ['video editing'], true],
    ['case is ignored', ['CODE'], ['code'], true],
    ['unrelated values do not match', ['אודיו'], ['וידאו'], false],
    ['empty values never match', [''], [''], false],
  ])('%s', (_name, tags, values, expected) => {
    expect(matchesCategoryFilter(tool({ id: 'a', contentTypeTags: tags }), 'contentTypeTags', values)).toBe(
      expected,
    );
  });

  it('treats string fields as one value', () => {
    expect(matchesCategoryFilter(tool({ id: 'a', category: 'תמונות וגרפיקה' }), 'category', ['גרפיקה'])).toBe(
      true,
    );
  });

  it('lists the category page tools with its filter', () => {
    expect(ids(toolsForCategoryPage(TOOLS, CATEGORY))).toEqual(['midjourney', 'stable-diffusion']);
  });

  it('falls back to the title and slug when no filter is set', () => {
    expect(categoryFilterOf({ ...CATEGORY, filterBy: undefined, filterValues: [] })).toEqual({
      field: 'category',
      values: ['יצירת תמונות', 'image'],
    });
  });
});

describe('experience paths (docs/product.md#tool-matching)', () => {
  const image = findPath('image-generation');
  if (!image) throw new Error('missing path');

  it('knows exactly the two paths', () => {
    expect(EXPERIENCE_PATHS.map((path) => path.slug)).toEqual(['image-generation', 'code-development']);
    expect(findPath('nope')).toBeUndefined();
  });

  it.each([
    ['primary category equals the path category', { primaryCategory: 'תמונות וגרפיקה' }, true],
    ['secondary categories include it', { secondaryCategories: ['תמונות וגרפיקה'] }, true],
    ['content type tags include it', { contentTypeTags: ['תמונות וגרפיקה'] }, true],
    ['media type equals the path media type', { mediaType: 'image' as const }, true],
    ['category alone does not count', { category: 'תמונות וגרפיקה' }, false],
    ['another media type', { mediaType: 'video' as const }, false],
  ])('a tool matches when %s', (_name, overrides, expected) => {
    expect(matchesPath(tool({ id: 't', ...overrides }), image)).toBe(expected);
  });

  it('splits the path tools into free, freemium and paid steps (enterprise joins paid)', () => {
    const steps = pathSteps(
      [...TOOLS, tool({ id: 'corp', mediaType: 'image', pricing: 'enterprise' })],
      image,
    );
    expect(steps.map((entry) => [entry.step.pricing, ids(entry.tools)])).toEqual([
      ['free', ['stable-diffusion']],
      ['freemium', ['leonardo']],
      ['paid', ['corp', 'midjourney']],
    ]);
  });
});

describe('grouping on the dynamic category page', () => {
  it('groups by first functional tag, untagged under additional tools, largest group first', () => {
    const groups = groupByFunctionalTag([
      tool({ id: 'a', functionalTags: ['עריכה', 'יצירה'] }),
      tool({ id: 'b', functionalTags: ['יצירה'] }),
      tool({ id: 'c', functionalTags: ['יצירה'] }),
      tool({ id: 'd' }),
    ]);
    expect(groups.map((group) => [group.name, group.tools.length])).toEqual([
      ['יצירה', 2],
      ['עריכה', 1],
      [ADDITIONAL_TOOLS_GROUP, 1],
    ]);
  });

  it('returns no groups for no tools', () => {
    expect(groupByFunctionalTag([])).toEqual([]);
  });

  it('puts featured tools first and the rest apart', () => {
    const { featured, others } = splitFeatured(TOOLS);
    expect(ids(featured)).toEqual(['chatgpt', 'midjourney']);
    expect(others).toHaveLength(TOOLS.length - 2);
  });

  it('suggests other categories, featured first, never the current one', () => {
    const other = { ...CATEGORY, id: 'o', slug: 'other', featured: false, order: 0 };
    expect(suggestedCategories([other, CATEGORY], 'image').map((page) => page.slug)).toEqual(['other']);
    expect(suggestedCategories([other, CATEGORY], 'x').map((page) => page.slug)).toEqual(['image', 'other']);
  });
});

describe('the /ecosystem call-to-action', () => {
  it.each([
    ['a coding category', { category: 'תכנות ופיתוח' }, true],
    ['a development category in English', { category: 'Development' }, true],
    ['a language category', { primaryCategory: 'שפה וטקסט' }, true],
    ['an automation category', { category: 'אוטומציה' }, true],
    ['a code tag', { tags: ['Code'] }, true],
    ['a chatbot tag', { functionalTags: ['chatbot'] }, true],
    ['an automation content tag', { contentTypeTags: ['automation'] }, true],
    ['an image tool', { category: 'תמונות וגרפיקה', tags: ['art'] }, false],
  ])('is shown for %s: %s', (_name, overrides, expected) => {
    expect(showsEcosystemCta(tool({ id: 't', ...overrides }))).toBe(expected);
  });

  it.each([
    ['coding', 'כלים', true],
    ['language', 'כלים', true],
    ['automation', 'כלים', true],
    ['misc', 'Code assistants', true],
    ['misc', 'כלי שפה', true],
    ['image', 'תמונות', false],
  ])('category page %s titled %s links to /ecosystem: %s', (slug, title, expected) => {
    expect(categoryLinksToEcosystem({ slug, title })).toBe(expected);
  });
});

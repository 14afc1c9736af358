import type { CategoryFilterField, CategoryPage, Tool } from '../types.ts';

// Which tools belong on which page (docs/product.md#tool-matching).
// Pure functions: the loaders and the unit tests share them.

function lower(value: string | undefined): string {
  return (value ?? '').toLocaleLowerCase('en-US').trim();
}

function allTags(tool: Tool): string[] {
  return [...tool.tags, ...tool.functionalTags, ...tool.contentTypeTags];
}

/** Values of one tool field as a list (string fields become a one-item list). */
function fieldValues(tool: Tool, field: CategoryFilterField): string[] {
  const value = tool[field];
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/** Case-insensitive substring in either direction (docs/product.md#tool-matching). */
function looselyMatches(a: string, b: string): boolean {
  const x = lower(a);
  const y = lower(b);
  if (!x || !y) return false;
  return x.includes(y) || y.includes(x);
}

/** A tool matches when any of its field values contains or is contained in any filter value. */
export function matchesCategoryFilter(
  tool: Tool,
  field: CategoryFilterField,
  values: readonly string[],
): boolean {
  const own = fieldValues(tool, field);
  return own.some((mine) => values.some((wanted) => looselyMatches(mine, wanted)));
}

/** The filter a category page applies; without one, its title and slug are matched against the category. */
export function categoryFilterOf(page: Pick<CategoryPage, 'filterBy' | 'filterValues' | 'title' | 'slug'>): {
  field: CategoryFilterField;
  values: string[];
} {
  if (page.filterBy && page.filterValues.length > 0)
    return { field: page.filterBy, values: page.filterValues };
  return { field: 'category', values: [page.title, page.slug].filter(Boolean) };
}

export function toolsForCategoryPage(tools: readonly Tool[], page: CategoryPage): Tool[] {
  const { field, values } = categoryFilterOf(page);
  return tools.filter((tool) => matchesCategoryFilter(tool, field, values));
}

// --- Hard-coded category pages (/tools/image-generation, coding, language, video, audio) ---

export type FixedPageKey = 'image-generation' | 'coding' | 'language' | 'video' | 'audio';

const IMAGE_CATEGORY = 'תמונות וגרפיקה';
const AUDIO_CATEGORY = 'אודיו';
const CODING_CATEGORIES = [
  'תכנות ופיתוח',
  'תכנות',
  'פיתוח',
  'קוד',
  'פיתוח תוכנה',
  'coding',
  'code',
  'development',
  'programming',
];
const CODING_WORDS = /code|coding|programm|develop|קוד|תכנות|פיתוח|מתכנת/i;
/** 'קוד פתוח' (open source) and 'ללא קוד' (no-code) mention code without being coding tools. */
const NOT_CODING = /קוד פתוח|ללא קוד|no.?code|low.?code|open.?source/i;
const LANGUAGE_WORDS = /text|language|writing|chatbot|טקסט|שפה|כתיבה|צ['׳]אטבוט/i;
/** Speech tools mention text ('טקסט לדיבור') without being language tools. */
const NOT_LANGUAGE = /דיבור|speech|voice|קול/i;

function isCodingWord(value: string): boolean {
  return CODING_WORDS.test(value) && !NOT_CODING.test(value);
}

function isLanguageWord(value: string): boolean {
  return LANGUAGE_WORDS.test(value) && !NOT_LANGUAGE.test(value);
}
/** The preset definition of the video page: category 'וידאו' through the category filter rule. */
const VIDEO_PRESET = { field: 'category' as CategoryFilterField, values: ['וידאו', 'video'] };

function categoryNames(tool: Tool): string[] {
  return [tool.category, tool.primaryCategory ?? ''].filter(Boolean);
}

const FIXED_PAGE_RULES: Record<FixedPageKey, (tool: Tool) => boolean> = {
  'image-generation': (tool) => categoryNames(tool).includes(IMAGE_CATEGORY),
  coding: (tool) =>
    categoryNames(tool).some(
      (name) => CODING_CATEGORIES.includes(lower(name)) || CODING_CATEGORIES.includes(name),
    ) || allTags(tool).some(isCodingWord),
  // Tags here are the tool's own and functional tags; content types are too broad (most tools output text).
  language: (tool) => [...categoryNames(tool), ...tool.tags, ...tool.functionalTags].some(isLanguageWord),
  audio: (tool) => categoryNames(tool).includes(AUDIO_CATEGORY),
  // The video page merges two lists; see toolsForFixedPage.
  video: (tool) =>
    matchesCategoryFilter(tool, VIDEO_PRESET.field, VIDEO_PRESET.values) ||
    tool.contentTypeTags.some((tag) => looselyMatches(tag, 'video') || looselyMatches(tag, 'וידאו')),
};

/** Tools of one hard-coded page. The video page merges its preset and content-type matches by id. */
export function toolsForFixedPage(tools: readonly Tool[], key: FixedPageKey): Tool[] {
  if (key === 'video') {
    const preset = tools.filter((tool) =>
      matchesCategoryFilter(tool, VIDEO_PRESET.field, VIDEO_PRESET.values),
    );
    const byType = tools.filter((tool) =>
      tool.contentTypeTags.some((tag) => looselyMatches(tag, 'video') || looselyMatches(tag, 'וידאו')),
    );
    const merged = new Map<string, Tool>();
    for (const tool of [...preset, ...byType]) if (!merged.has(tool.id)) merged.set(tool.id, tool);
    return [...merged.values()];
  }
  return tools.filter(FIXED_PAGE_RULES[key]);
}

/** Featured tools first (up to `limit`), the rest after; an empty featured set takes the first tools. */
export function splitFeatured(tools: readonly Tool[], limit = 6): { featured: Tool[]; others: Tool[] } {
  let featured = tools.filter((tool) => tool.featured).slice(0, limit);
  if (featured.length === 0) featured = tools.slice(0, Math.min(3, tools.length));
  const ids = new Set(featured.map((tool) => tool.id));
  return { featured, others: tools.filter((tool) => !ids.has(tool.id)) };
}

// --- Experience paths (/start-here/{pathSlug}) ---

export type PathStep = { pricing: 'free' | 'freemium' | 'paid'; title: string; description: string };
export type ExperiencePath = {
  slug: string;
  title: string;
  description: string;
  category: string;
  mediaType: 'image' | 'code';
  steps: PathStep[];
};

export const EXPERIENCE_PATHS: readonly ExperiencePath[] = [
  {
    slug: 'image-generation',
    title: 'מסלול יצירת תמונות',
    description: 'מהכלים החינמיים ועד הכלים המקצועיים: כך מתחילים ליצור תמונות וגרפיקה עם בינה מלאכותית.',
    category: IMAGE_CATEGORY,
    mediaType: 'image',
    steps: [
      {
        pricing: 'free',
        title: 'שלב 1: מתנסים בחינם',
        description: 'כלים חינמיים או בקוד פתוח כדי להבין איך כותבים פרומפט לתמונה.',
      },
      {
        pricing: 'freemium',
        title: 'שלב 2: חינמי חלקית',
        description: 'כלים עם מכסה חינמית, לתרגול יומיומי ולפרויקטים קטנים.',
      },
      {
        pricing: 'paid',
        title: 'שלב 3: כלים מקצועיים',
        description: 'מנויים בתשלום לאיכות גבוהה, לשימוש מסחרי ולעבודה בהיקף.',
      },
    ],
  },
  {
    slug: 'code-development',
    title: 'מסלול תכנות ופיתוח',
    description: 'מעוזר קוד חינמי ועד סביבת פיתוח מלאה מבוססת AI: כך משלבים בינה מלאכותית בכתיבת קוד.',
    category: 'תכנות ופיתוח',
    mediaType: 'code',
    steps: [
      {
        pricing: 'free',
        title: 'שלב 1: מתנסים בחינם',
        description: 'עוזרי קוד חינמיים ומודלים פתוחים להשלמת קוד ולהסברים.',
      },
      {
        pricing: 'freemium',
        title: 'שלב 2: חינמי חלקית',
        description: 'כלים עם תוכנית חינמית מוגבלת, לעבודה שוטפת על פרויקטים אישיים.',
      },
      {
        pricing: 'paid',
        title: 'שלב 3: כלים מקצועיים',
        description: 'סביבות פיתוח וסוכני קוד בתשלום לצוותים ולפרויקטים גדולים.',
      },
    ],
  },
];

export function findPath(slug: string | undefined): ExperiencePath | undefined {
  return EXPERIENCE_PATHS.find((path) => path.slug === slug);
}

/**
 * docs/product.md#tool-matching: primaryCategory equals the path category, or the lists include it,
 * or mediaType equals.
 */
export function matchesPath(tool: Tool, path: Pick<ExperiencePath, 'category' | 'mediaType'>): boolean {
  return (
    tool.primaryCategory === path.category ||
    tool.secondaryCategories.includes(path.category) ||
    tool.contentTypeTags.includes(path.category) ||
    tool.mediaType === path.mediaType
  );
}

/** The path's tools split into its three steps; enterprise tools join the paid step. */
export function pathSteps(tools: readonly Tool[], path: ExperiencePath): { step: PathStep; tools: Tool[] }[] {
  const matching = tools.filter((tool) => matchesPath(tool, path));
  return path.steps.map((step) => ({
    step,
    tools: matching.filter((tool) =>
      step.pricing === 'paid'
        ? tool.pricing === 'paid' || tool.pricing === 'enterprise'
        : tool.pricing === step.pricing,
    ),
  }));
}

// --- Grouping on the dynamic category page ---

export const ADDITIONAL_TOOLS_GROUP = 'כלים נוספים';

export type ToolGroup = { name: string; tools: Tool[] };

/** Groups by first functional tag; untagged tools go under 'additional tools'; largest group first. */
export function groupByFunctionalTag(tools: readonly Tool[]): ToolGroup[] {
  const groups = new Map<string, Tool[]>();
  for (const tool of tools) {
    const name = tool.functionalTags.find((tag) => tag.trim())?.trim() ?? ADDITIONAL_TOOLS_GROUP;
    const list = groups.get(name) ?? [];
    list.push(tool);
    groups.set(name, list);
  }
  return [...groups.entries()]
    .map(([name, list]) => ({ name, tools: list }))
    .sort((a, b) => b.tools.length - a.tools.length);
}

// --- Links to /ecosystem ---

const CTA_CATEGORY_WORDS = /coding|code|develop|programm|language|automation|קוד|תכנות|פיתוח|שפה|אוטומציה/i;
const CTA_TAGS = ['code', 'chatbot', 'automation', 'קוד', "צ'אטבוט", 'צאטבוט', 'אוטומציה'];

/**
 * docs/product.md#tool-page: coding, development, language and automation categories, or tags code,
 * chatbot, automation.
 */
export function showsEcosystemCta(tool: Tool): boolean {
  if (categoryNames(tool).some((name) => CTA_CATEGORY_WORDS.test(name))) return true;
  return allTags(tool).some((tag) => CTA_TAGS.includes(lower(tag)));
}

/**
 * docs/product.md#category-pages: slug coding, language or automation, or the title mentions code
 * or language.
 */
export function categoryLinksToEcosystem(page: Pick<CategoryPage, 'slug' | 'title'>): boolean {
  if (['coding', 'language', 'automation'].includes(page.slug)) return true;
  return /code|language|קוד|תכנות|שפה/i.test(page.title);
}

/** Other categories to suggest when one has no tools: featured first, then by order. */
export function suggestedCategories(
  all: readonly CategoryPage[],
  current: string,
  limit = 4,
): CategoryPage[] {
  return all
    .filter((page) => page.slug !== current)
    .sort((a, b) => Number(b.featured) - Number(a.featured) || a.order - b.order)
    .slice(0, limit);
}

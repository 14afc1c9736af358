import type {
  CategoryFilterField,
  CategoryIcon,
  CategoryPage,
  ComparisonTable,
  CustomTool,
  CustomToolSection,
  GuideSection,
} from '../../../src/domain/types.ts';
import { dropUndefined, type Entry, fieldsOrSelf } from './normalise-fields.ts';
import {
  categoryFieldsSchema,
  comparisonFieldsSchema,
  comparisonRowSchema,
  customToolFieldsSchema,
  guideFieldsSchema,
  sectionFieldsSchema,
} from './schema.ts';

// Pure: the entries the category pages are made of (categories, custom tool sections, guides,
// comparison tables) in, their entities out (docs/product.md#entities).

const CATEGORY_ICONS: readonly CategoryIcon[] = [
  'Image',
  'Code',
  'MessageSquare',
  'Video',
  'Headphones',
  'Briefcase',
  'Users',
  'Target',
  'Zap',
  'Sparkles',
];
const FILTER_FIELDS: readonly CategoryFilterField[] = [
  'contentTypeTags',
  'functionalTags',
  'useCases',
  'targetAudience',
  'category',
  'primaryCategory',
];

function iconOf(value: unknown): CategoryIcon {
  return CATEGORY_ICONS.find((icon) => icon === value) ?? 'Sparkles';
}

export function normaliseCategory(entry: Entry): CategoryPage {
  const f = categoryFieldsSchema.parse(entry.fields);
  return dropUndefined({
    id: entry.sys.id,
    title: f.title,
    slug: f.slug,
    description: f.description,
    icon: iconOf(f.icon),
    cardTitle: f.cardTitle ?? f.title,
    cardDescription: f.cardDescription ?? f.description,
    filterBy: FILTER_FIELDS.find((field) => field === f.filterBy),
    filterValues: f.filterValues ?? [],
    featured: f.featured ?? false,
    order: f.order ?? 0,
    seoKeywords: f.seoKeywords ?? [],
  });
}

function customToolsOf(values: unknown[] | undefined): CustomTool[] {
  const tools: CustomTool[] = [];
  for (const value of values ?? []) {
    const parsed = customToolFieldsSchema.safeParse(fieldsOrSelf(value));
    if (!parsed.success) continue;
    const { logo, features, ...rest } = parsed.data;
    tools.push(
      dropUndefined({
        name: rest.name,
        description: rest.description,
        features: features ?? [],
        websiteUrl: rest.websiteUrl,
        buttonText: rest.buttonText,
        priceInfo: rest.priceInfo,
        logoUrl: rest.logoUrl ?? logo,
      }),
    );
  }
  return tools;
}

export function normaliseSection(entry: Entry): CustomToolSection {
  const f = sectionFieldsSchema.parse(entry.fields);
  return dropUndefined({
    id: entry.sys.id,
    title: f.title,
    icon: f.icon,
    description: f.description,
    order: f.order ?? 0,
    categoryPage: f.categoryPage,
    customTools: customToolsOf(f.customTools),
  });
}

export function normaliseGuide(entry: Entry): GuideSection {
  const f = guideFieldsSchema.parse(entry.fields);
  return dropUndefined({
    id: entry.sys.id,
    title: f.title,
    description: f.description,
    duration: f.duration,
    difficulty: f.difficulty,
    videoUrl: f.videoUrl,
    thumbnail: f.thumbnail,
    categoryPage: f.categoryPage,
  });
}

export function normaliseComparison(entry: Entry): ComparisonTable {
  const f = comparisonFieldsSchema.parse(entry.fields);
  const toolsData = f.toolsData.flatMap((row) => {
    const parsed = comparisonRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return dropUndefined({ id: entry.sys.id, title: f.title, categoryPage: f.categoryPage, toolsData });
}

import resolveResponse from 'contentful-resolve-response';
import type { z } from 'zod';
import { slugify } from '../../../src/domain/transliterate.ts';
import type {
  CategoryFilterField,
  CategoryIcon,
  CategoryPage,
  ComparisonTable,
  ContentData,
  CustomTool,
  CustomToolSection,
  Difficulty,
  EcosystemService,
  GuideSection,
  MediaType,
  Pricing,
  Provider,
  QualityLink,
  Term,
  TermDifficulty,
  Tool,
} from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { hebrewSupportOf } from './hebrew-support.ts';
import {
  type CdaCollection,
  CONTENT_TYPES,
  type ContentRaw,
  categoryFieldsSchema,
  collectionSchema,
  comparisonFieldsSchema,
  comparisonRowSchema,
  customToolFieldsSchema,
  ecosystemFieldsSchema,
  guideFieldsSchema,
  providerSchema,
  qualityLinkSchema,
  sectionFieldsSchema,
  termFieldsSchema,
  toolFieldsSchema,
} from './schema.ts';
import { PRICING_VALUES, validateTool } from './tool-validation.ts';

// Pure: CDA responses in, entities out (spec section 3). Each entry is validated on its own; one
// bad entry is dropped with a warning and never sinks the rest.

type Entry = { sys: { id: string; createdAt?: string; updatedAt?: string }; fields: Record<string, unknown> };

const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
const MEDIA_TYPES: readonly MediaType[] = ['text', 'image', 'audio', 'video', 'code', 'multimodal'];
export const CATEGORY_ICONS: readonly CategoryIcon[] = [
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

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as T)
    : undefined;
}

function iconOf(value: unknown): CategoryIcon {
  return CATEGORY_ICONS.find((icon) => icon === value) ?? 'Sparkles';
}

/** Resolves the collection's links (the same package the SDK uses) and returns its entries. */
export function resolveEntries(collection: unknown): Entry[] {
  const parsed = collectionSchema.parse(collection);
  const items = resolveResponse(parsed, { removeUnresolved: false, itemEntryPoints: ['fields'] });
  return (items as Entry[])
    .filter((item) => item?.sys?.id)
    .map((item) => ({ ...item, fields: item.fields ?? {} }));
}

function each<T>(
  entries: Entry[],
  contentType: string,
  logger: Pick<Logger, 'warn'>,
  build: (entry: Entry) => T,
): T[] {
  const out: T[] = [];
  for (const entry of entries) {
    try {
      out.push(build(entry));
    } catch (error) {
      const issues = (error as { issues?: z.core.$ZodIssue[] }).issues?.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
      logger.warn(
        { contentType, id: entry.sys.id, issues: issues ?? String(error) },
        `dropped invalid ${contentType} entry "${entry.sys.id}"`,
      );
    }
  }
  return out;
}

/** An id from a string, a link, or a resolved entry. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  const id = (value as { sys?: { id?: unknown } } | null)?.sys?.id;
  return typeof id === 'string' ? id : undefined;
}

function ids(values: unknown[] | undefined): string[] {
  return (values ?? []).map(idOf).filter((id): id is string => id !== undefined);
}

function providersOf(values: unknown[] | undefined): Provider[] {
  const providers: Provider[] = [];
  for (const value of values ?? []) {
    const parsed = providerSchema.safeParse(value);
    if (!parsed.success) continue;
    const { name, url, pricing, notes } = parsed.data;
    // Spec section 3: providers without a name or a url are dropped.
    if (!name?.trim() || !url?.trim()) continue;
    providers.push({
      name: name.trim(),
      url: url.trim(),
      ...(pricing ? { pricing } : {}),
      ...(notes ? { notes } : {}),
    });
  }
  return providers;
}

export function normaliseTool(entry: Entry): Tool {
  const f = toolFieldsSchema.parse(entry.fields);
  const url = f.websiteUrl ?? f.toolUrl;
  const pricing: Pricing = oneOf(PRICING_VALUES, f.pricing) ?? 'free';
  const hebrew = hebrewSupportOf(entry.fields);
  const tool: Tool = {
    id: entry.sys.id,
    slug: f.slug ?? entry.sys.id,
    name: f.name ?? '',
    description: f.description ?? '',
    shortDescription: f.shortDescription,
    longDescription: f.longDescription,
    category: f.category ?? '',
    tags: f.tags ?? [],
    functionalTags: f.functionalTags ?? [],
    contentTypeTags: f.contentTypeTags ?? [],
    useCases: f.useCases ?? [],
    targetAudience: f.targetAudience ?? [],
    platforms: f.platforms ?? [],
    integrations: f.integrations ?? [],
    primaryCategory: f.primaryCategory,
    secondaryCategories: f.secondaryCategories ?? [],
    difficulty: oneOf(DIFFICULTIES, f.difficulty),
    pricing,
    featured: f.featured ?? false,
    isOpenSource: f.isOpenSource ?? false,
    company: f.company,
    mediaType: oneOf(MEDIA_TYPES, f.mediaType),
    capabilities: f.capabilities ?? [],
    features: f.features ?? [],
    applications: f.applications ?? [],
    limitations: f.limitations ?? [],
    constraints: f.constraints ?? [],
    providers: providersOf(f.providers),
    url,
    officialUrl: f.officialUrl,
    toolUrl: f.toolUrl,
    docsUrl: f.docsUrl,
    tutorialUrl: f.tutorialUrl,
    // A date the owner wrote: kept only when it reads as one.
    pricingCheckedAt: isoDate(f.pricingCheckedAt),
    coverImageUrl: f.coverImageUrl ?? f.coverImage,
    logo: f.logo,
    createdAt: entry.sys.createdAt,
    updatedAt: entry.sys.updatedAt,
    validation: validateTool({
      name: f.name,
      description: f.description,
      category: f.category,
      url,
      officialUrl: f.officialUrl,
      docsUrl: f.docsUrl,
      company: f.company,
      pricing: f.pricing,
      logo: f.logo,
      contentTypeTags: f.contentTypeTags,
    }),
    hebrew: hebrew.support,
    hebrewIssues: hebrew.issues.length > 0 ? hebrew.issues : undefined,
  };
  return dropUndefined(tool);
}

/** Spec section 3: 1 beginner, 2 intermediate, anything else advanced. */
export function termDifficulty(value: unknown): TermDifficulty {
  const level = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (level === 1) return 'beginner';
  if (level === 2) return 'intermediate';
  return 'advanced';
}

function qualityLinksOf(values: unknown[] | undefined): QualityLink[] {
  const links: QualityLink[] = [];
  for (const value of values ?? []) {
    const source = (value as { fields?: unknown } | null)?.fields ?? value;
    const parsed = qualityLinkSchema.safeParse(source);
    if (parsed.success) links.push(parsed.data);
  }
  return links;
}

export function normaliseTerm(entry: Entry): Term {
  const f = termFieldsSchema.parse(entry.fields);
  const definition = f.definition || f.shortDefinition || '';
  return dropUndefined({
    id: entry.sys.id,
    slug: f.slug || slugify(f.term, entry.sys.id),
    term: f.term,
    englishTerm: f.englishTerm,
    shortDefinition: f.shortDefinition || definition,
    definition,
    longDefinition: f.longDefinition || definition,
    category: f.category,
    difficulty: termDifficulty(f.difficulty),
    relatedTerms: ids(f.relatedTerms),
    relatedTools: ids(f.relatedTools),
    featured: f.featured ?? false,
    displayOrder: f.displayOrder ?? 0,
    tags: f.tags ?? [],
    qualityLinks: qualityLinksOf(f.qualityLinks),
    createdAt: entry.sys.createdAt,
    updatedAt: entry.sys.updatedAt,
    howItWorks: nonEmpty(f.howItWorks),
    examples: nonEmpty(f.examples),
    applications: nonEmpty(f.applications),
    limitations: nonEmpty(f.limitations),
  });
}

/** A list field with no entries is as good as absent: the fallback texts then apply. */
function nonEmpty(values: string[] | undefined): string[] | undefined {
  const items = values?.map((value) => value.trim()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
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
    const source = (value as { fields?: unknown } | null)?.fields ?? value;
    const parsed = customToolFieldsSchema.safeParse(source);
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

export function normaliseEcosystemService(entry: Entry): EcosystemService {
  const f = ecosystemFieldsSchema.parse(entry.fields);
  return dropUndefined({
    id: entry.sys.id,
    slug: f.slug ?? entry.sys.id,
    name: f.name,
    category: f.category,
    categoryLabel: f.categoryLabel ?? f.category,
    description: f.description,
    longDescription: f.longDescription ?? f.description,
    url: f.url,
    docsUrl: f.docsUrl,
    pricing: oneOf(PRICING_VALUES, f.pricing) ?? 'free',
    freeTier: f.freeTier,
    features: f.features ?? [],
    useCases: f.useCases ?? [],
    logo: f.logo,
  });
}

/** Snapshots are JSON: leave optional fields out rather than storing `undefined`. */
function dropUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

function byOrderThenTitle(a: { order: number; cardTitle: string }, b: { order: number; cardTitle: string }) {
  return a.order - b.order || a.cardTitle.localeCompare(b.cardTitle, 'he');
}

function entriesOf(collection: CdaCollection | undefined, contentType: string, logger: Pick<Logger, 'warn'>) {
  if (!collection) return [];
  try {
    return resolveEntries(collection);
  } catch (error) {
    logger.warn({ contentType, err: error }, `ignored a malformed ${contentType} collection`);
    return [];
  }
}

export function normaliseContent(raw: ContentRaw, context: { logger: Pick<Logger, 'warn'> }): ContentData {
  const { logger } = context;
  const list = <T>(key: keyof ContentRaw, build: (entry: Entry) => T) =>
    each(entriesOf(raw[key], CONTENT_TYPES[key], logger), CONTENT_TYPES[key], logger, build);
  // Tools and terms are the core of the site: a malformed collection of either fails the refresh,
  // so the last good snapshot stays.
  collectionSchema.parse(raw.tool);
  collectionSchema.parse(raw.term);
  // A draft (no name, no description, ...) is not published: kept apart for the admin's
  // data-quality report, absent from every page, list, search and the sitemap.
  const allTools = list('tool', normaliseTool);
  return {
    tools: allTools.filter((tool) => tool.validation.status !== 'draft'),
    draftTools: allTools.filter((tool) => tool.validation.status === 'draft'),
    terms: list('term', normaliseTerm),
    categories: list('category', normaliseCategory).sort(byOrderThenTitle),
    sections: list('section', normaliseSection).sort((a, b) => a.order - b.order),
    guides: list('guide', normaliseGuide),
    comparisons: list('comparison', normaliseComparison),
    ecosystem: list('ecosystem', normaliseEcosystemService),
  };
}

/** A date or date-time the content service holds, as an ISO date-time; undefined when it is not one. */
export function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

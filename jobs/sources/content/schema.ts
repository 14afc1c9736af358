import { z } from 'zod';

// The content service's payloads (Contentful Delivery API). A collection is validated as a whole,
// each entry's fields one by one after links are resolved, so one bad entry is dropped alone.

export const CONTENT_TYPES = {
  term: 'aiTerm',
  tool: 'aiTool',
  category: 'categoryPage',
  section: 'toolRecommendationSection',
  guide: 'tutorialSection',
  comparison: 'comparisonTable',
  ecosystem: 'ecosystemService',
} as const;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;

const sysSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  contentType: z.looseObject({ sys: z.looseObject({ id: z.string() }) }).optional(),
});

/** One CDA collection response (`GET /entries`), links not yet resolved. */
export const collectionSchema = z.looseObject({
  sys: z.looseObject({ type: z.literal('Array') }),
  total: z.number().int().nonnegative(),
  skip: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  items: z.array(z.looseObject({ sys: sysSchema, fields: z.record(z.string(), z.unknown()).optional() })),
  includes: z
    .looseObject({
      Entry: z.array(z.unknown()).optional(),
      Asset: z.array(z.unknown()).optional(),
    })
    .optional(),
});

export type CdaCollection = z.infer<typeof collectionSchema>;

/** What the content source fetches: one collection per content type. */
export type ContentRaw = Record<ContentTypeKey, CdaCollection>;

const text = z.string().trim().optional().catch(undefined);
const list = z
  .array(z.unknown())
  .transform((values) =>
    values.filter((value): value is string => typeof value === 'string' && value.trim() !== ''),
  )
  .optional()
  .catch(undefined);
const bool = z.boolean().optional().catch(undefined);
const num = z.number().optional().catch(undefined);

/** An asset field: a URL string, a resolved Asset, or an unresolved link (treated as absent). */
const asset = z
  .unknown()
  .transform((value): string | undefined => {
    if (typeof value === 'string') return value.trim() || undefined;
    const url = (value as { fields?: { file?: { url?: unknown } } } | null)?.fields?.file?.url;
    if (typeof url !== 'string' || url === '') return undefined;
    return url.startsWith('//') ? `https:${url}` : url;
  })
  .optional();

/** `categoryPage` on sections: a slug string, or a linked categoryPage entry. */
const categoryRef = z
  .unknown()
  .transform((value): string | undefined => {
    if (typeof value === 'string') return value.trim() || undefined;
    const slug = (value as { fields?: { slug?: unknown } } | null)?.fields?.slug;
    return typeof slug === 'string' ? slug : undefined;
  })
  .optional();

const providerSchema = z.looseObject({
  name: z.string().optional(),
  url: z.string().optional(),
  pricing: z.string().optional(),
  notes: z.string().optional(),
});

export const toolFieldsSchema = z.looseObject({
  name: text,
  slug: text,
  description: text,
  shortDescription: text,
  longDescription: text,
  category: text,
  tags: list,
  functionalTags: list,
  contentTypeTags: list,
  useCases: list,
  targetAudience: list,
  platforms: list,
  integrations: list,
  primaryCategory: text,
  secondaryCategories: list,
  difficulty: text,
  pricing: text,
  featured: bool,
  isOpenSource: bool,
  company: text,
  mediaType: text,
  capabilities: list,
  features: list,
  applications: list,
  limitations: list,
  constraints: list,
  providers: z.array(z.unknown()).optional().catch(undefined),
  websiteUrl: text,
  officialUrl: text,
  toolUrl: text,
  docsUrl: text,
  tutorialUrl: text,
  pricingCheckedAt: text,
  coverImage: asset,
  coverImageUrl: text,
  logo: asset,
  /** Other spellings of the name for search (optional; docs/content-model.md). */
  aliases: list,
});

export { providerSchema };

const qualityLinkSchema = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  url: z.string().min(1),
});

export const termFieldsSchema = z.looseObject({
  term: z.string().trim().min(1),
  slug: text,
  englishTerm: z.string().trim().default(''),
  shortDefinition: text,
  definition: text,
  longDefinition: text,
  category: z.string().trim().default(''),
  difficulty: z.unknown().optional(),
  relatedTerms: z.array(z.unknown()).optional().catch(undefined),
  relatedTools: z.array(z.unknown()).optional().catch(undefined),
  featured: bool,
  displayOrder: num,
  tags: list,
  qualityLinks: z.array(z.unknown()).optional().catch(undefined),
  /** Other spellings of the term for search (optional). */
  aliases: list,
  // Term page sections (docs/product.md#term-page); content-managed values win over the lookup tables.
  howItWorks: list,
  examples: list,
  applications: list,
  limitations: list,
});

export { qualityLinkSchema };

export const categoryFieldsSchema = z.looseObject({
  title: z.string().trim().min(1),
  slug: z.string().trim().min(1),
  description: z.string().trim().default(''),
  icon: text,
  cardTitle: text,
  cardDescription: text,
  filterBy: text,
  filterValues: list,
  featured: bool,
  order: num,
  seoKeywords: list,
});

export const customToolFieldsSchema = z.looseObject({
  name: z.string().trim().min(1),
  description: z.string().trim().default(''),
  features: list,
  websiteUrl: text,
  buttonText: text,
  priceInfo: text,
  logoUrl: text,
  logo: asset,
});

export const sectionFieldsSchema = z.looseObject({
  title: z.string().trim().min(1),
  icon: text,
  description: z.string().trim().default(''),
  order: num,
  categoryPage: categoryRef,
  customTools: z.array(z.unknown()).optional().catch(undefined),
});

export const guideFieldsSchema = z.looseObject({
  title: z.string().trim().min(1),
  description: z.string().trim().default(''),
  duration: text,
  difficulty: text,
  videoUrl: text,
  thumbnail: asset,
  categoryPage: categoryRef,
});

const comparisonRowSchema = z.object({
  name: z.string().min(1),
  price: z.coerce.string().default(''),
  ease: z.coerce.string().default(''),
  quality: z.coerce.string().default(''),
});

export const comparisonFieldsSchema = z.looseObject({
  title: z.string().trim().min(1),
  categoryPage: categoryRef,
  toolsData: z.array(z.unknown()).default([]),
});

export { comparisonRowSchema };

export const ecosystemFieldsSchema = z.looseObject({
  name: z.string().trim().min(1),
  slug: text,
  category: z.string().trim().min(1),
  categoryLabel: text,
  description: z.string().trim().min(1),
  longDescription: text,
  url: z.string().trim().min(1),
  docsUrl: text,
  pricing: text,
  freeTier: text,
  features: list,
  useCases: list,
  logo: asset,
});

import type { Difficulty, MediaType, Pricing, Provider, Tool } from '../../../src/domain/types.ts';
import { hebrewSupportOf } from './hebrew-support.ts';
import { lifecycleOf } from './lifecycle.ts';
import { dropUndefined, type Entry, oneOf, spellingsOf } from './normalise-fields.ts';
import { providerSchema, toolFieldsSchema } from './schema.ts';
import { PRICING_VALUES, validateTool } from './tool-validation.ts';

// Pure: a tool entry in, a Tool out (docs/product.md#entities).

const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
const MEDIA_TYPES: readonly MediaType[] = ['text', 'image', 'audio', 'video', 'code', 'multimodal'];

function providersOf(values: unknown[] | undefined): Provider[] {
  const providers: Provider[] = [];
  for (const value of values ?? []) {
    const parsed = providerSchema.safeParse(value);
    if (!parsed.success) continue;
    const { name, url, pricing, notes } = parsed.data;
    // Providers without a name or a url are dropped (docs/product.md#entities).
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

/** A date or date-time the content service holds, as an ISO date-time; undefined when it is not one. */
function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function normaliseTool(entry: Entry): Tool {
  const f = toolFieldsSchema.parse(entry.fields);
  const url = f.websiteUrl ?? f.toolUrl;
  const pricing: Pricing = oneOf(PRICING_VALUES, f.pricing) ?? 'free';
  const hebrew = hebrewSupportOf(entry.fields);
  const life = lifecycleOf(entry.fields);
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
    aliases: spellingsOf(f.aliases),
    lifecycle: life.lifecycle,
    lifecycleIssues: life.issues.length > 0 ? life.issues : undefined,
  };
  return dropUndefined(tool);
}

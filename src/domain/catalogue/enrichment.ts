import { ownValue } from '../records.ts';
import type { Tool } from '../types.ts';
import enrichmentData from './enrichment-data.json' with { type: 'json' };

// Hand-written enrichment for about 17 well-known tools (docs/product.md#entities, tool enrichment), and
// per-category defaults (the fixed lookup tables, docs/product.md#entities). Prices are list prices in USD at
// the time of writing; each tool's own pricing page is the authority. The texts themselves are data,
// in enrichment-data.json (`tools` by tool id, `categoryDefaults` by category key).

type PricingTier = { tier: string; price: string; features: string[] };

export type ToolEnrichment = {
  enhancedDescription: string;
  technicalSpecs: Record<string, string>;
  pricingDetails: PricingTier[];
  integrations: string[];
  limitations: string[];
  proTips: string[];
};

export const TOOL_ENRICHMENT: Record<string, ToolEnrichment> = enrichmentData.tools;

/** docs/product.md#entities: the exact id, then lowercase, then lowercase with spaces turned into hyphens. */
export function findEnrichment(id: string | undefined): ToolEnrichment | undefined {
  if (!id) return undefined;
  const lowered = id.toLowerCase();
  return (
    ownValue(TOOL_ENRICHMENT, id) ??
    ownValue(TOOL_ENRICHMENT, lowered) ??
    ownValue(TOOL_ENRICHMENT, lowered.replace(/\s+/g, '-'))
  );
}

export type CategoryKey = 'image' | 'video' | 'audio' | 'text' | 'code' | 'automation' | 'other';

export type CategoryDefaults = {
  capabilities: string[];
  applications: string[];
  limitations: string[];
  /** A section specific to the category, e.g. prompt tips for image tools. */
  specificSection: { title: string; items: string[] };
};

export const CATEGORY_DEFAULTS: Record<CategoryKey, CategoryDefaults> = enrichmentData.categoryDefaults;

const CATEGORY_PATTERNS: [CategoryKey, RegExp][] = [
  ['image', /image|תמונ|גרפיק|art/i],
  ['video', /video|וידאו|סרט/i],
  ['audio', /audio|אודיו|קול|מוזיק|voice|music|speech|דיבור/i],
  ['code', /code|coding|קוד|תכנות|פיתוח|develop/i],
  ['automation', /automation|אוטומצ/i],
  ['text', /text|טקסט|שפה|כתיבה|chat|language|writing/i],
];

export function categoryKeyOf(tool: Pick<Tool, 'category' | 'primaryCategory' | 'mediaType'>): CategoryKey {
  for (const name of [tool.primaryCategory, tool.category, tool.mediaType]) {
    if (!name) continue;
    const hit = CATEGORY_PATTERNS.find(([, pattern]) => pattern.test(name));
    if (hit) return hit[0];
  }
  return 'other';
}

export type ToolDetails = {
  about: string;
  capabilities: string[];
  applications: string[];
  limitations: string[];
  pricing: PricingTier[];
  technicalSpecs: [string, string][];
  integrations: string[];
  proTips: string[];
  specificSection: { title: string; items: string[] };
  enriched: boolean;
};

/** Everything the detail page shows: the tool's own data, then enrichment, then category defaults. */
export function toolDetails(tool: Tool): ToolDetails {
  const enrichment = findEnrichment(tool.id) ?? findEnrichment(tool.slug);
  const defaults = CATEGORY_DEFAULTS[categoryKeyOf(tool)];
  const pick = (...lists: (string[] | undefined)[]) => lists.find((list) => list && list.length > 0) ?? [];
  const specs: [string, string][] = enrichment ? Object.entries(enrichment.technicalSpecs) : [];
  if (!enrichment) {
    if (tool.platforms.length) specs.push(['פלטפורמות', tool.platforms.join(', ')]);
    if (tool.company) specs.push(['חברה', tool.company]);
    if (tool.mediaType) specs.push(['סוג מדיה', tool.mediaType]);
  }
  return {
    about: enrichment?.enhancedDescription || tool.longDescription || tool.description,
    capabilities: pick(tool.capabilities, tool.features, defaults.capabilities),
    applications: pick(tool.applications, tool.useCases, defaults.applications),
    limitations: pick(enrichment?.limitations, tool.limitations, tool.constraints, defaults.limitations),
    pricing: enrichment?.pricingDetails ?? [],
    technicalSpecs: specs,
    integrations: pick(enrichment?.integrations, tool.integrations),
    proTips: enrichment?.proTips ?? [],
    specificSection: defaults.specificSection,
    enriched: Boolean(enrichment),
  };
}

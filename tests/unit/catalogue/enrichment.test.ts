import { describe, expect, it } from 'vitest';
import {
  CATEGORY_DEFAULTS,
  categoryKeyOf,
  findEnrichment,
  TOOL_ENRICHMENT,
  toolDetails,
} from '../../../src/domain/catalogue/enrichment.ts';
import { tool } from './fixtures.ts';

describe('tool enrichment lookup (docs/product.md#entities)', () => {
  it('covers about 17 tools', () => {
    expect(Object.keys(TOOL_ENRICHMENT).length).toBeGreaterThanOrEqual(17);
  });

  it.each([
    ['the exact id', 'midjourney', true],
    ['the lowercase id', 'ChatGPT', true],
    ['lowercase with spaces turned into hyphens', 'GitHub Copilot', true],
    ['an unknown tool', 'no-such-tool', false],
    ['an empty id', '', false],
    ['no enrichment for a tool named like an object property', 'constructor', false],
    ['no enrichment for __proto__', '__proto__', false],
  ])('finds %s (%s)', (_name, id, found) => {
    expect(Boolean(findEnrichment(id))).toBe(found);
  });

  it('gives every enriched tool all its fields', () => {
    for (const entry of Object.values(TOOL_ENRICHMENT)) {
      expect(entry.enhancedDescription.length).toBeGreaterThan(50);
      expect(Object.keys(entry.technicalSpecs).length).toBeGreaterThan(0);
      expect(entry.pricingDetails.length).toBeGreaterThan(0);
      expect(entry.limitations.length).toBeGreaterThan(0);
      expect(entry.proTips.length).toBeGreaterThan(0);
    }
  });
});

describe('tool details: own data, then enrichment, then category defaults', () => {
  it('uses the enhanced description for an enriched tool', () => {
    const details = toolDetails(tool({ id: 'suno', category: 'אודיו' }));
    expect(details.enriched).toBe(true);
    expect(details.about).toBe(TOOL_ENRICHMENT.suno?.enhancedDescription);
    expect(details.pricing.length).toBeGreaterThan(0);
  });

  it('falls back to the category defaults for an unknown tool', () => {
    const details = toolDetails(tool({ id: 'new-tool', category: 'וידאו' }));
    expect(details.enriched).toBe(false);
    expect(details.capabilities).toEqual(CATEGORY_DEFAULTS.video.capabilities);
    expect(details.applications).toEqual(CATEGORY_DEFAULTS.video.applications);
    expect(details.limitations).toEqual(CATEGORY_DEFAULTS.video.limitations);
  });

  it('prefers the tool own capabilities over the defaults', () => {
    expect(toolDetails(tool({ id: 'x', capabilities: ['א'] })).capabilities).toEqual(['א']);
  });

  it.each([
    ['תמונות וגרפיקה', 'image'],
    ['תכנות ופיתוח', 'code'],
    ['שפה וטקסט', 'text'],
    ['וידאו', 'video'],
    ['אודיו', 'audio'],
    ['אוטומציה', 'automation'],
    ['משהו אחר', 'other'],
  ])('maps the category %s to %s defaults', (category, key) => {
    expect(categoryKeyOf({ category })).toBe(key);
  });
});

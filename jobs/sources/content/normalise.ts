import resolveResponse from 'contentful-resolve-response';
import type { z } from 'zod';
import type { ContentData } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { checkSuccessors, isRetired } from './lifecycle.ts';
import { normaliseEcosystemService } from './normalise-ecosystem.ts';
import type { Entry } from './normalise-fields.ts';
import {
  normaliseCategory,
  normaliseComparison,
  normaliseGuide,
  normaliseSection,
} from './normalise-pages.ts';
import { normaliseTerm } from './normalise-term.ts';
import { normaliseTool } from './normalise-tool.ts';
import { type CdaCollection, CONTENT_TYPES, type ContentRaw, collectionSchema } from './schema.ts';

// Pure: CDA responses in, entities out (docs/product.md#entities). Each entry is validated on its own; one
// bad entry is dropped with a warning and never sinks the rest. Each entity's normaliser lives in
// its own module beside this one (normalise-tool.ts, normalise-term.ts, ...).

/** Resolves the collection's links (the same package the SDK uses) and returns its entries. */
function resolveEntries(collection: unknown): Entry[] {
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
  const published = allTools.filter((tool) => tool.validation.status !== 'draft');
  checkSuccessors(published);
  return {
    // A retired tool (discontinued, acquired, renamed) leaves every list, filter, compare choice and
    // alternative; its own page and /tools/graveyard read it from `retiredTools`.
    tools: published.filter((tool) => !isRetired(tool)),
    retiredTools: published.filter(isRetired),
    draftTools: allTools.filter((tool) => tool.validation.status === 'draft'),
    terms: list('term', normaliseTerm),
    categories: list('category', normaliseCategory).sort(byOrderThenTitle),
    sections: list('section', normaliseSection).sort((a, b) => a.order - b.order),
    guides: list('guide', normaliseGuide),
    comparisons: list('comparison', normaliseComparison),
    ecosystem: list('ecosystem', normaliseEcosystemService),
  };
}

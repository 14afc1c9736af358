import { slugify } from '../../../src/domain/transliterate.ts';
import type { QualityLink, Term, TermDifficulty } from '../../../src/domain/types.ts';
import { dropUndefined, type Entry, fieldsOrSelf, ids, spellingsOf } from './normalise-fields.ts';
import { qualityLinkSchema, termFieldsSchema } from './schema.ts';

// Pure: a glossary term entry in, a Term out (docs/product.md#entities).

/** 1 beginner, 2 intermediate, anything else advanced (docs/product.md#glossary). */
export function termDifficulty(value: unknown): TermDifficulty {
  const level = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (level === 1) return 'beginner';
  if (level === 2) return 'intermediate';
  return 'advanced';
}

function qualityLinksOf(values: unknown[] | undefined): QualityLink[] {
  const links: QualityLink[] = [];
  for (const value of values ?? []) {
    const parsed = qualityLinkSchema.safeParse(fieldsOrSelf(value));
    if (parsed.success) links.push(parsed.data);
  }
  return links;
}

/** A list field with no entries is as good as absent: the fallback texts then apply. */
function nonEmpty(values: string[] | undefined): string[] | undefined {
  const items = values?.map((value) => value.trim()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
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
    aliases: spellingsOf(f.aliases),
  });
}

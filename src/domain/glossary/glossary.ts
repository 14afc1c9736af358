import type { Term, Tool } from '../types.ts';
import { conceptFor, isConcept, normaliseConceptKey } from './concepts.ts';

// The glossary over the content snapshot's terms: one ordered list, lookups by slug, id and alias,
// previous/next with wrap-around, and the relation between terms and tools in both directions.
// Built once per content version (src/glossary/data.ts).

/** The canonical address of a term: its slug, or its id when it has none. */
export function termPath(term: Pick<Term, 'id' | 'slug'>): string {
  return `/terms/${encodeURIComponent(term.slug || term.id)}`;
}

/**
 * The list order: terms with a display order first (ascending), then the rest by their Hebrew name.
 * The content service gives 0 to a term without an order.
 */
export function sortTerms(terms: readonly Term[]): Term[] {
  return [...terms].sort((a, b) => {
    const ao = a.displayOrder > 0 ? a.displayOrder : Number.POSITIVE_INFINITY;
    const bo = b.displayOrder > 0 ? b.displayOrder : Number.POSITIVE_INFINITY;
    if (ao !== bo) return ao - bo;
    return a.term.localeCompare(b.term, 'he') || a.id.localeCompare(b.id);
  });
}

type TermLookup = {
  term: Term;
  /** True when the address asked for is the term's canonical one (its slug). */
  canonical: boolean;
};

type Neighbours = {
  previous: Term;
  next: Term;
  /** 1-based position in the full list. */
  position: number;
  total: number;
};

export type Glossary = {
  /** Every term, in list order. */
  terms: readonly Term[];
  /** A term by slug, id or alias (docs/product.md#route-table; aliases too). */
  find(key: string): TermLookup | undefined;
  /** Previous and next around the full list, wrapping at both ends (docs/product.md#term-page). */
  neighbours(term: Term): Neighbours;
  /** The related terms that exist, at most `limit` (5, docs/product.md#glossary). */
  relatedTerms(term: Term, limit?: number): Term[];
  /** The tools a term names, in the order it names them; unknown ids are skipped. */
  relatedTools(term: Term): Tool[];
  /** The terms that name a tool (by its id or slug), in list order. */
  termsForTool(tool: Pick<Tool, 'id' | 'slug'>): Term[];
};

const RELATED_TERMS_LIMIT = 5;

function keyOf(value: string): string {
  return normaliseConceptKey(value);
}

export function buildGlossary(terms: readonly Term[], tools: readonly Tool[] = []): Glossary {
  const ordered = sortTerms(terms);
  const position = new Map<Term, number>(ordered.map((term, index) => [term, index]));
  const bySlug = new Map<string, Term>();
  const byId = new Map<string, Term>();
  const byLooseKey = new Map<string, Term>();
  const byConcept = new Map<string, Term>();
  for (const term of ordered) {
    if (term.slug && !bySlug.has(term.slug)) bySlug.set(term.slug, term);
    if (!byId.has(term.id)) byId.set(term.id, term);
  }
  for (const term of ordered) {
    for (const key of [term.slug, term.id]) {
      if (key && !byLooseKey.has(keyOf(key))) byLooseKey.set(keyOf(key), term);
    }
  }
  // A concept goes to the term named after it, else to the first term (in list order) that maps to it.
  for (const term of ordered) {
    const concept = conceptFor(term.id, term.slug);
    if (!isConcept(concept)) continue;
    const named = keyOf(term.id) === concept || keyOf(term.slug) === concept;
    if (named || !byConcept.has(concept)) {
      const current = byConcept.get(concept);
      const currentNamed = current && (keyOf(current.id) === concept || keyOf(current.slug) === concept);
      if (!currentNamed) byConcept.set(concept, term);
    }
  }

  function find(raw: string): TermLookup | undefined {
    const key = raw.trim();
    if (!key || key.length > 200) return undefined;
    const exact = bySlug.get(key) ?? byId.get(key) ?? byLooseKey.get(keyOf(key));
    if (exact) return { term: exact, canonical: exact.slug === key };
    const concept = conceptFor(key);
    const viaConcept = isConcept(concept) ? byConcept.get(concept) : undefined;
    return viaConcept ? { term: viaConcept, canonical: false } : undefined;
  }

  const toolsByKey = new Map<string, Tool>();
  for (const tool of tools) {
    if (!toolsByKey.has(tool.id)) toolsByKey.set(tool.id, tool);
  }
  for (const tool of tools) {
    if (tool.slug && !toolsByKey.has(tool.slug)) toolsByKey.set(tool.slug, tool);
  }
  const termsByTool = new Map<Tool, Term[]>();
  for (const term of ordered) {
    for (const tool of new Set(term.relatedTools.map((id) => toolsByKey.get(id)))) {
      if (!tool) continue;
      const list = termsByTool.get(tool) ?? [];
      list.push(term);
      termsByTool.set(tool, list);
    }
  }

  return {
    terms: ordered,
    find,
    neighbours(term) {
      const total = ordered.length;
      const index = position.get(term) ?? ordered.findIndex((other) => other.id === term.id);
      const at = index < 0 ? 0 : index;
      return {
        previous: ordered[(at - 1 + total) % total] ?? term,
        next: ordered[(at + 1) % total] ?? term,
        position: at + 1,
        total,
      };
    },
    relatedTerms(term, limit = RELATED_TERMS_LIMIT) {
      const out: Term[] = [];
      for (const id of term.relatedTerms) {
        const related = find(id)?.term;
        if (related && related.id !== term.id && !out.includes(related)) out.push(related);
        if (out.length >= limit) break;
      }
      return out;
    },
    relatedTools(term) {
      const out: Tool[] = [];
      for (const id of term.relatedTools) {
        const tool = toolsByKey.get(id);
        if (tool && !out.includes(tool)) out.push(tool);
      }
      return out;
    },
    termsForTool(tool) {
      const match = toolsByKey.get(tool.id) ?? toolsByKey.get(tool.slug);
      return match ? (termsByTool.get(match) ?? []) : [];
    },
  };
}

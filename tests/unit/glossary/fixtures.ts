import type { Term } from '../../../src/domain/types.ts';

// Fixture terms for the glossary rules; independent of the seed content.

export function term(overrides: Partial<Term> & { id: string }): Term {
  return {
    slug: overrides.id,
    term: overrides.id,
    englishTerm: overrides.id,
    shortDefinition: `${overrides.id} בקצרה`,
    definition: `${overrides.id} הגדרה`,
    longDefinition: `${overrides.id} הגדרה`,
    category: 'יסודות',
    difficulty: 'beginner',
    relatedTerms: [],
    relatedTools: [],
    featured: false,
    displayOrder: 0,
    tags: [],
    qualityLinks: [],
    ...overrides,
  };
}

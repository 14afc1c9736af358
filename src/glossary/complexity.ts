import { conceptFor } from '../domain/glossary/concepts.ts';
import type { Term } from '../domain/types.ts';

// The complexity bar of a term page (spec section 9, "Complexity levels"; section 5: clamped 0-100).

export type Complexity = { value: number; label: string };

export const COMPLEXITY_LEVELS: Readonly<Record<string, Complexity>> = {
  'machine-learning': { value: 40, label: 'בסיסית' },
  'neural-networks': { value: 60, label: 'בינונית' },
  'deep-learning': { value: 80, label: 'מתקדמת' },
  nlp: { value: 50, label: 'בינונית' },
  transformer: { value: 85, label: 'מתקדמת' },
  gpt: { value: 70, label: 'בינונית-מתקדמת' },
  llm: { value: 75, label: 'מתקדמת' },
  'fine-tuning': { value: 90, label: 'מתקדמת מאוד' },
};

export const DEFAULT_COMPLEXITY: Complexity = { value: 50, label: 'בינונית' };

/** Any number to an integer percentage in 0-100; anything that is not a number is the default. */
export function clampComplexity(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_COMPLEXITY.value;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** The level of a term: by its id, then its slug, then the concept they name; else the default. */
export function complexityFor(
  term: Pick<Term, 'id' | 'slug'>,
  levels: Readonly<Record<string, Complexity>> = COMPLEXITY_LEVELS,
): Complexity {
  const concept = conceptFor(term.id, term.slug);
  const level =
    levels[term.id.toLowerCase()] ?? levels[term.slug.toLowerCase()] ?? levels[concept] ?? DEFAULT_COMPLEXITY;
  return { value: clampComplexity(level.value), label: level.label };
}

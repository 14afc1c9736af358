import type { Term, TermDifficulty } from '../types.ts';
import { conceptFor } from './concepts.ts';

// The complexity bar of a term page (docs/product.md#complexity-levels; clamped 0-100).

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

/**
 * The difficulty a complexity level stands for: up to 45 a beginner's term, below 75 an intermediate
 * one, else advanced (the table's 'בסיסית', 'בינונית', 'בינונית-מתקדמת' and 'מתקדמת' bands).
 */
function difficultyOfComplexity(value: number): TermDifficulty {
  if (value <= 45) return 'beginner';
  return value < 75 ? 'intermediate' : 'advanced';
}

/**
 * The level of a term: by its id, then its slug, then the concept they name; else the default. The
 * term page's difficulty chip shows `difficulty`, so chip and bar come from one source: a term the
 * table lists takes the difficulty of its level (the content once said 'מתחיל' for 'מודל שפה גדול'
 * beside 'מתקדמת 75%'); any other keeps the content's own.
 */
export function complexityFor(
  term: Pick<Term, 'id' | 'slug' | 'difficulty'>,
  levels: Readonly<Record<string, Complexity>> = COMPLEXITY_LEVELS,
): Complexity & { difficulty: TermDifficulty } {
  const concept = conceptFor(term.id, term.slug);
  const listed = levels[term.id.toLowerCase()] ?? levels[term.slug.toLowerCase()] ?? levels[concept];
  const level = listed ?? DEFAULT_COMPLEXITY;
  const value = clampComplexity(level.value);
  return { value, label: level.label, difficulty: listed ? difficultyOfComplexity(value) : term.difficulty };
}

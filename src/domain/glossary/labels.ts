import type { TermDifficulty } from '../types.ts';

// Labels of the glossary (docs/product.md#glossary: difficulty 1 beginner, 2 intermediate, else advanced).

export const DIFFICULTY_LABELS: Record<TermDifficulty, string> = {
  beginner: 'מתחיל',
  intermediate: 'בינוני',
  advanced: 'מתקדם',
};

/** The `difficulty` query values of /terms, in the content service's own numbering. */
export const DIFFICULTY_LEVELS: readonly { value: '1' | '2' | '3'; difficulty: TermDifficulty }[] = [
  { value: '1', difficulty: 'beginner' },
  { value: '2', difficulty: 'intermediate' },
  { value: '3', difficulty: 'advanced' },
];

export function difficultyValue(difficulty: TermDifficulty): '1' | '2' | '3' {
  return DIFFICULTY_LEVELS.find((level) => level.difficulty === difficulty)?.value ?? '3';
}

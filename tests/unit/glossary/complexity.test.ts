import { describe, expect, it } from 'vitest';
import {
  COMPLEXITY_LEVELS,
  clampComplexity,
  complexityFor,
  DEFAULT_COMPLEXITY,
} from '../../../src/domain/glossary/complexity.ts';
import { term } from './fixtures.ts';

describe('complexity levels (docs/product.md#complexity-levels)', () => {
  it.each([
    ['machine-learning', 40, 'בסיסית', 'beginner'],
    ['neural-networks', 60, 'בינונית', 'intermediate'],
    ['deep-learning', 80, 'מתקדמת', 'advanced'],
    ['nlp', 50, 'בינונית', 'intermediate'],
    ['transformer', 85, 'מתקדמת', 'advanced'],
    ['gpt', 70, 'בינונית-מתקדמת', 'intermediate'],
    ['llm', 75, 'מתקדמת', 'advanced'],
    ['fine-tuning', 90, 'מתקדמת מאוד', 'advanced'],
  ])('%s is %i, %s, and so %s whatever the content says', (id, value, label, difficulty) => {
    expect(complexityFor(term({ id, difficulty: 'beginner' }))).toEqual({ value, label, difficulty });
  });

  it('gives every other term the default 50, בינונית', () => {
    expect(DEFAULT_COMPLEXITY).toEqual({ value: 50, label: 'בינונית' });
    // A term the table does not list keeps the content's difficulty.
    expect(complexityFor(term({ id: 'seed', difficulty: 'advanced' }))).toEqual({
      value: 50,
      label: 'בינונית',
      difficulty: 'advanced',
    });
    expect(complexityFor(term({ id: '4xYzLiveEntry', slug: 'something-else' }))).toMatchObject(
      DEFAULT_COMPLEXITY,
    );
  });

  it('finds a live entry by its slug, and by the concept its slug names', () => {
    expect(complexityFor(term({ id: '4xYzLiveEntry', slug: 'gpt' })).value).toBe(70);
    expect(complexityFor(term({ id: '4xYzLiveEntry', slug: 'large-language-model' })).value).toBe(75);
    expect(complexityFor(term({ id: 'Fine_Tuning', slug: 'kivnun-adin' })).value).toBe(90);
  });
});

describe('complexity clamping (docs/product.md#complexity-levels: 0-100)', () => {
  it.each([
    [-20, 0],
    [0, 0],
    [42.6, 43],
    [100, 100],
    [250, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 50],
    ['80', 50],
    [undefined, 50],
  ])('%s becomes %s', (input, expected) => {
    expect(clampComplexity(input)).toBe(expected);
  });

  it('clamps a level table that holds values out of range', () => {
    const levels = { ...COMPLEXITY_LEVELS, llm: { value: 140, label: 'x' }, git: { value: -3, label: 'y' } };
    expect(complexityFor(term({ id: 'llm' }), levels).value).toBe(100);
    expect(complexityFor(term({ id: 'git' }), levels).value).toBe(0);
  });
});

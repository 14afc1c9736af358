import { describe, expect, it } from 'vitest';
import {
  COMPLEXITY_LEVELS,
  clampComplexity,
  complexityFor,
  DEFAULT_COMPLEXITY,
} from '../../../src/glossary/complexity.ts';
import { term } from './fixtures.ts';

describe('complexity levels (spec section 9)', () => {
  it.each([
    ['machine-learning', 40, 'בסיסית'],
    ['neural-networks', 60, 'בינונית'],
    ['deep-learning', 80, 'מתקדמת'],
    ['nlp', 50, 'בינונית'],
    ['transformer', 85, 'מתקדמת'],
    ['gpt', 70, 'בינונית-מתקדמת'],
    ['llm', 75, 'מתקדמת'],
    ['fine-tuning', 90, 'מתקדמת מאוד'],
  ])('%s is %i, %s', (id, value, label) => {
    expect(complexityFor(term({ id }))).toEqual({ value, label });
  });

  it('gives every other term the default 50, בינונית', () => {
    expect(DEFAULT_COMPLEXITY).toEqual({ value: 50, label: 'בינונית' });
    expect(complexityFor(term({ id: 'seed' }))).toEqual({ value: 50, label: 'בינונית' });
    expect(complexityFor(term({ id: '4xYzLiveEntry', slug: 'something-else' }))).toEqual(DEFAULT_COMPLEXITY);
  });

  it('finds a live entry by its slug, and by the concept its slug names', () => {
    expect(complexityFor(term({ id: '4xYzLiveEntry', slug: 'gpt' })).value).toBe(70);
    expect(complexityFor(term({ id: '4xYzLiveEntry', slug: 'large-language-model' })).value).toBe(75);
    expect(complexityFor(term({ id: 'Fine_Tuning', slug: 'kivnun-adin' })).value).toBe(90);
  });
});

describe('complexity clamping (spec section 5: 0-100)', () => {
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

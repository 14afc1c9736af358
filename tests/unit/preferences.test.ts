import { describe, expect, it } from 'vitest';
import { clampTextSize, DEFAULT_ACCESSIBILITY, parseAccessibility } from '../../client/lib/preferences.ts';

describe('accessibility settings from browser storage', () => {
  it.each([
    [null, DEFAULT_ACCESSIBILITY],
    ['not json', DEFAULT_ACCESSIBILITY],
    ['[1,2]', DEFAULT_ACCESSIBILITY],
    ['{"textSize":130,"highContrast":true}', { ...DEFAULT_ACCESSIBILITY, textSize: 130, highContrast: true }],
    ['{"textSize":"huge","stopAnimations":"yes"}', DEFAULT_ACCESSIBILITY],
    ['{"theme":"dark"}', { ...DEFAULT_ACCESSIBILITY, theme: 'dark' }],
    ['{"theme":"light"}', { ...DEFAULT_ACCESSIBILITY, theme: 'light' }],
    ['{"theme":"dark\\" onload=1"}', DEFAULT_ACCESSIBILITY],
    ['{"theme":["dark"]}', DEFAULT_ACCESSIBILITY],
  ])('reads %s safely', (raw, expected) => {
    expect(parseAccessibility(raw)).toEqual(expected);
  });

  it.each([
    [10, 70],
    [70, 70],
    [149.6, 150],
    [400, 150],
    [Number.NaN, 100],
  ])('clamps the text size %s to %s (70-150 %)', (input, output) => {
    expect(clampTextSize(input)).toBe(output);
  });
});

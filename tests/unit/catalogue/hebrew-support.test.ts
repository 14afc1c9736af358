import { describe, expect, it } from 'vitest';
import { hebrewSupportOf } from '../../../jobs/sources/content/hebrew-support.ts';
import { hebrewRatingIssues, toolQualityReport } from '../../../src/api/admin.ts';
import {
  HEBREW_LEVEL_LABELS,
  hebrewLevel,
  hebrewRank,
  speaksHebrewWell,
} from '../../../src/domain/hebrew-support.ts';
import type { HebrewSupport } from '../../../src/domain/types.ts';
import { tool } from './fixtures.ts';

describe('the Hebrew-support level', () => {
  it.each<[string, HebrewSupport | undefined, string]>([
    ['no rating at all', undefined, 'טרם נבדק'],
    ['notes but no scores', { notes: 'נבדק בקצרה' }, 'טרם נבדק'],
    ['an interface but no input score', { ui: 'full' }, 'טרם נבדק'],
    [
      'a full interface, 5 and 5, right-to-left right',
      { ui: 'full', input: 5, output: 5, rtl: 'yes' },
      'מלאה',
    ],
    ['a full interface, 4 and 4, no right-to-left rating', { ui: 'full', input: 4, output: 4 }, 'מלאה'],
    ['a full interface and no language output', { ui: 'full', input: 4 }, 'מלאה'],
    [
      'a full interface but right-to-left partly broken',
      { ui: 'full', input: 5, output: 5, rtl: 'partial' },
      'טובה',
    ],
    ['an English interface, 5 and 5', { ui: 'none', input: 5, output: 5, rtl: 'yes' }, 'טובה'],
    ['a partial interface, 4 and 4', { ui: 'partial', input: 4, output: 4 }, 'טובה'],
    ['no interface rating, input 5, no output', { input: 5 }, 'טובה'],
    [
      'good language but broken right-to-left output',
      { ui: 'none', input: 5, output: 4, rtl: 'no' },
      'חלקית',
    ],
    ['good input, weak output', { ui: 'full', input: 4, output: 2 }, 'חלקית'],
    ['middling input', { ui: 'none', input: 3, output: 3 }, 'חלקית'],
    ['weak input and output', { ui: 'none', input: 2, output: 1 }, 'חלקית'],
    ['no Hebrew input, no interface', { ui: 'none', input: 1, output: 1 }, 'אין'],
    ['no Hebrew input, interface not rated', { input: 1 }, 'אין'],
    ['no Hebrew input but a Hebrew interface', { ui: 'partial', input: 1, output: 1 }, 'חלקית'],
  ])('%s: %s', (_name, support, label) => {
    expect(HEBREW_LEVEL_LABELS[hebrewLevel(support)]).toBe(label);
  });

  it('ranks every level above the next, and better scores first within a level', () => {
    const full = hebrewRank({ ui: 'full', input: 5, output: 5 });
    const fullWeaker = hebrewRank({ ui: 'full', input: 4, output: 4 });
    const good = hebrewRank({ ui: 'none', input: 5, output: 5 });
    const partial = hebrewRank({ input: 3, output: 3 });
    const none = hebrewRank({ input: 1, output: 1, ui: 'none' });
    const unknown = hebrewRank(undefined);
    expect(full).toBeGreaterThan(fullWeaker);
    expect(fullWeaker).toBeGreaterThan(good);
    expect(good).toBeGreaterThan(partial);
    expect(partial).toBeGreaterThan(none);
    expect(none).toBeGreaterThan(unknown);
  });

  it('speaks Hebrew well only at the full and good levels', () => {
    expect(speaksHebrewWell({ input: 4, output: 4 })).toBe(true);
    expect(speaksHebrewWell({ input: 4, output: 3 })).toBe(false);
    expect(speaksHebrewWell(undefined)).toBe(false);
  });
});

describe('the aiTool entry’s hebrew* fields (normalise step)', () => {
  it('reads a complete rating', () => {
    expect(
      hebrewSupportOf({
        hebrewUi: 'Full',
        hebrewInput: 5,
        hebrewOutput: 4,
        rtlOutput: 'yes',
        hebrewNotes: '  עובד היטב  ',
        hebrewCheckedAt: '2026-10-01T12:00:00Z',
      }),
    ).toEqual({
      support: { ui: 'full', input: 5, output: 4, rtl: 'yes', notes: 'עובד היטב', checkedAt: '2026-10-01' },
      issues: [],
    });
  });

  it('leaves a tool with no hebrew* fields unrated and without issues', () => {
    expect(hebrewSupportOf({ name: 'x' })).toEqual({ issues: [] });
    expect(hebrewSupportOf({ hebrewUi: '', hebrewInput: null })).toEqual({ issues: [] });
  });

  it('keeps hebrewOutput and rtlOutput absent when the tool produces no language', () => {
    expect(hebrewSupportOf({ hebrewUi: 'none', hebrewInput: 5 }).support).toEqual({ ui: 'none', input: 5 });
  });

  it.each([
    ['hebrewInput 9', { hebrewInput: 9 }, /hebrewInput 9 is not a whole number from 1 to 5/],
    ['hebrewInput 0', { hebrewInput: 0 }, /hebrewInput/],
    ['hebrewInput 3.5', { hebrewInput: 3.5 }, /hebrewInput/],
    ['hebrewInput as text', { hebrewInput: '4' }, /hebrewInput '4'/],
    ["hebrewUi 'yes'", { hebrewUi: 'yes' }, /hebrewUi 'yes' is not one of full, partial, none/],
    ["rtlOutput 'maybe'", { rtlOutput: 'maybe' }, /rtlOutput/],
    ['hebrewOutput 6', { hebrewOutput: 6 }, /hebrewOutput/],
    ['hebrewNotes not text', { hebrewNotes: { he: 'x' } }, /hebrewNotes/],
    ['hebrewCheckedAt not a date', { hebrewCheckedAt: 'last week' }, /hebrewCheckedAt/],
    ['hebrewCheckedAt impossible', { hebrewCheckedAt: '2026-13-45' }, /hebrewCheckedAt/],
  ])('drops the whole rating for %s and says why', (_name, bad, message) => {
    const result = hebrewSupportOf({ hebrewUi: 'full', hebrewInput: 4, hebrewNotes: 'טוב', ...bad });
    expect(result.support).toBeUndefined();
    expect(result.issues.join('\n')).toMatch(message);
  });

  it('lists every invalid field of an entry', () => {
    expect(hebrewSupportOf({ hebrewInput: 9, hebrewUi: 'yes' }).issues).toHaveLength(2);
  });
});

describe('the data-quality report’s Hebrew items', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const rated = (checkedAt: string) =>
    tool({ id: `t-${checkedAt}`, hebrew: { input: 4, output: 4, checkedAt } });

  it.each([
    ['a fresh rating', rated('2026-10-01'), []],
    ['a rating of exactly 180 days', rated('2026-05-29'), []],
    ['a rating older than 180 days', rated('2026-05-01'), [/older than 180 days \(checked 2026-05-01\)/]],
    ['a rating without a date', tool({ id: 'n', hebrew: { input: 4 } }), [/no check date/]],
    ['no rating', tool({ id: 'u' }), [/No Hebrew rating/]],
    [
      'invalid values',
      tool({
        id: 'i',
        hebrewIssues: ['Invalid Hebrew rating: hebrewInput 9 is not a whole number from 1 to 5'],
      }),
      [/hebrewInput 9/],
    ],
  ])('%s', (_name, entry, expected) => {
    const issues = hebrewRatingIssues(entry, now);
    expect(issues).toHaveLength(expected.length);
    for (const [index, pattern] of expected.entries()) expect(issues[index]).toMatch(pattern);
  });

  it('counts unrated, stale and invalid ratings beside the other issues', () => {
    const report = toolQualityReport(
      [
        rated('2026-10-01'),
        rated('2025-01-01'),
        tool({ id: 'u' }),
        tool({ id: 'i', hebrewIssues: ['Invalid Hebrew rating: hebrewUi'] }),
      ],
      now,
    );
    expect(report.hebrew).toEqual({ unrated: 1, stale: 1, invalid: 1 });
    expect(report.tools.find((row) => row.id === 'i')?.issues).toEqual(['Invalid Hebrew rating: hebrewUi']);
  });
});

import { describe, expect, it } from 'vitest';
import { toolIssueLabel } from '../../../client/lib/tool-issue-labels.ts';
import { hebrewSupportOf } from '../../../jobs/sources/content/hebrew-support.ts';
import { checkSuccessors, lifecycleOf } from '../../../jobs/sources/content/lifecycle.ts';
import { validateTool } from '../../../jobs/sources/content/tool-validation.ts';
import { hebrewRatingIssues } from '../../../src/api/admin.ts';
import { tool } from './fixtures.ts';

const NOW = new Date('2026-12-02T12:00:00Z');

/** Every issue the content pipeline and the report can write, made by the code that writes them. */
function everyIssue(): string[] {
  const issues = [
    ...validateTool({}).issues,
    ...validateTool({ name: 'x'.repeat(60), description: 'קצר', pricing: 'free' }).issues,
    ...validateTool({ description: 'א'.repeat(600) }).issues,
    ...hebrewSupportOf({
      hebrewUi: 'maybe',
      hebrewInput: 9,
      hebrewOutput: '5',
      rtlOutput: 'sideways',
      hebrewNotes: 42,
      hebrewCheckedAt: 'yesterday',
    }).issues,
    ...lifecycleOf({ status: 'paused' }).issues,
    ...lifecycleOf({ status: 'renamed', statusNote: 7, statusDate: 'soon', successor: 12 }).issues,
    ...hebrewRatingIssues(tool({ id: 'a' }), NOW),
    ...hebrewRatingIssues(tool({ id: 'b', hebrew: { ui: 'full', input: 4, output: 4 } }), NOW),
    ...hebrewRatingIssues(
      tool({ id: 'c', hebrew: { ui: 'full', input: 4, output: 4, checkedAt: '2024-01-01' } }),
      NOW,
    ),
  ];
  const renamed = [
    tool({ id: 'old', lifecycle: { status: 'renamed', successor: 'nowhere' } }),
    tool({ id: 'gone', lifecycle: { status: 'renamed' } }),
  ];
  checkSuccessors(renamed);
  for (const entry of renamed) issues.push(...(entry.lifecycleIssues ?? []));
  return issues;
}

describe("the admin's data-quality issues in Hebrew", () => {
  it('gives every issue the pipeline writes a Hebrew label, with no English words in it', () => {
    const issues = everyIssue();
    expect(issues.length).toBeGreaterThan(20);
    const unlabelled = issues.filter((issue) => toolIssueLabel(issue) === null);
    expect(unlabelled).toEqual([]);
    for (const issue of issues) expect(toolIssueLabel(issue)!.text).not.toMatch(/[A-Za-z]/);
  });

  it('keeps the value an issue names, to be shown left to right', () => {
    expect(toolIssueLabel('Missing logo')).toEqual({ text: 'חסר לוגו' });
    expect(toolIssueLabel('No Hebrew rating')).toEqual({ text: 'אין דירוג תמיכה בעברית' });
    expect(toolIssueLabel('Hebrew rating older than 180 days (checked 2024-01-01)')).toEqual({
      text: 'דירוג העברית בן יותר מ־180 יום, נבדק ב־',
      detail: '2024-01-01',
    });
    expect(toolIssueLabel("Successor 'nowhere' is not a listed tool")).toEqual({
      text: 'הכלי המחליף אינו בקטלוג:',
      detail: 'nowhere',
    });
    expect(
      toolIssueLabel("Invalid Hebrew rating: rtlOutput 'sideways' is not one of yes, partial, no"),
    ).toEqual({ text: 'ערך לא תקין בדירוג העברית:', detail: 'rtlOutput' });
  });

  it('says a missing logo is covered by the brand mark where the site draws one', () => {
    expect(toolIssueLabel('Missing logo', { brandMark: true })).toEqual({
      text: 'חסר לוגו (בינתיים מוצג סימן המותג)',
    });
    expect(toolIssueLabel('Missing logo', { brandMark: false })).toEqual({ text: 'חסר לוגו' });
    // Only the logo is covered by a mark; other issues read the same.
    expect(toolIssueLabel('Missing description', { brandMark: true })).toEqual({ text: 'חסר תיאור' });
  });

  it('leaves an issue it does not know to be shown as it is', () => {
    expect(toolIssueLabel('Something new')).toBeNull();
    expect(toolIssueLabel('Missing logo and more')).toBeNull();
  });
});

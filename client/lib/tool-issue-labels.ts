/**
 * The admin's data-quality report in Hebrew. The issues themselves stay in English where they are
 * made (jobs/sources/content/tool-validation.ts, hebrew-support.ts, lifecycle.ts and the Hebrew
 * rating's age in src/api/admin.ts): the status rule matches on their words ('Missing'), and the
 * API returns them as they are. This gives each known issue the owner's words; a value it carries
 * (a field's name, a date, a tool id) comes back as `detail`, to be shown left to right. An issue
 * it does not know is left to the caller (shown as it is).
 */
export type IssueLabel = { text: string; detail?: string };

const FIXED: Record<string, string> = {
  'Missing name': 'חסר שם',
  'Missing description': 'חסר תיאור',
  'Missing category': 'חסרה קטגוריה',
  'No working URLs': 'אין כתובת לאתר הכלי',
  'Missing company': 'חסרה החברה',
  'Unknown pricing': 'התמחור לא ידוע',
  'Missing logo': 'חסר לוגו',
  'Missing content type tags': 'חסרות תגיות סוג תוכן',
  'Description too short': 'התיאור קצר מדי',
  'Description too long': 'התיאור ארוך מדי',
  'Name too long': 'השם ארוך מדי',
  'No Hebrew rating': 'אין דירוג תמיכה בעברית',
  'Hebrew rating has no check date': 'לדירוג העברית אין תאריך בדיקה',
  'Renamed tool has no successor': 'לכלי ששמו שונה אין כלי מחליף',
};

const PATTERNS: [RegExp, (match: RegExpExecArray) => IssueLabel][] = [
  [
    /^Hebrew rating older than (\d+) days \(checked (.+)\)$/,
    (match) => ({ text: `דירוג העברית בן יותר מ־${match[1]} יום, נבדק ב־`, detail: match[2] }),
  ],
  [/^Invalid Hebrew rating: (\w+) /, (match) => ({ text: 'ערך לא תקין בדירוג העברית:', detail: match[1] })],
  [/^Invalid status .*: treated as active$/, () => ({ text: 'סטטוס לא תקין, הכלי מוצג כפעיל' })],
  [/^Invalid (statusNote|statusDate|successor) /, (match) => ({ text: 'ערך לא תקין:', detail: match[1] })],
  [
    /^Successor '(.+)' is not a listed tool$/,
    (match) => ({ text: 'הכלי המחליף אינו בקטלוג:', detail: match[1] }),
  ],
];

/**
 * `brandMark`: the tool has a brand mark the site draws where its logo would be. The logo is
 * still missing (the owner should upload one), but visitors are not shown an empty square.
 */
export function toolIssueLabel(issue: string, { brandMark = false } = {}): IssueLabel | null {
  if (issue === 'Missing logo' && brandMark) return { text: 'חסר לוגו (בינתיים מוצג סימן המותג)' };
  const fixed = FIXED[issue];
  if (fixed) return { text: fixed };
  for (const [pattern, label] of PATTERNS) {
    const match = pattern.exec(issue);
    if (match) return label(match);
  }
  return null;
}

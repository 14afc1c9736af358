import type { HebrewSupport, HebrewUi, RtlOutput } from '../../../src/domain/types.ts';

// The aiTool entry's Hebrew rating: hebrewUi, hebrewInput, hebrewOutput, rtlOutput, hebrewNotes and
// hebrewCheckedAt, all optional. A value outside its range never guesses: the whole rating is
// dropped (the tool reads 'טרם נבדק') and the reasons go to the admin's data-quality report.

const UI_VALUES: readonly HebrewUi[] = ['full', 'partial', 'none'];
const RTL_VALUES: readonly RtlOutput[] = ['yes', 'partial', 'no'];
const NOTES_MAX = 600;
const DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const absent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function show(value: unknown): string {
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 40);
}

function choice<T extends string>(
  field: string,
  values: readonly T[],
  value: unknown,
  issues: string[],
): T | undefined {
  if (absent(value)) return undefined;
  const normal = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if ((values as readonly unknown[]).includes(normal)) return normal as T;
  issues.push(`Invalid Hebrew rating: ${field} ${show(value)} is not one of ${values.join(', ')}`);
  return undefined;
}

function score(field: string, value: unknown, issues: string[]): number | undefined {
  if (absent(value)) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5) return value;
  issues.push(`Invalid Hebrew rating: ${field} ${show(value)} is not a whole number from 1 to 5`);
  return undefined;
}

export function hebrewSupportOf(fields: Record<string, unknown>): {
  support?: HebrewSupport;
  issues: string[];
} {
  const issues: string[] = [];
  const ui = choice('hebrewUi', UI_VALUES, fields.hebrewUi, issues);
  const input = score('hebrewInput', fields.hebrewInput, issues);
  const output = score('hebrewOutput', fields.hebrewOutput, issues);
  const rtl = choice('rtlOutput', RTL_VALUES, fields.rtlOutput, issues);
  let notes: string | undefined;
  if (!absent(fields.hebrewNotes)) {
    if (typeof fields.hebrewNotes === 'string') notes = fields.hebrewNotes.trim().slice(0, NOTES_MAX);
    else issues.push(`Invalid Hebrew rating: hebrewNotes ${show(fields.hebrewNotes)} is not text`);
  }
  let checkedAt: string | undefined;
  if (!absent(fields.hebrewCheckedAt)) {
    const value = fields.hebrewCheckedAt;
    if (typeof value === 'string' && DATE.test(value.trim()) && !Number.isNaN(Date.parse(value.trim())))
      checkedAt = value.trim().slice(0, 10);
    else issues.push(`Invalid Hebrew rating: hebrewCheckedAt ${show(value)} is not a date`);
  }
  if (issues.length > 0) return { issues };
  const support: HebrewSupport = {};
  if (ui) support.ui = ui;
  if (input !== undefined) support.input = input;
  if (output !== undefined) support.output = output;
  if (rtl) support.rtl = rtl;
  if (notes) support.notes = notes;
  if (checkedAt) support.checkedAt = checkedAt;
  return Object.keys(support).length > 0 ? { support, issues } : { issues };
}

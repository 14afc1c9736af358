// 'דווחו על בעיה' (docs/product.md#report-a-problem): what a visitor may report about a tool, and the
// rules of the form. Shared by the action (server) and the form (browser).

export const REPORT_KINDS = [
  'broken-link',
  'price-changed',
  'hebrew-rating',
  'tool-closed',
  'other',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  'broken-link': 'קישור שבור',
  'price-changed': 'המחיר השתנה',
  'hebrew-rating': 'דירוג העברית שגוי',
  'tool-closed': 'הכלי נסגר',
  other: 'משהו אחר',
};

export const REPORT_DETAILS_MAX = 1_000;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ReportInput = { kind: ReportKind; details: string; email?: string };
export type ReportErrors = Partial<Record<'kind' | 'details' | 'email', string>>;

export const REPORT_MESSAGES = {
  kind: 'בחרו מה לא בסדר',
  detailsLong: 'אפשר לכתוב עד 1,000 תווים',
  email: 'כתובת האימייל לא נראית תקינה',
  sent: 'תודה! קיבלנו את הדיווח ונבדוק אותו.',
  limited: 'שלחתם הרבה דיווחים בזמן קצר. נסו שוב בעוד כמה דקות.',
  failed: 'לא הצלחנו לשמור את הדיווח. נסו שוב בעוד רגע.',
  origin: 'אפשר לשלוח דיווח רק מהטופס שבאתר.',
} as const;

/** Validates the form's fields; the report when they are all right, else a Hebrew message per field. */
export function validateReport(fields: { kind: unknown; details: unknown; email: unknown }): {
  report?: ReportInput;
  errors: ReportErrors;
} {
  const errors: ReportErrors = {};
  const kind = typeof fields.kind === 'string' ? fields.kind : '';
  if (!(REPORT_KINDS as readonly string[]).includes(kind)) errors.kind = REPORT_MESSAGES.kind;
  const details = typeof fields.details === 'string' ? fields.details.trim() : '';
  if (Array.from(details).length > REPORT_DETAILS_MAX) errors.details = REPORT_MESSAGES.detailsLong;
  const email = typeof fields.email === 'string' ? fields.email.trim() : '';
  if (email && (email.length > EMAIL_MAX || !EMAIL.test(email))) errors.email = REPORT_MESSAGES.email;
  if (Object.keys(errors).length > 0) return { errors };
  return { report: { kind: kind as ReportKind, details, ...(email ? { email } : {}) }, errors };
}

type ReportState = 'new' | 'handled';

/** A stored report as the admin sees it (the email only there). */
export type ProblemReport = ReportInput & {
  id: string;
  toolId: string;
  toolName: string;
  createdAt: string;
  state: ReportState;
};

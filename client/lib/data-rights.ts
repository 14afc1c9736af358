// Data-rights request (docs/product.md#data-rights-form): validation and the mailto URL that opens the
// visitor's own mail client. No server call is made.

export type DataRightsRequestType = 'access' | 'correction' | 'deletion' | 'objection' | 'portability';

export const REQUEST_TYPES: readonly { value: DataRightsRequestType; label: string }[] = [
  { value: 'access', label: 'עיון במידע' },
  { value: 'correction', label: 'תיקון מידע' },
  { value: 'deletion', label: 'מחיקת מידע' },
  { value: 'objection', label: 'התנגדות לעיבוד מידע' },
  { value: 'portability', label: 'ניוד מידע' },
];

export type DataRightsRequest = {
  name: string;
  email: string;
  /** Empty until the visitor chooses a type. */
  requestType: DataRightsRequestType | '';
  details: string;
};

export type DataRightsField = 'name' | 'email' | 'requestType';

/** The form's messages (docs/product.md#data-rights-form), in Hebrew. */
export const DATA_RIGHTS_MESSAGES = {
  required: 'אנא מלאו את כל שדות החובה',
  invalidEmail: 'אנא הזינו כתובת אימייל תקינה',
  error: 'אירעה שגיאה בשליחת הבקשה, אנא נסו שוב',
  success: 'הבקשה נשלחה בהצלחה, נשיב לכם תוך 30 ימי עסקים',
  sending: 'שולח...',
  submit: 'שליחת הבקשה',
} as const;

/** How long the success message stays before the form is cleared (docs/product.md#data-rights-form). */
export const DATA_RIGHTS_RESET_MS = 5000;

export const EMPTY_DATA_RIGHTS_REQUEST: DataRightsRequest = {
  name: '',
  email: '',
  requestType: '',
  details: '',
};

export function isRequestType(value: unknown): value is DataRightsRequestType {
  return REQUEST_TYPES.some((type) => type.value === value);
}

function requestTypeLabel(value: DataRightsRequestType): string {
  return REQUEST_TYPES.find((type) => type.value === value)?.label ?? value;
}

export type DataRightsValidation =
  | { valid: true; invalid: []; message: null }
  | { valid: false; invalid: DataRightsField[]; message: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, email and request type are required; details are optional (docs/product.md#forms). */
export function validateDataRightsRequest(input: DataRightsRequest): DataRightsValidation {
  const missing: DataRightsField[] = [];
  if (input.name.trim() === '') missing.push('name');
  if (input.email.trim() === '') missing.push('email');
  if (!isRequestType(input.requestType)) missing.push('requestType');
  if (missing.length > 0) return { valid: false, invalid: missing, message: DATA_RIGHTS_MESSAGES.required };
  if (!EMAIL_SHAPE.test(input.email.trim())) {
    return { valid: false, invalid: ['email'], message: DATA_RIGHTS_MESSAGES.invalidEmail };
  }
  return { valid: true, invalid: [], message: null };
}

export const DATA_RIGHTS_SUBJECT = 'בקשה למימוש זכויות בנושא פרטיות';

function dataRightsSubject(requestType: DataRightsRequest['requestType']): string {
  return isRequestType(requestType)
    ? `${DATA_RIGHTS_SUBJECT}: ${requestTypeLabel(requestType)}`
    : DATA_RIGHTS_SUBJECT;
}

export function dataRightsBody(input: DataRightsRequest): string {
  const type = isRequestType(input.requestType) ? requestTypeLabel(input.requestType) : '';
  return [
    'שלום,',
    '',
    'ברצוני להגיש בקשה למימוש זכויותיי לפי מדיניות הפרטיות.',
    '',
    `שם: ${input.name.trim()}`,
    `אימייל: ${input.email.trim()}`,
    `סוג הבקשה: ${type}`,
    `פרטים: ${input.details.trim() || '—'}`,
  ].join('\r\n');
}

/**
 * The mailto URL: address, prefilled subject and body. Every part is percent-encoded (RFC 6068),
 * so spaces, line breaks, '&', '?' and Hebrew letters survive intact.
 */
export function buildDataRightsMailto(input: DataRightsRequest, to: string): string {
  const subject = encodeURIComponent(dataRightsSubject(input.requestType));
  const body = encodeURIComponent(dataRightsBody(input));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

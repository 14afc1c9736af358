import type { Pricing } from '../types.ts';

// Fixed labels of the catalogue (docs/product.md#constants-and-limits). Shared by the server rules
// and the client screens.

/** Pricing labels (docs/product.md#constants-and-limits): free, freemium (partly free), paid, enterprise. */
export const PRICING_LABELS: Record<Pricing, string> = {
  free: 'חינמי',
  freemium: 'חינמי חלקית',
  paid: 'בתשלום',
  enterprise: 'ארגוני',
};

export const PRICING_ORDER: readonly Pricing[] = ['free', 'freemium', 'paid', 'enterprise'];

export function isPricing(value: unknown): value is Pricing {
  return typeof value === 'string' && (PRICING_ORDER as readonly string[]).includes(value);
}

export type ContentTypeKey = 'video' | 'audio' | 'image' | 'text' | 'code';

/**
 * The tool filter categories (docs/product.md#constants-and-limits): video, audio, image, text,
 * code, ordered 1 to 5. Each is a tag filter: a tool belongs when one of its tags, content types,
 * media type or category contains one of these words.
 */
export const CONTENT_TYPE_FILTERS: readonly {
  key: ContentTypeKey;
  label: string;
  order: number;
  tags: readonly string[];
}[] = [
  { key: 'video', label: 'וידאו', order: 1, tags: ['video', 'וידאו', 'סרטון'] },
  {
    key: 'audio',
    label: 'אודיו',
    order: 2,
    tags: ['audio', 'אודיו', 'קול', 'מוזיקה', 'music', 'voice', 'speech', 'דיבור'],
  },
  { key: 'image', label: 'תמונות', order: 3, tags: ['image', 'תמונ', 'גרפיקה'] },
  {
    key: 'text',
    label: 'טקסט',
    order: 4,
    tags: ['text', 'טקסט', 'שפה', 'כתיבה', 'language', 'writing', 'chat'],
  },
  {
    key: 'code',
    label: 'קוד',
    order: 5,
    tags: ['code', 'קוד', 'תכנות', 'פיתוח', 'programming', 'development'],
  },
];

export const LICENCE_LABELS = { open: 'קוד פתוח', closed: 'קוד סגור' } as const;

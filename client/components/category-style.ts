// Category and content-type colours (design tokens in theme.css). One map, used by chips and tiles.

export type ColorKey = 'image' | 'video' | 'audio' | 'text' | 'code' | 'automation' | 'other';

export const CATEGORY_CHIP: Record<ColorKey, string> = {
  image: 'bg-cat-image-bg text-cat-image',
  video: 'bg-cat-video-bg text-cat-video',
  audio: 'bg-cat-audio-bg text-cat-audio',
  text: 'bg-cat-text-bg text-cat-text',
  code: 'bg-cat-code-bg text-cat-code',
  automation: 'bg-cat-automation-bg text-cat-automation',
  other: 'bg-cat-other-bg text-cat-other',
};

const KEYWORDS: [ColorKey, RegExp][] = [
  ['image', /image|תמונ|גרפיק|עיצוב|art/i],
  ['video', /video|וידאו|סרט/i],
  ['audio', /audio|אודיו|קול|מוזיק|voice|music|speech|דיבור/i],
  ['code', /code|coding|קוד|תכנות|פיתוח|develop/i],
  ['automation', /automation|אוטומצ/i],
  ['text', /text|טקסט|שפה|כתיבה|chat|צ'אט|language|writing/i],
];

/** The colour key for a category or content-type name, in Hebrew or English. */
export function colorKeyFor(name: string | undefined): ColorKey {
  if (!name) return 'other';
  if (name in CATEGORY_CHIP) return name as ColorKey;
  return KEYWORDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}

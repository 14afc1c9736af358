// Home highlight cards (docs/product.md#home; the home card entity, #entities).

type CardSize = '1x1' | '2x2';
export type CardTile = { name: string; id: string; label: string; content: string; color: string };
export type HomeCard = {
  id: string;
  title: string;
  description: string;
  link: string;
  cta: string;
  icon: 'Sparkles' | 'Grid' | 'Brain';
  size: CardSize;
  category: string;
  buttonStyle: 'gradient-outline';
  cardType: 'creative-tools' | 'ai-tools-grid' | 'ai-concepts';
  tools?: CardTile[];
};

export const HOME_CARDS: HomeCard[] = [
  {
    id: 'ai-creative-tools',
    title: 'כלי AI ליצירת תוכן',
    description:
      'תמונות, וידאו וקול: הכלים שהופכים רעיון לתוצר מוגמר בדקות – עם סקירות, מחירים וטיפים מהשטח.',
    link: '/tools',
    cta: 'גלה כלים',
    icon: 'Sparkles',
    size: '2x2',
    category: 'יצירת תוכן',
    buttonStyle: 'gradient-outline',
    cardType: 'creative-tools',
    tools: [
      {
        name: 'Midjourney',
        id: 'midjourney',
        label: 'תמונות',
        content: 'אמנות ותמונות מטקסט',
        color: 'image',
      },
      { name: 'DALL·E 3', id: 'dall-e-3', label: 'תמונות', content: 'איורים מדויקים מהנחיה', color: 'image' },
      { name: 'Runway', id: 'runway', label: 'וידאו', content: 'יצירה ועריכת וידאו', color: 'video' },
      { name: 'Sora', id: 'sora', label: 'וידאו', content: 'סרטונים ריאליסטיים מטקסט', color: 'video' },
      { name: 'ElevenLabs', id: 'elevenlabs', label: 'קול', content: 'דיבור ושיבוט קול', color: 'audio' },
      // The sixth tile's id is an unfilled placeholder in the original: it leads to the whole catalogue.
      { name: 'ועוד כלים', id: '', label: 'עוד', content: 'עשרות כלים נוספים בקטלוג', color: 'other' },
    ],
  },
  {
    id: 'ai-tools',
    title: 'כל כלי ה-AI',
    description: 'קטלוג מסודר לפי קטגוריה, מחיר וסוג תוכן – למצוא את הכלי הנכון בלי לבזבז שעות.',
    link: '/tools',
    cta: 'עיין בכל הכלים',
    icon: 'Grid',
    size: '1x1',
    category: 'קטלוג',
    buttonStyle: 'gradient-outline',
    cardType: 'ai-tools-grid',
  },
  {
    id: 'ai-concepts',
    title: 'מושגי AI בעברית',
    description: 'מה זה טרנספורמר, RAG או LoRA? הסברים פשוטים עם המחשות מונפשות.',
    link: '/terms',
    cta: 'גלה מושגים',
    icon: 'Brain',
    size: '1x1',
    category: 'למידה',
    buttonStyle: 'gradient-outline',
    cardType: 'ai-concepts',
  },
];

export function tileHref(tile: CardTile): string {
  return tile.id ? `/tools/${tile.id}` : '/tools';
}

// Site-wide facts shown in the shell and in structured data.

export const SITE = {
  name: 'AI בעברית',
  englishName: 'AI in Hebrew',
  tagline: 'כלים, מושגים ומדריכים לבינה מלאכותית – בעברית, בגובה העיניים',
  owner: 'יוצר תוכן ויועץ בינה מלאכותית',
  description:
    'האתר העברי לבינה מלאכותית: קטלוג כלי AI, מילון מונחים עם המחשות מונפשות, מדריכים, פודקאסט, ניוזלטר, ופרויקטים של וידאו וקוד.',
  keywords: ['בינה מלאכותית', 'AI', 'כלי AI', 'מונחי AI', 'מדריכי AI', 'פודקאסט AI', 'ChatGPT', 'בעברית'],
  foundingYear: 2023,
  social: [
    { id: 'youtube', label: 'ערוץ היוטיוב', url: 'https://www.youtube.com/@ai-hebrew' },
    { id: 'spotify', label: 'הפודקאסט בספוטיפיי', url: 'https://open.spotify.com/show/ai-hebrew' },
    { id: 'linkedin', label: 'לינקדאין', url: 'https://www.linkedin.com/in/ai-hebrew' },
    { id: 'x', label: 'X (טוויטר)', url: 'https://x.com/ai_hebrew' },
  ],
} as const;

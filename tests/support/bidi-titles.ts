// Real titles mixing Hebrew, numbers and Latin: numbers before Latin, Latin before numbers, brackets
// around Latin, '?' and ':' at the boundary, Hebrew with geresh, Latin with digits.

/** A title and the phrases in it that read left to right (Latin phrases and numbers), in order. */
export type BidiRow = { title: string; ltr: string[] };

export const BIDI_TITLES: BidiRow[] = [
  { title: 'פרק 11: RAG בעברית', ltr: ['11', 'RAG'] },
  { title: 'פרק 11: RAG בעברית - איך מלמדים מודל את המסמכים שלכם', ltr: ['11', 'RAG'] },
  { title: 'פרק 12: סוכני AI - מה הם באמת יודעים לעשות?', ltr: ['12', 'AI'] },
  { title: 'Episode 10: Prompt Engineering למתחילים', ltr: ['Episode 10: Prompt Engineering'] },
  { title: 'יצירת תמונות עם בינה מלאכותית: Midjourney מול Flux', ltr: ['Midjourney', 'Flux'] },
  {
    title: 'פרק 9: קוד עם עוזר AI - Copilot, Cursor ו-Claude Code',
    ltr: ['9', 'AI - Copilot, Cursor', 'Claude Code'],
  },
  { title: 'פרק 8: מודלים פתוחים - Llama, Mistral ו-DeepSeek', ltr: ['8', 'Llama, Mistral', 'DeepSeek'] },
  { title: 'מה זה RAG?', ltr: ['RAG'] },
  { title: 'שליפה משולבת יצירה (RAG)', ltr: ['RAG'] },
  { title: 'GPT-4o מול Claude 3.5 Sonnet', ltr: ['GPT-4o', 'Claude 3.5 Sonnet'] },
  { title: 'הוסיפו --ar 16:9 בסוף הפרומפט', ltr: ['--ar 16:9'] },
  { title: 'ג׳מיני (Gemini) של Google', ltr: ['Gemini', 'Google'] },
  { title: "צ'אטבוט עם GPT-4 בעברית", ltr: ['GPT-4'] },
  { title: 'מודל שפה גדול (LLM)', ltr: ['LLM'] },
  { title: 'Retrieval-Augmented Generation (RAG)', ltr: ['Retrieval-Augmented Generation (RAG)'] },
  { title: '3 כלים: Notion, Zapier ו-n8n', ltr: ['3', 'Notion, Zapier', 'n8n'] },
  { title: 'ElevenLabs: קול בעברית ב-29 שפות', ltr: ['ElevenLabs', '29'] },
  { title: 'מה חדש ב-Gemini 2.5?', ltr: ['Gemini 2.5'] },
  { title: 'השוואה: Midjourney v6 מול DALL·E 3', ltr: ['Midjourney v6', 'DALL·E 3'] },
  { title: 'C++ או Python? מה ללמוד קודם', ltr: ['C++', 'Python'] },
  { title: 'פרק 7: 5 דרכים להשתמש ב-Copilot', ltr: ['7', '5', 'Copilot'] },
  { title: '2024 בסיכום: AI בישראל', ltr: ['2024', 'AI'] },
  { title: 'שאלות על Perplexity (חיפוש עם AI)', ltr: ['Perplexity', 'AI'] },
  { title: 'מדריך: 128K tokens בחלון ההקשר', ltr: ['128K tokens'] },
  // An English sentence after a Hebrew one ends with its own full stop; a name ending a Hebrew
  // sentence leaves the stop to the Hebrew (a code project's description, the site's own).
  {
    title: 'ספריית פרומפטים בעברית: כתיבה וקוד. Prompt library for LLMs in Hebrew.',
    ltr: ['Prompt library for LLMs in Hebrew.'],
  },
  { title: 'האתר בנוי עם React Router + Express.', ltr: ['React Router + Express'] },
];

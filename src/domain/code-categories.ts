// The AI categories of a code project (aiCategory, aiDescription; docs/product.md#entities): the code
// source assigns one when it normalises a repository; the pages show its label.

export type AiCategoryRule = { id: string; label: string; description: string; keywords: readonly string[] };

/** First match wins. */
export const AI_CATEGORIES: readonly AiCategoryRule[] = [
  {
    id: 'chatbot',
    label: 'צ׳אטבוטים וסוכנים',
    description: 'פרויקט שמנהל שיחה עם מודל שפה: צ׳אטבוט, עוזר אישי או סוכן שמבצע משימות בעצמו.',
    keywords: ['chatbot', 'chat', 'assistant', 'agent', 'agents', 'bot', 'צ׳אטבוט', 'צאטבוט'],
  },
  {
    id: 'image',
    label: 'תמונות וראייה ממוחשבת',
    description: 'פרויקט שיוצר, עורך או מנתח תמונות בעזרת מודלים של בינה מלאכותית.',
    keywords: [
      'image',
      'images',
      'diffusion',
      'stable diffusion',
      'midjourney',
      'vision',
      'computer vision',
      'dalle',
      'flux',
    ],
  },
  {
    id: 'audio',
    label: 'אודיו ודיבור',
    description: 'פרויקט שעובד עם קול: תמלול, הקראה, שיבוט קול או מוזיקה.',
    keywords: ['audio', 'speech', 'voice', 'whisper', 'tts', 'music', 'podcast'],
  },
  {
    id: 'rag',
    label: 'חיפוש סמנטי ו-RAG',
    description: 'פרויקט שמחבר מודל שפה למסמכים בעזרת embeddings, חיפוש וקטורי ואחזור מידע.',
    keywords: ['rag', 'embedding', 'embeddings', 'vector', 'retrieval', 'semantic search'],
  },
  {
    id: 'llm',
    label: 'מודלי שפה',
    description: 'פרויקט שמשתמש במודלי שפה גדולים: הנחיות, עיבוד טקסט ועבודה עם ממשקי API של מודלים.',
    keywords: [
      'llm',
      'llms',
      'gpt',
      'chatgpt',
      'claude',
      'gemini',
      'llama',
      'mistral',
      'openai',
      'anthropic',
      'langchain',
      'prompt',
      'prompts',
      'nlp',
      'transformer',
      'transformers',
      'bert',
      'מודל שפה',
    ],
  },
  {
    id: 'ml',
    label: 'למידת מכונה',
    description: 'פרויקט של למידת מכונה: אימון מודלים, רשתות נוירונים וניתוח נתונים.',
    keywords: [
      'machine learning',
      'ml',
      'deep learning',
      'neural',
      'neural network',
      'tensorflow',
      'pytorch',
      'למידת מכונה',
    ],
  },
];
export const GENERAL_AI_CATEGORY = {
  id: 'general',
  label: 'כלי בינה מלאכותית',
  description: 'פרויקט שמשלב בינה מלאכותית בכלי או באתר.',
} as const;

/** The Hebrew label of a category id; the general one for an id this table does not know. */
export function aiCategoryLabel(id: string | undefined): string {
  return AI_CATEGORIES.find((category) => category.id === id)?.label ?? GENERAL_AI_CATEGORY.label;
}

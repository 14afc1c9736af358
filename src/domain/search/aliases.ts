import { normaliseText } from '../hebrew-normalise.ts';

// How Hebrew readers write the names of AI tools (docs/search.md#both-spellings). Each tool's
// name maps to its common Hebrew spellings; search also indexes every spelling without its spaces
// and reads geresh as ', ׳ or nothing (hebrew-normalise.ts), so one line here covers
// 'צ'אט ג'י פי טי', 'צ׳אט ג׳יפיטי' and 'צאטגיפיטי'. A tool or term entry of the content service can
// add spellings of its own in its optional `aliases` field.

const TOOL_SPELLINGS: Record<string, readonly string[]> = {
  chatgpt: ["צ'אט ג'י פי טי", "צ'אט ג'יפיטי", "צ'אט GPT", 'צט גפט'],
  claude: ['קלוד', "קלוד'"],
  'claude code': ['קלוד קוד'],
  gemini: ["ג'מיני", "ג'ימיני"],
  midjourney: ["מידג'רני", "מידג'ורני", "מיד ג'רני"],
  'dall·e 3': ['דאלי', 'דאל-אי', 'דל-אי'],
  'stable diffusion': ["סטייבל דיפיוז'ן", 'סטייבל דיפיוזן'],
  flux: ['פלקס'],
  'leonardo.ai': ['לאונרדו'],
  'adobe firefly': ['פיירפליי', 'אדובי פיירפליי'],
  ideogram: ['אידאוגרם', 'אידיאוגרם'],
  'canva magic studio': ['קנבה'],
  perplexity: ['פרפלקסיטי', 'פרפלקסיטי איי איי'],
  notebooklm: ['נוטבוק אל אם', 'נוטבוק'],
  'microsoft copilot': ['קופיילוט', 'קו-פיילוט', 'מיקרוסופט קופיילוט'],
  deepl: ['דיפל', 'דיפ אל'],
  llama: ['לאמה', 'לאמא'],
  'mistral le chat': ['מיסטרל'],
  'github copilot': ['גיטהאב קופיילוט', 'קופיילוט'],
  cursor: ['קרסר', 'קורסור'],
  windsurf: ['וינדסרף', 'ווינדסרף'],
  replit: ['רפליט'],
  'bolt.new': ['בולט'],
  tabnine: ['טאבניין', 'טבניין'],
  runway: ['ראנוויי', 'ראנווי'],
  sora: ['סורה'],
  pika: ['פיקה'],
  'kling ai': ['קלינג'],
  heygen: ["הייג'ן", "היי ג'ן"],
  synthesia: ['סינתזיה'],
  descript: ['דיסקריפט'],
  capcut: ['קאפקאט', 'קאפ קאט', 'קפקט'],
  elevenlabs: ['אילבן לאבס', 'איילבן לאבס', 'אלבן לאבס'],
  suno: ['סונו'],
  udio: ['יודיו'],
  whisper: ['ויספר', 'וויספר'],
  'adobe podcast': ['אדובי פודקאסט'],
  mubert: ['מוברט'],
  zapier: ['זאפייר', 'זפייר'],
  make: ['מייק'],
  n8n: ['אן אייט אן', 'נ8נ'],
  gumloop: ['גאמלופ'],
  'notion ai': ['נושן', 'נוטיון'],
  ollama: ['אולמה', 'אולאמה'],
  deepseek: ['דיפסיק', 'דיפ סיק'],
};

const SPELLINGS = new Map(
  Object.entries(TOOL_SPELLINGS).map(([name, spellings]) => [normaliseText(name), spellings]),
);

/** The Hebrew spellings the table knows for a tool's name (any case, any niqqud). */
export function toolSpellings(name: string): readonly string[] {
  return SPELLINGS.get(normaliseText(name.trim())) ?? [];
}

/**
 * What the index holds as the aliases of an entry: each spelling as written and, for one with
 * spaces or hyphens, also written as one word ('צ'אט ג'י פי טי' and 'צ'אטג'יפיטי').
 */
export function aliasText(spellings: readonly string[]): string {
  const all = new Set<string>();
  for (const spelling of spellings) {
    const trimmed = spelling.trim();
    if (!trimmed) continue;
    all.add(trimmed);
    const joined = trimmed.replace(/[\s\-־]+/g, '');
    if (joined !== trimmed) all.add(joined);
  }
  return [...all].join(' ');
}

import type { FixedPageKey } from '../../src/domain/catalogue/matching.ts';
import type { CategoryIcon as IconName } from '../../src/domain/types.ts';

// The texts of the five hard-coded category pages (docs/product.md#category-pages). Data.

type FixedPage = {
  key: FixedPageKey;
  title: string;
  description: string;
  icon: IconName;
  intro: string;
  steps: [string, string][];
  closing: string;
  ecosystem: boolean;
  keywords: string[];
};

export const FIXED_PAGES: Record<FixedPageKey, FixedPage> = {
  'image-generation': {
    key: 'image-generation',
    title: 'כלי AI ליצירת תמונות',
    description: 'מחוללי תמונות, כלי עריכה ועיצוב מבוססי בינה מלאכותית – מהחינמיים ועד המקצועיים.',
    icon: 'Image',
    intro:
      'מחוללי תמונות הופכים תיאור במילים לתמונה תוך שניות: איורים, תמונות מוצר, קונספט ארט ותמונות לרשתות. כאן תמצאו את הכלים המובילים והשוואה ביניהם.',
    steps: [
      ['בחרו כלי', 'התחילו בכלי עם מסלול חינמי כדי להתנסות בלי התחייבות.'],
      ['כתבו פרומפט', 'תארו נושא, סגנון, תאורה וקומפוזיציה\u00A0– ככל שתפרטו, התוצאה מדויקת יותר.'],
      ['שפרו וחזרו', 'צרו וריאציות, שנו פרט אחד בכל פעם והגדילו את התמונה שאהבתם.'],
    ],
    closing: 'רוצים ללמוד לכתוב פרומפטים לתמונות? במדריכים שלנו תמצאו הסברים צעד אחר צעד.',
    ecosystem: false,
    keywords: ['מחולל תמונות', 'Midjourney', 'DALL-E', 'Stable Diffusion'],
  },
  coding: {
    key: 'coding',
    title: 'כלי AI לתכנות ופיתוח',
    description: 'עוזרי קוד, סביבות פיתוח חכמות וסוכנים שכותבים, מסבירים ומתקנים קוד.',
    icon: 'Code',
    intro:
      'עוזרי קוד משלימים שורות, מסבירים קוד לא מוכר, כותבים בדיקות ומבצעים שינויים בכמה קבצים. הם מאיצים מפתחים ותיקים ועוזרים למתחילים ללמוד.',
    steps: [
      ['התקינו עוזר', 'הוסיפו עוזר קוד לעורך שלכם או נסו סביבת פיתוח מבוססת AI.'],
      ['תנו הקשר', 'פתחו את הקבצים הרלוונטיים וכתבו הוראות ברורות על המשימה.'],
      ['בדקו כל שינוי', 'קראו את הקוד שנוצר, הריצו בדיקות ושמרו גרסה לפני שינויים גדולים.'],
    ],
    closing: 'בונים מוצר? באקוסיסטם תמצאו שירותי אחסון, מסדי נתונים ואימות שמשתלבים בעבודה עם AI.',
    ecosystem: true,
    keywords: ['עוזר קוד', 'GitHub Copilot', 'Cursor', 'תכנות עם AI'],
  },
  language: {
    key: 'language',
    title: 'כלי AI לשפה וטקסט',
    description: 'צ׳אטבוטים, עוזרי כתיבה, מנועי תשובות וכלי מחקר מבוססי מודלי שפה.',
    icon: 'MessageSquare',
    intro:
      'מודלי שפה כותבים, מסכמים, מתרגמים ועונים על שאלות. הכלים כאן עוזרים בכתיבת תוכן, במחקר, בלמידה ובשירות לקוחות.',
    steps: [
      ['בחרו עוזר', 'התחילו בעוזר כללי כמו ChatGPT, Claude או Gemini במסלול החינמי.'],
      ['כתבו פרומפט טוב', 'הגדירו תפקיד, הקשר ופורמט לתשובה, והוסיפו דוגמה.'],
      ['בדקו עובדות', 'אמתו מידע חשוב מול מקורות – מודלים עלולים לטעות בביטחון.'],
    ],
    closing: 'רוצים לשלב מודלי שפה במוצר? באקוסיסטם ריכזנו את השירותים המשלימים.',
    ecosystem: true,
    keywords: ['צ׳אטבוט', 'ChatGPT', 'Claude', 'כתיבה עם AI'],
  },
  video: {
    key: 'video',
    title: 'כלי AI לווידאו',
    description: 'יצירת סרטונים מטקסט ומתמונות, אווטארים, עריכה חכמה וכתוביות אוטומטיות.',
    icon: 'Video',
    intro:
      'כלי הווידאו החדשים יוצרים קליפים מתיאור טקסטואלי, מנפישים תמונות ומקצרים שעות של עריכה. בעמוד הזה ריכזנו את הכלים, מדריכים והשוואות.',
    steps: [
      ['תכננו', 'כתבו תסריט קצר וחלקו אותו לשוטים של כמה שניות.'],
      ['צרו', 'הפיקו כל שוט מטקסט או מתמונת מפתח, ונסו כמה גרסאות.'],
      ['ערכו', 'חברו את השוטים, הוסיפו קול, מוזיקה וכתוביות.'],
    ],
    closing: 'רוצים ללמוד ליצור סרטונים עם AI? צפו במדריכים המומלצים.',
    ecosystem: false,
    keywords: ['יצירת וידאו AI', 'Runway', 'Sora', 'Pika'],
  },
  audio: {
    key: 'audio',
    title: 'כלי AI לאודיו',
    description: 'יצירת מוזיקה, המרת טקסט לדיבור, שכפול קול, תמלול ושיפור איכות הקלטות.',
    icon: 'Headphones',
    intro:
      'בינה מלאכותית משנה את עולם הסאונד: שירים שלמים מתיאור קצר, קריינות בקולות טבעיים, תמלול מדויק והפרדת ערוצים מהקלטה אחת.',
    steps: [
      ['הגדירו צורך', 'מוזיקה, קריינות, תמלול או ניקוי הקלטה – לכל צורך כלי משלו.'],
      ['התנסו', 'רוב הכלים מציעים מכסה חינמית; נסו כמה ובחרו את המתאים.'],
      ['שלבו בעבודה', 'ייצאו באיכות גבוהה ושלבו בתוכנת העריכה שלכם.'],
    ],
    closing: 'רוצים להפיק פודקאסט או סרטון עם קול AI? המדריכים שלנו יעזרו.',
    ecosystem: false,
    keywords: ['מוזיקה AI', 'ElevenLabs', 'Suno', 'Whisper'],
  },
};

/** The page a /tools/<key> address names; an unknown one reads as the first. */
export function pageKeyOf(pathname: string): FixedPageKey {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return segment in FIXED_PAGES ? (segment as FixedPageKey) : 'image-generation';
}

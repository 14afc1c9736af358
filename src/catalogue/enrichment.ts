import { ownValue } from '../domain/records.ts';
import type { Tool } from '../domain/types.ts';

// Hand-written enrichment for about 17 well-known tools (spec section 3, "Tool enrichment"), and
// per-category defaults (spec section 3, "Fixed lookup tables"). Prices are list prices in USD at
// the time of writing; each tool's own pricing page is the authority.

type PricingTier = { tier: string; price: string; features: string[] };

export type ToolEnrichment = {
  enhancedDescription: string;
  technicalSpecs: Record<string, string>;
  pricingDetails: PricingTier[];
  integrations: string[];
  limitations: string[];
  proTips: string[];
};

export const TOOL_ENRICHMENT: Record<string, ToolEnrichment> = {
  midjourney: {
    enhancedDescription:
      'Midjourney הוא מחולל תמונות מטקסט הידוע באיכות אסתטית גבוהה ובסגנון "ציורי" מובחן. עובדים בו דרך אתר האינטרנט או דרך שרת הדיסקורד, כותבים פרומפט ומקבלים ארבע וריאציות שאפשר להגדיל, לשנות ולהמשיך לפתח.',
    technicalSpecs: {
      'סוג מודל': 'מודל דיפוזיה קנייני (גרסאות V6 ו-V7)',
      ממשק: 'אתר אינטרנט ובוט בדיסקורד',
      'יחס תמונה': 'גמיש באמצעות הפרמטר --ar',
      רזולוציה: 'כ-1024 פיקסלים בצלע, עם אפשרות הגדלה (Upscale) פי 2 ופי 4',
      'API רשמי': 'אין',
    },
    pricingDetails: [
      { tier: 'Basic', price: '$10 לחודש', features: ['כ-200 יצירות בחודש', 'שימוש מסחרי'] },
      { tier: 'Standard', price: '$30 לחודש', features: ['15 שעות GPU מהירות', 'מצב Relax ללא הגבלה'] },
      { tier: 'Pro', price: '$60 לחודש', features: ['30 שעות GPU מהירות', 'מצב Stealth ליצירות פרטיות'] },
      { tier: 'Mega', price: '$120 לחודש', features: ['60 שעות GPU מהירות', 'מתאים לעבודה בהיקף גדול'] },
    ],
    integrations: ['Discord', 'אתר Midjourney', 'ייצוא לכלי עריכה כמו Photoshop ו-Figma'],
    limitations: [
      'אין תוכנית חינמית קבועה',
      'אין API רשמי לפיתוח',
      'כתיבת טקסט בתוך תמונות עדיין לא תמיד מדויקת',
      'יצירות במסלולים הבסיסיים גלויות לכולם בגלריה',
    ],
    proTips: [
      'הוסיפו --ar 16:9 לתמונות רוחב ו---style raw למראה צילומי טבעי',
      'השתמשו ב---sref עם קישור לתמונה כדי לשמור על סגנון אחיד בין יצירות',
      'התחילו בפרומפט קצר והוסיפו פרטים בהדרגה במקום לכתוב פסקה ארוכה',
    ],
  },
  'dall-e-3': {
    enhancedDescription:
      'DALL·E 3 הוא מחולל התמונות של OpenAI, המובנה בתוך ChatGPT. הוא מצטיין בהבנת הוראות מפורטות ובשילוב טקסט קריא בתמונה, ואפשר לבקש ממנו שינויים בשיחה רגילה.',
    technicalSpecs: {
      ספק: 'OpenAI',
      רזולוציות: '1024×1024, 1792×1024, 1024×1792',
      איכות: 'standard או hd',
      גישה: 'ChatGPT ו-OpenAI API',
    },
    pricingDetails: [
      {
        tier: 'דרך ChatGPT',
        price: 'כלול במנוי ChatGPT Plus ($20 לחודש)',
        features: ['יצירה ועריכה בשיחה', 'מכסה יומית'],
      },
      { tier: 'API – standard', price: '$0.04 לתמונה בגודל 1024×1024', features: ['תשלום לפי שימוש'] },
      { tier: 'API – hd', price: '$0.08 לתמונה בגודל 1024×1024', features: ['פרטים עשירים יותר'] },
    ],
    integrations: ['ChatGPT', 'OpenAI API', 'Microsoft Designer ו-Bing Image Creator'],
    limitations: [
      'מסנני תוכן מחמירים (אנשים אמיתיים, סגנונות של אמנים חיים)',
      'שליטה מועטה בפרמטרים טכניים',
      'ב-ChatGPT הוחלף בהדרגה במחולל התמונות של GPT-4o',
    ],
    proTips: [
      'תארו את הסצנה בשפה טבעית ומפורטת: תאורה, זווית מצלמה וסגנון',
      'בקשו מ-ChatGPT להציג את הפרומפט המלא שנשלח כדי ללמוד ממנו',
      'כדי לשמר עקביות, בקשו שינויים קטנים על אותה תמונה במקום פרומפט חדש',
    ],
  },
  'stable-diffusion': {
    enhancedDescription:
      'Stable Diffusion הוא מודל פתוח ליצירת תמונות מבית Stability AI. אפשר להריץ אותו מקומית על כרטיס מסך, לאמן עליו התאמות (LoRA) ולשלוט בכל שלב ביצירה בעזרת כלים כמו ComfyUI ו-ControlNet.',
    technicalSpecs: {
      רישיון: 'משקלים פתוחים (Stability AI Community License)',
      גרסאות: 'SD 1.5, SDXL, SD 3.5',
      'חומרה מומלצת': 'GPU עם 8GB VRAM ומעלה (SDXL: 12GB מומלץ)',
      ממשקים: 'ComfyUI, Automatic1111, Forge, InvokeAI',
    },
    pricingDetails: [
      { tier: 'הרצה מקומית', price: 'חינם', features: ['שליטה מלאה', 'ללא מגבלת יצירות'] },
      { tier: 'רישיון קהילתי', price: 'חינם לעסקים עם הכנסה שנתית מתחת ל-$1M', features: ['שימוש מסחרי'] },
      { tier: 'Stability API', price: 'תשלום לפי קרדיטים', features: ['ללא צורך בחומרה'] },
    ],
    integrations: [
      'ComfyUI',
      'Automatic1111',
      'Hugging Face Diffusers',
      'תוספים ל-Photoshop, Krita ו-Blender',
    ],
    limitations: [
      'דורש חומרה חזקה או שירות ענן',
      'עקומת למידה תלולה בממשקים המתקדמים',
      'איכות התוצאה תלויה מאוד במודל ובהגדרות',
    ],
    proTips: [
      'השתמשו ב-ControlNet כדי לשלוט בתנוחה ובקומפוזיציה',
      'הורידו מודלים ו-LoRA מקהילות כמו Civitai ו-Hugging Face',
      'השתמשו בפרומפט שלילי (negative prompt) כדי להרחיק פגמים נפוצים',
    ],
  },
  chatgpt: {
    enhancedDescription:
      'ChatGPT הוא העוזר השיחתי של OpenAI: כותב, מסכם, מתרגם, מנתח קבצים ונתונים, גולש באינטרנט, יוצר תמונות ומנהל שיחה קולית. הוא מבוסס על משפחת מודלי GPT ומתאים כמעט לכל משימה של טקסט וידע.',
    technicalSpecs: {
      ספק: 'OpenAI',
      מודלים: 'משפחת GPT (כולל מודלי חשיבה)',
      קלט: 'טקסט, תמונות, קבצים וקול',
      'חלון הקשר': 'עד 128K טוקנים, לפי המודל והמנוי',
      פלטפורמות: 'אתר, Windows, macOS, iOS, Android',
    },
    pricingDetails: [
      { tier: 'Free', price: 'חינם', features: ['גישה למודל העדכני במכסה מוגבלת', 'חיפוש באינטרנט'] },
      {
        tier: 'Plus',
        price: '$20 לחודש',
        features: ['מכסות גבוהות יותר', 'מודלי חשיבה', 'יצירת תמונות ו-Sora'],
      },
      { tier: 'Pro', price: '$200 לחודש', features: ['שימוש כמעט בלתי מוגבל', 'המודלים החזקים ביותר'] },
      {
        tier: 'Business / Enterprise',
        price: 'לפי משתמש',
        features: ['ניהול צוות', 'נתונים לא משמשים לאימון'],
      },
    ],
    integrations: ['GPTs מותאמים אישית', 'OpenAI API', 'Google Drive ו-OneDrive', 'אפליקציות שולחן עבודה'],
    limitations: [
      'עלול "להזות" עובדות שגויות בביטחון',
      'ידע מוגבל לתאריך האימון כשהחיפוש כבוי',
      'מכסות שימוש במסלול החינמי',
    ],
    proTips: [
      'תנו תפקיד, הקשר ודוגמה לפלט הרצוי בתחילת השיחה',
      'השתמשו בפרויקטים ובהוראות מותאמות כדי לא לחזור על עצמכם',
      'בקשו מקורות ובדקו אותם כשמדובר בעובדות',
    ],
  },
  claude: {
    enhancedDescription:
      'Claude הוא העוזר של Anthropic, בולט בכתיבה טבעית, בניתוח מסמכים ארוכים ובתכנות. הוא מתמודד היטב עם קבצים גדולים, יוצר Artifacts (קוד, מסמכים ואפליקציות קטנות) לצד השיחה ומקפיד על תשובות זהירות ומנומקות.',
    technicalSpecs: {
      ספק: 'Anthropic',
      מודלים: 'משפחות Opus, Sonnet ו-Haiku',
      'חלון הקשר': '200K טוקנים (ועד 1M בחלק מהמודלים דרך ה-API)',
      קלט: 'טקסט, תמונות, PDF וקבצים',
      פלטפורמות: 'אתר, שולחן עבודה, iOS, Android, Claude Code בטרמינל',
    },
    pricingDetails: [
      { tier: 'Free', price: 'חינם', features: ['שימוש יומי מוגבל', 'ניתוח קבצים ותמונות'] },
      {
        tier: 'Pro',
        price: '$20 לחודש ($17 בתשלום שנתי)',
        features: ['שימוש מורחב', 'פרויקטים', 'Claude Code'],
      },
      { tier: 'Max', price: 'מ-$100 לחודש', features: ['פי 5 עד פי 20 משימוש Pro'] },
      { tier: 'Team / Enterprise', price: 'לפי משתמש', features: ['ניהול ארגוני', 'חיבורים לכלי הארגון'] },
    ],
    integrations: [
      'Anthropic API',
      'Amazon Bedrock',
      'Google Vertex AI',
      'Model Context Protocol (MCP)',
      'Google Workspace',
    ],
    limitations: ['מכסות שימוש מתאפסות כל כמה שעות', 'יצירת תמונות אינה נתמכת', 'עלול לסרב לבקשות גבוליות'],
    proTips: [
      'צרפו את המסמכים עצמם במקום לסכם אותם במילים שלכם',
      'השתמשו בתגיות XML כמו <document> כדי להפריד הוראות מתוכן',
      'בקשו Artifact כשאתם רוצים קוד או מסמך שאפשר להמשיך לערוך',
    ],
  },
  gemini: {
    enhancedDescription:
      'Gemini הוא העוזר והמודל הרב-מודאלי של Google. הוא משולב בשירותי Google (Gmail, Docs, Drive), מבין טקסט, תמונות, שמע ווידאו, ומציע חלון הקשר ארוך במיוחד ומחקר מעמיק (Deep Research).',
    technicalSpecs: {
      ספק: 'Google DeepMind',
      מודלים: 'Gemini Pro ו-Flash',
      'חלון הקשר': 'עד מיליון טוקנים',
      קלט: 'טקסט, תמונות, שמע, וידאו ו-PDF',
      גישה: 'אפליקציית Gemini, Google AI Studio, Vertex AI',
    },
    pricingDetails: [
      { tier: 'חינם', price: 'חינם', features: ['מודל Flash', 'שילוב בשירותי Google'] },
      { tier: 'Google AI Pro', price: '$19.99 לחודש', features: ['מודלי Pro', 'Deep Research', '2TB אחסון'] },
      {
        tier: 'Google AI Ultra',
        price: '$249.99 לחודש',
        features: ['מכסות הגבוהות ביותר', 'גישה מוקדמת לכלים'],
      },
      { tier: 'API', price: 'מכסה חינמית ותשלום לפי טוקנים', features: ['Google AI Studio'] },
    ],
    integrations: ['Gmail', 'Google Docs', 'Google Drive', 'YouTube', 'Android', 'Vertex AI'],
    limitations: [
      'חלק מהיכולות זמינות רק במדינות או בשפות מסוימות',
      'איכות משתנה בין Flash ל-Pro',
      'שילוב עמוק עם Google עלול להטריד מבחינת פרטיות',
    ],
    proTips: [
      'העלו סרטון או הקלטה ושאלו עליהם ישירות',
      'השתמשו ב-Google AI Studio כדי לנסות מודלים והגדרות לפני פיתוח',
      'הפעילו Deep Research לשאלות שדורשות סקירה של מקורות רבים',
    ],
  },
  perplexity: {
    enhancedDescription:
      'Perplexity הוא מנוע תשובות: הוא מחפש באינטרנט בזמן אמת, מסכם את מה שמצא ומצרף מקורות ממוספרים לכל טענה. מתאים למחקר מהיר, להשוואות ולבדיקת עובדות.',
    technicalSpecs: {
      סוג: 'חיפוש מבוסס AI עם ציטוט מקורות',
      מודלים: 'Sonar ומודלים של ספקים מובילים לבחירה',
      מצבים: 'חיפוש, Research (מחקר מעמיק), Labs',
      פלטפורמות: 'אתר, iOS, Android, דפדפן Comet',
    },
    pricingDetails: [
      { tier: 'Free', price: 'חינם', features: ['חיפושים ללא הגבלה', 'מכסה מוגבלת של חיפושי Pro'] },
      { tier: 'Pro', price: '$20 לחודש', features: ['בחירת מודל', 'העלאת קבצים', 'מחקר מעמיק'] },
      { tier: 'Enterprise Pro', price: '$40 למשתמש לחודש', features: ['ניהול ארגוני', 'פרטיות נתונים'] },
    ],
    integrations: ['Sonar API', 'תוסף לדפדפן', 'Spaces לשיתוף מחקר בצוות'],
    limitations: [
      'איכות התשובה תלויה באיכות המקורות שנמצאו',
      'עלול לפרש מקור לא נכון',
      'פחות מתאים לכתיבה יצירתית ארוכה',
    ],
    proTips: [
      'לחצו על המקורות ובדקו את הטענות החשובות',
      'הגדירו מיקוד (Focus) לחיפוש באקדמיה, ברשתות או בסרטונים',
      'שאלו שאלות המשך באותו שרשור כדי לשמור על ההקשר',
    ],
  },
  notebooklm: {
    enhancedDescription:
      'NotebookLM של Google הוא עוזר מחקר שעונה רק מתוך המקורות שהעליתם: מסמכים, קבצי PDF, אתרים וסרטוני YouTube. הוא יוצר סיכומים, שאלות ותשובות, מפות חשיבה וסקירות קוליות בסגנון פודקאסט.',
    technicalSpecs: {
      ספק: 'Google',
      מודל: 'Gemini',
      מקורות: 'עד 50 מקורות למחברת במסלול החינמי',
      פלטים: 'סיכום, מדריך לימוד, מפת חשיבה, Audio Overview',
    },
    pricingDetails: [
      { tier: 'חינם', price: 'חינם', features: ['עד 100 מחברות', 'סקירות קוליות במכסה יומית'] },
      {
        tier: 'NotebookLM Pro',
        price: 'כלול ב-Google AI Pro ($19.99 לחודש)',
        features: ['מכסות גבוהות פי 5', 'התאמת סגנון התשובות'],
      },
    ],
    integrations: ['Google Docs', 'Google Slides', 'Google Drive', 'YouTube'],
    limitations: [
      'עונה רק מתוך המקורות שהועלו',
      'סקירות קוליות בעברית עשויות להישמע פחות טבעיות',
      'ללא API ציבורי',
    ],
    proTips: [
      'העלו מקורות איכותיים ומגוונים: התשובות טובות כמו החומר',
      'השתמשו בציטוטים הממוספרים כדי לקפוץ למקום המדויק במסמך',
      'בקשו Audio Overview כדי להאזין לסיכום בדרכים',
    ],
  },
  'github-copilot': {
    enhancedDescription:
      "GitHub Copilot הוא עוזר התכנות של GitHub: משלים קוד תוך כדי כתיבה, עונה על שאלות בצ'אט בתוך העורך, ובמצב סוכן מבצע שינויים בכמה קבצים ופותח Pull Requests בעצמו.",
    technicalSpecs: {
      ספק: 'GitHub (Microsoft)',
      מודלים: 'בחירה בין מודלים של OpenAI, Anthropic ו-Google',
      עורכים: 'VS Code, Visual Studio, JetBrains, Neovim, Xcode',
      מצבים: 'השלמה אוטומטית, Chat, Agent mode, Coding agent',
    },
    pricingDetails: [
      { tier: 'Free', price: 'חינם', features: ["2,000 השלמות ו-50 בקשות צ'אט בחודש"] },
      { tier: 'Pro', price: '$10 לחודש', features: ['השלמות ללא הגבלה', 'בקשות פרימיום'] },
      { tier: 'Pro+', price: '$39 לחודש', features: ['כל המודלים', 'יותר בקשות פרימיום'] },
      {
        tier: 'Business / Enterprise',
        price: '$19 / $39 למשתמש לחודש',
        features: ['ניהול מדיניות', 'הגנה משפטית על קוד'],
      },
    ],
    integrations: ['VS Code', 'JetBrains', 'GitHub.com', 'GitHub CLI', 'GitHub Mobile'],
    limitations: [
      'עלול להציע קוד עם באגים או פרצות אבטחה',
      'הקשר מוגבל לקבצים הפתוחים ולמאגר',
      'בקשות פרימיום מוגבלות בכל מסלול',
    ],
    proTips: [
      'השאירו פתוחים קבצים רלוונטיים כדי לשפר את ההצעות',
      'כתבו הערה שמתארת את הפונקציה לפני שמתחילים לכתוב אותה',
      'הוסיפו קובץ copilot-instructions.md עם מוסכמות הפרויקט',
    ],
  },
  cursor: {
    enhancedDescription:
      "Cursor הוא עורך קוד מבוסס VS Code שנבנה סביב AI: השלמה חכמה של כמה שורות קדימה, צ'אט שמכיר את כל המאגר וסוכן שמבצע משימות פיתוח שלמות על פני קבצים רבים.",
    technicalSpecs: {
      בסיס: 'מזלג של VS Code (תומך בהרחבות שלו)',
      מודלים: 'מודלים של OpenAI, Anthropic, Google ומודלים של Cursor',
      יכולות: 'Tab, Agent, אינדוקס של המאגר, Background Agents',
      'מערכות הפעלה': 'Windows, macOS, Linux',
    },
    pricingDetails: [
      { tier: 'Hobby', price: 'חינם', features: ['מכסה מוגבלת של Agent ו-Tab'] },
      { tier: 'Pro', price: '$20 לחודש', features: ['Tab ללא הגבלה', 'מכסת שימוש מורחבת'] },
      { tier: 'Ultra', price: '$200 לחודש', features: ['פי 20 משימוש Pro'] },
      { tier: 'Teams', price: '$40 למשתמש לחודש', features: ['ניהול צוות', 'SSO'] },
    ],
    integrations: ['הרחבות VS Code', 'GitHub', 'MCP', 'Slack (Background Agents)'],
    limitations: [
      'צריכת המכסה מהירה עם מודלים יקרים',
      'שינויים גדולים של הסוכן דורשים סקירה קפדנית',
      'מעבר מעורך אחר דורש הסתגלות',
    ],
    proTips: [
      'הגדירו כללי פרויקט (Rules) עם הסגנון והמוסכמות שלכם',
      'צרפו קבצים ותיעוד עם @ כדי למקד את הסוכן',
      'עבדו במשימות קטנות ובצעו commit לפני כל שינוי גדול',
    ],
  },
  runway: {
    enhancedDescription:
      'Runway היא פלטפורמת וידאו מבוססת AI: יצירת סרטונים מטקסט ומתמונה (מודלי Gen-4), הרחבה ועריכה של צילומים, הסרת רקע ועוד עשרות כלים ליוצרים ולאנשי פוסט-פרודקשן.',
    technicalSpecs: {
      מודלים: 'Gen-4, Gen-4 Turbo, Aleph',
      'אורך קליפ': '5 או 10 שניות ליצירה',
      רזולוציה: '720p עם אפשרות הגדלה ל-4K',
      קלט: 'טקסט, תמונה ווידאו',
    },
    pricingDetails: [
      { tier: 'Free', price: 'חינם', features: ['125 קרדיטים חד-פעמיים'] },
      {
        tier: 'Standard',
        price: '$15 לחודש ($12 בתשלום שנתי)',
        features: ['625 קרדיטים בחודש', 'ללא סימן מים'],
      },
      { tier: 'Pro', price: '$35 לחודש ($28 בתשלום שנתי)', features: ['2,250 קרדיטים בחודש'] },
      { tier: 'Unlimited', price: '$95 לחודש ($76 בתשלום שנתי)', features: ['יצירה ללא הגבלה במצב Explore'] },
    ],
    integrations: ['Runway API', 'ייצוא ל-Premiere Pro ו-DaVinci Resolve', 'iOS'],
    limitations: [
      'קליפים קצרים שדורשים חיבור בעריכה',
      'עקביות דמויות בין שוטים אינה מובטחת',
      'קרדיטים נגמרים מהר ביצירה באיכות גבוהה',
    ],
    proTips: [
      'התחילו מתמונת מפתח איכותית (image to video) לשליטה טובה יותר',
      'תארו תנועת מצלמה במפורש: dolly in, pan left, handheld',
      'צרו כמה גרסאות קצרות ובחרו את הטובה לפני הגדלה',
    ],
  },
  sora: {
    enhancedDescription:
      'Sora הוא מודל הווידאו של OpenAI, שיוצר סצנות ריאליסטיות עם סאונד מטקסט ומתמונות. זמין באפליקציית Sora ובממשק של ChatGPT, וכולל כלים לשילוב דמויות (Cameos) ולרמיקס של סרטונים.',
    technicalSpecs: {
      ספק: 'OpenAI',
      גרסה: 'Sora 2',
      קלט: 'טקסט ותמונה',
      פלט: 'וידאו עם אודיו מסונכרן',
      גישה: 'אפליקציית Sora, sora.com, ChatGPT',
    },
    pricingDetails: [
      { tier: 'ChatGPT Plus', price: '$20 לחודש', features: ['יצירת סרטונים קצרים במכסה'] },
      { tier: 'ChatGPT Pro', price: '$200 לחודש', features: ['מכסה גבוהה', 'רזולוציה גבוהה ללא סימן מים'] },
    ],
    integrations: ['ChatGPT', 'אפליקציית Sora ל-iOS ו-Android', 'OpenAI API'],
    limitations: [
      'זמינות מוגבלת לפי מדינה',
      'סימן מים על סרטונים במסלולים הבסיסיים',
      'מגבלות תוכן על אנשים אמיתיים',
    ],
    proTips: [
      'כתבו את הפרומפט כמו תסריט: מקום, דמויות, פעולה ותנועת מצלמה',
      'השתמשו ב-Remix כדי לשנות פרט אחד בלי לאבד את השאר',
      'צרו סדרת שוטים קצרים וחברו אותם בעריכה',
    ],
  },
  pika: {
    enhancedDescription:
      'Pika הוא כלי ליצירת וידאו קצר מטקסט ומתמונות, עם אפקטים יצירתיים (Pikaffects), החלפת אובייקטים בסרטון והוספת אלמנטים לסצנה. מתאים במיוחד לתוכן לרשתות חברתיות.',
    technicalSpecs: {
      מודל: 'Pika 2.x',
      'אורך קליפ': '5 עד 10 שניות',
      רזולוציה: 'עד 1080p',
      כלים: 'Pikaffects, Pikaswaps, Pikadditions, Pikaframes',
    },
    pricingDetails: [
      { tier: 'Basic', price: 'חינם', features: ['80 קרדיטים בחודש'] },
      { tier: 'Standard', price: '$10 לחודש ($8 בתשלום שנתי)', features: ['700 קרדיטים בחודש'] },
      { tier: 'Pro', price: '$35 לחודש ($28 בתשלום שנתי)', features: ['2,300 קרדיטים', 'שימוש מסחרי'] },
      { tier: 'Fancy', price: '$95 לחודש ($76 בתשלום שנתי)', features: ['6,000 קרדיטים'] },
    ],
    integrations: ['אתר Pika', 'אפליקציית iOS'],
    limitations: ['קליפים קצרים בלבד', 'סימן מים במסלול החינמי', 'פחות ריאליסטי ממודלי הווידאו המובילים'],
    proTips: [
      'השתמשו ב-Pikaframes כדי להגדיר פריים פתיחה וסיום',
      'אפקטים מוכנים הם הדרך המהירה לתוכן ויראלי',
      'תמונת מקור חדה ומוארת היטב משפרת מאוד את התוצאה',
    ],
  },
  elevenlabs: {
    enhancedDescription:
      'ElevenLabs היא פלטפורמה להמרת טקסט לדיבור ולשכפול קול, עם קולות טבעיים במיוחד בעשרות שפות כולל עברית. כוללת גם דיבוב אוטומטי, יצירת אפקטים קוליים, תמלול וסוכני שיחה קוליים.',
    technicalSpecs: {
      מודלים: 'Eleven v3, Multilingual v2, Flash v2.5',
      שפות: 'יותר מ-70 שפות, כולל עברית',
      השהיה: 'כ-75 מילישניות במודל Flash',
      יכולות: 'TTS, שכפול קול, דיבוב, אפקטים קוליים, Speech to Text',
    },
    pricingDetails: [
      { tier: 'Free', price: 'חינם', features: ['10,000 קרדיטים בחודש', 'ללא שימוש מסחרי'] },
      { tier: 'Starter', price: '$5 לחודש', features: ['30,000 קרדיטים', 'שכפול קול מיידי', 'שימוש מסחרי'] },
      { tier: 'Creator', price: '$22 לחודש', features: ['100,000 קרדיטים', 'שכפול קול מקצועי'] },
      { tier: 'Pro', price: '$99 לחודש', features: ['500,000 קרדיטים', 'אודיו באיכות 44.1kHz'] },
    ],
    integrations: ['ElevenLabs API', 'Zapier', 'Twilio', 'תוספים לכלי עריכה'],
    limitations: [
      'הגייה עברית עשויה לדרוש תיקוני ניקוד',
      'שכפול קול מחייב הסכמה של בעל הקול',
      'קרדיטים נצרכים מהר בטקסטים ארוכים',
    ],
    proTips: [
      'הוסיפו ניקוד למילים שנהגות לא נכון',
      'שחקו עם Stability ו-Style כדי לאזן בין עקביות להבעה',
      'לשכפול קול, הקליטו לפחות דקה של שמע נקי ללא רעשי רקע',
    ],
  },
  suno: {
    enhancedDescription:
      'Suno יוצר שירים שלמים – לחן, עיבוד, שירה ומילים – מתוך תיאור קצר או מילים שכתבתם. אפשר לבחור סגנון, להאריך שירים, לערוך קטעים ולהפיק גרסאות נפרדות של ערוצים (stems).',
    technicalSpecs: {
      מודל: 'Suno v4.5 ו-v5',
      'אורך שיר': 'עד כ-8 דקות',
      שפות: 'שירה בשפות רבות, כולל עברית',
      פלט: 'MP3 ו-WAV, הפרדת ערוצים במסלולים בתשלום',
    },
    pricingDetails: [
      { tier: 'Basic', price: 'חינם', features: ['50 קרדיטים ביום (כ-10 שירים)', 'שימוש לא מסחרי'] },
      { tier: 'Pro', price: '$10 לחודש', features: ['2,500 קרדיטים', 'שימוש מסחרי', 'מודלים חדשים'] },
      { tier: 'Premier', price: '$30 לחודש', features: ['10,000 קרדיטים', 'Suno Studio'] },
    ],
    integrations: ['אתר Suno', 'אפליקציות iOS ו-Android', 'Microsoft Copilot'],
    limitations: [
      'שירה בעברית עדיין פחות מדויקת מאנגלית',
      'שליטה מוגבלת בפרטי העיבוד',
      'שאלות פתוחות לגבי זכויות יוצרים על מוזיקה שנוצרה',
    ],
    proTips: [
      'כתבו בעצמכם את המילים עם תגיות כמו [Verse] ו-[Chorus]',
      "תארו סגנון ספציפי: ז'אנר, קצב, כלים וסוג קול",
      'השתמשו ב-Extend כדי לבנות שיר ארוך מקטע שאהבתם',
    ],
  },
  udio: {
    enhancedDescription:
      'Udio הוא מחולל מוזיקה מטקסט שמפיק קטעים באיכות הפקה גבוהה, עם שליטה בסגנון, במילים ובמבנה. אפשר להאריך קטעים קדימה ואחורה, לעשות רמיקס ולשלב קטעי אודיו משלכם.',
    technicalSpecs: {
      מודל: 'Udio v1.5',
      'אורך קטע': '32 שניות או 2:10 דקות ליצירה, עם הארכה',
      איכות: 'שמע סטריאו 48kHz',
      יכולות: 'Extend, Remix, Inpainting, הפרדת ערוצים',
    },
    pricingDetails: [
      { tier: 'Free', price: 'חינם', features: ['10 קרדיטים ביום', '100 קרדיטים בחודש'] },
      { tier: 'Standard', price: '$10 לחודש', features: ['1,200 קרדיטים בחודש'] },
      { tier: 'Pro', price: '$30 לחודש', features: ['4,800 קרדיטים בחודש', 'עדיפות ביצירה'] },
    ],
    integrations: ['אתר Udio'],
    limitations: [
      'הורדת קבצים הוגבלה במהלך 2025 בעקבות הסכמים עם חברות התקליטים',
      'קטעים ראשוניים קצרים',
      'שירה בעברית פחות טבעית',
    ],
    proTips: [
      'התחילו מקטע קצר והאריכו רק את הגרסה הטובה',
      'השתמשו ב-Inpainting כדי לתקן קטע בעייתי בלי ליצור מחדש',
      'שלבו תגיות סגנון מדויקות מרשימת ההצעות של Udio',
    ],
  },
  whisper: {
    enhancedDescription:
      'Whisper הוא מודל קוד פתוח של OpenAI לזיהוי דיבור ותמלול, שאומן על כ-680 אלף שעות שמע בעשרות שפות כולל עברית. הוא מתמלל, מתרגם לאנגלית ומפיק כתוביות עם חותמות זמן.',
    technicalSpecs: {
      רישיון: 'קוד פתוח (MIT)',
      'גדלי מודל': 'tiny, base, small, medium, large-v3, large-v3-turbo',
      שפות: '99 שפות',
      פלט: 'טקסט, SRT, VTT עם חותמות זמן',
    },
    pricingDetails: [
      { tier: 'הרצה מקומית', price: 'חינם', features: ['קוד פתוח', 'הנתונים לא יוצאים מהמחשב'] },
      { tier: 'OpenAI API', price: '$0.006 לדקת שמע', features: ['ללא צורך בחומרה', 'קבצים עד 25MB'] },
    ],
    integrations: ['OpenAI API', 'whisper.cpp', 'faster-whisper', 'Hugging Face Transformers', 'MacWhisper'],
    limitations: [
      'ללא זיהוי דוברים מובנה',
      'עלול "להזות" טקסט בקטעי שקט או מוזיקה',
      'המודלים הגדולים איטיים ללא GPU',
    ],
    proTips: [
      'לעברית השתמשו במודל large-v3 או בגרסאות מכווננות לעברית כמו ivrit.ai',
      'הגדירו את השפה במפורש במקום זיהוי אוטומטי',
      'השתמשו ב-faster-whisper להאצה משמעותית על אותה חומרה',
    ],
  },
};

/** Spec section 3: the exact id, then lowercase, then lowercase with spaces turned into hyphens. */
export function findEnrichment(id: string | undefined): ToolEnrichment | undefined {
  if (!id) return undefined;
  const lowered = id.toLowerCase();
  return (
    ownValue(TOOL_ENRICHMENT, id) ??
    ownValue(TOOL_ENRICHMENT, lowered) ??
    ownValue(TOOL_ENRICHMENT, lowered.replace(/\s+/g, '-'))
  );
}

export type CategoryKey = 'image' | 'video' | 'audio' | 'text' | 'code' | 'automation' | 'other';

export type CategoryDefaults = {
  capabilities: string[];
  applications: string[];
  limitations: string[];
  /** A section specific to the category, e.g. prompt tips for image tools. */
  specificSection: { title: string; items: string[] };
};

export const CATEGORY_DEFAULTS: Record<CategoryKey, CategoryDefaults> = {
  image: {
    capabilities: [
      'יצירת תמונות מתיאור טקסטואלי',
      'מגוון סגנונות: צילומי, איור, תלת-ממד',
      'וריאציות ושינויים על תמונה קיימת',
      'בחירת יחס תמונה ורזולוציה',
    ],
    applications: [
      'תמונות לפוסטים ולקמפיינים',
      'סקיצות וקונספט ארט',
      'איורים למצגות ולמאמרים',
      'הדמיות מוצר',
    ],
    limitations: [
      'טקסט בתוך תמונות אינו תמיד מדויק',
      'קושי בשמירה על דמות עקבית בין תמונות',
      'שאלות של זכויות יוצרים על תוצרים',
    ],
    specificSection: {
      title: 'טיפים לכתיבת פרומפט לתמונה',
      items: [
        'תארו נושא, סביבה, תאורה וסגנון',
        'ציינו זווית צילום ועדשה למראה צילומי',
        'הוסיפו יחס תמונה לפי היעד: 1:1, 16:9 או 9:16',
      ],
    },
  },
  video: {
    capabilities: [
      'יצירת קליפים מטקסט',
      'הנפשת תמונות סטילס',
      'שליטה בתנועת מצלמה',
      'הרחבה ועריכה של סרטונים קיימים',
    ],
    applications: [
      'תוכן קצר לרשתות חברתיות',
      'סרטוני פרסומת והדמיות',
      'B-roll לסרטונים',
      'סטוריבורד והמחשת רעיונות',
    ],
    limitations: ['קליפים קצרים של שניות בודדות', 'עקביות דמויות בין שוטים', 'צריכת קרדיטים גבוהה'],
    specificSection: {
      title: 'איך מתכננים סרטון AI',
      items: [
        'כתבו תסריט קצר וחלקו אותו לשוטים',
        'צרו תמונת מפתח לכל שוט ואז הנפישו אותה',
        'חברו את השוטים והוסיפו סאונד בתוכנת עריכה',
      ],
    },
  },
  audio: {
    capabilities: ['המרת טקסט לדיבור', 'יצירת מוזיקה ושירים', 'תמלול והפרדת ערוצים', 'שיפור איכות הקלטה'],
    applications: [
      'קריינות לסרטונים ולמצגות',
      'פודקאסטים וספרי שמע',
      'מוזיקת רקע לתוכן',
      'תמלול ראיונות ופגישות',
    ],
    limitations: [
      'הגייה עברית לא תמיד מדויקת',
      'שימוש בקול של אדם דורש את הסכמתו',
      'זכויות על מוזיקה שנוצרה אינן תמיד ברורות',
    ],
    specificSection: {
      title: 'סוגי כלי אודיו',
      items: ['יצירת מוזיקה', 'הפרדת ערוצים', 'שיפור איכות סאונד', 'יצירת קול', 'עיבוד ומאסטרינג', 'זמן אמת'],
    },
  },
  text: {
    capabilities: [
      'כתיבה, עריכה וסיכום',
      'תרגום בין שפות',
      'מענה על שאלות וניתוח מסמכים',
      'סיעור מוחות ותכנון',
    ],
    applications: [
      'כתיבת תוכן שיווקי ומיילים',
      'סיכום מסמכים ומחקר',
      'לימוד והסברת נושאים',
      "שירות לקוחות וצ'אטבוטים",
    ],
    limitations: ['עלול להמציא עובדות ("הזיות")', 'ידע מוגבל לתאריך האימון', 'איכות העברית משתנה בין מודלים'],
    specificSection: {
      title: 'איך כותבים פרומפט טוב',
      items: ['הגדירו תפקיד ומטרה', 'תנו הקשר ודוגמה לפלט הרצוי', 'בקשו פורמט מוגדר: רשימה, טבלה או אורך'],
    },
  },
  code: {
    capabilities: [
      'השלמת קוד תוך כדי כתיבה',
      'הסבר קוד ואיתור באגים',
      'כתיבת בדיקות ותיעוד',
      'שינויים בכמה קבצים במצב סוכן',
    ],
    applications: [
      'האצת פיתוח יומיומי',
      'למידת שפה או ספרייה חדשה',
      'ריפקטורינג ושדרוג קוד ישן',
      'בניית אבות-טיפוס מהירה',
    ],
    limitations: [
      'קוד שנוצר עלול להכיל באגים ופרצות',
      'הבנה חלקית של מאגרים גדולים',
      'חשש מדליפת קוד קנייני',
    ],
    specificSection: {
      title: 'שילוב בתהליך הפיתוח',
      items: [
        'בקשו שינויים קטנים ובדקו כל אחד',
        'הריצו בדיקות אחרי כל שינוי של ה-AI',
        'תעדו מוסכמות פרויקט בקובץ הוראות לעוזר',
      ],
    },
  },
  automation: {
    capabilities: [
      'חיבור בין אפליקציות ושירותים',
      'תהליכים אוטומטיים מבוססי טריגר',
      'שילוב מודלי שפה בתהליכים',
      'סוכנים שמבצעים משימות',
    ],
    applications: [
      'טיפול אוטומטי בלידים ובמיילים',
      'סנכרון נתונים בין מערכות',
      'דוחות ותזכורות אוטומטיים',
      'בוטים לשירות לקוחות',
    ],
    limitations: [
      'תהליכים מורכבים קשים לתחזוקה',
      'תמחור לפי מספר פעולות',
      'תלות בממשקים של שירותים חיצוניים',
    ],
    specificSection: {
      title: 'איך מתחילים לאטמט',
      items: [
        'בחרו משימה חוזרת אחת ומדדו כמה זמן היא לוקחת',
        'בנו תהליך פשוט ובדקו אותו על נתוני דוגמה',
        'הוסיפו טיפול בשגיאות והתראות לפני הפעלה מלאה',
      ],
    },
  },
  other: {
    capabilities: ['יכולות בינה מלאכותית לשימוש יומיומי', 'ממשק פשוט לתחילת עבודה מהירה'],
    applications: ['חיסכון בזמן במשימות חוזרות', 'ניסוי ולמידה של טכנולוגיות AI'],
    limitations: ['יש לבדוק את התוצרים לפני שימוש', 'יכולות ומחירים משתנים לעיתים קרובות'],
    specificSection: {
      title: 'לפני שמתחילים',
      items: ['בדקו את תנאי השימוש והפרטיות', 'התחילו במסלול החינמי אם קיים'],
    },
  },
};

const CATEGORY_PATTERNS: [CategoryKey, RegExp][] = [
  ['image', /image|תמונ|גרפיק|art/i],
  ['video', /video|וידאו|סרט/i],
  ['audio', /audio|אודיו|קול|מוזיק|voice|music|speech|דיבור/i],
  ['code', /code|coding|קוד|תכנות|פיתוח|develop/i],
  ['automation', /automation|אוטומצ/i],
  ['text', /text|טקסט|שפה|כתיבה|chat|language|writing/i],
];

export function categoryKeyOf(tool: Pick<Tool, 'category' | 'primaryCategory' | 'mediaType'>): CategoryKey {
  for (const name of [tool.primaryCategory, tool.category, tool.mediaType]) {
    if (!name) continue;
    const hit = CATEGORY_PATTERNS.find(([, pattern]) => pattern.test(name));
    if (hit) return hit[0];
  }
  return 'other';
}

export type ToolDetails = {
  about: string;
  capabilities: string[];
  applications: string[];
  limitations: string[];
  pricing: PricingTier[];
  technicalSpecs: [string, string][];
  integrations: string[];
  proTips: string[];
  specificSection: { title: string; items: string[] };
  enriched: boolean;
};

/** Everything the detail page shows: the tool's own data, then enrichment, then category defaults. */
export function toolDetails(tool: Tool): ToolDetails {
  const enrichment = findEnrichment(tool.id) ?? findEnrichment(tool.slug);
  const defaults = CATEGORY_DEFAULTS[categoryKeyOf(tool)];
  const pick = (...lists: (string[] | undefined)[]) => lists.find((list) => list && list.length > 0) ?? [];
  const specs: [string, string][] = enrichment ? Object.entries(enrichment.technicalSpecs) : [];
  if (!enrichment) {
    if (tool.platforms.length) specs.push(['פלטפורמות', tool.platforms.join(', ')]);
    if (tool.company) specs.push(['חברה', tool.company]);
    if (tool.mediaType) specs.push(['סוג מדיה', tool.mediaType]);
  }
  return {
    about: enrichment?.enhancedDescription || tool.longDescription || tool.description,
    capabilities: pick(tool.capabilities, tool.features, defaults.capabilities),
    applications: pick(tool.applications, tool.useCases, defaults.applications),
    limitations: pick(enrichment?.limitations, tool.limitations, tool.constraints, defaults.limitations),
    pricing: enrichment?.pricingDetails ?? [],
    technicalSpecs: specs,
    integrations: pick(enrichment?.integrations, tool.integrations),
    proTips: enrichment?.proTips ?? [],
    specificSection: defaults.specificSection,
    enriched: Boolean(enrichment),
  };
}

import type { ComponentType } from 'react';
import type { Concept } from '../../src/domain/glossary/concepts.ts';

/** What every visualization receives: whether it may move now. Paused, it shows a meaningful still frame. */
export type VisualizationProps = { playing: boolean };

export type VisualizationModule = { default: ComponentType<VisualizationProps> };

export type VisualizationEntry = {
  /** Hebrew figcaption: what the animation shows and what moves in it. */
  caption: string;
  /** Each visualization is its own chunk, loaded only on a term page that shows it. */
  load: () => Promise<VisualizationModule>;
};

/**
 * The visualizations that exist. A concept missing here shows the generic placeholder. Keep each
 * `load` a literal dynamic import so the bundler splits every visualization into its own chunk.
 */
export const VISUALIZATIONS: Partial<Record<Concept, VisualizationEntry>> = {
  tokenization: {
    caption:
      'משפט בעברית עם מילה באנגלית מתפרק לטוקנים, חתיכה אחר חתיכה; כל טוקן מקבל מזהה מספרי, ורצף המזהים הוא מה שהמודל קורא.',
    load: () => import('./tokenization.tsx'),
  },
  embeddings: {
    caption:
      'מילים הופכות אחת אחת לווקטורים של מספרים ונוחתות כנקודות במפה; מילים קרובות במשמעות נוחתות זו ליד זו ויוצרות אשכולות של חיות, פירות וכלי תחבורה.',
    load: () => import('./embeddings.tsx'),
  },
  'vector-space': {
    caption:
      'מילים מוצגות כחצים ממרכז הצירים; החץ שמוביל מ"גבר" ל"מלך" זז אל "אישה" ונוחת על "מלכה", ואז נמתחים קווי מרחק: מילים דומות קרובות, שונות רחוקות.',
    load: () => import('./vector-space.tsx'),
  },
  attention: {
    caption:
      'המילה "הוא" שולחת קווים לכל מילות המשפט, ועובי כל קו הוא משקל הקשב; הקו העבה מוביל ל"החתול". אחר כך מילים אחרות מחליפות אותה, והעוביים משתנים.',
    load: () => import('./attention.tsx'),
  },
  'chain-of-thought': {
    caption:
      'אותה שאלה חשבונית נענית פעמיים: תשובה ישירה קופצת ל-12 וטועה, ושרשרת מחשבה כותבת שלב אחר שלב (שלוש קופסאות כפול ארבעה, ואז פחות חמישה) עד התשובה הנכונה 7.',
    load: () => import('./chain-of-thought.tsx'),
  },
  deployment: {
    caption:
      'הגרסה החדשה v1.4 נעה מימין לשמאל דרך קוד, בנייה, בדיקות ופריסה, ואז מחליפה את הגרסה הישנה שרת אחר שרת, בזמן שבדיקות הבריאות מראות כמה שרתים תקינים.',
    load: () => import('./deployment.tsx'),
  },
  git: {
    caption:
      'היסטוריית git נבנית מימין לשמאל: קומיטים על main, ענף feature שמתפצל ממנו, עבודה בשני הענפים במקביל, ולבסוף קומיט מיזוג עם שני הורים שמאחד אותם.',
    load: () => import('./git.tsx'),
  },
  rag: {
    caption:
      'השאלה מחפשת במאגר המסמכים, כל מסמך מקבל ציון דמיון, שני המסמכים המתאימים ביותר עוברים לתוך הפרומפט לצד השאלה, והמודל עונה מתוכם עם הפניות [1] ו-[2].',
    load: () => import('./rag.tsx'),
  },
  llm: {
    caption:
      'הקלט "השמיים הם" עובר דרך שכבות הרשת, יוצאת התפלגות הסתברויות על המילה הבאה (כחולים 62%), והמילה הסבירה נכתבת בפלט.',
    load: () => import('./llm.tsx'),
  },
  gpt: {
    caption:
      'GPT כותב טוקן אחר טוקן: הוא נותן הסתברות לכל טוקן אפשרי, הטוקן שנבחר מצטרף לטקסט, והטקסט הארוך יותר חוזר אליו לצעד הבא.',
    load: () => import('./gpt.tsx'),
  },
  bert: {
    caption:
      'במשפט עם מילה מוסתרת, המילים שלפניה ואחריה מצביעות עליה; BERT קורא את שני הצדדים יחד, מדרג מועמדות ומשלים "בעט".',
    load: () => import('./bert.tsx'),
  },
  mlops: {
    caption:
      'מסגרת נעה סביב מחזור נתונים, אימון, הערכה, פריסה וניטור; כשהניטור מזהה סחיפה והדיוק יורד, חץ אדום מחזיר את המחזור לנתונים חדשים.',
    load: () => import('./mlops.tsx'),
  },
  transformer: {
    caption:
      'דופק עולה דרך בלוקי המקודד שקוראים את "I love cats", עובר בקשב צולב אל המפענח שקורא את "אני אוהב", ומהמפענח יוצאת המילה הבאה "חתולים".',
    load: () => import('./transformer.tsx'),
  },
  'prompt-engineering': {
    caption:
      'פרומפט מעורפל מקבל תשובה כללית; לפרומפט המובנה נוספים תפקיד, משימה, קהל ופורמט אחד אחד, התשובה הופכת לשלושה טיפים ממוקדים ומד האיכות עולה.',
    load: () => import('./prompt-engineering.tsx'),
  },
  lora: {
    caption:
      'המטריצה הגדולה W נשארת קפואה; בכל צעד אימון רק המטריצות הצרות B ו-A משתנות, המכפלה שלהן, תוספת בגודל מלא, מתמלאת בצבע ומתווספת ל-W, וכך משתנים המשקלים בשימוש.',
    load: () => import('./lora.tsx'),
  },
  controlnet: {
    caption:
      'מתמונת מקור של בית מחולצת מפת קצוות; תמונה נוצרת מרעש אקראי ומתנקה שלב אחר שלב לפי הקצוות, עד בית אדום בשקיעה באותו מבנה בדיוק.',
    load: () => import('./controlnet.tsx'),
  },
  'semantic-search': {
    caption:
      'השאילתה הופכת לנקודה במרחב המשמעויות, מעגל חיפוש מתרחב סביבה, והמסמכים הקרובים במשמעות עולים ראשונים עם ציון דמיון, גם בלי מילה משותפת; מסמך עם אותה מילה ומשמעות אחרת נשאר רחוק.',
    load: () => import('./semantic-search.tsx'),
  },
  'few-shot-learning': {
    caption:
      'בלי דוגמאות המודל ממשיך את הטקסט במקום לענות; שלוש דוגמאות של משפט ורגש נכנסות לפרומפט אחת אחת, הדפוס מסומן, והמודל עונה "שלילי" באותו פורמט.',
    load: () => import('./few-shot-learning.tsx'),
  },
  multimodal: {
    caption:
      'טקסט, תמונה וקול של אותה סצנה עוברים כל אחד במקודד משלו; כל מקודד מאיר בתורו והווקטור שלו נוחת במרחב המשותף, עד ששלושתם יושבים יחד כאותה משמעות.',
    load: () => import('./multimodal.tsx'),
  },
  hallucinations: {
    caption:
      'המודל עונה בשטף ובביטחון של 97% ומצטט מחקר שנשמע אמיתי; זכוכית מגדלת בודקת את המקורות, המחקר לא נמצא, והציטוט והנתון מסומנים באדום כהזיה.',
    load: () => import('./hallucinations.tsx'),
  },
  'fine-tuning': {
    caption:
      'מודל בסיס ממשיך להתאמן על אלף שיחות של מוקד תמיכה: בכל תקופת אימון גרף השגיאה יורד, כל המשקלים משתנים מעט, ובסוף התשובה עוברת מתשובה כללית לתשובה בסגנון החברה.',
    load: () => import('./fine-tuning.tsx'),
  },
  convolution: {
    caption:
      'מסנן 3×3 מחליק על תמונה של ריבוע, פיקסל אחר פיקסל מימין לשמאל; בכל עצירה סכום המכפלות נכתב לתא במפת המאפיינים, ושתי צלעות הריבוע מתגלות בערכים 3 ו-מינוס 3.',
    load: () => import('./convolution.tsx'),
  },
};

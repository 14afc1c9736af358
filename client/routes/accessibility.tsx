import {
  Accessibility as AccessibilityIcon,
  CalendarDays,
  Contrast,
  Globe,
  Keyboard,
  Languages,
  Pause,
  ScanEye,
  SkipForward,
  TriangleAlert,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { ContactPageLink, EmailLink } from '../components/contact-links.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { IconCardList } from '../components/icon-card-list.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { THREE_UP_GRID } from '../lib/balanced-grid.ts';
import { useContactEmails } from '../lib/contact.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/accessibility';

// Accessibility statement (docs/product.md#other-pages, #legal-and-service).

const ACCESSIBILITY_UPDATED = { iso: '2024-08-17', label: '17 באוגוסט 2024' } as const;
const REPLY_BUSINESS_DAYS = 5;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'הצהרת נגישות',
    description:
      'הצהרת הנגישות של האתר: עמידה ב-WCAG 2.1 ברמה AA, התאמות שבוצעו, דפדפנים נתמכים, מגבלות ידועות ופרטי רכז הנגישות.',
    path: '/accessibility',
    siteUrl: siteUrlFrom(matches),
    keywords: ['הצהרת נגישות', 'נגישות אתרים', 'WCAG 2.1', 'תקן נגישות AA'],
  });

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const MEASURES: readonly { title: string; description: string; icon: Icon }[] = [
  {
    title: 'ניווט מלא במקלדת',
    description:
      'כל הקישורים, התפריטים, הטפסים והכפתורים זמינים במקלדת, עם סדר מיקוד הגיוני וסימון מיקוד ברור.',
    icon: Keyboard,
  },
  {
    title: 'תמיכה בקוראי מסך',
    description:
      'מבנה כותרות היררכי, אזורי ציון (landmarks), תוויות לשדות טפסים, טקסט חלופי לתמונות והודעות חיות.',
    icon: ScanEye,
  },
  {
    title: 'ניגודיות צבעים',
    description:
      'יחסי ניגודיות של 4.5:1 לפחות לטקסט רגיל, בערכה הבהירה ובכהה. ניגודיות גבוהה (7:1 לפחות) מופעלת מעצמה כשהמכשיר מבקש ניגודיות מוגברת, ואפשר להפעיל או לכבות אותה בתפריט הנגישות.',
    icon: Contrast,
  },
  {
    title: 'תמיכה מלאה בימין-לשמאל',
    description: 'האתר בנוי מהיסוד בעברית ובכיווניות ימין-לשמאל, עם הגדרת שפה וכיוון נכונים לכל עמוד.',
    icon: Languages,
  },
  {
    title: 'קישור דילוג לתוכן',
    description: 'בכל עמוד קישור „דלג לתוכן הראשי” שמופיע בלחיצה הראשונה על Tab ומוביל ישר לתוכן העמוד.',
    icon: SkipForward,
  },
  {
    title: 'הפחתת תנועה',
    description: 'האתר מכבד את הגדרת „הפחתת תנועה” של מערכת ההפעלה, וניתן לעצור אנימציות מתוך תפריט הנגישות.',
    icon: Pause,
  },
];

const BROWSERS = ['Chrome 90 ומעלה', 'Firefox 88 ומעלה', 'Safari 14 ומעלה', 'Edge 90 ומעלה'] as const;

const LIMITATIONS: readonly string[] = [
  'חלק מהסרטונים המוטמעים מגיעים משירות וידאו חיצוני, וייתכן שאין להם כתוביות בעברית.',
  'פרקי הפודקאסט מוצגים עם תקציר כתוב, אך עדיין ללא תמלול מלא.',
  'ההמחשות המונפשות במילון המונחים הן חזותיות; לצד כל המחשה מופיע הסבר כתוב מלא.',
  'תוכן ממקורות חיצוניים (כמו גיליונות ניוזלטר ותמונות מצד שלישי) עשוי שלא לעמוד במלוא דרישות התקן.',
];

export default function AccessibilityStatement() {
  const accessibilityEmail = useContactEmails().accessibility;
  return (
    <>
      <PageHero
        id="accessibility-title"
        icon={AccessibilityIcon}
        eyebrow="נגישות"
        title="הצהרת נגישות"
        lead={
          <>
            אנחנו מאמינים שבינה מלאכותית – והידע עליה – צריכים להיות נגישים לכולם. לכן האתר {SITE.name} תוכנן
            ונבנה כך שיהיה נוח לשימוש גם עבור אנשים עם מוגבלות.
          </>
        }
        compact
      >
        <p className="mt-4 inline-flex items-center gap-2 text-small text-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          עודכן לאחרונה: <time dateTime={ACCESSIBILITY_UPDATED.iso}>{ACCESSIBILITY_UPDATED.label}</time>
        </p>
      </PageHero>

      <div className="container-page py-12 lg:py-16">
        <section aria-labelledby="accessibility-level" className="grid gap-5 lg:grid-cols-3">
          <div className="card p-4 md:p-6 lg:col-span-2 lg:p-8">
            <h2 id="accessibility-level" className="text-title font-extrabold">
              רמת הנגישות
            </h2>
            <p className="mt-3 text-ink-soft">
              האתר עומד בדרישות הנחיות הנגישות לתוכן אינטרנט{' '}
              <span dir="ltr" lang="en">
                WCAG 2.1
              </span>{' '}
              ברמה <strong>AA</strong>, בהתאם לתקן הישראלי ת״י 5568 ולתקנות שוויון זכויות לאנשים עם מוגבלות
              (התאמות נגישות לשירות).
            </p>
            <p className="mt-3 text-ink-soft">
              הנגישות נבדקת באופן שוטף בכלים אוטומטיים ובבדיקות ידניות עם מקלדת וקורא מסך, בכל עדכון של האתר.
            </p>
          </div>
          <div className="card p-4 md:p-6 lg:p-8">
            <h3 className="flex items-center gap-2 text-heading font-bold">
              <Globe aria-hidden="true" className="size-5 text-link" />
              דפדפנים נתמכים
            </h3>
            <ul className="mt-4 grid gap-2">
              {BROWSERS.map((browser) => (
                <li key={browser} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent-500" />
                  <span>{browser}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-small text-muted">
              בגרסאות ישנות יותר חלק מההתאמות עלולות שלא לפעול כמצופה.
            </p>
          </div>
        </section>

        <section aria-labelledby="accessibility-measures" className="@container mt-16">
          <h2 id="accessibility-measures" className="text-title font-extrabold">
            מה עשינו כדי להנגיש את האתר
          </h2>
          <IconCardList items={MEASURES} className={`mt-8 gap-5 ${THREE_UP_GRID}`} />
          <p className="mt-6 max-w-3xl text-ink-soft">
            בנוסף, בכל עמוד זמין תפריט נגישות (כפתור צף בפינה השמאלית התחתונה של המסך) המאפשר להגדיל או להקטין
            את הטקסט (<span className="whitespace-nowrap">70%–150%</span>), לבחור ערכת צבעים בהירה או כהה
            (בברירת המחדל האתר נוהג לפי הגדרת המכשיר), להפעיל ניגודיות גבוהה, לעצור אנימציות, להדגיש את המיקוד
            ולהציג סרגל קריאה. ההגדרות נשמרות בדפדפן שלכם בלבד, לביקורים הבאים (
            <Link to="/privacy#browser" className="font-medium text-link-strong underline underline-offset-4">
              מה נשמר בדפדפן ואיך מוחקים
            </Link>
            ).
          </p>
        </section>

        <section
          aria-labelledby="accessibility-limitations"
          className="mt-16 rounded-card border border-notice-line bg-notice p-4 md:p-6 lg:p-8"
        >
          <h2 id="accessibility-limitations" className="flex items-center gap-2 text-title font-extrabold">
            <TriangleAlert aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
            מגבלות ידועות
          </h2>
          <p className="mt-3 text-ink-soft">
            למרות מאמצינו, ייתכן שחלקים מסוימים באתר עדיין אינם נגישים במלואם. אלה המגבלות המוכרות לנו, ואנחנו
            פועלים לתקן אותן:
          </p>
          <ul className="mt-4 grid list-disc gap-2 ps-6 text-ink-soft marker:text-amber-700">
            {LIMITATIONS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <CtaBand
          headingId="accessibility-contact"
          title="פנייה לרכז הנגישות"
          lead={
            <>
              נתקלתם בבעיית נגישות, או שיש לכם הצעה לשיפור? נשמח לשמוע. פניות בנושא נגישות נענות בתוך{' '}
              {REPLY_BUSINESS_DAYS} ימי עסקים.
            </>
          }
        >
          <p className="mt-3 max-w-2xl text-brand-50">
            כדי שנוכל לטפל בפנייה במהירות, ציינו את כתובת העמוד, תיאור הבעיה, והדפדפן וטכנולוגיה המסייעת שבהם
            השתמשתם.
          </p>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
            <div className="rounded-xl bg-white/10 p-4">
              <dt className="text-small text-brand-100">רכז הנגישות</dt>
              <dd className="mt-1 font-bold">{SITE.owner}</dd>
            </div>
            <div className="rounded-xl bg-white/10 p-4">
              <dt className="text-small text-brand-100">דוא״ל</dt>
              <dd className="mt-1">
                {accessibilityEmail ? (
                  <EmailLink
                    address={accessibilityEmail}
                    subject="פנייה בנושא נגישות"
                    className="inline-flex items-center gap-2 font-bold text-white underline underline-offset-4"
                  />
                ) : (
                  <ContactPageLink className="font-bold text-white underline underline-offset-4">
                    פנייה דרך עמוד יצירת הקשר
                  </ContactPageLink>
                )}
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-small text-brand-100">
            מידע נוסף:{' '}
            <Link to="/privacy" className="font-bold text-white underline underline-offset-4">
              מדיניות הפרטיות
            </Link>{' '}
            ·{' '}
            <Link to="/terms-of-service" className="font-bold text-white underline underline-offset-4">
              תנאי השימוש
            </Link>
          </p>
        </CtaBand>
      </div>
    </>
  );
}

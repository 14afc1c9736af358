import { ArrowLeft, FileText, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { ContactPageLink, EmailLink } from '../components/contact-links.tsx';
import { LegalLayout } from '../components/legal-layout.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { useContactEmails } from '../lib/contact.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/terms-of-service';

// Terms of service (docs/product.md#other-pages, #legal-and-service).

const LEGAL_REPLY_BUSINESS_DAYS = 14;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'תנאי שימוש',
    description:
      'תנאי השימוש באתר: שימוש בתוכן, קניין רוחני, קישורים לשירותים חיצוניים, הגבלת אחריות, הגשת תביעות ויצירת קשר בנושאים משפטיים.',
    path: '/terms-of-service',
    siteUrl: siteUrlFrom(matches),
    keywords: ['תנאי שימוש', 'תקנון האתר', 'קניין רוחני', 'הגבלת אחריות'],
  });

const SECTIONS = [
  { id: 'acceptance', title: 'הסכמה לתנאים' },
  { id: 'service', title: 'השירות' },
  { id: 'content', title: 'תוכן וקניין רוחני' },
  { id: 'information', title: 'אופי המידע באתר' },
  { id: 'external', title: 'קישורים ושירותים חיצוניים' },
  { id: 'conduct', title: 'שימוש אסור' },
  { id: 'liability', title: 'הגבלת אחריות' },
  { id: 'privacy', title: 'פרטיות' },
  { id: 'claims', title: 'דין, שיפוט והגשת תביעות' },
  { id: 'changes', title: 'שינויים בתנאים' },
  { id: 'contact', title: 'יצירת קשר בנושאים משפטיים' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const section = SECTIONS.find((item) => item.id === id)!;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`}>{section.title}</h2>
      {children}
    </section>
  );
}

export default function TermsOfService() {
  const email = useContactEmails().contact;
  return (
    <>
      <PageHero
        id="tos-title"
        icon={Scale}
        eyebrow="מידע משפטי"
        title="תנאי שימוש"
        lead={
          <>
            ברוכים הבאים לאתר {SITE.name}. לפני השימוש באתר, אנא קראו את התנאים שלהלן. הם נכתבו בשפה פשוטה ככל
            האפשר, והם חלים על כל מי שגולש באתר.
          </>
        }
        compact
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/privacy" prefetch="intent" className="btn btn-secondary">
            <FileText aria-hidden="true" className="size-4" />
            מדיניות הפרטיות
          </Link>
          <Link to="/" prefetch="intent" className="btn btn-secondary">
            חזרה לדף הבית
            <ArrowLeft aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </PageHero>

      <LegalLayout tocId="tos-toc" sections={SECTIONS}>
        <Section id="acceptance">
          <p>
            הגלישה באתר והשימוש בו מהווים הסכמה לתנאים אלה ול<Link to="/privacy">מדיניות הפרטיות</Link>. אם
            אינכם מסכימים לתנאים, אנא הימנעו משימוש באתר. התנאים מנוסחים בלשון רבים מטעמי נוחות, והם מיועדים
            לכל המגדרים.
          </p>
        </Section>

        <Section id="service">
          <p>
            האתר מופעל על ידי {SITE.owner} ומציע תוכן בנושא בינה מלאכותית: קטלוג כלים, מילון מונחים, מדריכים,
            פודקאסט, ניוזלטר ותיק עבודות. השירות ניתן כמות שהוא (<span lang="en">AS IS</span>), ואנו רשאים
            לשנות, להשעות או להפסיק כל חלק ממנו בכל עת.
          </p>
        </Section>

        <Section id="content">
          <p>
            כל התכנים באתר – טקסטים, המחשות, סרטונים, עיצוב וקוד – מוגנים בזכויות יוצרים ושייכים למפעיל האתר
            או לבעלי הזכויות בהם. מותר לצטט קטעים קצרים לשימוש אישי או חינוכי, בציון המקור וקישור לאתר.
          </p>
          <p>אין להעתיק, לשכפל, להפיץ או לעשות שימוש מסחרי בתכנים ללא אישור מראש ובכתב.</p>
        </Section>

        <Section id="information">
          <p>
            המידע באתר נועד להעשרה ולהשכלה כללית בלבד, ואינו מהווה ייעוץ מקצועי, משפטי, פיננסי או טכני. עולם
            הבינה המלאכותית משתנה במהירות: מחירים, יכולות ותנאי שימוש של כלים עשויים להשתנות, ולכן מומלץ לבדוק
            את המידע העדכני באתר של כל כלי לפני שמסתמכים עליו.
          </p>
        </Section>

        <Section id="external">
          <p>
            האתר כולל קישורים לאתרים ולשירותים חיצוניים, וכן תוכן מוטמע מפלטפורמות וידאו ופודקאסטים. איננו
            אחראים לתוכן, לזמינות או למדיניות של שירותים אלה, והשימוש בהם כפוף לתנאים שלהם.
          </p>
        </Section>

        <Section id="conduct">
          <ul>
            <li>אין לפגוע בפעילות האתר, לעקוף מנגנוני אבטחה או לנסות לגשת לאזורים שאינם מיועדים לציבור.</li>
            <li>אין לאסוף מידע מהאתר באופן אוטומטי ובהיקף שמכביד על פעילותו.</li>
            <li>אין להשתמש באתר לכל מטרה בלתי חוקית.</li>
          </ul>
        </Section>

        <Section id="liability">
          <p>
            במידה המרבית המותרת בדין, מפעיל האתר לא יישא באחריות לכל נזק, ישיר או עקיף, שייגרם כתוצאה מהשימוש
            באתר, מהסתמכות על המידע שבו או מהשימוש בכלים ובשירותים המוזכרים בו.
          </p>
        </Section>

        <Section id="privacy">
          <p>
            המידע שנאסף במסגרת השימוש באתר מטופל בהתאם ל<Link to="/privacy">מדיניות הפרטיות</Link>, שבה
            מפורטות גם הדרכים לממש את זכויותיכם.
          </p>
        </Section>

        <Section id="claims">
          <p>על תנאים אלה יחולו דיני מדינת ישראל, וסמכות השיפוט הבלעדית נתונה לבתי המשפט המוסמכים בישראל.</p>
          <p>
            כל תביעה או טענה הנוגעת לאתר או לשימוש בו יש להגיש <strong>בתוך שנה אחת</strong> ממועד היווצרות
            העילה. לאחר מכן, התביעה תתיישן במידה המותרת בדין.
          </p>
        </Section>

        <Section id="changes">
          <p>
            אנו רשאים לעדכן את התנאים מעת לעת. הנוסח המחייב הוא זה שמפורסם באתר בעת השימוש, והמשך השימוש לאחר
            העדכון מהווה הסכמה לנוסח המעודכן.
          </p>
        </Section>

        <Section id="contact">
          <p>
            לשאלות או לפניות בנושאים משפטיים אפשר לכתוב אלינו. נשיב בתוך{' '}
            <strong>{LEGAL_REPLY_BUSINESS_DAYS} ימי עסקים</strong> לכל היותר.
          </p>
          <p className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {email ? <EmailLink address={email} subject="פנייה בנושא משפטי" /> : <ContactPageLink />}
            <Link to="/privacy">מדיניות הפרטיות</Link>
            <Link to="/">לדף הבית</Link>
          </p>
        </Section>
      </LegalLayout>
    </>
  );
}

import { ArrowLeft, Clapperboard, CodeXml, Mail, Presentation, Sparkles, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { CheckList } from '../components/check-list.tsx';
import { EmailLink, SocialContactLinks } from '../components/contact-links.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { NumberedSteps } from '../components/numbered-steps.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { FOUR_UP_GRID } from '../lib/balanced-grid.ts';
import { mailto, useContactEmails } from '../lib/contact.ts';
import { type FaqItem, faqJsonLd, siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/services';

/** How a project runs, in the order it happens. */
const PROCESS_STEPS = [
  ['שיחת היכרות', 'שיחה קצרה ללא עלות כדי להבין את הצורך והמטרות.'],
  ['הצעה מסודרת', 'היקף, לוחות זמנים ומחיר\u00A0– הכול כתוב וברור מראש.'],
  ['עבודה משותפת', 'עדכונים שוטפים ונקודות בדיקה לאורך הדרך.'],
  ['מסירה וליווי', 'הדרכה, תיעוד וזמינות לשאלות גם אחרי הסיום.'],
] as const;

const SERVICES_FAQ: readonly FaqItem[] = [
  {
    question: 'איך מתחילים לעבוד יחד?',
    answer:
      'שולחים מייל עם כמה מילים על הצורך, ונקבע שיחת היכרות קצרה ללא עלות. אחריה תקבלו הצעה מסודרת עם היקף, לוחות זמנים ומחיר.',
  },
  {
    question: 'האם צריך ידע טכני מוקדם כדי להזמין פרויקט פיתוח?',
    answer:
      'לא. מספיק להסביר את הבעיה העסקית. את התרגום לפתרון טכני, את בחירת המודלים והכלים ואת ההטמעה אני לוקח על עצמי, ומלווה אתכם עד שהצוות עובד עם הפתרון בעצמו.',
  },
  {
    question: 'האם ההרצאות והסדנאות מותאמות לארגון שלנו?',
    answer:
      'כן. כל הרצאה וסדנה נבנות לפי קהל היעד, רמת הידע והתחום של הארגון, עם דוגמאות מעולם התוכן שלכם. אפשר להעביר אותן בעברית, פנים אל פנים או מקוונות.',
  },
  {
    question: 'כמה זמן לוקח פרויקט וידאו או תוכן?',
    answer:
      'תלוי בהיקף: סרטון הסבר קצר מוכן בדרך כלל תוך שבוע עד שבועיים, וסדרת תוכן מלאה נבנית לפי תוכנית עבודה מוסכמת מראש.',
  },
  {
    question: 'האם השירותים ניתנים גם לעסקים קטנים ולעצמאים?',
    answer:
      'בהחלט. יש חבילות מותאמות גם לעסקים קטנים, לעצמאים ולעמותות\u00A0– מייעוץ ממוקד של שעה ועד ליווי מלא.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'שירותים',
    description:
      'פיתוח פתרונות AI, הפקת וידאו ותוכן, הרצאות וסדנאות לארגונים – שירותי בינה מלאכותית בעברית, מהרעיון ועד ליישום.',
    path: '/services',
    siteUrl: siteUrlFrom(matches),
    keywords: ['שירותי AI', 'פיתוח AI', 'הפקת וידאו AI', 'הרצאות בינה מלאכותית', 'סדנאות AI', 'ייעוץ AI'],
    jsonLd: faqJsonLd(SERVICES_FAQ),
  });

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

type Offering = {
  id: string;
  title: string;
  summary: string;
  includes: readonly string[];
  audience: string;
  icon: Icon;
  link: { to: string; label: string };
};

const OFFERINGS: readonly Offering[] = [
  {
    id: 'development',
    title: 'פיתוח AI',
    summary:
      'כלים, אוטומציות ואינטגרציות חכמות שחוסכים זמן ועבודה ידנית\u00A0– מבוססי מודלי שפה ומודלים יוצרים.',
    includes: [
      'אפיון הצורך ובחירת המודלים והכלים המתאימים',
      'אב־טיפוס מהיר לבדיקת היתכנות',
      'פיתוח צ׳אטבוטים, סוכנים ותהליכי RAG על המידע הארגוני',
      'אוטומציות וחיבור למערכות קיימות',
      'הטמעה, תיעוד והדרכת הצוות',
    ],
    audience: 'חברות, סטארטאפים ועסקים שרוצים להכניס AI לתהליכי העבודה.',
    icon: CodeXml,
    link: { to: '/portfolio', label: 'לתיק העבודות' },
  },
  {
    id: 'video',
    title: 'וידאו ותוכן',
    summary: 'סרטונים, הדרכות ותוכן שיווקי שנוצרים בעזרת כלי AI מתקדמים – בעברית ובאיכות הפקה גבוהה.',
    includes: [
      'סרטוני הסבר והדרכה',
      'תוכן לרשתות החברתיות',
      'יצירת תמונות, אנימציה וקול בעזרת AI',
      'כתיבת תסריטים והתאמה לקהל דובר עברית',
      'ליווי בבניית ערוץ תוכן',
    ],
    audience: 'מותגים, משווקים, יוצרי תוכן וארגונים שרוצים להסביר מוצר או רעיון.',
    icon: Clapperboard,
    link: { to: '/portfolio/videos', label: 'לסרטונים' },
  },
  {
    id: 'lectures',
    title: 'הרצאות וסדנאות',
    summary: 'הרצאות השראה, סדנאות מעשיות והכשרות צוות שמקנות ביטחון בעבודה עם כלי בינה מלאכותית.',
    includes: [
      'הרצאות של 45–90 דקות',
      'סדנאות מעשיות של 2–4 שעות',
      'הרצאות פתיחה לכנסים',
      'הכשרות צוות של חצי יום עד יום מלא',
      'חומרי עזר ותרגול אחרי המפגש',
    ],
    audience: 'ארגונים, מוסדות חינוך, כנסים וצוותים שרוצים להתחיל לעבוד עם AI.',
    icon: Presentation,
    link: { to: '/lectures', label: 'לפרטים על ההרצאות' },
  },
];

export default function Services() {
  const email = useContactEmails().contact;
  return (
    <>
      <PageHero
        id="services-title"
        icon={Sparkles}
        eyebrow="עבודה משותפת"
        title={
          <>
            שירותי <span className="text-gradient">בינה מלאכותית</span>&nbsp;– מהרעיון ועד ליישום
          </>
        }
        lead="פיתוח, תוכן והדרכה: שלוש דרכים לעבוד יחד, עם מטרה אחת – שה-AI יעבוד בשבילכם, ולא להפך."
      >
        <div className="mt-7 flex flex-wrap gap-3">
          <a href="#contact" className="btn btn-primary">
            <Mail aria-hidden="true" className="size-4" />
            לתיאום שיחת היכרות
          </a>
          <Link to="/portfolio" prefetch="intent" className="btn btn-secondary">
            לתיק העבודות
          </Link>
        </div>
      </PageHero>

      <div className="container-page py-12 lg:py-16">
        <section aria-labelledby="services-offerings" className="@container">
          <h2 id="services-offerings" className="text-title font-extrabold">
            מה אני מציע
          </h2>
          <div className="mt-8 grid gap-6 @min-[56rem]:grid-cols-3">
            {OFFERINGS.map(({ id, title, summary, includes, audience, icon: OfferingIcon, link }) => (
              <article
                key={id}
                id={`service-${id}`}
                aria-labelledby={`service-${id}-title`}
                className="card flex flex-col p-4 md:p-6 lg:p-7"
              >
                <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
                  <OfferingIcon aria-hidden="true" className="size-6" />
                </span>
                <h3 id={`service-${id}-title`} className="mt-4 text-heading font-extrabold">
                  {title}
                </h3>
                <p className="mt-2 text-muted">{summary}</p>
                <h4 className="mt-5 font-bold text-ink">מה כלול</h4>
                <CheckList items={includes} markClass="text-link" className="mt-2 grid gap-2" />
                <h4 className="mt-5 font-bold text-ink">למי זה מתאים</h4>
                <p className="mt-1 flex items-start gap-2 text-ink-soft">
                  <Users aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
                  {audience}
                </p>
                <div className="mt-auto flex flex-wrap gap-3 pt-6">
                  <Link to={link.to} prefetch="intent" className="btn btn-gradient-outline">
                    {link.label}
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="services-process" className="@container mt-16">
          <h2 id="services-process" className="text-title font-extrabold">
            איך זה עובד
          </h2>
          <NumberedSteps steps={PROCESS_STEPS} word="שלב" className={`mt-8 gap-5 ${FOUR_UP_GRID}`} />
        </section>

        <section aria-labelledby="services-faq" className="mt-16">
          <h2 id="services-faq" className="text-title font-extrabold">
            שאלות נפוצות
          </h2>
          <dl className="mt-8 grid max-w-4xl gap-4">
            {SERVICES_FAQ.map((item) => (
              <div key={item.question} className="rounded-card border border-line bg-surface p-4 md:p-5">
                <dt className="font-bold text-ink">{item.question}</dt>
                <dd className="mt-2 text-muted">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>

        <CtaBand
          headingId="services-contact"
          title="בואו נדבר"
          anchor
          lead={
            <>
              ספרו לי בכמה מילים על הפרויקט, ההרצאה או הסדנה שאתם מחפשים&nbsp;– ואחזור אליכם עם הצעה לשיחת
              היכרות.
            </>
          }
        >
          {email ? (
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <a
                href={mailto(email, 'פנייה בנושא שירותים')}
                className="btn bg-white text-brand-800 hover:bg-brand-50"
              >
                <Mail aria-hidden="true" className="size-4" />
                שליחת מייל
              </a>
              <EmailLink
                address={email}
                icon={false}
                className="font-bold text-white underline underline-offset-4"
              />
            </div>
          ) : (
            <>
              <p className="mt-4 text-brand-50">הדרך המהירה ביותר אליי: הודעה באחת הרשתות.</p>
              <SocialContactLinks className="mt-4" />
            </>
          )}
        </CtaBand>
      </div>
    </>
  );
}

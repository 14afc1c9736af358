import {
  ArrowLeft,
  Briefcase,
  Building2,
  Clock,
  GraduationCap,
  Mail,
  Mic,
  MonitorPlay,
  Presentation,
  Rocket,
  Users,
  Wrench,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BidiText, KeepPhrases } from '../components/bidi-text.tsx';
import { CtaBand, CtaEmailLine } from '../components/cta-band.tsx';
import { IconCardList } from '../components/icon-card-list.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { FOUR_UP_GRID } from '../lib/balanced-grid.ts';
import { CONTACT_SECTION_PATH, mailto, useContactEmails } from '../lib/contact.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/lectures';

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'הרצאות וסדנאות',
    description:
      'הרצאות, סדנאות מעשיות, הרצאות פתיחה והכשרות צוות בבינה מלאכותית – בעברית, בהתאמה אישית לארגון, לכנס או למוסד החינוכי.',
    path: '/lectures',
    siteUrl: siteUrlFrom(matches),
    keywords: ['הרצאות AI', 'סדנאות בינה מלאכותית', 'הכשרת צוות AI', 'הרצאת פתיחה', 'ChatGPT לארגונים'],
  });

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const FORMATS: readonly { id: string; title: string; duration: string; description: string; icon: Icon }[] = [
  {
    id: 'lecture',
    title: 'הרצאה',
    duration: '45–90 דקות',
    description: 'סקירה מרתקת של עולם ה-AI, עם הדגמות חיות ודוגמאות מהשטח. מתאימה לכל קהל ולכל רמת ידע.',
    icon: Presentation,
  },
  {
    id: 'workshop',
    title: 'סדנה מעשית',
    duration: '2–4 שעות',
    description: 'עבודה בידיים: כל משתתף מתרגל את הכלים על משימות אמיתיות מהעבודה שלו ויוצא עם תוצרים.',
    icon: Wrench,
  },
  {
    id: 'keynote',
    title: 'הרצאת פתיחה (Keynote)',
    duration: '20–45 דקות',
    description: 'הרצאת השראה ממוקדת לכנסים ולאירועים: לאן העולם הולך ומה זה אומר עבורנו.',
    icon: Mic,
  },
  {
    id: 'training',
    title: 'הכשרת צוות',
    duration: 'חצי יום עד יום מלא',
    description: 'תוכנית הכשרה מעמיקה לצוות, מותאמת לתהליכי העבודה, לכלים ולמדיניות של הארגון.',
    icon: Users,
  },
];

const TOPICS: readonly string[] = [
  'מבוא לבינה מלאכותית יוצרת',
  'הנדסת פרומפטים מעשית',
  'ChatGPT, Claude ו-Gemini בעבודה היומיומית',
  'יצירת תמונות ווידאו בעזרת AI',
  'אוטומציות וסוכני AI',
  'AI לשיווק ולתוכן',
  'AI בחינוך ובהוראה',
  'אתיקה, פרטיות ושימוש אחראי',
];

const AUDIENCES: readonly { title: string; description: string; icon: Icon }[] = [
  { title: 'ארגונים וחברות', description: 'צוותי ניהול, שיווק, מכירות, משאבי אנוש ופיתוח.', icon: Building2 },
  { title: 'מוסדות חינוך', description: 'מורים, סגלי הוראה, סטודנטים ותלמידים.', icon: GraduationCap },
  { title: 'כנסים ואירועים', description: 'הרצאות פתיחה ומושבים מקצועיים לקהל רחב.', icon: MonitorPlay },
  { title: 'עצמאים ויזמים', description: 'עסקים קטנים שרוצים לעבוד חכם יותר עם כלי AI.', icon: Briefcase },
];

export default function Lectures() {
  const email = useContactEmails().contact;
  return (
    <>
      <PageHero
        id="lectures-title"
        icon={Presentation}
        eyebrow="הרצאות וסדנאות"
        title={
          <>
            הרצאות וסדנאות <span className="text-gradient">בינה מלאכותית</span> לארגונים
          </>
        }
        lead={
          <>
            מהרצאת השראה קצרה ועד הכשרת צוות של יום מלא: מפגשים בעברית, בגובה העיניים, עם הדגמות חיות וכלים
            שאפשר להתחיל להשתמש בהם כבר למחרת.
          </>
        }
      >
        <div className="mt-7 flex flex-wrap gap-3">
          <a href="#contact" className="btn btn-primary">
            <Mail aria-hidden="true" className="size-4" />
            להזמנת הרצאה
          </a>
          <Link to="/services" prefetch="intent" className="btn btn-secondary">
            לכל השירותים
          </Link>
        </div>
      </PageHero>

      <div className="container-page py-12 lg:py-16">
        <section aria-labelledby="lectures-formats" className="@container">
          <h2 id="lectures-formats" className="text-title font-extrabold">
            פורמטים של מפגשים
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            בוחרים את המסגרת שמתאימה לכם – והתוכן נבנה סביב הקהל והמטרות.
          </p>
          <ul className={`mt-8 gap-5 ${FOUR_UP_GRID}`}>
            {FORMATS.map(({ id, title, duration, description, icon: FormatIcon }) => (
              <li key={id} className="card flex flex-col p-4 md:p-6">
                <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
                  <FormatIcon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-heading font-bold">{title}</h3>
                <p className="mt-2 inline-flex items-center gap-1.5 self-start rounded-chip bg-tint-strong px-3 py-0.5 text-small font-bold text-link-strong">
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">משך: </span>
                  <KeepPhrases text={duration} />
                </p>
                <p className="mt-3 text-muted">
                  <BidiText text={description} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16 grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="lectures-topics" className="min-w-0">
            <h2 id="lectures-topics" className="text-title font-extrabold">
              נושאים לדוגמה
            </h2>
            <ul className="mt-6 flex flex-wrap gap-2.5">
              {TOPICS.map((topic) => (
                <li
                  key={topic}
                  className="chip bg-surface px-4 py-1.5 text-body whitespace-normal text-ink ring-1 ring-line"
                >
                  <BidiText text={topic} />
                </li>
              ))}
            </ul>
            <p className="mt-5 text-muted">כל נושא אפשר להעמיק, לשלב או להתאים לתחום הפעילות שלכם.</p>
          </section>

          <section aria-labelledby="lectures-audiences" className="@container min-w-0">
            <h2 id="lectures-audiences" className="text-title font-extrabold">
              למי זה מתאים
            </h2>
            <IconCardList items={AUDIENCES} className="mt-6 grid gap-4 @min-[30rem]:grid-cols-2" size="sm" />
          </section>
        </div>

        <section
          aria-labelledby="lectures-why"
          className="@container mt-16 rounded-card border border-line bg-surface p-4 md:p-6 lg:p-8"
        >
          <h2 id="lectures-why" className="flex items-center gap-2 text-heading font-extrabold">
            <Rocket aria-hidden="true" className="size-6 text-link" />
            מה מקבלים בכל מפגש
          </h2>
          {/* Four a row from 52rem: the section's padding leaves 54rem of the 1024 px page column. */}
          <ul className="mt-4 grid gap-3 @min-[30rem]:grid-cols-2 @min-[52rem]:grid-cols-4">
            {[
              'התאמה מראש לקהל ולרמת הידע',
              'הדגמות חיות על כלים עדכניים',
              'חומרי עזר ומצגת אחרי המפגש',
              'אפשרות למפגש פרונטלי או מקוון',
            ].map((item) => (
              <li key={item} className="flex items-start gap-2 text-ink-soft">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-500" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <CtaBand
          headingId="lectures-contact"
          title="רוצים הרצאה או סדנה בארגון?"
          anchor
          lead={<>כתבו לי מה הפורמט, מי הקהל ומתי – ואחזור אליכם עם הצעה מותאמת.</>}
        >
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {email ? (
              <a
                href={mailto(email, 'הזמנת הרצאה או סדנה')}
                className="btn bg-white text-brand-800 hover:bg-brand-50"
              >
                <Mail aria-hidden="true" className="size-4" />
                שליחת מייל
              </a>
            ) : (
              <Link to={CONTACT_SECTION_PATH} className="btn bg-white text-brand-800 hover:bg-brand-50">
                <Mail aria-hidden="true" className="size-4" />
                יצירת קשר
              </Link>
            )}
            <Link
              to="/services"
              prefetch="intent"
              className="btn border border-white/70 text-white hover:bg-white/10"
            >
              לכל השירותים
              <ArrowLeft aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <CtaEmailLine label="או ישירות:" email={email} />
        </CtaBand>
      </div>
    </>
  );
}

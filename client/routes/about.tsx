import {
  ArrowLeft,
  BookOpen,
  Brain,
  CodeXml,
  Compass,
  GraduationCap,
  Heart,
  Lightbulb,
  Mail,
  Mic,
  Newspaper,
  Presentation,
  ShieldCheck,
  Sparkles,
  Users,
  Video,
  Wrench,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BalancedGrid } from '../components/balanced-grid.tsx';
import { BidiText } from '../components/bidi-text.tsx';
import { CtaBand, CtaEmailLine } from '../components/cta-band.tsx';
import { IconCardList } from '../components/icon-card-list.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { FOUR_UP_GRID } from '../lib/balanced-grid.ts';
import { CONTACT_SECTION_PATH, mailto, useContactEmails } from '../lib/contact.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'אודות',
    description:
      'נעים להכיר: יוצר תוכן ויועץ בינה מלאכותית. תוכן AI בעברית, פודקאסט, ניוזלטר שבועי, פיתוח פתרונות AI, הרצאות וסדנאות לארגונים.',
    path: '/about',
    siteUrl: siteUrlFrom(matches),
    keywords: ['אודות', 'יועץ בינה מלאכותית', 'יוצר תוכן AI', 'הרצאות AI', 'פודקאסט AI'],
    type: 'profile',
  });

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

type Activity = {
  id: string;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  icon: Icon;
};

const ACTIVITIES: readonly Activity[] = [
  {
    id: 'content',
    title: 'תוכן AI בעברית',
    description:
      'מדריכים, סרטונים ומילון מונחים שמסבירים בינה מלאכותית בשפה פשוטה, עם דוגמאות מעשיות ובלי ז׳רגון מיותר.',
    href: '/portfolio/videos',
    linkLabel: 'לסרטונים',
    icon: Video,
  },
  {
    id: 'podcast',
    title: 'פודקאסט',
    description:
      'שיחות על מה שקורה בעולם ה-AI: כלים חדשים, מגמות, והשאלות שבאמת מעניינות את מי שעובד עם הטכנולוגיה.',
    href: '/podcast',
    linkLabel: 'לפרקי הפודקאסט',
    icon: Mic,
  },
  {
    id: 'newsletter',
    title: 'ניוזלטר שבועי',
    description: 'פעם בשבוע, החדשות, הכלים והמדריכים החשובים ביותר – מסוננים, מתורגמים ומוסברים בעברית.',
    href: '/newsletter',
    linkLabel: 'לארכיון הניוזלטר',
    icon: Newspaper,
  },
  {
    id: 'development',
    title: 'פיתוח פתרונות AI',
    description: 'בניית כלים, אוטומציות ואינטגרציות עם מודלי שפה – מאב־טיפוס מהיר ועד מערכת שעובדת בשגרה.',
    href: '/portfolio/code',
    linkLabel: 'לפרויקטי הקוד',
    icon: CodeXml,
  },
  {
    id: 'lectures',
    title: 'הרצאות וסדנאות',
    description: 'הרצאות השראה, סדנאות מעשיות והכשרות צוות לארגונים, לחברות ולמוסדות חינוך.',
    href: '/lectures',
    linkLabel: 'להרצאות ולסדנאות',
    icon: Presentation,
  },
];

const VALUES: readonly { title: string; description: string; icon: Icon }[] = [
  {
    title: 'בגובה העיניים',
    description: 'כל הסבר מתחיל ממה שאתם כבר יודעים. בלי התנשאות, בלי באזוורדס – ובעברית טבעית.',
    icon: Heart,
  },
  {
    title: 'פרקטי קודם כול',
    description: 'פחות תיאוריה בחלל ריק, יותר דוגמאות שאפשר ליישם כבר היום בעבודה ובבית.',
    icon: Wrench,
  },
  {
    title: 'שקיפות וביקורתיות',
    description: 'מציגים גם את המגבלות, העלויות והסיכונים של כל כלי – לא רק את ההבטחות.',
    icon: ShieldCheck,
  },
  {
    title: 'סקרנות מתמדת',
    description: 'התחום משתנה כל שבוע, ולכן גם התוכן מתעדכן כל הזמן. לומדים יחד, בקצב של השטח.',
    icon: Lightbulb,
  },
];

const SITE_SECTIONS: readonly { title: string; description: string; href: string; icon: Icon }[] = [
  {
    title: 'מתחילים כאן',
    description: 'מסלולי היכרות מותאמים לפי מה שרוצים ליצור.',
    href: '/start-here',
    icon: Compass,
  },
  {
    title: 'כלי AI ומודלים',
    description: 'קטלוג כלים מסודר לפי קטגוריות, מחיר ורמת קושי.',
    href: '/tools',
    icon: Sparkles,
  },
  {
    title: 'מילון מונחים',
    description: 'מושגי AI מוסברים בעברית, עם המחשות מונפשות.',
    href: '/terms',
    icon: Brain,
  },
  {
    title: 'מדריכים',
    description: 'מדריכים צעד אחר צעד לעבודה עם כלים נבחרים.',
    href: '/guides',
    icon: BookOpen,
  },
  { title: 'פודקאסט', description: 'כל הפרקים, עם נגן מובנה ותקצירים.', href: '/podcast', icon: Mic },
  { title: 'ניוזלטר', description: 'ארכיון הגיליונות השבועיים.', href: '/newsletter', icon: Newspaper },
  {
    title: 'תיק עבודות',
    description: 'פרויקטי וידאו וקוד שנבנו לאורך הדרך.',
    href: '/portfolio',
    icon: GraduationCap,
  },
  {
    title: 'שירותים',
    description: 'פיתוח, תוכן והרצאות – לעסקים ולארגונים.',
    href: '/services',
    icon: Presentation,
  },
];

export default function About() {
  const email = useContactEmails().contact;
  return (
    <>
      <PageHero
        id="about-title"
        icon={Users}
        eyebrow="אודות"
        title={
          <>
            נעים להכיר: <span className="text-gradient">{SITE.owner}</span>
          </>
        }
        lead={
          <>
            מאז {SITE.foundingYear} אני עוזר לדוברי עברית להבין בינה מלאכותית ולעבוד איתה: כותב ומצלם תוכן,
            מגיש פודקאסט, שולח ניוזלטר שבועי, מפתח פתרונות AI לעסקים ומעביר הרצאות וסדנאות. המטרה פשוטה – שכל
            אחד יוכל להשתמש בכלים האלה בביטחון, בלי לפחד מהמונחים.
          </>
        }
      >
        <div className="mt-7 flex flex-wrap gap-3">
          <Link to="/services" prefetch="intent" className="btn btn-primary">
            לשירותים
            <ArrowLeft aria-hidden="true" className="size-4" />
          </Link>
          {email ? (
            <a href={mailto(email)} className="btn btn-secondary">
              <Mail aria-hidden="true" className="size-4" />
              יצירת קשר
            </a>
          ) : (
            <Link to={CONTACT_SECTION_PATH} className="btn btn-secondary">
              <Mail aria-hidden="true" className="size-4" />
              יצירת קשר
            </Link>
          )}
        </div>
      </PageHero>

      <div className="container-page py-12 lg:py-16">
        <section aria-labelledby="about-activities">
          <h2 id="about-activities" className="text-title font-extrabold">
            מה אני עושה
          </h2>
          <p className="mt-2 max-w-2xl text-muted">חמישה ערוצים, מטרה אחת: להנגיש בינה מלאכותית בעברית.</p>
          <BalancedGrid
            items={ACTIVITIES}
            itemKey={(activity) => activity.id}
            itemClassName="card card-link flex flex-col p-4 md:p-6"
            className="mt-8 gap-5"
          >
            {({ title, description, href, linkLabel, icon: ItemIcon }) => (
              <>
                <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
                  <ItemIcon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-heading font-bold">{title}</h3>
                <p className="mt-2 text-muted">
                  <BidiText text={description} />
                </p>
                <div className="mt-auto pt-4">
                  <Link
                    to={href}
                    prefetch="intent"
                    className="inline-flex items-center gap-1 font-bold text-link underline-offset-4 hover:underline"
                  >
                    {linkLabel}
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </>
            )}
          </BalancedGrid>
        </section>

        <section aria-labelledby="about-values" className="mt-16">
          <h2 id="about-values" className="text-title font-extrabold">
            הערכים שמנחים אותי
          </h2>
          <IconCardList items={VALUES} className="mt-8 grid gap-5 sm:grid-cols-2" />
        </section>

        <section aria-labelledby="about-site" className="@container mt-16">
          <h2 id="about-site" className="text-title font-extrabold">
            מה תמצאו באתר
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{SITE.description}</p>
          <ul className={`mt-8 gap-4 ${FOUR_UP_GRID}`}>
            {SITE_SECTIONS.map(({ title, description, href, icon: SectionIcon }) => (
              <li key={href}>
                <Link to={href} prefetch="intent" className="card card-link flex h-full flex-col gap-2 p-5">
                  <span className="flex items-center gap-2 font-bold text-link-strong">
                    <SectionIcon aria-hidden="true" className="size-5" />
                    {title}
                  </span>
                  <span className="text-small text-muted">{description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <CtaBand
          headingId="about-cta"
          title="רוצים לעבוד יחד?"
          className="overflow-hidden"
          lead={
            <>
              פיתוח פתרון AI, הפקת תוכן וידאו או הרצאה לצוות&nbsp;– ספרו לי מה אתם צריכים ונמצא יחד את הדרך
              הנכונה.
            </>
          }
        >
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/services" prefetch="intent" className="btn bg-white text-brand-800 hover:bg-brand-50">
              לכל השירותים
              <ArrowLeft aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/services#contact" className="btn border border-white/70 text-white hover:bg-white/10">
              <Mail aria-hidden="true" className="size-4" />
              דברו איתי
            </Link>
          </div>
          <CtaEmailLine label="או ישירות במייל:" email={email} />
        </CtaBand>
      </div>
    </>
  );
}

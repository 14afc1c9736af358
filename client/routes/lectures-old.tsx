import {
  ArrowLeft,
  BookOpen,
  CalendarDays,
  CircleCheck,
  Clapperboard,
  Clock,
  Mail,
  Presentation,
  Sparkles,
  Users,
  Workflow,
  Wrench,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { SmartImage } from '../components/smart-image.tsx';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/lectures-old';

// The /lectures-old variant (spec section 2, "Other pages"): it loads a lecture list, which is always
// empty (section 7: "the lecture list is never loaded"), so visitors see the coming-soon view. The
// filter and the card are complete so that a non-empty list renders properly.

export type LectureFormat = 'lecture' | 'workshop' | 'seminar' | 'training';

/** The Lecture entity (spec section 3). */
export type Lecture = {
  id: string;
  title: string;
  shortDescription: string;
  format: LectureFormat;
  difficulty: string;
  duration: string;
  category: string;
  maxParticipants: number;
  keyTopics: string[];
  learningOutcomes: string[];
  deliveryFormats: string[];
  coverImage?: string | { file: { url: string } } | null;
};

export type LectureFilterValue = 'all' | LectureFormat;

export const LECTURE_FILTERS: readonly { value: LectureFilterValue; label: string }[] = [
  { value: 'all', label: 'הכול' },
  { value: 'lecture', label: 'הרצאה' },
  { value: 'workshop', label: 'סדנה' },
  { value: 'seminar', label: 'סמינר' },
  { value: 'training', label: 'הכשרה' },
];

export const FORMAT_LABELS: Record<LectureFormat, string> = {
  lecture: 'הרצאה',
  workshop: 'סדנה',
  seminar: 'סמינר',
  training: 'הכשרה',
};

export const KEY_TOPICS_SHOWN = 4;
export const OUTCOMES_SHOWN = 3;

export function parseLectureFilter(value: string | null | undefined): LectureFilterValue {
  return LECTURE_FILTERS.some((filter) => filter.value === value) ? (value as LectureFilterValue) : 'all';
}

export function filterLectures(lectures: readonly Lecture[], filter: LectureFilterValue): Lecture[] {
  return filter === 'all' ? [...lectures] : lectures.filter((lecture) => lecture.format === filter);
}

/** The cover image URL: a plain string or a content-service asset ({ file: { url } }); protocol-relative URLs get https. */
export function lectureCoverUrl(coverImage: Lecture['coverImage']): string | null {
  const raw = typeof coverImage === 'string' ? coverImage : coverImage?.file?.url;
  if (!raw) return null;
  return raw.startsWith('//') ? `https:${raw}` : raw;
}

/** The lecture list. It is never fetched from anywhere, so it is always empty. */
export async function loadLectures(): Promise<Lecture[]> {
  return [];
}

export async function loader({ request }: Route.LoaderArgs) {
  const lectures = await loadLectures();
  const filter = parseLectureFilter(new URL(request.url).searchParams.get('format'));
  return { lectures, filter };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'הרצאות וסדנאות – בקרוב',
    description:
      'הרצאות, סדנאות וקורסים בבינה מלאכותית: סדנה מעשית, קורס AI, קורס קולנוע AI וקורס ComfyUI – בקרוב. השאירו פרטים ונעדכן.',
    path: '/lectures-old',
    siteUrl: siteUrlFrom(matches),
    keywords: ['קורס AI', 'סדנת AI', 'קורס ComfyUI', 'קולנוע AI', 'הרצאות בינה מלאכותית'],
  });

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export const UPCOMING_OFFERINGS: readonly {
  id: string;
  kind: string;
  title: string;
  length: string;
  description: string;
  icon: Icon;
}[] = [
  {
    id: 'workshop',
    kind: 'סדנה',
    title: 'סדנת AI מעשית',
    length: '3 שעות',
    description:
      'סדנה אינטנסיבית שבה עובדים עם הכלים המובילים על משימות אמיתיות, ויוצאים עם תהליך עבודה מוכן.',
    icon: Wrench,
  },
  {
    id: 'course',
    kind: 'קורס',
    title: 'קורס בינה מלאכותית יוצרת',
    length: '4 מפגשים (10–12 שעות)',
    description: 'מהיסודות ועד עבודה מתקדמת: טקסט, תמונה, קול ואוטומציות, עם תרגול בין המפגשים.',
    icon: BookOpen,
  },
  {
    id: 'film',
    kind: 'קורס',
    title: 'קורס קולנוע AI',
    length: '4 שבועות',
    description: 'מתסריט ועד סרט קצר: יצירת דמויות, סצנות, תנועה, קול ומוזיקה בעזרת כלי וידאו יוצרים.',
    icon: Clapperboard,
  },
  {
    id: 'comfyui',
    kind: 'קורס',
    title: 'קורס ComfyUI',
    length: '3 שבועות',
    description: 'בניית תהליכי עבודה מבוססי צמתים ליצירת תמונות ווידאו, שליטה מדויקת במודלים והרחבות.',
    icon: Workflow,
  },
];

export function LectureFilter({ active }: { active: LectureFilterValue }) {
  return (
    <nav aria-label="סינון לפי סוג מפגש">
      <ul className="flex flex-wrap gap-2">
        {LECTURE_FILTERS.map(({ value, label }) => {
          const current = value === active;
          return (
            <li key={value}>
              <Link
                to={value === 'all' ? '/lectures-old' : `/lectures-old?format=${value}`}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`btn min-h-10 px-4 ${current ? 'btn-primary' : 'btn-secondary'}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function LectureCard({ lecture }: { lecture: Lecture }) {
  const cover = lectureCoverUrl(lecture.coverImage);
  const headingId = `lecture-${lecture.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="card flex w-full flex-col overflow-hidden"
      data-format={lecture.format}
    >
      {cover ? (
        <SmartImage src={cover} alt="" width={640} height={360} frameClassName="w-full" />
      ) : (
        <div
          aria-hidden="true"
          className="grid aspect-video w-full place-items-center bg-gradient-to-br from-brand-600 to-accent-500 text-white"
        >
          <Presentation className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <span className="chip bg-brand-100 text-brand-800">{FORMAT_LABELS[lecture.format]}</span>
          {lecture.category ? <span className="chip">{lecture.category}</span> : null}
          {lecture.difficulty ? <span className="chip">{lecture.difficulty}</span> : null}
        </div>
        <h3 id={headingId} className="mt-3 text-heading font-bold">
          {lecture.title}
        </h3>
        <p className="mt-2 text-muted">{lecture.shortDescription}</p>
        <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-small text-ink-soft">
          {lecture.duration ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">משך</span>
              </dt>
              <dd>{lecture.duration}</dd>
            </div>
          ) : null}
          {lecture.maxParticipants > 0 ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <Users aria-hidden="true" className="size-4" />
                <span className="sr-only">מספר משתתפים מרבי</span>
              </dt>
              <dd>עד {lecture.maxParticipants} משתתפים</dd>
            </div>
          ) : null}
          {lecture.deliveryFormats.length > 0 ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <CalendarDays aria-hidden="true" className="size-4" />
                <span className="sr-only">אופן ההעברה</span>
              </dt>
              <dd>{lecture.deliveryFormats.join(' · ')}</dd>
            </div>
          ) : null}
        </dl>
        {lecture.keyTopics.length > 0 ? (
          <>
            <h4 className="mt-5 font-bold">נושאים מרכזיים</h4>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="key-topics">
              {lecture.keyTopics.slice(0, KEY_TOPICS_SHOWN).map((topic) => (
                <li key={topic} className="chip whitespace-normal">
                  {topic}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {lecture.learningOutcomes.length > 0 ? (
          <>
            <h4 className="mt-5 font-bold">מה תלמדו</h4>
            <ul className="mt-2 grid gap-1.5" data-testid="learning-outcomes">
              {lecture.learningOutcomes.slice(0, OUTCOMES_SHOWN).map((outcome) => (
                <li key={outcome} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                  <span>{outcome}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </article>
  );
}

export function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-title">
      <div className="rounded-card border border-dashed border-brand-300 bg-brand-50 p-6 text-center lg:p-10">
        <p className="chip bg-white text-brand-800">
          <Sparkles aria-hidden="true" className="size-4" />
          בקרוב
        </p>
        <h2 id="coming-soon-title" className="mt-3 text-title font-extrabold">
          מפגשים חדשים בדרך
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-ink-soft">
          כרגע אין מפגשים פתוחים להרשמה. אלה ההצעות שנפתחות בקרוב – רוצים להיות הראשונים לשמוע? כתבו לנו.
        </p>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {UPCOMING_OFFERINGS.map(({ id, kind, title, length, description, icon: OfferingIcon }) => (
          <li key={id} className="card flex flex-col p-6" data-offering={id}>
            <div className="flex items-start justify-between gap-3">
              <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
                <OfferingIcon aria-hidden="true" className="size-6" />
              </span>
              <span className="chip">{kind}</span>
            </div>
            <h3 className="mt-4 text-heading font-bold">{title}</h3>
            <p className="mt-2 inline-flex items-center gap-1.5 self-start rounded-chip bg-brand-100 px-3 py-0.5 text-small font-bold text-brand-800">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">משך: </span>
              {length}
            </p>
            <p className="mt-3 text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LecturesView({
  lectures,
  filter,
}: {
  lectures: readonly Lecture[];
  filter: LectureFilterValue;
}) {
  if (lectures.length === 0) return <ComingSoon />;
  const shown = filterLectures(lectures, filter);
  return (
    <section aria-labelledby="lecture-list-title">
      <h2 id="lecture-list-title" className="text-title font-extrabold">
        מפגשים פתוחים
      </h2>
      <div className="mt-5">
        <LectureFilter active={filter} />
      </div>
      <p className="mt-4 text-small text-muted" role="status">
        {shown.length === 0 ? 'אין מפגשים מהסוג הזה כרגע.' : `מוצגים ${shown.length} מפגשים`}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((lecture) => (
            <li key={lecture.id} className="flex">
              <LectureCard lecture={lecture} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default function LecturesOld({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section
        aria-labelledby="lectures-old-title"
        className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas"
      >
        <div className="container-page py-12 lg:py-16">
          <div className="max-w-3xl">
            <p className="chip bg-brand-100 text-brand-800">
              <Presentation aria-hidden="true" className="size-4" />
              הרצאות, סדנאות וקורסים
            </p>
            <h1
              id="lectures-old-title"
              className="mt-4 text-[2.25rem] leading-tight font-extrabold md:text-display"
            >
              לומדים <span className="text-gradient">בינה מלאכותית</span> יחד
            </h1>
            <p className="mt-5 text-lg text-ink-soft">
              סדנאות וקורסים מעשיים בעברית – מהצעדים הראשונים ועד תהליכי עבודה מתקדמים ביצירת תמונות ווידאו.
            </p>
          </div>
        </div>
      </section>
      <div className="container-page py-12 lg:py-16">
        <LecturesView lectures={loaderData.lectures} filter={loaderData.filter} />
        <section
          aria-labelledby="lectures-old-cta"
          className="mt-16 rounded-card bg-gradient-to-br from-brand-800 to-accent-700 p-8 text-white shadow-card lg:p-12"
        >
          <h2 id="lectures-old-cta" className="text-title font-extrabold">
            רוצים מפגש לארגון שלכם?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            הרצאות, סדנאות והכשרות צוות מותאמות אישית – גם לפני שהקורסים נפתחים.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/lectures#contact" className="btn bg-white text-brand-800 hover:bg-brand-50">
              <Mail aria-hidden="true" className="size-4" />
              ליצירת קשר
            </Link>
            <Link
              to="/services"
              prefetch="intent"
              className="btn border border-white/70 text-white hover:bg-white/10"
            >
              לכל השירותים
              <ArrowLeft aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

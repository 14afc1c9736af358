import { BookOpen, Clapperboard, Clock, Sparkles, Workflow, Wrench } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { FOUR_UP_GRID } from '../../lib/balanced-grid.ts';
import { KeepPhrases } from '../bidi-text.tsx';

// What /lectures-old shows while its lecture list is empty (always, docs/product.md#other-pages): the four
// offerings that open soon (docs/product.md#lectures-and-sessions).

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

export function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-title" className="@container">
      <div className="rounded-card border border-dashed border-brand-300 bg-tint p-4 text-center md:p-6 lg:p-10">
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
      <ul className={`mt-8 gap-5 ${FOUR_UP_GRID}`}>
        {UPCOMING_OFFERINGS.map(({ id, kind, title, length, description, icon: OfferingIcon }) => (
          <li key={id} className="card flex flex-col p-4 md:p-6" data-offering={id}>
            <div className="flex items-start justify-between gap-3">
              <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
                <OfferingIcon aria-hidden="true" className="size-6" />
              </span>
              <span className="chip">{kind}</span>
            </div>
            <h3 className="mt-4 text-heading font-bold">{title}</h3>
            <p className="mt-2 inline-flex items-center gap-1.5 self-start rounded-chip bg-tint-strong px-3 py-0.5 text-small font-bold text-link-strong">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">משך: </span>
              <KeepPhrases text={length} />
            </p>
            <p className="mt-3 text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

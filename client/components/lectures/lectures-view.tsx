import { Link } from 'react-router';
import {
  filterLectures,
  LECTURE_FILTERS,
  type Lecture,
  type LectureFilterValue,
} from '../../lib/lectures.ts';
import { ComingSoon } from './coming-soon.tsx';
import { LectureCard } from './lecture-card.tsx';

// The lecture list of /lectures-old: the coming-soon view while it is empty, else the format filter
// (links, so it works without JavaScript) and the cards.

function LectureFilter({ active }: { active: LectureFilterValue }) {
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

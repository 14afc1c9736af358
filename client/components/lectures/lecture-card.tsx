import { CalendarDays, Clock, Presentation, Users } from 'lucide-react';
import {
  FORMAT_LABELS,
  KEY_TOPICS_SHOWN,
  type Lecture,
  lectureCoverUrl,
  OUTCOMES_SHOWN,
} from '../../lib/lectures.ts';
import { CheckList } from '../check-list.tsx';
import { SmartImage } from '../smart-image.tsx';

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
      <div className="flex flex-1 flex-col p-4 md:p-6">
        <div className="flex flex-wrap gap-2">
          <span className="chip bg-tint-strong text-link-strong">{FORMAT_LABELS[lecture.format]}</span>
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
            <CheckList
              items={lecture.learningOutcomes.slice(0, OUTCOMES_SHOWN)}
              markClass="text-link"
              className="mt-2 grid gap-1.5"
              data-testid="learning-outcomes"
            />
          </>
        ) : null}
      </div>
    </article>
  );
}

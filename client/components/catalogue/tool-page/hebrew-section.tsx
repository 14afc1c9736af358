import { Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  HEBREW_LEVEL_LABELS,
  HEBREW_UI_LABELS,
  type HebrewLevel,
  RTL_LABELS,
  SCORE_LABELS,
} from '../../../../src/domain/hebrew-support.ts';
import type { HebrewSupport } from '../../../../src/domain/types.ts';
import { BidiText } from '../../bidi-text.tsx';
import { HEBREW_LEVEL_STYLE } from '../hebrew-badge.tsx';
import { DetailSection } from './parts.tsx';

const NOT_CHECKED = 'טרם נבדק';

/** A 1–5 score as words for everyone and five marks for the eye ('4 מתוך 5 – טובה'). */
function Score({ value }: { value: number | undefined }) {
  if (value === undefined) return <span className="text-muted">{NOT_CHECKED}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="flex gap-0.5" dir="ltr">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={`h-2.5 w-5 rounded-full ${step <= value ? 'bg-brand-700' : 'bg-line'}`}
            // RTL reading order: the filled marks start at the right.
            style={{ order: -step }}
          />
        ))}
      </span>
      <span>{`${value} מתוך 5 – ${SCORE_LABELS[value]}`}</span>
    </span>
  );
}

export type HebrewSectionData = {
  level: HebrewLevel;
  support?: HebrewSupport;
  /** 'לפני 3 חודשים', computed when the page renders (never stored). */
  checkedRelative?: string;
};

/** 'תמיכה בעברית': the level, the four dimensions, the notes and when it was last checked. */
export function HebrewSection({ toolName, data }: { toolName: string; data: HebrewSectionData }) {
  const { level, support, checkedRelative } = data;
  const rows: [string, ReactNode, string][] = [
    [
      'ממשק בעברית',
      support?.ui ? (
        HEBREW_UI_LABELS[support.ui]
      ) : (
        <span key="ui" className="text-muted">
          {NOT_CHECKED}
        </span>
      ),
      'ui',
    ],
    ['הבנת קלט בעברית', <Score key="input" value={support?.input} />, 'input'],
    [
      'איכות הפלט בעברית',
      support?.input !== undefined && support.output === undefined ? (
        <span key="output" className="text-muted">
          לא רלוונטי: הכלי לא מפיק טקסט או דיבור
        </span>
      ) : (
        <Score key="output" value={support?.output} />
      ),
      'output',
    ],
    [
      'כיווניות מימין לשמאל',
      support?.rtl ? (
        RTL_LABELS[support.rtl]
      ) : support?.input !== undefined ? (
        <span key="rtl" className="text-muted">
          לא רלוונטי או תלוי בתוכנה
        </span>
      ) : (
        <span key="rtl" className="text-muted">
          {NOT_CHECKED}
        </span>
      ),
      'rtl',
    ],
  ];
  return (
    <DetailSection
      id="hebrew"
      title="תמיכה בעברית"
      icon={<Languages aria-hidden="true" className="size-5" />}
    >
      <p className="mb-4 flex flex-wrap items-center gap-2">
        <span>רמת התמיכה בעברית:</span>
        <strong className={`chip ${HEBREW_LEVEL_STYLE[level]}`} data-hebrew-level={level}>
          {HEBREW_LEVEL_LABELS[level]}
        </strong>
      </p>
      {level === 'unknown' && !support ? (
        <p className="text-ink-soft">
          עוד לא בדקנו איך <BidiText text={toolName} /> מתמודד עם עברית, ולכן איננו מנחשים. כשנבדוק, הדירוג
          יופיע כאן.
        </p>
      ) : (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)]">
          {rows.map(([label, value, key]) => (
            <div key={key} className="contents" data-hebrew-dimension={key}>
              <dt className="font-bold text-ink">{label}</dt>
              <dd className="text-ink-soft">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {support?.notes ? (
        <p className="mt-4 rounded-xl bg-canvas p-4 text-ink-soft" data-hebrew-notes>
          <BidiText text={support.notes} />
        </p>
      ) : null}
      <p className="mt-4 text-small text-muted" data-hebrew-checked>
        {'נבדק לאחרונה: '}
        {support?.checkedAt ? (
          <time dateTime={support.checkedAt}>{checkedRelative || support.checkedAt}</time>
        ) : (
          NOT_CHECKED
        )}
      </p>
    </DetailSection>
  );
}

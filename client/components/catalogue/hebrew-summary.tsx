import { HEBREW_UI_LABELS, RTL_LABELS } from '../../../src/domain/hebrew-support.ts';
import type { HebrewSupport } from '../../../src/domain/types.ts';

/** One line of the four dimensions ('ממשק: מלא · קלט 5/5 · פלט 4/5 · כיווניות: תקינה'). */
export function HebrewSummary({ support }: { support?: HebrewSupport }) {
  if (!support) return null;
  const parts: string[] = [];
  if (support.ui) parts.push(`ממשק: ${HEBREW_UI_LABELS[support.ui]}`);
  if (support.input !== undefined) parts.push(`הבנה: ${support.input} מתוך 5`);
  if (support.output !== undefined) parts.push(`פלט: ${support.output} מתוך 5`);
  if (support.rtl) parts.push(`כיווניות: ${RTL_LABELS[support.rtl]}`);
  if (parts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-small text-ink-soft">
      {parts.map((part, index) => (
        <li key={part} className="flex items-center gap-3">
          {index > 0 ? <span aria-hidden="true">·</span> : null}
          {part}
        </li>
      ))}
    </ul>
  );
}

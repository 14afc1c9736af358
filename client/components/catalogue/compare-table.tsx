import type { ReactNode } from 'react';
import {
  HEBREW_LEVEL_LABELS,
  HEBREW_UI_LABELS,
  type HebrewLevel,
  RTL_LABELS,
} from '../../../src/domain/hebrew-support.ts';
import type { HebrewSupport } from '../../../src/domain/types.ts';
import { BidiText, Name } from '../bidi-text.tsx';
import { HEBREW_LEVEL_STYLE } from './hebrew-badge.tsx';
import { ToolLogo, toolHref } from './tool-card.tsx';

export type CompareColumn = {
  id: string;
  name: string;
  logo?: string;
  category: string;
  pricingLabel: string;
  /** A plan and its price a line ('Plus: $20 לחודש'). */
  prices: string[];
  hebrewLevel: HebrewLevel;
  hebrew?: HebrewSupport;
  platforms: string[];
  isOpenSource: boolean;
  capabilities: string[];
  integrations: string[];
  limitations: string[];
};

const NOT_CHECKED = <span className="text-muted">טרם נבדק</span>;
const NONE = <span className="text-muted">—</span>;

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return NONE;
  return (
    <ul className="list-disc space-y-1 ps-4">
      {items.map((item) => (
        <li key={item}>
          <BidiText text={item} />
        </li>
      ))}
    </ul>
  );
}

const score = (value: number | undefined, rated: boolean, absentText: string): ReactNode =>
  value !== undefined ? (
    `${value} מתוך 5`
  ) : rated ? (
    <span className="text-muted">{absentText}</span>
  ) : (
    NOT_CHECKED
  );

/** The rows of the comparison: a heading and how each tool fills it. */
const ROWS: { key: string; label: string; cell: (tool: CompareColumn) => ReactNode }[] = [
  { key: 'category', label: 'קטגוריה', cell: (tool) => <BidiText text={tool.category} /> },
  { key: 'pricing', label: 'תמחור', cell: (tool) => tool.pricingLabel },
  // A plan a line: in a phone's narrow column, plans run together on one line broke a plan's name
  // from its price ('Plus:' at the end of one line, '$20 לחודש' on the next).
  { key: 'price', label: 'מחיר', cell: (tool) => <List items={tool.prices} /> },
  {
    key: 'hebrew',
    label: 'תמיכה בעברית',
    cell: (tool) => (
      <span className={`chip ${HEBREW_LEVEL_STYLE[tool.hebrewLevel]}`}>
        {HEBREW_LEVEL_LABELS[tool.hebrewLevel]}
      </span>
    ),
  },
  {
    key: 'hebrew-ui',
    label: 'ממשק בעברית',
    cell: (tool) => (tool.hebrew?.ui ? HEBREW_UI_LABELS[tool.hebrew.ui] : NOT_CHECKED),
  },
  {
    key: 'hebrew-input',
    label: 'הבנת עברית',
    cell: (tool) => score(tool.hebrew?.input, false, ''),
  },
  {
    key: 'hebrew-output',
    label: 'פלט בעברית',
    cell: (tool) => score(tool.hebrew?.output, tool.hebrew?.input !== undefined, 'לא רלוונטי'),
  },
  {
    key: 'rtl',
    label: 'כיווניות מימין לשמאל',
    cell: (tool) =>
      tool.hebrew?.rtl ? (
        RTL_LABELS[tool.hebrew.rtl]
      ) : tool.hebrew?.input !== undefined ? (
        <span className="text-muted">לא רלוונטי</span>
      ) : (
        NOT_CHECKED
      ),
  },
  { key: 'platforms', label: 'פלטפורמות', cell: (tool) => <List items={tool.platforms} /> },
  { key: 'open-source', label: 'קוד פתוח', cell: (tool) => (tool.isOpenSource ? 'כן' : 'לא') },
  { key: 'capabilities', label: 'יכולות עיקריות', cell: (tool) => <List items={tool.capabilities} /> },
  { key: 'integrations', label: 'אינטגרציות', cell: (tool) => <List items={tool.integrations} /> },
  { key: 'limitations', label: 'מגבלות', cell: (tool) => <List items={tool.limitations} /> },
];

/**
 * How many tools' columns fit beside the row headings below sm, by the region's width in rem (the
 * headings take 5rem and each tool 8rem): the cue to show for each count, and the region's shadow
 * while a tool is out of view. Classes are written whole, for the stylesheet's scanner.
 */
const FITTING = [
  { fit: 1, cue: '@min-[21.25rem]:hidden' },
  { fit: 2, cue: 'hidden @min-[21.25rem]:block @min-[29.25rem]:hidden' },
  { fit: 3, cue: 'hidden @min-[29.25rem]:block @min-[37.25rem]:hidden' },
] as const;
const SHADOW_WHILE_OUT: Record<number, string> = {
  2: 'max-sm:@max-[21.25rem]:shadow-[inset_24px_0_16px_-16px_rgb(0_0_0/0.18)]',
  3: 'max-sm:@max-[29.25rem]:shadow-[inset_24px_0_16px_-16px_rgb(0_0_0/0.18)]',
  4: 'max-sm:@max-[37.25rem]:shadow-[inset_24px_0_16px_-16px_rgb(0_0_0/0.18)]',
};

/**
 * 'השוואת כלים': a real table, one column per tool. On a narrow screen the tools' columns scroll
 * sideways inside their region while the row headings stay put (sticky at the inline start); on a
 * phone the region is at most most of the screen tall so the tools' names stay on top (sticky) while
 * the rows scroll under them, and a line says how many tools are out of view.
 *
 * That count follows the region's width in rem, so the visitor's text size as well as the screen:
 * two tools fit on a 390 px phone at 100 % text, one on a 360 px phone or at 150 %, three on a phone
 * held sideways. Each count's line is in the HTML and a container query shows the true one, with or
 * without JavaScript.
 */
export function CompareTable({ tools }: { tools: readonly CompareColumn[] }) {
  const cues = FITTING.filter(({ fit }) => tools.length > fit);
  return (
    <div className="@container">
      {cues.length > 0 ? (
        <div className="mb-2 text-small font-medium text-ink-soft sm:hidden">
          {cues.map(({ fit, cue }) => (
            <p key={fit} className={cue} data-compare-cue>
              {tools.length - fit === 1
                ? 'עוד כלי אחד בגלילה הצידה'
                : `עוד ${tools.length - fit} כלים בגלילה הצידה`}
              <span aria-hidden="true"> ←</span>
            </p>
          ))}
        </div>
      ) : null}
      <section
        aria-labelledby="compare-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className={`card overflow-auto focus-visible:outline-2 focus-visible:outline-focus max-sm:max-h-[75vh] ${SHADOW_WHILE_OUT[tools.length] ?? ''}`}
        data-compare-scroller
      >
        <CompareGrid tools={tools} />
      </section>
    </div>
  );
}

function CompareGrid({ tools }: { tools: readonly CompareColumn[] }) {
  return (
    <table className="w-full border-collapse text-start max-sm:text-small">
      <caption id="compare-caption" className="p-4 text-start text-heading font-bold">
        השוואת כלים
      </caption>
      <thead>
        <tr>
          <td className="sticky start-0 top-0 z-20 w-20 min-w-20 border-b border-line bg-surface sm:w-44" />
          {tools.map((tool) => (
            <th
              key={tool.id}
              scope="col"
              className="sticky top-0 z-10 w-32 min-w-32 border-b border-line bg-surface p-2 text-start align-top [overflow-wrap:anywhere] sm:min-w-48 sm:p-3"
            >
              <a
                href={toolHref(tool.id)}
                className="flex items-center gap-2 font-bold text-link-strong hover:underline max-sm:flex-col max-sm:items-start"
              >
                <ToolLogo tool={tool} />
                <Name>{tool.name}</Name>
              </a>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key} data-row={row.key} className="align-top">
            <th
              scope="row"
              className="sticky start-0 z-10 w-20 min-w-20 border-b border-line bg-surface p-2 text-start font-bold shadow-[inset_-1px_0_0_var(--color-line)] sm:w-44 sm:p-3"
            >
              {row.label}
            </th>
            {tools.map((tool) => (
              <td
                key={tool.id}
                className="border-b border-line p-2 text-ink-soft [overflow-wrap:anywhere] sm:p-3"
              >
                {row.cell(tool)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

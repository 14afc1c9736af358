import { Clock, PlayCircle } from 'lucide-react';
import type { ComparisonTable, CustomToolSection, GuideSection } from '../../../src/domain/types.ts';
import { THREE_UP_GRID } from '../../lib/balanced-grid.ts';
import { BalancedGrid } from '../balanced-grid.tsx';
import { BidiText, Name } from '../bidi-text.tsx';
import { NewTabLink } from '../new-tab-link.tsx';
import { NumberedSteps } from '../numbered-steps.tsx';
import { LogoHeading, LogoImage, Section } from './page-parts.tsx';
import { FeatureList } from './tool-page/parts.tsx';

// The sections of the five fixed category pages (routes/tools.category-page.tsx) below the tool
// lists: the audio tool types, the content service's custom tool sections, guides and comparison
// tables (the video page), and the three getting-started steps.

/** docs/product.md#category-pages: the audio page lists six audio tool types. */
const AUDIO_TYPES = [
  ['יצירת מוזיקה', 'שירים ומוזיקת רקע מתיאור טקסטואלי'],
  ['הפרדת ערוצים', 'הפרדת שירה, תופים ובס מהקלטה אחת'],
  ['שיפור איכות סאונד', 'ניקוי רעשים והדהוד מהקלטות'],
  ['יצירת קול', 'המרת טקסט לדיבור ושכפול קול'],
  ['עיבוד ומאסטרינג', 'איזון, דחיסה ומאסטרינג אוטומטי'],
  ['זמן אמת', 'שינוי קול ותרגום בשיחות ובשידורים חיים'],
] as const;

export function AudioTypes() {
  return (
    <Section id="audio-types" title="סוגי כלי אודיו">
      <div className="@container">
        <ul className={`gap-4 ${THREE_UP_GRID}`} data-testid="audio-types">
          {AUDIO_TYPES.map(([name, text]) => (
            <li key={name} className="card p-4 md:p-5">
              <h3 className="font-bold">
                <BidiText text={name} />
              </h3>
              <p className="mt-1 text-ink-soft">
                <BidiText text={text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function CustomToolSections({ sections }: { sections: readonly CustomToolSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={`section-${section.id}`} title={section.title}>
          {section.description ? (
            <p className="mb-4 text-ink-soft">
              <BidiText text={section.description} />
            </p>
          ) : null}
          <BalancedGrid
            items={section.customTools}
            itemKey={(custom) => custom.name}
            itemClassName="card flex flex-col gap-3 p-5"
          >
            {(custom) => (
              <>
                <LogoHeading
                  logo={custom.logoUrl ? <LogoImage src={custom.logoUrl} name={custom.name} /> : null}
                >
                  <Name>{custom.name}</Name>
                </LogoHeading>
                <p className="text-ink-soft">
                  <BidiText text={custom.description} />
                </p>
                <FeatureList features={custom.features} />
                {custom.priceInfo ? (
                  <p className="text-small font-medium text-link-strong">
                    <BidiText text={custom.priceInfo} />
                  </p>
                ) : null}
                {custom.websiteUrl ? (
                  <NewTabLink href={custom.websiteUrl} className="btn btn-secondary mt-auto" icon>
                    {custom.buttonText ? (
                      <BidiText text={custom.buttonText} />
                    ) : (
                      <span>
                        לאתר <Name>{custom.name}</Name>
                      </span>
                    )}
                  </NewTabLink>
                ) : null}
              </>
            )}
          </BalancedGrid>
        </Section>
      ))}
    </>
  );
}

export function GuideList({ guides }: { guides: readonly GuideSection[] }) {
  return guides.length > 0 ? (
    <Section id="guides" title="מדריכים מומלצים">
      <BalancedGrid items={guides} itemKey={(guide) => guide.id} itemClassName="card flex flex-col gap-2 p-5">
        {(guide) => (
          <>
            <h3 className="text-lg font-bold">
              <BidiText text={guide.title} />
            </h3>
            <p className="text-ink-soft">
              <BidiText text={guide.description} />
            </p>
            <p className="flex flex-wrap gap-2 text-small text-muted">
              {guide.duration ? (
                <span className="chip">
                  <Clock aria-hidden="true" className="size-3.5" />
                  <BidiText text={guide.duration} />
                </span>
              ) : null}
              {guide.difficulty ? (
                <span className="chip">
                  <BidiText text={guide.difficulty} />
                </span>
              ) : null}
            </p>
            {guide.videoUrl ? (
              <NewTabLink
                href={guide.videoUrl}
                className="mt-auto inline-flex items-center gap-1 font-bold text-link hover:underline"
              >
                <PlayCircle aria-hidden="true" className="size-4" />
                <span>
                  לצפייה במדריך: <BidiText text={guide.title} />
                </span>
              </NewTabLink>
            ) : null}
          </>
        )}
      </BalancedGrid>
    </Section>
  ) : null;
}

/** A comparison table's columns: the row's name, then the three the content service fills. */
const COMPARISON_COLUMNS = [
  ['name', 'כלי'],
  ['price', 'מחיר'],
  ['ease', 'קלות שימוש'],
  ['quality', 'איכות'],
] as const;

export function ComparisonTables({ comparisons }: { comparisons: readonly ComparisonTable[] }) {
  return (
    <>
      {comparisons.map((table) => (
        <Section key={table.id} id={`comparison-${table.id}`} title={table.title}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className="card stack-table-box overflow-x-auto p-0" aria-label={table.title} tabIndex={0}>
            {/* The four columns share the box's width (no sideways scroll hides 'איכות'), in the
                body's size from a 28rem box; at large text on a phone each row is a block of its own
                (.stack-table). Both follow the box's width in rem, not the screen's: a screen-width
                minimum of 32rem made the table scroll 62 px at 768 px and 150 % text. */}
            <table className="stack-table w-full text-start text-small @min-[28rem]:text-base">
              <caption className="sr-only">{table.title}</caption>
              <thead className="bg-canvas text-small">
                <tr>
                  {COMPARISON_COLUMNS.map(([, label]) => (
                    <th key={label} scope="col" className="text-start">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.toolsData.map((row) => (
                  <tr key={row.name} className="border-t border-line">
                    <th scope="row" className="text-start font-bold">
                      <Name>{row.name}</Name>
                    </th>
                    {COMPARISON_COLUMNS.slice(1).map(([key, label]) => (
                      <td key={key} data-label={label}>
                        <BidiText text={row[key]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </Section>
      ))}
    </>
  );
}

export function GettingStarted({ steps }: { steps: readonly [string, string][] }) {
  return (
    <Section id="getting-started" title="איך מתחילים – שלושה צעדים">
      <div className="@container">
        <NumberedSteps steps={steps} word="צעד" className="grid gap-5 @min-[42rem]:grid-cols-3" />
      </div>
    </Section>
  );
}

import { type ReactNode, useId } from 'react';
import type { TokenReport } from '../../../src/domain/explorables/tokens.ts';
import { BarRow, formatNumber } from './shared.tsx';

// The token counts of one text: a table (encoding, tokens, tokens per word) and, beside it for the
// eye only, bars of the same counts.

/** An encoding's name, free to wrap after its underscore ('o200k_' / 'base') in a narrow column. */
function EncodingName({ encoding }: { encoding: string }) {
  const [head, ...rest] = encoding.split('_');
  return rest.length === 0 ? (
    encoding
  ) : (
    <>
      {head}_<wbr />
      {rest.join('_')}
    </>
  );
}

export function CountTable({
  reports,
  language,
  caption,
}: {
  reports: TokenReport[];
  language: 'he' | 'en';
  caption: ReactNode;
}) {
  const most = Math.max(1, ...reports.map((report) => report.count));
  const captionId = useId();
  const words = reports[0]?.words ?? 0;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {/* The words are the text's, the same for every encoding: they are said once, under the
          caption, and the table keeps three columns, which fit a 320 px phone and 390 px at 150 %
          text: under 15rem (large text on a phone) its cells' text is one step smaller, under 13rem
          (320 px at 150 %) two, where it had scrolled 12 px. Should a column still not fit, the
          table scrolls sideways in its own region, reachable by keyboard, and the page does not. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="min-w-0 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-focus"
        data-token-table
      >
        <table className="w-full text-start">
          <caption id={captionId} className="text-start font-bold">
            {caption}
            <span className="block text-small font-normal text-ink-soft" data-words={words}>
              {words === 1 ? 'מילה אחת' : `${words} מילים`}
            </span>
          </caption>
          <thead className="@max-[15rem]:text-sm @max-[13rem]:text-xs">
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-1 pe-2 text-start">
                קידוד
              </th>
              <th scope="col" className="py-1 pe-2 text-start">
                טוקנים
              </th>
              <th scope="col" className="py-1 text-start">
                טוקנים למילה
              </th>
            </tr>
          </thead>
          <tbody className="@max-[15rem]:text-sm @max-[13rem]:text-xs">
            {reports.map((report) => (
              <tr key={report.encoding} className="border-b border-line">
                <th scope="row" className="py-1 pe-2 text-start font-medium">
                  <bdi dir="ltr">
                    <EncodingName encoding={report.encoding} />
                  </bdi>
                </th>
                <td
                  className="py-1 pe-2"
                  data-token-count={report.count}
                  data-encoding={report.encoding}
                  data-language={language}
                >
                  {report.count}
                </td>
                <td className="py-1">{report.perWord === null ? '–' : formatNumber(report.perWord)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div aria-hidden="true" className="flex min-w-0 flex-col justify-center gap-2">
        {reports.map((report) => (
          <BarRow
            key={report.encoding}
            label={report.encoding}
            dir="ltr"
            fraction={report.count / most}
            figure={report.count}
          />
        ))}
      </div>
    </div>
  );
}

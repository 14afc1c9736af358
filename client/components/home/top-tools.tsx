import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Name } from '../bidi-runs.tsx';
import type { SpotlightToolView } from './views.ts';

/** The tools rated best in Hebrew, each with its mark and its level. */
export function TopTools({ tools }: { tools: readonly SpotlightToolView[] }) {
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby="home-top-tools" className="card p-4 md:p-5 lg:p-6" data-testid="home-top-tools">
      <h2 id="home-top-tools" className="flex items-center gap-2 text-lg font-bold">
        הכי טובים בעברית
      </h2>
      <ol className="mt-3 flex flex-col gap-2">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link
              to={`/tools/${encodeURIComponent(tool.id)}`}
              prefetch="intent"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-1.5 hover:bg-tint"
            >
              {/* The mark and the name are one group: the name stays beside its mark and wraps between
                  its words there ('Microsoft' / 'Copilot' at 150 % text on a phone), and goes under it
                  where less than 6rem would be left (320 px at 150 %: 'LALAL.A' / 'I'); the badge goes
                  to the end of the next line when the row is full. */}
              <span className="flex min-w-0 flex-auto flex-wrap items-center gap-3">
                {/* Above the fold, and the home page hydrates late: the logo's <img> is in the HTML. */}
                <img
                  src={tool.mark.src}
                  alt=""
                  width={44}
                  height={44}
                  decoding="async"
                  data-brand-mark={tool.mark.brand ? tool.id : undefined}
                  className="size-11 shrink-0 rounded-xl bg-white object-contain ring-1 ring-line"
                />
                <span className="min-w-0 grow basis-24 leading-snug font-bold text-ink" data-tool-name>
                  <Name>{tool.name}</Name>
                </span>
              </span>
              <span
                role="img"
                aria-label={`תמיכה בעברית: ${tool.hebrew.label}`}
                title={`תמיכה בעברית: ${tool.hebrew.label}`}
                className={`chip icon-languages ms-auto whitespace-nowrap ${tool.hebrew.style}`}
                data-hebrew-level={tool.hebrew.level}
              >
                {`עברית: ${tool.hebrew.label}`}
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <Link
        to="/tools/hebrew"
        prefetch="intent"
        className="mt-3 inline-flex items-center gap-1 font-medium text-link-strong hover:underline"
      >
        לדירוג המלא
        <ArrowLeft aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

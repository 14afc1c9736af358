import { ArrowLeft } from 'lucide-react';
import { BidiText } from '../../bidi-text.tsx';
import { type ToolCardData, ToolGrid, toolHref } from '../tool-card.tsx';

/** 'חלופות': up to six tools of the same primary category that do the same jobs, and a link to all. */
export function AlternativesSection({
  toolId,
  toolName,
  tools,
  total,
}: {
  toolId: string;
  toolName: string;
  tools: readonly ToolCardData[];
  total: number;
}) {
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby="alternatives" className="mt-12" data-section="alternatives">
      <h2 id="alternatives" className="mb-2 text-heading font-bold">
        חלופות
      </h2>
      <p className="mb-5 text-ink-soft">
        כלים מאותה קטגוריה שעושים עבודה דומה, מהדומה ביותר. כלי קוד פתוח מסומנים.
      </p>
      <ToolGrid tools={tools} headingLevel={3} label={`חלופות ל-${toolName}`} />
      <p className="mt-5">
        <a
          href={`${toolHref(toolId)}/alternatives`}
          className="inline-flex items-center gap-1 font-bold text-link hover:underline"
        >
          {/* One flex item, so the words wrap together on a narrow screen instead of in pieces. */}
          <span className="min-w-0">
            <BidiText text={`כל החלופות ל-${toolName} (${total})`} />
          </span>
          <ArrowLeft aria-hidden="true" className="size-4" />
        </a>
      </p>
    </section>
  );
}

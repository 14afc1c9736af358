import { AlertTriangle, Cpu, Lightbulb, type LucideIcon, Plug, Tag, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ToolDetails } from '../../../../src/domain/catalogue/enrichment.ts';
import type { PricingCheck } from '../../../../src/domain/catalogue/freshness.ts';
import { PRICING_LABELS } from '../../../../src/domain/catalogue/labels.ts';
import type { Tool } from '../../../../src/domain/types.ts';
import { BidiText } from '../../bidi-text.tsx';
import { CheckList } from '../../check-list.tsx';
import { DetailSection } from './parts.tsx';
import { PricingSection } from './pricing-section.tsx';

/** Short lists (one or two integrations) read better as a line of the specs than as a card. */
const SHORT_LIST = 2;

type DetailCard = { id: string; node: ReactNode };

function SpecsSection({ specs }: { specs: readonly [string, ReactNode][] }) {
  return (
    <DetailSection id="specs" title="מפרט טכני" icon={<Cpu aria-hidden="true" className="size-5" />}>
      {/* Beside the longest name a narrow card (a phone at large text) left the values a word or
          less a line: below 18rem each value goes under its name. */}
      <div className="@container">
        <dl className="grid gap-x-4 gap-y-2 @min-[18rem]:grid-cols-[auto_minmax(0,1fr)]">
          {specs.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-bold text-ink">
                <BidiText text={key} />
              </dt>
              <dd className="text-ink-soft @max-[18rem]:-mt-2 @max-[18rem]:mb-1">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </DetailSection>
  );
}

/**
 * The tool's detail cards, without empty or near-empty ones: no integrations card without
 * integrations, no tips card that would repeat the category guide, and the pricing model and a short
 * list of integrations as lines of the specs card when there is nothing more to say about them.
 */
export function detailSections(tool: Tool, details: ToolDetails, pricing: PricingCheck | null): DetailCard[] {
  const cards: DetailCard[] = [];
  /** A card of bullet points, when there are any. */
  const bullets = (
    id: string,
    title: string,
    Icon: LucideIcon,
    items: readonly string[],
    mark?: 'warning',
  ) => {
    if (items.length === 0) return;
    cards.push({
      id,
      node: (
        <DetailSection id={id} title={title} icon={<Icon aria-hidden="true" className="size-5" />}>
          <CheckList items={items} mark={mark} />
        </DetailSection>
      ),
    });
  };
  const pricingHasDetail =
    details.pricing.length > 0 || tool.providers.length > 0 || Boolean(tool.pricingCheckedAt);
  const integrationsAsCard = details.integrations.length > SHORT_LIST;
  const specs: [string, ReactNode][] = details.technicalSpecs.map(([key, value]) => [
    key,
    <BidiText key={key} text={value} />,
  ]);
  if (!integrationsAsCard && details.integrations.length > 0)
    specs.push(['אינטגרציות', <BidiText key="integrations" text={details.integrations.join(', ')} />]);
  if (!pricingHasDetail)
    specs.push([
      'מודל תמחור',
      <span key="pricing">{PRICING_LABELS[tool.pricing]} – פרטי המחירים המלאים באתר הרשמי של הכלי</span>,
    ]);

  bullets('capabilities', 'יכולות עיקריות', Wrench, details.capabilities);
  bullets('applications', 'שימושים פופולריים', Tag, details.applications);
  bullets('limitations', 'מגבלות ידועות', AlertTriangle, details.limitations, 'warning');
  if (pricingHasDetail)
    cards.push({ id: 'pricing', node: <PricingSection tool={tool} details={details} check={pricing} /> });
  if (specs.length > 0) cards.push({ id: 'specs', node: <SpecsSection specs={specs} /> });
  if (integrationsAsCard)
    cards.push({
      id: 'integrations',
      node: (
        <DetailSection
          id="integrations"
          title="אינטגרציות"
          icon={<Plug aria-hidden="true" className="size-5" />}
        >
          <ul className="flex flex-wrap gap-2">
            {details.integrations.map((integration) => (
              <li key={integration} className="chip">
                <BidiText text={integration} />
              </li>
            ))}
          </ul>
        </DetailSection>
      ),
    });
  bullets('tips', 'טיפים למקצוענים', Lightbulb, details.proTips);
  if (details.specificSection.items.length > 0)
    cards.push({
      id: 'category-guide',
      node: (
        <DetailSection
          id="category-guide"
          title={<BidiText text={details.specificSection.title} />}
          icon={<Lightbulb aria-hidden="true" className="size-5" />}
        >
          <ol className="list-decimal ps-5 text-ink-soft">
            {details.specificSection.items.map((item) => (
              <li key={item} className="mb-1">
                <BidiText text={item} />
              </li>
            ))}
          </ol>
        </DetailSection>
      ),
    });
  return cards;
}

/** The cards in a two-column grid; an odd card out spans both columns, so the grid never ends with a hole. */
export function DetailCards({ cards }: { cards: readonly DetailCard[] }) {
  return cards.map((section, index) => (
    <div
      key={section.id}
      className={cards.length % 2 === 1 && index === cards.length - 1 ? 'lg:col-span-2' : undefined}
    >
      {section.node}
    </div>
  ));
}

import { Wallet } from 'lucide-react';
import type { ToolDetails } from '../../../../src/domain/catalogue/enrichment.ts';
import type { PricingCheck } from '../../../../src/domain/catalogue/freshness.ts';
import { PRICING_LABELS } from '../../../../src/domain/catalogue/labels.ts';
import type { Tool } from '../../../../src/domain/types.ts';
import { BidiText, Name } from '../../bidi-text.tsx';
import { NewTabLink } from '../../new-tab-link.tsx';
import { PricingStamp } from './freshness.tsx';
import { DetailSection, FeatureList } from './parts.tsx';

/** The pricing card: the model, the plans of the enrichment and the providers that resell the tool. */
export function PricingSection({
  tool,
  details,
  check,
}: {
  tool: Tool;
  details: ToolDetails;
  /** When the owner last checked the prices, worded by the loader against the clock of its render. */
  check: PricingCheck | null;
}) {
  return (
    <DetailSection id="pricing" title="תמחור" icon={<Wallet aria-hidden="true" className="size-5" />}>
      <p className="mb-3">
        מודל תמחור: <strong>{PRICING_LABELS[tool.pricing]}</strong>
      </p>
      {details.pricing.length > 0 ? (
        // Two plans a row where the card gives each 12rem, the visitor's text size included.
        <div className="@container">
          <ul className="grid gap-3 @min-[24rem]:grid-cols-2">
            {details.pricing.map((tier) => (
              <li key={tier.tier} className="rounded-xl border border-line p-3">
                <p className="font-bold" data-plan-name>
                  <Name>{tier.tier}</Name>
                </p>
                <p className="text-link-strong">
                  <BidiText text={tier.price} />
                </p>
                <FeatureList features={tier.features} className="mt-1" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-muted">פרטי המחירים המלאים מופיעים באתר הרשמי של הכלי.</p>
      )}
      {tool.providers.length > 0 ? (
        <div className="mt-4">
          <h3 className="mb-2 font-bold">זמין גם דרך</h3>
          <ul className="flex flex-wrap gap-2">
            {tool.providers.map((provider) => (
              <li key={provider.url}>
                <NewTabLink href={provider.url} className="chip hover:underline">
                  <Name>{provider.name}</Name>
                  {provider.pricing ? (
                    <>
                      {' · '}
                      <BidiText text={provider.pricing} />
                    </>
                  ) : null}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {check ? <PricingStamp check={check} /> : null}
    </DetailSection>
  );
}

import { BookOpen, Building2, Lock, Unlock } from 'lucide-react';
import type { MainLinkHealth } from '../../../../src/domain/catalogue/freshness.ts';
import { LICENCE_LABELS } from '../../../../src/domain/catalogue/labels.ts';
import type { Tool } from '../../../../src/domain/types.ts';
import { BidiText, Name } from '../../bidi-text.tsx';
import { CATEGORY_CHIP, colorKeyFor } from '../../category-style.ts';
import { NewTabLink } from '../../new-tab-link.tsx';
import { PricingChip, ToolLogo } from '../tool-card.tsx';
import { LinkStamp } from './freshness.tsx';

/** The page's head: logo, name, company, category, licence and price chips, and the two outbound buttons. */
export function ToolHeader({ tool, linkHealth }: { tool: Tool; linkHealth?: MainLinkHealth | null }) {
  // A link the check found dead twice is no longer the page's main call to action.
  const broken = linkHealth?.state === 'broken';
  const tryUrl = tool.officialUrl || tool.toolUrl || tool.url;
  return (
    <header className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
      {/* Narrow screens stack the logo above the name, so a long Latin name keeps its width. */}
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <ToolLogo tool={tool} size="lg" priority />
        <div className="min-w-0">
          <h1 className="text-[1.875rem] leading-tight font-extrabold md:text-title">
            <Name>{tool.name}</Name>
          </h1>
          {tool.company ? (
            <p className="mt-1 flex items-center gap-1 text-muted" data-company>
              <Building2 aria-hidden="true" className="size-4 shrink-0" />
              <Name>{tool.company}</Name>
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <span className={`chip ${CATEGORY_CHIP[colorKeyFor(tool.category)]}`}>
              <BidiText text={tool.category} />
            </span>
            <span className="chip" data-testid="licence-label">
              {tool.isOpenSource ? (
                <Unlock aria-hidden="true" className="size-3.5" />
              ) : (
                <Lock aria-hidden="true" className="size-3.5" />
              )}
              {tool.isOpenSource ? LICENCE_LABELS.open : LICENCE_LABELS.closed}
            </span>
            <PricingChip pricing={tool.pricing} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {tryUrl ? (
          <NewTabLink href={tryUrl} className={broken ? 'btn btn-secondary' : 'btn btn-primary'} icon>
            <span>
              נסו את <Name>{tool.name}</Name>
            </span>
          </NewTabLink>
        ) : null}
        {tool.docsUrl ? (
          <NewTabLink href={tool.docsUrl} className="btn btn-secondary" icon>
            <BookOpen aria-hidden="true" className="size-4" />
            למידע נוסף
          </NewTabLink>
        ) : null}
        {tryUrl && linkHealth ? <LinkStamp health={linkHealth} /> : null}
      </div>
    </header>
  );
}

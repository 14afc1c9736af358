import { Unlock } from 'lucide-react';
import { PRICING_LABELS } from '../../../src/domain/catalogue/labels.ts';
import { type HebrewLevel, hebrewLevel } from '../../../src/domain/hebrew-support.ts';
import type { Tool } from '../../../src/domain/types.ts';
import { BRAND_MARK_IDS } from '../../lib/brand-marks.ts';
import { useCompareTray } from '../../lib/compare-tray.ts';
import { letterPlaceholder } from '../../lib/letter-placeholder.ts';
import { useListLinks } from '../../lib/list-links.tsx';
import { CARDS_DRAWN_FIRST } from '../../lib/offscreen.ts';
import { BalancedGrid } from '../balanced-grid.tsx';
import { BidiText, Name } from '../bidi-text.tsx';
import { CATEGORY_CHIP, colorKeyFor } from '../category-style.ts';
import { SmartImage } from '../smart-image.tsx';
import { CompareCheckbox, CompareForm, useCompareFormId } from './compare-choice.tsx';
import { HebrewBadge } from './hebrew-badge.tsx';
import { LetterTile, MarkImage } from './mark-image.tsx';

/** docs/product.md#tool-page: a tool card shows at most 4 capability chips, then '+N'. */
const CARD_CAPABILITY_LIMIT = 4;
/** The quick-view dialog lists up to this many; a card's data carries no more. */
export const DIALOG_CAPABILITY_LIMIT = 6;

/**
 * What a card (and the quick-view dialog) shows of a tool, and nothing more: the page's data travels
 * twice, in the HTML and again, serialised, for hydration, so a list of 45 tools pays for every field.
 */
export type ToolCardData = Pick<
  Tool,
  'id' | 'name' | 'category' | 'pricing' | 'isOpenSource' | 'company' | 'logo'
> & {
  /** The short description, or the description when there is none. */
  summary: string;
  /** The first capabilities (the features when none are listed), up to the dialog's limit. */
  capabilities: readonly string[];
  /** How many capabilities the tool has in all (the card's '+N'). */
  capabilityCount: number;
  hebrewLevel: HebrewLevel;
};

/** The fields a card needs, so loaders send small payloads. */
export function toCardData(tool: Tool): ToolCardData {
  const capabilities = tool.capabilities.length > 0 ? tool.capabilities : tool.features;
  return {
    id: tool.id,
    name: tool.name,
    summary: tool.shortDescription || tool.description,
    category: tool.category,
    pricing: tool.pricing,
    isOpenSource: tool.isOpenSource,
    capabilities: capabilities.slice(0, DIALOG_CAPABILITY_LIMIT),
    capabilityCount: capabilities.length,
    company: tool.company,
    logo: tool.logo,
    hebrewLevel: hebrewLevel(tool.hebrew),
  };
}

export function toolHref(id: string): string {
  return `/tools/${encodeURIComponent(id)}`;
}

export function ToolLogo({
  tool,
  size = 'md',
  priority = false,
}: {
  tool: Pick<Tool, 'id' | 'name' | 'logo' | 'category'>;
  size?: 'md' | 'lg';
  /** The page's main logo (above the fold on a tool page). */
  priority?: boolean;
}) {
  const box = size === 'lg' ? 'size-16 text-2xl' : 'size-11 text-lg';
  const pixels = size === 'lg' ? 64 : 44;
  if (tool.logo) {
    return (
      <SmartImage
        src={tool.logo}
        alt=""
        width={pixels}
        height={pixels}
        fit="contain"
        priority={priority}
        fallbackSrc={letterPlaceholder(tool.name)}
        frameClassName={`${box} shrink-0 rounded-xl bg-white p-1 ring-1 ring-line`}
      />
    );
  }
  // Next, the tool's brand mark from simple-icons (scripts/brand-marks.ts): an SVG image with its own
  // tile, not script; the letter tile is the last resort.
  if (BRAND_MARK_IDS.has(tool.id)) {
    return (
      <MarkImage
        src={`/brand-marks/${encodeURIComponent(tool.id)}.svg`}
        pixels={pixels}
        brand={tool.id}
        eager={priority}
        className={`${box} rounded-xl`}
      />
    );
  }
  return (
    <LetterTile
      name={tool.name}
      className={`${box} rounded-xl ${CATEGORY_CHIP[colorKeyFor(tool.category)]}`}
    />
  );
}

export function PricingChip({ pricing }: { pricing: Tool['pricing'] }) {
  return (
    <span className="chip bg-tint text-link-strong" data-pricing={pricing}>
      {PRICING_LABELS[pricing]}
    </span>
  );
}

/** A catalogue card; inside a ToolGrid, whose handlers make its link work in the app. */
function ToolCard({
  tool,
  headingLevel = 3,
  compareForm,
  inTray = false,
}: {
  tool: ToolCardData;
  headingLevel?: 2 | 3 | 4;
  /** The id of the GET form its 'הוסף להשוואה' box belongs to; no box without one. */
  compareForm?: string;
  /** Whether the compare tray holds this tool (read once by the grid). */
  inTray?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const shown = tool.capabilities.slice(0, CARD_CAPABILITY_LIMIT);
  const more = tool.capabilityCount - shown.length;
  return (
    // A phone gets the compact card: the logo beside the name and one line of description, the
    // compare box at the name's end, then the badges. The same markup as the full card (capabilities and the
    // company left out, the rest tightened), so 45 tools stay a short scroll. A card narrower than 17rem
    // (a phone at 125 % text or more: rem grows with the visitor's size) gives the name the whole
    // line and puts the compare box after the badges, or names broke inside words ('Diffusi-on'), and
    // gives the description two lines, where one held two or three words ('מודל תמונות...'); on
    // a wider screen a card narrower than 15rem (three a row at 150 % text) puts the logo above the name.
    // Below 12rem (320 px at 150 %) the phone's card is one column too, the logo above the name, or
    // the name had 5rem beside it ('Midjourne' / 'y').
    <article
      className="card card-link relative flex h-full flex-col gap-3 p-5 max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)] max-sm:@max-[12rem]:grid-cols-1 max-sm:content-start max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-3.5"
      data-tool-id={tool.id}
    >
      <div className="flex items-start gap-3 max-sm:contents sm:@max-[15rem]:flex-col">
        <div className="max-sm:row-span-2 max-sm:@max-[12rem]:row-span-1">
          <ToolLogo tool={tool} />
        </div>
        <div className="min-w-0 flex-1 max-sm:pe-20 max-sm:@max-[17rem]:pe-0">
          <Heading className="text-lg leading-snug font-bold">
            {/* A plain anchor: the grid navigates, prefetches and opens the dialog for all its cards
                (useListLinks); data-discover lets React Router discover the route, as <Link> does. */}
            <a href={toolHref(tool.id)} data-discover="true" className="stretched-link">
              <Name>{tool.name}</Name>
            </a>
          </Heading>
          {tool.company ? (
            <p className="text-small text-muted max-sm:hidden" data-company>
              <Name>{tool.company}</Name>
            </p>
          ) : null}
        </div>
      </div>
      <p className="line-clamp-1 text-ink-soft max-sm:col-start-2 max-sm:@max-[12rem]:col-start-1 max-sm:@max-[17rem]:line-clamp-2 sm:line-clamp-3">
        <BidiText text={tool.summary} />
      </p>
      <div className="flex flex-wrap items-center gap-2 max-sm:col-span-2 max-sm:@max-[12rem]:col-span-1 max-sm:mt-2 max-sm:gap-1.5 sm:contents">
        <div className="flex flex-wrap gap-2 max-sm:contents max-sm:[&_.chip]:px-1.5">
          <span className={`chip ${CATEGORY_CHIP[colorKeyFor(tool.category)]}`}>
            <BidiText text={tool.category} />
          </span>
          <PricingChip pricing={tool.pricing} />
          {tool.isOpenSource ? (
            <span className="chip bg-cat-audio-bg text-cat-audio">
              <Unlock aria-hidden="true" className="size-3.5" />
              קוד פתוח
            </span>
          ) : null}
          <HebrewBadge level={tool.hebrewLevel} />
        </div>
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5 max-sm:hidden" aria-label="יכולות">
            {shown.map((capability) => (
              <li key={capability} className="capability">
                <BidiText text={capability} />
              </li>
            ))}
            {more > 0 ? (
              <li className="capability capability-more" data-more={more}>
                {`+${more} נוספות`}
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 max-sm:absolute max-sm:end-3.5 max-sm:top-2.5 max-sm:@max-[17rem]:static sm:mt-auto sm:pt-1">
          {compareForm ? (
            <CompareCheckbox id={tool.id} name={tool.name} form={compareForm} checked={inTray} />
          ) : null}
          <span
            className="icon-details ms-auto inline-flex items-center gap-1 text-small font-bold text-link max-sm:hidden"
            aria-hidden="true"
          >
            לפרטים
          </span>
        </div>
      </div>
    </article>
  );
}

/**
 * A card's placeholder until drawn: its measured height (a compact card 129 px, rows of 287-449 px from
 * sm; decision 0040) in rem, as text grows.
 */
const OFFSCREEN_CARD =
  '[contain-intrinsic-size:auto_1px_auto_8rem] sm:[contain-intrinsic-size:auto_1px_auto_20rem] [content-visibility:auto]';

/**
 * The cards drawn with the page (decision 0040): the first screenful, and the last rows at every
 * column count (one to three: six cards), right above the footer. A jump to the page's end (the End
 * key, a footer link scrolled into view) drew the last rows after it landed, and the footer moved
 * under the pointer by what their placeholders were off (137 px at 1024 px on /tools). With the last
 * rows real, scroll anchoring holds the footer while the rows above are drawn.
 */
const drawnWithPage = (index: number, count: number) => index < CARDS_DRAWN_FIRST || index >= count - 6;

export function ToolGrid({
  tools,
  label,
  headingLevel,
  onOpen,
  compare = true,
}: {
  tools: readonly ToolCardData[];
  label?: string;
  headingLevel?: 2 | 3 | 4;
  onOpen?: (id: string, trigger: HTMLElement) => void;
  /** 'הוסף להשוואה' on each card (a GET form without JavaScript, the tray with it). */
  compare?: boolean;
}) {
  const formId = useCompareFormId();
  const tray = useCompareTray();
  const links = useListLinks(
    onOpen
      ? (link) => {
          const id = link.closest('[data-tool-id]')?.getAttribute('data-tool-id');
          if (!id) return false;
          onOpen(id, link);
          return true;
        }
      : undefined,
  );
  return (
    <>
      <BalancedGrid
        items={tools}
        itemKey={(tool) => tool.id}
        // Cards between the first screenful and the last rows are laid out only when scrolled near.
        itemClassName={(_, index) =>
          drawnWithPage(index, tools.length) ? '@container' : `@container ${OFFSCREEN_CARD}`
        }
        className="gap-3 sm:gap-5"
        aria-label={label}
        // Offline the cards still open their dialogs, not a document (client/lib/offline-navigation.ts).
        data-opens-in-page={onOpen ? '' : undefined}
        {...links.handlers}
      >
        {(tool) => (
          <ToolCard
            tool={tool}
            headingLevel={headingLevel}
            compareForm={compare ? formId : undefined}
            inTray={compare && tray.some((item) => item.id === tool.id)}
          />
        )}
      </BalancedGrid>
      {compare && tools.length > 0 ? <CompareForm id={formId} /> : null}
      {links.prefetch}
    </>
  );
}

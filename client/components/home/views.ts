// What the home page draws, shaped on the server (docs/product.md#home): its texts split into their
// bidi runs, each tool's mark and Hebrew level resolved, the latest episode's cover chosen. Only the
// home route's loader imports this module, so none of it (the splitting code, the card data, the
// catalogue's styles) is part of the home page's script and its 120 KB first load.

import { hebrewRanking } from '../../../src/domain/catalogue/hebrew-ranking.ts';
import { coverSources, episodeCover } from '../../../src/domain/covers/cover.ts';
import { HEBREW_LEVEL_LABELS, hebrewLevel } from '../../../src/domain/hebrew-support.ts';
import type { PodcastEpisode, Tool } from '../../../src/domain/types.ts';
import { bidiRuns } from '../../lib/bidi.ts';
import { BRAND_MARK_IDS } from '../../lib/brand-marks.ts';
import { HOME_CARDS, tileHref } from '../../lib/home-cards.ts';
import { letterPlaceholder } from '../../lib/letter-placeholder.ts';
import { SITE } from '../../lib/site.ts';
import { HEBREW_LEVEL_STYLE } from '../catalogue/hebrew-badge.tsx';
import { CATEGORY_CHIP, colorKeyFor } from '../category-style.ts';

/** How many of the best tools in Hebrew the home page's spotlight shows. */
const SPOTLIGHT_TOOLS = 5;

function shapeFixed() {
  return {
    description: bidiRuns(SITE.description),
    cards: HOME_CARDS.map((card) => ({
      id: card.id,
      link: card.link,
      cta: card.cta,
      icon: card.icon,
      size: card.size,
      buttonStyle: card.buttonStyle,
      category: bidiRuns(card.category),
      title: bidiRuns(card.title),
      description: bidiRuns(card.description),
      tiles: card.tools?.map((tile) => ({
        name: tile.name,
        href: tileHref(tile),
        chip: CATEGORY_CHIP[colorKeyFor(tile.color)],
        label: bidiRuns(tile.label),
        content: bidiRuns(tile.content),
      })),
    })),
  };
}

let fixed: ReturnType<typeof shapeFixed> | undefined;

/** The site's description and the highlight cards: fixed texts, so split once per process. */
export function fixedHomeViews(): ReturnType<typeof shapeFixed> {
  fixed ??= shapeFixed();
  return fixed;
}

export type HomeCardView = ReturnType<typeof shapeFixed>['cards'][number];

/** The tools rated best in Hebrew, each with its mark (as ToolLogo chooses it) and its badge's words. */
export function spotlightToolViews(tools: readonly Tool[]) {
  return hebrewRanking(tools)
    .ranked.slice(0, SPOTLIGHT_TOOLS)
    .map((tool) => {
      const level = hebrewLevel(tool.hebrew);
      return {
        id: tool.id,
        name: tool.name,
        // The content service's logo, else the brand mark, else the letter tile.
        mark: tool.logo
          ? { src: tool.logo, brand: false }
          : BRAND_MARK_IDS.has(tool.id)
            ? { src: `/brand-marks/${encodeURIComponent(tool.id)}.svg`, brand: true }
            : { src: letterPlaceholder(tool.name), brand: false },
        hebrew: { level, label: HEBREW_LEVEL_LABELS[level], style: HEBREW_LEVEL_STYLE[level] },
      };
    });
}

export type SpotlightToolView = ReturnType<typeof spotlightToolViews>[number];

/** The newest episode's title in its runs, its length and its designed cover. */
export function latestEpisodeView(episode: PodcastEpisode) {
  return {
    id: episode.id,
    url: episode.url,
    title: bidiRuns(episode.title),
    duration: episode.duration,
    durationSeconds: episode.durationSeconds,
    cover: coverSources(episodeCover(episode)),
  };
}

export type LatestEpisodeView = ReturnType<typeof latestEpisodeView>;

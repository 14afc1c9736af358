import type { CardIconName } from './icons.ts';

// What a share card shows, per page kind, and the /og/... address it is served from.
// Isomorphic: page `meta` functions build the card from their loader data, the /og route builds the
// same card from the snapshot (src/share-cards/lookup.ts), and the address carries a hash of the card's
// content, so a card changes address exactly when what it shows changes (a new content version that
// leaves the card alone keeps its address and its cached image).

export type ShareCardKind = 'term' | 'tool' | 'episode' | 'issue' | 'path' | 'page';

export type ShareCard = {
  kind: ShareCardKind;
  /** The entity's slug or id (a page's name for 'page'). */
  key: string;
  /** The section, above the title ('מילון מונחי AI'). */
  eyebrow: string;
  title: string;
  /** A line under the title: a term's English name, a tool's company. */
  subtitle?: string;
  body?: string;
  /** Short labels shown as chips (category, Hebrew support, episode number, duration). */
  facts: string[];
  icon: CardIconName;
  /** A public image of the site (/images/...) drawn beside the title: a logo, a cover. */
  image?: string;
  /** og:image:alt */
  alt: string;
};

/** Bump when the drawing changes: every card gets a new address. */
const CARD_DESIGN = 1;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** FNV-1a (32 bit) of the card's content and design version, in base 36: short, stable, isomorphic. */
export function cardVersion(card: ShareCard): string {
  const text = JSON.stringify([CARD_DESIGN, card]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** /og/{kind}/{key}.{version}.png */
export function cardPath(card: ShareCard): string {
  return `/og/${card.kind}/${encodeURIComponent(card.key)}.${cardVersion(card)}.png`;
}

export const SITE_TITLE = 'AI בעברית';
const SITE_BODY = 'כלים, מושגים ומדריכים לבינה מלאכותית – בעברית, בגובה העיניים';

/** The branded card of a page that is not a section of its own (the home page, the legal pages...). */
export function defaultPageCard(): ShareCard {
  return {
    kind: 'page',
    key: 'default',
    eyebrow: 'AI in Hebrew',
    title: SITE_TITLE,
    body: SITE_BODY,
    facts: [],
    icon: 'sparkles',
    alt: `${SITE_TITLE} – ${SITE_BODY}`,
  };
}

import { ArrowLeft, Languages } from 'lucide-react';

// The icons every card of a long list repeats (the tools catalogue's 45 cards each draw the Hebrew
// badge's icon and a 'details' arrow; the glossary's cards the arrow), drawn once per document as
// <symbol>s and referenced with <use>: one element and a few bytes per card instead of an <svg> with
// its paths (on /tools, ~360 fewer elements to stream, parse and hydrate). The symbol holds lucide's
// own icon, so it looks the same; the referencing <svg> carries its size, class and colour.

const SPRITE = { languages: Languages, 'arrow-left': ArrowLeft } as const;

export type SpriteIconName = keyof typeof SPRITE;

/** Once per document (the root layout): the symbols the cards' icons use. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <defs>
        {Object.entries(SPRITE).map(([name, Icon]) => (
          <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/**
 * A decorative icon drawn from the document's sprite, with lucide's class names. Its size comes from
 * the class (`size-4`), so it carries no width and height of its own: fewer attributes on each of the
 * hundreds a list renders.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`lucide lucide-${name} ${className}`}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

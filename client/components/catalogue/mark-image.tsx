// The two logos drawn without the image component: a brand mark (scripts/brand-marks.ts writes each
// as an SVG with its own tile, so it needs no script, frame or fallback) and, where a name has neither
// a logo nor a mark, its first letter on a tile. Tools and ecosystem services draw them alike, each
// with its own size, corners and tint; the home page's list keeps its own <img> (importing this module
// there made a chunk of its own on the page's budgeted first load).

/** A brand mark as a plain <img>, `brand` naming its tool or service. */
export function MarkImage({
  src,
  pixels,
  brand,
  eager = false,
  className,
}: {
  src: string;
  pixels: number;
  /** The tool's or service's id when the file is its brand mark (the tests find marks by it). */
  brand?: string;
  /** Above the fold: the browser fetches it at once. */
  eager?: boolean;
  className: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-brand-mark={brand}
      className={`shrink-0 ring-1 ring-line ${className}`}
    />
  );
}

/** The name's first letter on a tile: the last resort, hidden from screen readers (the name is beside it). */
export function LetterTile({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      data-letter-tile
      className={`grid shrink-0 place-items-center font-extrabold ${className}`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

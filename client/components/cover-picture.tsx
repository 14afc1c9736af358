import type { CoverSources } from '../../src/domain/covers/cover.ts';

// A designed cover (src/domain/covers/cover.ts): AVIF, then WebP, then PNG, each at its kind's 1x
// and 2x widths, chosen by the browser from `sizes`. Plain markup, so it loads without JavaScript:
// the browser's own lazy loading below the fold, at once and with high priority above it. Width and
// height are set, so nothing shifts when it arrives.

export function CoverPicture({
  cover,
  sizes,
  priority = false,
  decorative = false,
  className = '',
}: {
  cover: CoverSources;
  /** The CSS width the cover is shown at, as an <img sizes> value ('(min-width: 640px) 128px, 88px'). */
  sizes: string;
  priority?: boolean;
  /** Beside a text that says the same (a small cover in a link named by its title): alt="". */
  decorative?: boolean;
  /** Classes of the <img> (size, rounding, fit). */
  className?: string;
}) {
  return (
    <picture data-cover="" className="contents">
      <source type="image/avif" srcSet={cover.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={cover.srcSet.webp} sizes={sizes} />
      <img
        src={cover.src}
        srcSet={cover.srcSet.png}
        sizes={sizes}
        alt={decorative ? '' : cover.alt}
        width={cover.width}
        height={cover.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={`block h-auto bg-brand-800 ${className}`}
      />
    </picture>
  );
}

import type { CSSProperties } from 'react';
import type { SocialMark } from '../lib/brand-marks.ts';

/**
 * A network's own mark beside a link to it (the footer's profiles, the share buttons, 'listen on
 * Spotify'): simple-icons' shape, served as a file (scripts/brand-marks.ts) and painted in the text
 * colour through a mask (app.css, .brand-glyph), so it follows the theme, hover and forced colours,
 * and costs no script. Decorative: the link's text names the network.
 */
export function BrandGlyph({ mark, className = 'size-4' }: { mark: SocialMark; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-brand-glyph={mark}
      className={`brand-glyph ${className}`}
      style={{ '--glyph': `url("/brand-marks/social/${mark}.svg")` } as CSSProperties}
    />
  );
}

import { HEBREW_LEVEL_LABELS, type HebrewLevel } from '../../../src/domain/hebrew-support.ts';

/** Each level's colours: green to grey, as readable in high contrast as the other chips. */
export const HEBREW_LEVEL_STYLE: Record<HebrewLevel, string> = {
  full: 'bg-cat-audio text-surface',
  good: 'bg-cat-audio-bg text-cat-audio',
  partial: 'bg-cat-automation-bg text-cat-automation',
  none: 'bg-canvas text-ink-soft',
  unknown: 'bg-canvas text-muted',
};

/** A card's compact badge: the level, named in full for screen readers ('תמיכה בעברית: טובה'). */
export function HebrewBadge({ level }: { level: HebrewLevel }) {
  const label = `תמיכה בעברית: ${HEBREW_LEVEL_LABELS[level]}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`chip icon-languages ${HEBREW_LEVEL_STYLE[level]}`}
      data-hebrew-level={level}
    >
      {/* The label names it (role="img": its text is not read twice); the icon is the class's. */}
      {`עברית: ${HEBREW_LEVEL_LABELS[level]}`}
    </span>
  );
}

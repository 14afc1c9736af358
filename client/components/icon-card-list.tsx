import type { ComponentType, SVGProps } from 'react';
import { BidiText } from './bidi-text.tsx';

export type IconCard = { title: string; description: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

const SIZES = {
  md: { item: 'gap-4 p-5', badge: 'size-11', title: 'text-lg font-bold', text: 'mt-1 text-muted' },
  sm: { item: 'gap-3 p-4', badge: 'size-10', title: 'font-bold', text: 'text-small text-muted' },
} as const;

/** A grid of cards, each an icon badge beside a heading and a sentence (static marketing pages). */
export function IconCardList({
  items,
  className,
  size = 'md',
}: {
  items: readonly IconCard[];
  /** The grid's own classes: spacing and columns. */
  className: string;
  size?: keyof typeof SIZES;
}) {
  const style = SIZES[size];
  return (
    <ul className={className}>
      {items.map(({ title, description, icon: Icon }) => (
        // The text goes under the badge where less than 6rem would be left beside it (320 px, 150 % text).
        <li key={title} className={`flex flex-wrap rounded-card border border-line bg-surface ${style.item}`}>
          <span
            className={`grid shrink-0 place-items-center rounded-xl bg-tint-strong text-link-strong ${style.badge}`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 grow basis-24">
            <h3 className={style.title}>
              <BidiText text={title} />
            </h3>
            <p className={style.text}>
              <BidiText text={description} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

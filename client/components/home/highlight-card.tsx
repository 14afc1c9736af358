import { ArrowLeft, Brain, LayoutGrid, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BidiRuns, Name } from '../bidi-runs.tsx';
import type { HomeCardView } from './views.ts';

const ICONS = { Sparkles, Grid: LayoutGrid, Brain } as const;

function CardIcon({ name }: { name: HomeCardView['icon'] }) {
  const Icon = ICONS[name];
  return (
    <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** One highlight card: its icon, category, title and text, the tools it names, and its call to action. */
export function HighlightCard({ card }: { card: HomeCardView }) {
  const large = card.size === '2x2';
  const headingId = `card-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-card-id={card.id}
      data-size={card.size}
      className={`card @container flex flex-col p-4 md:p-6 ${large ? '@min-[34rem]:col-span-2 @min-[45rem]:row-span-2 lg:p-8' : ''}`}
    >
      <div className="flex items-start justify-between gap-4">
        <CardIcon name={card.icon} />
        <span className="chip">
          <BidiRuns runs={card.category} />
        </span>
      </div>
      <h2 id={headingId} className={`mt-5 font-extrabold ${large ? 'text-title' : 'text-heading'}`}>
        <BidiRuns runs={card.title} />
      </h2>
      <p className="mt-2 text-muted">
        <BidiRuns runs={card.description} />
      </p>
      {card.tiles ? (
        // As many tiles a row as the card's width gives each about 8rem, the text size included:
        // by the screen's width, two or three columns left ~75-117 px a tile at large text and broke
        // names such as 'Runway' inside the word.
        <ul
          className="mt-6 grid grid-cols-1 gap-3 @min-[16rem]:grid-cols-2 @min-[30rem]:grid-cols-3"
          aria-label="כלים נבחרים"
        >
          {card.tiles.map((tile) => (
            <li key={tile.name}>
              <Link
                to={tile.href}
                prefetch="intent"
                className="card card-link flex h-full flex-col gap-1 p-3 shadow-none"
              >
                <span className={`chip self-start ${tile.chip}`}>
                  <BidiRuns runs={tile.label} />
                </span>
                <span className="font-bold text-ink">
                  <Name>{tile.name}</Name>
                </span>
                <span className="text-small text-muted">
                  <BidiRuns runs={tile.content} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">
        <Link
          to={card.link}
          prefetch="intent"
          className="btn btn-gradient-outline"
          data-button-style={card.buttonStyle}
        >
          {card.cta}
          <ArrowLeft aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

import { ArrowLeft, Brain, LayoutGrid, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { CATEGORY_CHIP, colorKeyFor } from '../components/category-style.ts';
import { HOME_CARDS, type HomeCard, tileHref } from '../lib/home-cards.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: SITE.name,
    description: SITE.description,
    path: '/',
    siteUrl: siteUrlFrom(matches),
    keywords: SITE.keywords,
  });

const ICONS = { Sparkles, Grid: LayoutGrid, Brain } as const;

function CardIcon({ name }: { name: HomeCard['icon'] }) {
  const Icon = ICONS[name];
  return (
    <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

function HighlightCard({ card }: { card: HomeCard }) {
  const large = card.size === '2x2';
  const headingId = `card-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-card-id={card.id}
      data-size={card.size}
      className={`card flex flex-col p-6 ${large ? 'md:col-span-2 md:row-span-2 lg:p-8' : ''}`}
    >
      <div className="flex items-start justify-between gap-4">
        <CardIcon name={card.icon} />
        <span className="chip">
          <BidiText text={card.category} />
        </span>
      </div>
      <h2 id={headingId} className={`mt-5 font-extrabold ${large ? 'text-title' : 'text-heading'}`}>
        <BidiText text={card.title} />
      </h2>
      <p className="mt-2 text-muted">
        <BidiText text={card.description} />
      </p>
      {card.tools ? (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="כלים נבחרים">
          {card.tools.map((tile) => (
            <li key={tile.name}>
              <Link
                to={tileHref(tile)}
                prefetch="intent"
                className="card card-link flex h-full flex-col gap-1 p-3 shadow-none"
              >
                <span className={`chip self-start ${CATEGORY_CHIP[colorKeyFor(tile.color)]}`}>
                  <BidiText text={tile.label} />
                </span>
                <span className="font-bold text-ink">
                  <Name>{tile.name}</Name>
                </span>
                <span className="text-small text-muted">
                  <BidiText text={tile.content} />
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

export default function Home() {
  return (
    <div className="container-page py-10 lg:py-16">
      <section className="max-w-3xl" aria-labelledby="home-title">
        <p className="chip bg-brand-100 text-brand-800">
          <Sparkles aria-hidden="true" className="size-4" />
          בינה מלאכותית, בעברית
        </p>
        <h1 id="home-title" className="mt-4 text-[2.25rem] leading-tight font-extrabold md:text-display">
          כל מה שצריך כדי <span className="text-gradient">לעבוד עם AI</span> – במקום אחד
        </h1>
        <p className="mt-4 text-lg text-ink-soft">
          <BidiText text={SITE.description} />
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/start-here" prefetch="intent" className="btn btn-primary">
            מתחילים כאן
          </Link>
          <Link to="/podcast" prefetch="intent" className="btn btn-secondary">
            לפודקאסט
          </Link>
        </div>
      </section>
      <section aria-label="כרטיסים מובילים" className="mt-12 grid gap-6 md:grid-cols-3 md:grid-rows-2">
        {HOME_CARDS.map((card) => (
          <HighlightCard key={card.id} card={card} />
        ))}
      </section>
      <section
        aria-labelledby="home-hebrew"
        className="card mt-8 flex flex-col gap-4 p-6 md:flex-row md:items-center md:justify-between"
      >
        <div>
          <h2 id="home-hebrew" className="text-heading font-bold">
            כלים שמדברים עברית
          </h2>
          <p className="mt-1 text-ink-soft">
            איזה כלי AI באמת עובד בעברית? דירגנו לכל כלי את הממשק, הבנת העברית, איכות הכתיבה והכיווניות.
          </p>
        </div>
        <Link to="/tools/hebrew" prefetch="intent" className="btn btn-secondary shrink-0">
          לדירוג התמיכה בעברית
        </Link>
      </section>
    </div>
  );
}

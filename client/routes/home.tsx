import { ArrowLeft, Brain, LayoutGrid, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { hebrewRanking } from '../../src/domain/catalogue/hebrew-ranking.ts';
import { coverSources, episodeCover } from '../../src/domain/covers/cover.ts';
import { HEBREW_LEVEL_LABELS, hebrewLevel } from '../../src/domain/hebrew-support.ts';
import { BidiRuns, Name } from '../components/bidi-runs.tsx';
import { HEBREW_LEVEL_STYLE } from '../components/catalogue/hebrew-badge.tsx';
import { CATEGORY_CHIP, colorKeyFor } from '../components/category-style.ts';
import { CoverPicture } from '../components/cover-picture.tsx';
import { heardSome } from '../components/podcast/stored-position.ts';
import { appContext } from '../lib/app-context.ts';
import { bidiRuns } from '../lib/bidi.ts';
import { BRAND_MARK_IDS } from '../lib/brand-marks.ts';
import { HOME_CARDS, tileHref } from '../lib/home-cards.ts';
import { letterPlaceholder } from '../lib/letter-placeholder.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { SITE } from '../lib/site.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/home';

/** How many of the best tools in Hebrew the home page's spotlight shows. */
const SPOTLIGHT_TOOLS = 5;

// The hero's spotlight (docs/product.md#home): the tools rated best in Hebrew, with their marks, and
// the latest podcast episode with its designed cover. Either part is left out while its snapshot is
// not there yet. The page's texts are split into their bidi runs here, on the server (BidiRuns draws
// them): the home page's script carries no splitting code and no card data, for its 120 KB first load.
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [content, podcast] = await Promise.all([services.catalogue.content(), services.podcast.read()]);
  const tools = hebrewRanking(content?.tools ?? [])
    .ranked.slice(0, SPOTLIGHT_TOOLS)
    .map((tool) => ({
      id: tool.id,
      name: tool.name,
      // As the catalogue's logo (ToolLogo): the content service's logo, else the brand mark, else
      // the letter tile; chosen here so that the home page's script carries no catalogue card code.
      mark: tool.logo
        ? { src: tool.logo, brand: false }
        : BRAND_MARK_IDS.has(tool.id)
          ? { src: `/brand-marks/${encodeURIComponent(tool.id)}.svg`, brand: true }
          : { src: letterPlaceholder(tool.name), brand: false },
      // HebrewBadge's look and words, resolved here for the same reason.
      hebrew: {
        level: hebrewLevel(tool.hebrew),
        label: HEBREW_LEVEL_LABELS[hebrewLevel(tool.hebrew)],
        style: HEBREW_LEVEL_STYLE[hebrewLevel(tool.hebrew)],
      },
    }));
  const latest = podcast?.episodes[0];
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
    tools,
    episode: latest
      ? {
          id: latest.id,
          url: latest.url,
          title: bidiRuns(latest.title),
          duration: latest.duration,
          durationSeconds: latest.durationSeconds,
          cover: coverSources(episodeCover(latest)),
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: SITE.name,
    description: SITE.description,
    path: '/',
    siteUrl: siteUrlFrom(matches),
    keywords: SITE.keywords,
  });

const ICONS = { Sparkles, Grid: LayoutGrid, Brain } as const;

type HomeCardView = HomeData['cards'][number];

function CardIcon({ name }: { name: HomeCardView['icon'] }) {
  const Icon = ICONS[name];
  return (
    <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

function HighlightCard({ card }: { card: HomeCardView }) {
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

type HomeData = Route.ComponentProps['loaderData'];

/** The tools rated best in Hebrew, each with its mark and its level. */
function TopTools({ tools }: { tools: HomeData['tools'] }) {
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby="home-top-tools" className="card p-4 md:p-5 lg:p-6" data-testid="home-top-tools">
      <h2 id="home-top-tools" className="flex items-center gap-2 text-lg font-bold">
        הכי טובים בעברית
      </h2>
      <ol className="mt-3 flex flex-col gap-2">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link
              to={`/tools/${encodeURIComponent(tool.id)}`}
              prefetch="intent"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-1.5 hover:bg-tint"
            >
              {/* The mark and the name are one group: the name stays beside its mark and wraps between
                  its words there ('Microsoft' / 'Copilot' at 150 % text on a phone), and goes under it
                  where less than 6rem would be left (320 px at 150 %: 'LALAL.A' / 'I'); the badge goes
                  to the end of the next line when the row is full. */}
              <span className="flex min-w-0 flex-auto flex-wrap items-center gap-3">
                {/* Above the fold, and the home page hydrates late: the logo's <img> is in the HTML. */}
                <img
                  src={tool.mark.src}
                  alt=""
                  width={44}
                  height={44}
                  decoding="async"
                  data-brand-mark={tool.mark.brand ? tool.id : undefined}
                  className="size-11 shrink-0 rounded-xl bg-white object-contain ring-1 ring-line"
                />
                <span className="min-w-0 grow basis-24 leading-snug font-bold text-ink" data-tool-name>
                  <Name>{tool.name}</Name>
                </span>
              </span>
              <span
                role="img"
                aria-label={`תמיכה בעברית: ${tool.hebrew.label}`}
                title={`תמיכה בעברית: ${tool.hebrew.label}`}
                className={`chip icon-languages ms-auto whitespace-nowrap ${tool.hebrew.style}`}
                data-hebrew-level={tool.hebrew.level}
              >
                {`עברית: ${tool.hebrew.label}`}
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <Link
        to="/tools/hebrew"
        prefetch="intent"
        className="mt-3 inline-flex items-center gap-1 font-medium text-link-strong hover:underline"
      >
        לדירוג המלא
        <ArrowLeft aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

// Where this browser stopped in the latest episode, as the podcast's lists say it; its code is not
// part of the home page's first load (docs/product.md#where-the-visitor-stopped).
const EpisodeListened = lazy(() =>
  import('../components/podcast/listened-so-far.tsx').then((module) => ({ default: module.EpisodeListened })),
);

/**
 * Once hydrated, and only where this browser has a position or an end mark for the episode, its
 * line: a visitor who never played it loads nothing for it.
 */
function LatestEpisodeListened({ episode }: { episode: NonNullable<HomeData['episode']> }) {
  const hydrated = useHydrated();
  if (!hydrated || !heardSome(episode.id)) return null;
  return (
    <Suspense fallback={null}>
      <EpisodeListened
        episodeId={episode.id}
        durationSeconds={episode.durationSeconds}
        duration={episode.duration}
      />
    </Suspense>
  );
}

/** The newest podcast episode with its designed cover. */
function LatestEpisode({ episode }: { episode: HomeData['episode'] }) {
  if (!episode) return null;
  return (
    <section
      aria-labelledby="home-latest-episode"
      className="card @container mt-8 p-5"
      data-testid="home-latest-episode"
    >
      {/* Narrower than 16rem (a phone at 125 % text or more) the cover goes above the title, which
          beside it had a word a line. */}
      <Link
        to={episode.url}
        prefetch="intent"
        className="group flex items-center gap-4 @max-[16rem]:flex-col @max-[16rem]:items-start sm:gap-5"
      >
        <CoverPicture
          cover={episode.cover}
          sizes="(min-width: 640px) 128px, 96px"
          priority
          className="w-1/3 max-w-24 shrink-0 rounded-xl shadow-card @max-[16rem]:w-32 @max-[16rem]:max-w-none sm:w-32 sm:max-w-none"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 text-small font-bold text-link-strong">
            <span id="home-latest-episode">הפרק האחרון בפודקאסט</span>
          </span>
          <span className="mt-1 line-clamp-2 block text-lg leading-snug font-bold text-ink group-hover:underline">
            <BidiRuns runs={episode.title} />
          </span>
          <span className="mt-1 inline-flex items-center gap-1 text-small text-muted">
            <span>משך: </span>
            <bdi className="tabular-nums">{episode.duration}</bdi>
          </span>
          <LatestEpisodeListened episode={episode} />
        </span>
      </Link>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 lg:py-16">
      {/* The top tools' card goes beside the headline where the page is 55rem wide (a 1024 px
          screen at 100 % text), not by the screen: at 1024 px and 150 % text the headline had
          about 240 px beside a 24rem card, a word a line. */}
      <div className="@container">
        <div className="grid items-start gap-8 @min-[55rem]:grid-cols-[minmax(0,1fr)_24rem] @min-[55rem]:gap-12">
          <section aria-labelledby="home-title">
            <p className="chip bg-tint-strong text-link-strong">
              <Sparkles aria-hidden="true" className="size-4" />
              בינה מלאכותית, בעברית
            </p>
            <h1 id="home-title" className="mt-4 text-[2.25rem] leading-tight font-extrabold md:text-display">
              כל מה שצריך כדי <span className="text-gradient">לעבוד עם AI</span>&nbsp;– במקום אחד
            </h1>
            <p className="mt-4 text-lg text-ink-soft">
              <BidiRuns runs={loaderData.description} />
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/start-here" prefetch="intent" className="btn btn-primary">
                מתחילים כאן
              </Link>
              <Link to="/podcast" prefetch="intent" className="btn btn-secondary">
                לפודקאסט
              </Link>
            </div>
            <LatestEpisode episode={loaderData.episode} />
          </section>
          <TopTools tools={loaderData.tools} />
        </div>
      </div>
      {/* Columns by the section's width in rem (decision 0041): three from 45rem (a 768 px screen at
          100 % text), the large card above two small ones from 34rem, one column below. By the screen,
          1024 px at 150 % text left the small cards 11rem and their buttons on two lines. */}
      <div className="@container mt-12">
        <section
          aria-label="כרטיסים מובילים"
          className="grid gap-6 @min-[34rem]:grid-cols-2 @min-[45rem]:grid-cols-3 @min-[45rem]:grid-rows-2"
        >
          {loaderData.cards.map((card) => (
            <HighlightCard key={card.id} card={card} />
          ))}
        </section>
      </div>
      <section
        aria-labelledby="home-hebrew"
        className="card mt-8 flex flex-col gap-4 p-4 md:flex-row md:p-6 md:items-center md:justify-between"
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
      <section
        aria-labelledby="home-new"
        className="card mt-8 flex flex-col gap-4 p-4 md:flex-row md:p-6 md:items-center md:justify-between"
      >
        <div>
          <h2 id="home-new" className="text-heading font-bold">
            חדש באתר
          </h2>
          <p className="mt-1 text-ink-soft">
            הכלים שנוספו בשלושת החודשים האחרונים, וכל מה שהשתנה בכלים הקיימים.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to="/tools/new" prefetch="intent" className="btn btn-secondary">
            לכלים החדשים
          </Link>
          <Link to="/changes" prefetch="intent" className="btn btn-secondary">
            מה השתנה
          </Link>
        </div>
      </section>
    </div>
  );
}

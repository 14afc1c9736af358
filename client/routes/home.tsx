import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BidiRuns } from '../components/bidi-runs.tsx';
import { HighlightCard } from '../components/home/highlight-card.tsx';
import { LatestEpisode } from '../components/home/latest-episode.tsx';
import { TopTools } from '../components/home/top-tools.tsx';
import { fixedHomeViews, latestEpisodeView, spotlightToolViews } from '../components/home/views.ts';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/home';

// The hero's spotlight (docs/product.md#home): the tools rated best in Hebrew, with their marks, and
// the latest podcast episode with its designed cover. Either part is left out while its snapshot is
// not there yet. Everything is shaped on the server (client/components/home/views.ts): the home page's
// script carries no splitting code and no card data, for its 120 KB first load.
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [content, podcast] = await Promise.all([services.catalogue.content(), services.podcast.read()]);
  const latest = podcast?.episodes[0];
  return {
    ...fixedHomeViews(),
    tools: spotlightToolViews(content?.tools ?? []),
    episode: latest ? latestEpisodeView(latest) : null,
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
            <h1
              id="home-title"
              className="mt-4 text-[min(2.25rem,14vw)] leading-tight font-extrabold md:text-display"
            >
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

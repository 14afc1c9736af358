import { appContext } from '../lib/app-context.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/newsletter.rss[.]xml';

// /newsletter/rss.xml: the archive as an RSS feed, linked from /newsletter's head.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const xml = await services.newsletter.rss({
    title: `הניוזלטר השבועי – ${SITE.name}`,
    description: 'כל גיליונות הניוזלטר השבועי על בינה מלאכותית.',
    siteUrl: services.config.PUBLIC_SITE_URL,
  });
  if (xml === null) {
    return new Response('The newsletter archive is not available yet', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
    });
  }
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}

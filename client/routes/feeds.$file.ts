import { FEED_NAMES, type FeedName } from '../../src/domain/feeds.ts';
import { appContext } from '../lib/app-context.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/feeds.$file';

// /feeds/{name}.xml (RSS 2.0) and /feeds/{name}.json (JSON Feed 1.1): new tools, changes, new terms
// and podcast episodes (docs/product.md#feeds). Announced by <link rel="alternate"> on their pages.

const FILE = /^([a-z-]+)\.(xml|json)$/;

function plain(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const match = FILE.exec(params.file);
  const name = match?.[1] as FeedName | undefined;
  if (!match || !name || !FEED_NAMES.includes(name)) return plain(404, 'No such feed');
  const feed = await services.feeds.render(name, match[2] === 'xml' ? 'rss' : 'json', SITE.name);
  if (!feed) return plain(503, 'This feed is not available yet', { 'Retry-After': '30' });
  return new Response(feed.body, {
    headers: { 'Content-Type': feed.contentType, 'Cache-Control': 'public, max-age=600' },
  });
}

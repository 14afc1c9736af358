import { buildSitemapEntries, renderSitemap } from '../../src/seo/sitemap.ts';
import { appContext } from '../lib/app-context.ts';
import type { Route } from './+types/sitemap[.]xml';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const entries = await buildSitemapEntries(services.content);
  return new Response(renderSitemap(entries, services.config.PUBLIC_SITE_URL), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}

import { appContext } from '../lib/app-context.ts';
import type { Route } from './+types/sitemap[.]xml';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return new Response(await services.sitemap.xml(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}

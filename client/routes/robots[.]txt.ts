import { appContext } from '../lib/app-context.ts';
import type { Route } from './+types/robots[.]txt';

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(appContext).services.config.PUBLIC_SITE_URL;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /debug/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

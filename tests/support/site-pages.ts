import type { Express } from 'express';
import request from 'supertest';
import { BROWSER_UA } from './app.ts';

/** The paths (with their query, if any) of every <loc> of the app's /sitemap.xml. */
export async function sitemapPaths(app: Express): Promise<string[]> {
  const response = await request(app).get('/sitemap.xml');
  if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
  const locs = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  return [...new Set(locs.map((loc) => new URL(loc).pathname + new URL(loc).search))];
}

/** A page as a browser gets it (status and HTML). */
export async function getPage(app: Express, path: string, userAgent = BROWSER_UA) {
  return request(app).get(path).set('User-Agent', userAgent);
}

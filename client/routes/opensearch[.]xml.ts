import { escapeXml } from '../../src/domain/xml.ts';
import { appContext } from '../lib/app-context.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/opensearch[.]xml';

// The site search as an OpenSearch description (docs/search.md#in-the-browsers-address-bar), named by
// every page's <link rel="search">: browsers offer the site's search in their address bar, with
// suggestions from GET /api/search/suggest. The addresses are absolute, on PUBLIC_SITE_URL.

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(appContext).services.config.PUBLIC_SITE_URL;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(SITE.name)}</ShortName>
  <Description>${escapeXml(`חיפוש באתר ${SITE.name}: כלים, מונחים, מדריכים, פרקי הפודקאסט, הניוזלטר והפורטפוליו`)}</Description>
  <Language>he-IL</Language>
  <InputEncoding>UTF-8</InputEncoding>
  <OutputEncoding>UTF-8</OutputEncoding>
  <Image width="16" height="16" type="image/x-icon">${escapeXml(`${siteUrl}/favicon.ico`)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(`${siteUrl}/search?q={searchTerms}`)}"/>
  <Url type="application/x-suggestions+json" method="get" template="${escapeXml(`${siteUrl}/api/search/suggest?q={searchTerms}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(`${siteUrl}/opensearch.xml`)}"/>
  <moz:SearchForm>${escapeXml(`${siteUrl}/search`)}</moz:SearchForm>
</OpenSearchDescription>
`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

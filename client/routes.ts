import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The route table (docs/product.md#route-table). Each screen is its own module (split and loaded lazily).
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('lectures', 'routes/lectures.tsx'),
  route('lectures-old', 'routes/lectures-old.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('newsletter/subscribe', 'routes/newsletter-subscribe.tsx'),
  // Podcast and newsletter archive. Static newsletter segments (subscribe, rss.xml) rank
  // above the campaign id.
  route('podcast', 'routes/podcast.tsx'),
  route('podcast/:slug', 'routes/podcast.$slug.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/rss.xml', 'routes/newsletter.rss[.]xml.ts'),
  route('newsletter/:campaignId', 'routes/newsletter.$campaignId.tsx'),
  route('admin', 'routes/admin.tsx'),
  // Catalogue. Static /tools/* segments are listed before /tools/:toolId and win over it.
  route('tools', 'routes/tools.tsx'),
  ...(['image-generation', 'coding', 'language', 'video', 'audio'] as const).map((key) =>
    route(`tools/${key}`, 'routes/tools.category-page.tsx', { id: `tools-${key}` }),
  ),
  route('tools/creative', 'routes/tools.in-development.tsx', { id: 'tools-creative' }),
  route('tools/concepts', 'routes/tools.in-development.tsx', { id: 'tools-concepts' }),
  route('tools/hebrew', 'routes/tools.hebrew.tsx'),
  route('tools/compare', 'routes/tools.compare.tsx'),
  route('tools/new', 'routes/tools.new.tsx'),
  route('tools/graveyard', 'routes/tools.graveyard.tsx'),
  route('tools/:toolId', 'routes/tools.$toolId.tsx'),
  route('tools/:toolId/alternatives', 'routes/tools.$toolId.alternatives.tsx'),
  route('tools/:toolId/report', 'routes/tools.$toolId.report.tsx'),
  route('category/:categorySlug', 'routes/category.$categorySlug.tsx'),
  route('start-here', 'routes/start-here.tsx'),
  route('start-here/:pathSlug', 'routes/start-here.$pathSlug.tsx'),
  route('learning-path', 'routes/learning-path.tsx'),
  route('learning-path/:pathSlug', 'routes/start-here.$pathSlug.tsx', { id: 'learning-path' }),
  route('ecosystem', 'routes/ecosystem.tsx'),
  route('ecosystem/:category', 'routes/ecosystem.$category.tsx'),
  route('ecosystem/:category/:serviceId', 'routes/ecosystem.$category.$serviceId.tsx'),
  route('guides', 'routes/guides.tsx'),
  route('courses', 'routes/guides.tsx', { id: 'courses' }),
  route('search', 'routes/search.tsx'),
  // The catalogue's history (docs/product.md#catalogue-history).
  route('changes', 'routes/changes.tsx'),
  route('feeds/:file', 'routes/feeds.$file.ts'),
  // Glossary.
  route('terms', 'routes/terms.tsx'),
  route('terms/:termId', 'routes/terms.$termId.tsx'),
  // Portfolio: one frame that shows the target's skeleton while a navigation waits.
  route('portfolio', 'routes/portfolio.tsx', [
    index('routes/portfolio._index.tsx'),
    route('videos', 'routes/portfolio.videos.tsx'),
    route('code', 'routes/portfolio.code.tsx'),
  ]),
  // Admin only; everyone else gets the not-found page. Other debug routes stay disabled.
  route('debug/contentful-test', 'routes/debug.contentful-test.tsx'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('opensearch.xml', 'routes/opensearch[.]xml.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

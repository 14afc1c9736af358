import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table of spec section 2. Each screen is its own module (split and loaded lazily).
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('lectures', 'routes/lectures.tsx'),
  route('lectures-old', 'routes/lectures-old.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  // route('privacy', 'routes/privacy.tsx'),
  // route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('newsletter/subscribe', 'routes/newsletter-subscribe.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

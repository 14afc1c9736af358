import { matchRoutes, type ServerBuild } from 'react-router';
import { routeTree } from '../page-preload.ts';

// Route patterns for metric labels: never the raw URL (a label per visitor's path would grow without
// bound), always one of the build's route paths (`/tools/:toolId`), a fixed name, or `other`.

const FIXED = new Set(['/healthz', '/readyz', '/robots.txt', '/sitemap.xml']);
const LIMIT = 1024;

export function pagePatterns(build: ServerBuild | undefined): (path: string) => string {
  const tree = build ? routeTree(build.routes ?? {}) : [];
  const known = new Map<string, string>();
  const patternOf = (path: string): string => {
    const data = path.endsWith('.data');
    const page = data ? path.slice(0, -'.data'.length).replace(/\/_$/, '/') || '/' : path;
    const matches = matchRoutes(tree, page) ?? [];
    const leaf = matches.at(-1)?.route;
    if (!leaf || leaf.path === '*') return 'not-found';
    const segments = matches.map((match) => match.route.path).filter((part): part is string => Boolean(part));
    return `/${segments.join('/')}`.replace(/\/+/g, '/') + (data ? '.data' : '');
  };
  return (path) => {
    if (FIXED.has(path)) return path;
    if (path.startsWith('/assets/')) return '/assets/*';
    const hit = known.get(path);
    if (hit) return hit;
    const pattern = patternOf(path);
    if (known.size >= LIMIT) known.delete(known.keys().next().value as string);
    known.set(path, pattern);
    return pattern;
  };
}
